import { z } from 'zod';
import { VISIBILITY_FIELD } from '../content/schema.ts';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';

/** Not shown in the spec: how many banners a website keeps, and their texts' lengths. */
export const BANNER_LIMITS = { max: 50, titleMaxChars: 200, urlMaxChars: 500 } as const;

const id = z.string().min(1).max(64);

/** A banner: its picture (an upload for the website), an optional title and link, visibility. */
export const ZBannerInput = z.object({
  pictureId: id,
  title: optionalText(BANNER_LIMITS.titleMaxChars, term('fields.bannerTitle')),
  url: optionalText(BANNER_LIMITS.urlMaxChars, term('fields.bannerUrl')),
  ...VISIBILITY_FIELD,
});
export type TBannerInput = z.input<typeof ZBannerInput>;

export const ZBannerUpdate = ZBannerInput.extend({ id });
export type TBannerUpdate = z.input<typeof ZBannerUpdate>;

export const ZBannerId = z.object({ id });
/** The banners in their new order, first shown first: every banner of the website once. */
export const ZBannerSort = z.object({ ids: z.array(id).min(1).max(BANNER_LIMITS.max) });

export const ZBanner = z.object({
  id: z.string(),
  pictureId: z.string(),
  picture: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string(),
  url: z.string(),
  visibility: z.enum(['public', 'hidden']),
  sort: z.number().int(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerList = z.array(ZBanner);

/** A banner as the website reads it: public ones only, in order. */
export const ZPublicBanner = ZBanner.pick({ id: true, picture: true, width: true, height: true, title: true, url: true });
