import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { JOB_POLL_MS, isRunning } from './job-state.ts';

/** While an image job (a background removal, an AI background) waits or runs: its place in the queue and about how long until its last image is done. */
export function QueueStatus({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const running = isRunning(job);
  const queue = trpc.bgRemover.queue.useQuery({ id: job.id }, { enabled: running, refetchInterval: running ? JOB_POLL_MS : false });
  if (!running || !queue.data) return null;
  const { position, estimateSeconds } = queue.data;
  return (
    <Text size="sm" data-testid="bg-queue">
      {position !== null ? t('bgRemover.queued', { position }) : t('bgRemover.processing')} · {t('bgRemover.estimate', { seconds: estimateSeconds })}
    </Text>
  );
}
