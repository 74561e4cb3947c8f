import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, BOOKING_STATUS, type BookingStatus } from '../../../core/booking/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

interface BookingRef {
  id: string;
  bookingNo: number;
  status: BookingStatus;
}

/** Cancelling asks for an optional reason (the customer's e-mail quotes it) and says it cannot be reverted. */
function CancelDialog({ booking, onClose }: { booking: BookingRef; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const cancel = trpc.booking.cancel.useMutation();
  const confirm = () =>
    cancel.mutateAsync({ id: booking.id, reason }).then(async () => {
      showSuccess(t('booking.cancelled', { no: booking.bookingNo }));
      onClose();
      await utils.booking.invalidate();
    }, showError);
  return (
    <Modal opened onClose={onClose} centered title={<Text fw={700}>{t('booking.cancelTitle', { no: booking.bookingNo })}</Text>}>
      <Stack>
        <Text>{t('dialog.cannotRevert')}</Text>
        <Textarea label={t('booking.cancelReason')} maxLength={BOOKING_LIMITS.cancelReason} autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="cancel-reason" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => void confirm()} data-testid="confirm-cancel-booking">
            {t('booking.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A booking's Approve (while pending) and Cancel (until cancelled, unless withCancel is false), for users who may edit bookings. */
export function BookingActions({ booking, size = 'compact-sm', withCancel = true }: { booking: BookingRef; size?: 'compact-sm' | 'sm'; withCancel?: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [cancelling, setCancelling] = useState(false);
  const approve = trpc.booking.approve.useMutation();
  if (!canEdit || booking.status === BOOKING_STATUS.cancelled) return null;
  const runApprove = () =>
    approve.mutateAsync({ id: booking.id }).then(async () => {
      showSuccess(t('booking.approved', { no: booking.bookingNo }));
      await utils.booking.invalidate();
    }, showError);
  return (
    <Group gap={4}>
      {booking.status === BOOKING_STATUS.pending && (
        <Button size={size} variant="light" color="green" leftSection={<IconCheck size={14} />} loading={approve.isPending} onClick={() => void runApprove()} data-testid="approve-booking">
          {t('booking.approve')}
        </Button>
      )}
      {withCancel && (
        <Button size={size} variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => setCancelling(true)} data-testid="cancel-booking">
          {t('booking.cancel')}
        </Button>
      )}
      {cancelling && <CancelDialog booking={booking} onClose={() => setCancelling(false)} />}
    </Group>
  );
}
