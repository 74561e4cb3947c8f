import { msg, term } from '../shared/messages.ts';

/** Not shown in the spec: a gallery photo's text lengths. The batch of 20 is the spec's (section 5). */
export const GALLERY_LIMITS = { titleMaxChars: 200, descriptionMaxChars: 2_000, batchMax: 20 } as const;

/** Spec section 5 "Gallery: group, category, order required", in the kit's '{field} cannot be empty' pattern. */
export const GALLERY_MESSAGES = {
  groupEmpty: msg('gallery.groupEmpty'),
  categoryEmpty: msg('gallery.categoryEmpty'),
  orderEmpty: msg('gallery.orderEmpty'),
  /** Spec section 8. */
  pictureRequired: msg('catalogue.pictureRequired'),
  tooMany: msg('catalogue.tooManyImages', { max: GALLERY_LIMITS.batchMax }),
} as const;

export const GALLERY_FIELDS = { title: term('fields.galleryTitle'), description: term('fields.galleryDescription') } as const;
