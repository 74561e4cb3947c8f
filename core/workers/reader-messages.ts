import { msg } from '../shared/messages.ts';

/** What a job says when the thread reading its file stopped without the reader's own refusal. */
export const READER_MESSAGES = {
  outOfMemory: (row: number) => msg('files.outOfMemory', { row }),
  stopped: (row: number) => msg('files.stopped', { row }),
} as const;
