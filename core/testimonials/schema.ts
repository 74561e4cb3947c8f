import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { QUICK_EDIT_SORT, SORT_FIELD, VISIBILITY_FIELD, zContentRow, zItemQuickEdit, zPublicItem } from '../content/schema.ts';
import { zPage } from '../shared/pagination.ts';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';

/** Not shown in the spec: a testimonial's lengths. */
export const TESTIMONIAL_LIMITS = { titleMaxChars: 200, nameMaxChars: 100, positionMaxChars: 100, contentMaxChars: 5_000 } as const;

const title = localizedText('title', TESTIMONIAL_LIMITS.titleMaxChars, term('fields.testimonialTitle'));

/** A testimonial (spec section 3): picture, title, name, position, content, date (required, section 5), visibility, sort. */
export const ZTestimonialInput = z.object({
  ...title,
  name: optionalText(TESTIMONIAL_LIMITS.nameMaxChars, term('fields.testimonialName')),
  position: optionalText(TESTIMONIAL_LIMITS.positionMaxChars, term('fields.testimonialPosition')),
  ...localizedText('content', TESTIMONIAL_LIMITS.contentMaxChars, term('fields.testimonialContent')),
  pictureId: z.string().min(1).nullable().default(null),
  date: z.date({ error: M.dateEmpty }),
  ...VISIBILITY_FIELD,
  ...SORT_FIELD,
});
export type TTestimonialInput = z.infer<typeof ZTestimonialInput>;
/** A testimonial form's values as sent. */
export type TTestimonialFormValues = z.input<typeof ZTestimonialInput>;
export const ZTestimonialQuickEdit = zItemQuickEdit(title.titleEn).extend(QUICK_EDIT_SORT);

export const ZTestimonialRow = zContentRow({ titleEn: z.string(), name: z.string(), date: z.date(), sort: z.number().int(), picture: z.string().nullable() });
export type TTestimonialRow = z.infer<typeof ZTestimonialRow>;
export const ZTestimonialPage = zPage(ZTestimonialRow);

export const ZTestimonialDetail = zContentRow({
  ...localizedOutput('title'),
  ...localizedOutput('content'),
  name: z.string(),
  position: z.string(),
  date: z.date(),
  sort: z.number().int(),
  pictureId: z.string().nullable(),
  picture: z.string().nullable(),
});
export type TTestimonialDetail = z.infer<typeof ZTestimonialDetail>;

/** A testimonial as the website reads it, in one language. */
export const ZPublicTestimonial = zPublicItem({
  title: z.string(),
  name: z.string(),
  position: z.string(),
  content: z.string(),
  date: z.date(),
  picture: z.string().nullable(),
});
