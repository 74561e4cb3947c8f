import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_MESSAGES as M } from '../content/messages.ts';
import { CONTENT_FIELDS, QUICK_EDIT_SORT, SORT_FIELD, zContentQuickEdit, zContentRow, zPublicCategorisedItem } from '../content/schema.ts';
import { msg, term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
import { ZMemberEmail } from '../members/schema.ts';
import { DOWNLOAD_LIMITS as L, DOWNLOAD_MESSAGES } from './constants.ts';

const title = localizedText('title', L.titleMaxChars, term('fields.downloadTitle'), M.titleEmpty);
const id = z.string().min(1);

/** A download file (spec section 3): title, the file (its name and size come from the upload), require-downloader-info flag, category, visibility, sort. */
export const ZDownloadInput = z.object({
  ...title,
  /** The upload (purpose download-file); none is "Please upload at least 1 file" (spec section 8). */
  fileId: z.string({ error: DOWNLOAD_MESSAGES.fileMissing }).min(1, DOWNLOAD_MESSAGES.fileMissing),
  requireDownloaderInfo: z.boolean().default(false),
  ...CONTENT_FIELDS,
  ...SORT_FIELD,
});
export type TDownloadInput = z.infer<typeof ZDownloadInput>;
/** A download form's values as sent. */
export type TDownloadFormValues = z.input<typeof ZDownloadInput>;
export const ZDownloadQuickEdit = zContentQuickEdit(title.titleEn).extend(QUICK_EDIT_SORT);

/** What the list and the form show of the file, besides the kit's columns. */
const file = { fileName: z.string(), size: z.number().int(), requireDownloaderInfo: z.boolean(), downloadCount: z.number().int(), sort: z.number().int() };

export const ZDownloadRow = zContentRow({ titleEn: z.string(), ...file });
export type TDownloadRow = z.infer<typeof ZDownloadRow>;

export const ZDownloadDetail = zContentRow({ ...localizedOutput('title'), fileId: z.string(), ...file });
export type TDownloadDetail = z.infer<typeof ZDownloadDetail>;

/** A download as the website reads it, in one language: what to list, never where the file is stored. */
export const ZPublicDownload = zPublicCategorisedItem({
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  requireDownloaderInfo: z.boolean(),
  /** GET this path of the API (with the site key, and for a file that asks for it the token of storefront.downloads.request). */
  downloadPath: z.string(),
});

// ------------------------------------------------------------ downloaders

/** The downloaders of one download, newest first, in the list pattern's pages. */
export const ZDownloaderListInput = ZPageInput.extend({ downloadId: id });
export type TDownloaderListInput = z.infer<typeof ZDownloaderListInput>;
export const ZDownloaderRow = z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.date() });
export const ZDownloaderPage = zPage(ZDownloaderRow);

/** What the website collected of a downloader before the file (spec section 8: "Invalid Email Address"). */
export const ZDownloadRequest = z.object({
  id,
  name: z
    .string({ error: msg('users.nameRequired') })
    .trim()
    .min(1, msg('users.nameRequired'))
    .max(L.nameMaxChars, tooLongMessage(term('fields.downloaderName'), L.nameMaxChars)),
  // The members' e-mail rule: spec section 8's "Invalid Email Address", for an empty one too.
  email: ZMemberEmail,
});
export type TDownloadRequest = z.infer<typeof ZDownloadRequest>;
/** The token GET /api/storefront/downloads/:id takes (?token=), until expiresAt. */
export const ZDownloadTicket = z.object({ token: z.string(), downloadPath: z.string(), expiresAt: z.date() });
