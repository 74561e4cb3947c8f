import { Alert, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob, TJobStatus } from '../../../core/jobs/schema.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { isRunning } from './use-sales-job.ts';

const COLOR: Record<TJobStatus, string> = { queued: 'gray', in_progress: 'blue', completed: 'green', failed: 'red' };

/** A running job's progress (orders or rows done of all), then its summary and its files: the PDF, or the rejected rows. */
export function SalesJobPanel({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const percent = job.totalRows > 0 ? Math.round((job.doneRows / job.totalRows) * 100) : 0;
  return (
    <Card withBorder data-testid="sales-job">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {job.fileName}
          </Text>
          <Badge color={COLOR[job.status]} variant="light" data-testid="job-status" data-status={job.status}>
            {t(`fulfilment.job.status.${job.status}`)}
          </Badge>
        </Group>
        {isRunning(job) && (
          <>
            <Progress value={percent} animated striped size="lg" />
            <Text size="xs" c="dimmed">
              {t('fulfilment.job.progress', { done: job.doneRows, total: job.totalRows })}
            </Text>
          </>
        )}
        {!isRunning(job) && (
          <Alert color={job.status === 'completed' ? 'green' : 'red'} data-testid="job-result">
            {job.summary}
          </Alert>
        )}
        {!isRunning(job) && (job.hasResult || job.hasErrorFile) && (
          <Group>
            {job.hasResult && <DownloadButton path={`/api/jobs/${job.id}/result`} fileName={job.fileName} label={t('fulfilment.job.download')} size="sm" testId="download-result" />}
            {job.hasErrorFile && (
              <DownloadButton path={`/api/jobs/${job.id}/errors`} fileName={`errors-${job.id}.csv`} label={t('fulfilment.job.errorFile')} size="sm" variant="light" color="red" testId="download-errors" />
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
