import { englishSummary, jobForOutput } from '../../cli/jobs/english-summary.ts';
import { storedSummary } from '../../core/jobs/job-view.ts';
import type { TJob } from '../../core/jobs/schema.ts';

/** A job with its summary worded in English, as the command line and the English dashboard show it. */
export const inEnglish = (job: TJob) => jobForOutput(job);
export type EnglishJob = ReturnType<typeof inEnglish>;

/** A job row's summary (as the database keeps it) in English. */
export const rowSummary = (row: { summaryCode: string; summaryParams: string; summaryNotes: string }) => englishSummary(storedSummary(row));
