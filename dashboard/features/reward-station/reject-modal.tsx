import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REWARD_LIMITS } from '../../../core/reward-station/constants.ts';
import { ZRejectInput } from '../../../core/reward-station/schema.ts';

/** Asks the reason for rejecting the chosen redemptions (required, at most 225 characters). */
export function RejectModal({ ids, pending, onReject, onClose }: { ids: string[] | null; pending: boolean; onReject(reason: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRejectInput.safeParse({ ids: ids ?? [], reason });
    const issue = parsed.error?.issues.find((i) => i.path[0] === 'reason');
    if (issue) return setError(issue.message);
    setError(null);
    onReject(reason);
    setReason('');
  };
  return (
    <Modal opened={ids !== null} onClose={close} title={<Text fw={700}>{t('rewardStation.pending.rejectTitle', { count: ids?.length ?? 0 })}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="reject-form">
        <Stack>
          <Textarea
            label={t('rewardStation.pending.reason')}
            description={`${reason.length} / ${REWARD_LIMITS.reasonMaxChars}`}
            withAsterisk
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            data-testid="reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending} data-testid="reject-submit">
              {t('rewardStation.pending.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
