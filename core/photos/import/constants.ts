import { msg } from '../../shared/messages.ts';

const MB = 1024 * 1024;

/**
 * A photo import (merchant photos import): a zip of at most maxFiles pictures (each checked as a
 * content picture upload is), the zip at most archiveBytes. Not in the spec, which limits the
 * dashboard's batches to 20 photos; a terminal import is meant for whole albums.
 */
export const PHOTO_IMPORT_LIMITS = { maxFiles: 1_000, archiveBytes: 2 * 1024 * MB } as const;

export const PHOTO_IMPORT_MESSAGES = {
  tooMany: msg('photos.import.tooMany', { max: PHOTO_IMPORT_LIMITS.maxFiles }),
  empty: msg('photos.import.empty'),
  archiveType: msg('photos.import.archiveType'),
  archiveTooLarge: msg('uploads.fileTooLarge', { max: '2 GB' }),
} as const;
