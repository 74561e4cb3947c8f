import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { QueueStatus } from '../../components/jobs/queue-status.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { SessionImage } from '../../components/session-image.tsx';

/** A generation's job: people ahead and an estimate while it waits, its outcome, and once done the image with its download. */
export function Generation({ id }: { id: string }) {
  const { t } = useTranslation();
  const { job } = useJob({ id });
  if (!job) return null;
  const path = `/api/jobs/${job.id}/result`;
  return (
    <Stack gap="xs" data-testid="aibg-generation">
      <QueueStatus job={job} />
      <JobPanel job={job} />
      {job.status === 'completed' && (
        <>
          <Text size="sm" fw={500}>
            {t('aiBackground.result')}
          </Text>
          <SessionImage path={path} alt={job.fileName} h={260} testId="aibg-result" />
          <DownloadButton path={path} fileName={job.fileName} label={t('aiBackground.download')} variant="light" testId="aibg-download" />
        </>
      )}
    </Stack>
  );
}
