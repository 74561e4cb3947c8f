import { summaryText, type JobSummary } from '../../core/jobs/job-summary.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import { englishTexts } from '../../core/shared/english.ts';
import { formatMessage } from '../../core/shared/message-format.ts';

/** A job's summary in English, worded from the English locale file as the dashboard words it in English. */
export const englishSummary = (summary: JobSummary): string => summaryText(summary, (key, params) => formatMessage(englishTexts(), key, params));

/** A job as the command line prints it (--json too): its summary in English, with its code for scripts to test. */
export const jobForOutput = (job: TJob) => ({ ...job, summary: englishSummary(job.summary), summaryCode: job.summary.code });
