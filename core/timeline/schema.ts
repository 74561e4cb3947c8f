import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { VISIBILITY_FIELD, zContentRow, zItemQuickEdit, zPublicItem } from '../content/schema.ts';
import { zPage } from '../shared/pagination.ts';
import { term } from '../shared/messages.ts';

/** Not shown in the spec: a timeline post's lengths. */
export const TIMELINE_LIMITS = { titleMaxChars: 200, textMaxChars: 5_000 } as const;

const title = localizedText('title', TIMELINE_LIMITS.titleMaxChars, term('fields.timelineTitle'), M.titleEmpty);

/**
 * A timeline post (spec section 3): title, text, photo, public or private (section 4). Private is
 * the kit's 'hidden': the website never shows it; every label the merchant reads says Private.
 */
export const ZTimelinePostInput = z.object({
  ...title,
  ...localizedText('text', TIMELINE_LIMITS.textMaxChars, term('fields.timelineText')),
  pictureId: z.string().min(1).nullable().default(null),
  ...VISIBILITY_FIELD,
});
export type TTimelinePostInput = z.infer<typeof ZTimelinePostInput>;
/** A post's form values as sent. */
export type TTimelinePostFormValues = z.input<typeof ZTimelinePostInput>;
export const ZTimelinePostQuickEdit = zItemQuickEdit(title.titleEn);

/** A post as the timeline screen lists it: all of it, as the list is where the merchant reads and edits posts. */
export const ZTimelinePostRow = zContentRow({
  ...localizedOutput('title'),
  ...localizedOutput('text'),
  pictureId: z.string().nullable(),
  picture: z.string().nullable(),
});
export type TTimelinePostRow = z.infer<typeof ZTimelinePostRow>;
export const ZTimelinePostPage = zPage(ZTimelinePostRow);
export const ZTimelinePostDetail = ZTimelinePostRow;
export type TTimelinePostDetail = TTimelinePostRow;

/** A public post as the website reads it, in one language. */
export const ZPublicTimelinePost = zPublicItem({
  title: z.string(),
  text: z.string(),
  picture: z.string().nullable(),
});
