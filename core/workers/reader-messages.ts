import { formatCount } from '../shared/numbers.ts';

/** What a job says when the thread reading its file stopped without the reader's own refusal. */
export const READER_MESSAGES = {
  outOfMemory: (row: number) => `The file needs more memory to read than a file may use (stopped at row ${formatCount(row)}); split it into smaller files.`,
  stopped: (row: number) => `Reading the file stopped unexpectedly at row ${formatCount(row)}; please upload it again.`,
} as const;
