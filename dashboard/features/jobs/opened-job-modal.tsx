import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { errorInfo } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';

/** The job opened from the list, followed while it runs: its panel with Cancel and its files. */
function OpenedJob({ id }: { id: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { job, error } = useJob({ id });
  if (error) return <Alert color="red">{errorInfo(error).message}</Alert>;
  if (!job)
    return (
      <Center h={120}>
        <Loader />
      </Center>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="job-started">
        {t('jobs.list.started', { name: job.createdByName, at: dateTime(job.createdAt) })}
      </Text>
      <JobPanel job={job} />
    </Stack>
  );
}

export function OpenedJobModal({ job, onClose }: { job: TJob | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={job !== null} onClose={onClose} title={job && <Text fw={700}>{t(`jobs.kinds.${job.kind}`)}</Text>} size="lg" centered>
      {/* Keyed by the job: another one opened is followed from its own start. */}
      {job && <OpenedJob key={job.id} id={job.id} />}
    </Modal>
  );
}
