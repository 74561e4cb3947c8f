import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { term } from '../shared/messages.ts';
import { BUSINESS_NATURE_IDS, MAX_BUSINESS_NATURES } from './business-natures.ts';
import { ZClassified } from './classified-schema.ts';
import { PROFILE_LIMITS as L } from './constants.ts';
import { ZContact } from './contact-schema.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/** The business natures chosen, at most MAX_BUSINESS_NATURES ("You can choose up to {max_selection} only!"). */
export const ZBusinessNaturesInput = z.object({
  natures: z
    .array(z.enum(BUSINESS_NATURE_IDS))
    .max(MAX_BUSINESS_NATURES, M.maxNatures)
    .transform((ids) => [...new Set(ids)]),
});
export type TBusinessNaturesInput = z.infer<typeof ZBusinessNaturesInput>;
export const ZBusinessNatures = z.object({ natures: z.array(z.enum(BUSINESS_NATURE_IDS)), max: z.number().int() });

/** The homepage (/profile/homepage): header picture (resized to 1,050 px wide), main picture, the company's introduction as plain text in three languages. */
export const ZHomepageInput = z.object({
  headerPictureId: z.string().min(1).nullable().default(null),
  mainPictureId: z.string().min(1).nullable().default(null),
  ...localizedText('intro', L.introMaxChars, term('profile.fields.intro')),
});
export type THomepageInput = z.infer<typeof ZHomepageInput>;
export type THomepageFormValues = z.input<typeof ZHomepageInput>;
export const ZHomepage = z.object({
  headerPictureId: z.string().nullable(),
  mainPictureId: z.string().nullable(),
  headerPicture: z.string().nullable(),
  mainPicture: z.string().nullable(),
  ...localizedOutput('intro'),
});
export type THomepage = z.infer<typeof ZHomepage>;

/** The company profile as the website reads it, in one language. */
export const ZPublicProfile = z.object({
  natures: z.array(z.object({ id: z.string(), name: z.string() })),
  classified: ZClassified.nullable(),
  contact: ZContact.omit({ wechatQrId: true }).extend({ wechatQr: z.string().nullable() }),
  headerPicture: z.string().nullable(),
  mainPicture: z.string().nullable(),
  intro: z.string(),
  tags: z.array(z.string()),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
