import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { DownloadButton } from '../download-button.tsx';
import { isRunning } from './job-state.ts';

/** What an ended job left to download, as its kind produces it: its result (an export, a PDF) or its rejected rows (row, column and reason). */
export function JobFiles({ job, size = 'sm' }: { job: TJob; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  if (isRunning(job) || (!job.hasResult && !job.hasErrorFile)) return null;
  return (
    <Group gap="xs">
      {job.hasResult && <DownloadButton path={`/api/jobs/${job.id}/result`} fileName={job.fileName} label={t('jobs.resultFile')} size={size} testId="download-result" />}
      {job.hasErrorFile && (
        <DownloadButton path={`/api/jobs/${job.id}/errors`} fileName={`errors-${job.id}.csv`} label={t('jobs.errorFile')} size={size} variant="light" color="red" testId="download-errors" />
      )}
    </Group>
  );
}
