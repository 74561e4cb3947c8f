import { msg } from '../shared/messages.ts';

/** Not shown in the spec: a photo's and an album's text lengths. The batch of 20 is the spec's (section 5). */
export const PHOTO_LIMITS = { titleMaxChars: 200, descriptionMaxChars: 2_000, albumNameMaxChars: 150, batchMax: 20 } as const;

/**
 * Spec section 9: "photos 30, 60, 90, 120 (old version 35, 65, 95, 115)". /manage/photos-new (the
 * grid) offers the new sizes, /manage/photos (the older table) the old ones; a photo list takes either.
 */
export const PHOTO_PAGE_SIZES = { grid: [30, 60, 90, 120], table: [35, 65, 95, 115] } as const;

export const PHOTO_MESSAGES = {
  /** Spec section 5 "Album name required": an album's name, and the album a photo goes into. */
  albumRequired: msg('photos.albumRequired'),
  /** Spec section 8. */
  atLeastOne: msg('catalogue.pictureRequired'),
  tooMany: msg('catalogue.tooManyImages', { max: PHOTO_LIMITS.batchMax }),
  /** A reorder must name photos of that album only. */
  reorderMismatch: msg('photos.reorderMismatch'),
} as const;
