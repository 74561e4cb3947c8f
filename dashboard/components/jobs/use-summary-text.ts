import { useTranslation } from 'react-i18next';
import { summaryText } from '../../../core/jobs/job-summary.ts';
import type { TJob } from '../../../core/jobs/schema.ts';

/** A job's summary in the interface's language, from its message codes (jobs.summary in the locale files). */
export function useSummaryText(): (job: TJob) => string {
  const { t } = useTranslation();
  return (job) => summaryText(job.summary, (key, params) => t(key, params));
}
