import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { CONTENT_FIELDS, zContentQuickEdit, zContentRow, zPublicCategorisedItem } from '../content/schema.ts';
import { zPage } from '../shared/pagination.ts';
import { term } from '../shared/messages.ts';

/** Not shown in the spec: a headline's and an article's lengths. */
export const NEWS_LIMITS = { titleMaxChars: 200, detailMaxChars: 20_000 } as const;

const title = localizedText('title', NEWS_LIMITS.titleMaxChars, term('fields.newsTitle'), M.titleEmpty);

/** A news item (spec section 3): title and detail in three languages, a picture, its category and status. */
export const ZNewsInput = z.object({
  ...title,
  ...localizedText('detail', NEWS_LIMITS.detailMaxChars, term('fields.newsDetail')),
  pictureId: z.string().min(1).nullable().default(null),
  ...CONTENT_FIELDS,
});
export type TNewsInput = z.infer<typeof ZNewsInput>;
/** A news form's values as sent. */
export type TNewsFormValues = z.input<typeof ZNewsInput>;
export const ZNewsQuickEdit = zContentQuickEdit(title.titleEn);

export const ZNewsRow = zContentRow({ titleEn: z.string(), picture: z.string().nullable() });
export type TNewsRow = z.infer<typeof ZNewsRow>;
export const ZNewsPage = zPage(ZNewsRow);

export const ZNewsDetail = zContentRow({ ...localizedOutput('title'), ...localizedOutput('detail'), pictureId: z.string().nullable(), picture: z.string().nullable() });
export type TNewsDetail = z.infer<typeof ZNewsDetail>;

/** A news item as the website reads it, in one language. */
export const ZPublicNews = zPublicCategorisedItem({
  title: z.string(),
  detail: z.string(),
  picture: z.string().nullable(),
});
export const ZPublicNewsPage = zPage(ZPublicNews);
