import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { DownloadButton } from '../download-button.tsx';

/** Downloads a job's rejected rows (row number, column and reason) as the server wrote them. */
export function ErrorFileButton({ job, size = 'xs' }: { job: TJob; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <DownloadButton path={`/api/jobs/${job.id}/errors`} fileName={`errors-${job.id}.csv`} label={t('catalogue.jobs.errorFile')} size={size} variant="light" color="red" testId="download-errors" />
  );
}
