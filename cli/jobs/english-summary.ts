import { readFileSync } from 'node:fs';
import path from 'node:path';
import { summaryText, type JobSummary } from '../../core/jobs/job-summary.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import { projectRoot } from '../../core/platform/config.ts';
import { formatMessage, type MessageTree } from '../../core/shared/message-format.ts';

let english: MessageTree | null = null;

/** The dashboard's English texts, read once: the command line words a job's summary as the dashboard does in English. */
const texts = (): MessageTree => (english ??= JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', 'en.json'), 'utf8')) as MessageTree);

export const englishSummary = (summary: JobSummary): string => summaryText(summary, (key, params) => formatMessage(texts(), key, params));

/** A job as the command line prints it (--json too): its summary in English, with its code for scripts to test. */
export const jobForOutput = (job: TJob) => ({ ...job, summary: englishSummary(job.summary), summaryCode: job.summary.code });
