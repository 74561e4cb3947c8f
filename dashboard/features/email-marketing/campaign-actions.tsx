import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ZTestSendInput } from '../../../core/email-marketing/schema.ts';
import { useSession } from '../../app/session.tsx';
import { fromWallClock } from '../../components/wall-clock.ts';
import { zodErrors } from '../../components/zod-errors.ts';

const ZTo = ZTestSendInput.pick({ to: true });

/** Asks for the one address a test message goes to. */
export function TestSendModal({ onSend, onClose }: { onSend(to: string): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    const problem = zodErrors(ZTo.safeParse({ to })).to;
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await onSend(to);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('emailMarketing.campaign.testSend')} centered>
      <Stack>
        <TextInput type="email" label={t('emailMarketing.campaign.testTo')} withAsterisk data-autofocus value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error} data-testid="test-send-to" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={sending} onClick={() => void send()} data-testid="confirm-test-send">
            {t('emailMarketing.campaign.testSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Picks when to send on the merchant's clock, then confirms. */
export function ScheduleModal({ initial, onSchedule, onClose }: { initial: string; onSchedule(at: Date): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const schedule = async () => {
    const at = fromWallClock(value, timeZone);
    setError(at ? undefined : t('messages.shared.required'));
    if (!at) return;
    setSaving(true);
    try {
      await onSchedule(at);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('emailMarketing.campaign.schedule')} centered>
      <Stack>
        <DateTimePicker
          label={t('emailMarketing.campaign.sendAt')}
          withAsterisk
          withSeconds={false}
          minDate={new Date()}
          value={value || null}
          onChange={(v) => setValue(v ?? '')}
          error={error}
          data-testid="schedule-at"
        />
        <Text size="sm" c="dimmed">
          {t('emailMarketing.campaign.timeZone', { zone: timeZone })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void schedule()} data-testid="confirm-schedule">
            {t('emailMarketing.campaign.schedule')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
