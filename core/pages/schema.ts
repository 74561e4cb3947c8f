import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { VISIBILITY_FIELD, zContentRow, zItemQuickEdit, zPublicItem } from '../content/schema.ts';
import { term } from '../shared/messages.ts';

/** Not shown in the spec: a page's lengths. */
export const PAGE_LIMITS = { titleMaxChars: 200, contentMaxChars: 50_000 } as const;

const title = localizedText('title', PAGE_LIMITS.titleMaxChars, term('fields.pageTitle'), M.titleEmpty);

/** A website page (spec section 3): title and content in three languages, a date; the title required (section 5). */
export const ZPageInput = z.object({
  ...title,
  ...localizedText('content', PAGE_LIMITS.contentMaxChars, term('fields.pageContent')),
  date: z.date({ error: M.dateEmpty }),
  ...VISIBILITY_FIELD,
});
export type TPageInput = z.infer<typeof ZPageInput>;
/** A page form's values as sent. */
export type TPageFormValues = z.input<typeof ZPageInput>;
export const ZPageQuickEdit = zItemQuickEdit(title.titleEn);

export const ZPageRow = zContentRow({ titleEn: z.string(), date: z.date() });
export type TPageRow = z.infer<typeof ZPageRow>;

export const ZPageDetail = zContentRow({ ...localizedOutput('title'), ...localizedOutput('content'), date: z.date() });
export type TPageDetail = z.infer<typeof ZPageDetail>;

/** A page as the website reads it, in one language. */
export const ZPublicPage = zPublicItem({
  title: z.string(),
  content: z.string(),
  date: z.date(),
});
