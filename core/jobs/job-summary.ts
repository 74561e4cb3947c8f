import { inner, wordMessage, type MessageParams, type Translate } from '../shared/messages.ts';
import type { RowError } from '../sheets/sheet-header.ts';

/**
 * How a job ended, as message codes rather than sentences: each face words it in its own
 * language (the dashboard with i18next, the command line in English), from the texts under
 * jobs.summary in dashboard/i18n/locales. A count is a number param; the texts pluralise it. A
 * param that is a message of core's (a row's reason, an error) is worded first, in the same
 * language.
 */
export type { MessageParams, Translate } from '../shared/messages.ts';

/** One sentence: its code (jobs.summary.<code>) and its values. */
export interface JobMessage {
  code: string;
  params: MessageParams;
}

/** A job's summary: its lead sentence, then the notes that follow it (rows left out, the first refusal). */
export interface JobSummary extends JobMessage {
  notes: JobMessage[];
}

export const message = (code: string, params: MessageParams = {}): JobMessage => ({ code, params });

/** The summary of a lead sentence and the notes that apply (false and null are left out). */
export const summaryOf = (lead: JobMessage, ...notes: (JobMessage | false | null | undefined)[]): JobSummary => ({
  ...lead,
  notes: notes.filter((note): note is JobMessage => Boolean(note)),
});

/** What the job engine itself says, whatever the kind. */
export const JOB_SUMMARY = {
  interrupted: 'interrupted',
  timeLimit: 'timeLimit',
  unknownKind: 'unknownKind',
  partlyWritten: 'partlyWritten',
  userGone: 'userGone',
  lostProductAccess: 'lostProductAccess',
  lostAccess: 'lostAccess',
  cancelled: 'cancelled',
  fileGone: 'fileGone',
  /** An error's own message (errors are worded by core, as everywhere else). */
  failed: 'failed',
  /** A summary written before summaries had codes: its English text. */
  recorded: 'recorded',
  firstError: 'firstError',
  firstErrorOfRow: 'firstErrorOfRow',
} as const;

/** The first refusal of a file, as a note: its row, its column when it has one, and its reason as the error file has it. */
export function firstErrorNote(errors: readonly RowError[]): JobMessage | null {
  const e = errors[0];
  if (!e) return null;
  return e.column ? message(JOB_SUMMARY.firstError, { row: e.row, column: e.column, reason: inner(e.reason) }) : message(JOB_SUMMARY.firstErrorOfRow, { row: e.row, reason: inner(e.reason) });
}

/** An error's message (see msg) as a summary. */
export const failedSummary = (text: string): JobSummary => summaryOf(message(JOB_SUMMARY.failed, { message: inner(text) }));

/** Where the texts of summaries live in the locale files. */
export const summaryKey = (code: string) => `jobs.summary.${code}`;

/** The summary as one text: its sentences joined; '' for a job that has not ended. */
export const summaryText = (summary: JobSummary, t: Translate): string =>
  summary.code === '' ? '' : [summary, ...summary.notes].map((m) => wordMessage({ key: summaryKey(m.code), params: m.params }, t)).join(' ');
