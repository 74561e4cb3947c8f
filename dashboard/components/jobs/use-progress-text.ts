import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { progressOf } from './job-state.ts';

/** How far a job got, in the interface's language (progressOf). */
export function useProgressText(): (job: Pick<TJob, 'status' | 'doneRows' | 'totalRows'>) => string {
  const { t } = useTranslation();
  return (job) => {
    const { text } = progressOf(job);
    return t(text.key, text.params);
  };
}
