import { Button, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { confirmIrreversible, showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/**
 * Cancel, asked first, for a job that may still be cancelled; "cancelling" once asked, until the
 * job stops at its next safe point. A refusal (it began writing, or ended, meanwhile) shows in the
 * error dialog, and the job is asked after again.
 */
export function CancelJobButton({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const cancel = trpc.jobs.cancel.useMutation({
    onSuccess: (cancelled) => {
      utils.jobs.get.setData({ id: cancelled.id }, cancelled);
      void utils.jobs.list.invalidate();
    },
    onError: (error) => {
      showError(error);
      void utils.jobs.get.invalidate({ id: job.id });
    },
  });
  if (job.cancelRequested) {
    return (
      <Text size="sm" c="dimmed" data-testid="job-cancelling">
        {t('jobs.cancelling')}
      </Text>
    );
  }
  if (!job.canCancel) return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconPlayerStop size={14} />}
      loading={cancel.isPending}
      onClick={() => confirmIrreversible({ title: t('jobs.cancel'), confirmLabel: t('jobs.cancel'), onConfirm: () => cancel.mutate({ id: job.id }) })}
      data-testid="cancel-job"
    >
      {t('jobs.cancel')}
    </Button>
  );
}
