import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob, TJobKind } from '../../../core/jobs/schema.ts';
import { DownloadButton } from '../download-button.tsx';
import { ErrorFileButton } from './error-file-button.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { isRunning } from './use-followed-job.ts';

const OUTCOME: Record<TJobKind, string> = { 'mass-update': 'massUpdate', 'product-import': 'import', 'product-export': 'export', 'packaging-print': 'print', 'mass-shipping': 'massShipping', 'member-import': 'import', 'member-export': 'export', 'voucher-assign': 'assign' };

/** The words for how a job ended; a dry run is a check, not an import. */
const outcomeKey = (job: TJob) => `catalogue.jobs.outcome.${job.dryRun ? 'check' : OUTCOME[job.kind]}`;

/** A job as it runs (rows done of all), then its result: completed, or failed with the count of rejected rows or products, and its files. */
export function JobProgress({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const percent = job.totalRows > 0 ? Math.round((job.doneRows / job.totalRows) * 100) : 0;
  const outcome = outcomeKey(job);
  return (
    <Stack gap="xs" data-testid="job-progress">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {job.fileName}
        </Text>
        <JobStatusBadge status={job.status} />
      </Group>
      {isRunning(job) && (
        <>
          <Progress value={percent} animated striped size="lg" />
          <Text size="xs" c="dimmed">
            {t('catalogue.jobs.rows', { done: job.doneRows, total: job.totalRows })}
          </Text>
        </>
      )}
      {job.status === 'completed' && (
        <Alert color={job.failedCount > 0 ? 'yellow' : 'green'} title={t(`${outcome}.completed`)} data-testid="job-result">
          {job.summary || t('catalogue.jobs.rows', { done: job.doneRows, total: job.totalRows })}
        </Alert>
      )}
      {job.status === 'failed' && (
        <Alert color="red" title={job.failedCount > 0 ? t(`${outcome}.rejected`, { count: job.failedCount }) : t(`${outcome}.failed`)} data-testid="job-result">
          {job.summary}
        </Alert>
      )}
      {!isRunning(job) && (job.hasErrorFile || job.hasResult) && (
        <Group>
          {job.hasErrorFile && <ErrorFileButton job={job} size="sm" />}
          {job.hasResult && <DownloadButton path={`/api/jobs/${job.id}/result`} fileName={job.fileName} label={t('catalogue.jobs.resultFile')} size="sm" testId="download-result" />}
        </Group>
      )}
    </Stack>
  );
}
