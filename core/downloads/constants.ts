import { msg } from '../shared/messages.ts';

/** Spec sections 5 and 9: a download file is at most 50 MB (the upload policy, the browser's check and the message). */
export const DOWNLOAD_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * What a merchant offers for download, as detected from the content (never the file name):
 * documents (PDF, Word, Excel, PowerPoint), archives (ZIP) and pictures (JPG, PNG, GIF). Plain
 * text is left out: text has no signature, so an HTML or script file would pass as text.
 */
export const DOWNLOAD_FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/gif',
] as const;

/** Not in the spec: lengths of a download's title and of a downloader's name and e-mail. */
export const DOWNLOAD_LIMITS = { titleMaxChars: 200, nameMaxChars: 100, emailMaxChars: 254 } as const;

/** How long the website may use the token storefront.downloads.request gives: enough to start the download, not to share the link for good. */
export const DOWNLOAD_TOKEN_LIFETIME_MS = 15 * 60_000;

export const DOWNLOAD_MESSAGES = {
  /** Spec section 8: "File size exceeded (20 MB or 50 MB)". */
  tooLarge: msg('downloads.fileTooLarge', { max: '50 MB' }),
  wrongType: msg('uploads.downloadFileType'),
  /** Spec section 8: "Please upload at least 1 file" (the file input of the form). */
  fileMissing: msg('files.uploadMissing'),
  fileUnknown: msg('downloads.fileUnknown'),
  infoRequired: msg('downloads.infoRequired'),
  tokenInvalid: msg('downloads.tokenInvalid'),
} as const;
