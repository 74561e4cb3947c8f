import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { CONTENT_FIELDS, QUICK_EDIT_SORT, SORT_FIELD, zContentQuickEdit, zContentRow, zPublicCategorisedItem } from '../content/schema.ts';
import { zPage } from '../shared/pagination.ts';
import { msg, term } from '../shared/messages.ts';
import { youtubeId } from './youtube-id.ts';

/** Not shown in the spec: a video's title and description lengths. */
export const VIDEO_LIMITS = { titleMaxChars: 200, descriptionMaxChars: 5_000, urlMaxChars: 500 } as const;

const BAD_URL = msg('videos.badUrl');
const title = localizedText('title', VIDEO_LIMITS.titleMaxChars, term('fields.videoTitle'), M.titleEmpty);

/** What the merchant pastes (an address or the bare id), kept as the video's id. */
const zYoutubeUrl = z
  .string({ error: BAD_URL })
  .max(VIDEO_LIMITS.urlMaxChars, BAD_URL)
  .transform((text, ctx) => {
    const id = youtubeId(text);
    if (id === null) ctx.addIssue({ code: 'custom', message: BAD_URL });
    return id ?? '';
  });

/** A YouTube video (spec section 3): thumbnail (from the video), title, description, category, visibility, sort. */
export const ZVideoInput = z.object({
  url: zYoutubeUrl,
  ...title,
  ...localizedText('description', VIDEO_LIMITS.descriptionMaxChars, term('fields.videoDescription')),
  ...CONTENT_FIELDS,
  ...SORT_FIELD,
});
export type TVideoInput = z.infer<typeof ZVideoInput>;
/** A video form's values as sent. */
export type TVideoFormValues = z.input<typeof ZVideoInput>;
export const ZVideoQuickEdit = zContentQuickEdit(title.titleEn).extend(QUICK_EDIT_SORT);

const links = { videoId: z.string(), watchUrl: z.string(), embedUrl: z.string(), thumbnail: z.string() };

export const ZVideoRow = zContentRow({ titleEn: z.string(), sort: z.number().int(), ...links });
export type TVideoRow = z.infer<typeof ZVideoRow>;
export const ZVideoPage = zPage(ZVideoRow);

export const ZVideoDetail = zContentRow({ ...localizedOutput('title'), ...localizedOutput('description'), sort: z.number().int(), ...links });
export type TVideoDetail = z.infer<typeof ZVideoDetail>;

/** A video as the website reads it, in one language, with the addresses to link, embed and preview it. */
export const ZPublicVideo = zPublicCategorisedItem({
  title: z.string(),
  description: z.string(),
  ...links,
});
