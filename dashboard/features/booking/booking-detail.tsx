import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBooking } from '../../../core/booking/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { BookingActions } from './booking-actions.tsx';
import { BookingStatusBadge } from './status.tsx';

function BookingFacts({ booking }: { booking: TBooking }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const rows: [string, string][] = [
    [t('booking.fields.service'), booking.service.name],
    [t('booking.fields.venue'), booking.venue.nameEn],
    [t('booking.fields.when'), `${booking.day} ${booking.startTime}–${booking.endTime}`],
    [t('booking.fields.slots'), String(booking.slots)],
    [t('booking.fields.amount'), formatMoney(booking.amountSen)],
    [t('booking.fields.name'), booking.name],
    [t('booking.fields.email'), booking.email],
    [t('booking.fields.phone'), booking.phone],
    [t('booking.fields.member'), booking.member ? `${booking.member.name} (#${booking.member.memberNo})` : ''],
    [t('booking.fields.points'), String(booking.points)],
    [t('booking.fields.note'), booking.note],
    [t('booking.fields.createdAt'), dateTime(booking.createdAt)],
    ...(booking.approvedAt ? [[t('booking.fields.approvedAt'), dateTime(booking.approvedAt)] as [string, string]] : []),
    ...(booking.cancelledAt
      ? [[t('booking.fields.cancelledAt'), dateTime(booking.cancelledAt)] as [string, string], [t('booking.fields.cancelReason'), booking.cancelReason] as [string, string]]
      : []),
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="40%" c="dimmed">
              {label}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One booking's details with its Approve and Cancel, opened from the lists and the calendar; id null keeps it closed. */
export function BookingDetail({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const booking = trpc.booking.get.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = booking.data?.id === id ? booking.data : undefined;
  return (
    <Modal opened={id !== null} onClose={onClose} centered size="lg" title={<Text fw={700}>{t('booking.detailTitle', { no: data?.bookingNo ?? '' })}</Text>}>
      <Stack data-testid="booking-detail">
        <FetchedRecord id={id} query={booking}>
          {(record) => (
            <Stack>
              <Group justify="space-between">
                <BookingStatusBadge status={record.status} />
                <BookingActions booking={record} size="sm" />
              </Group>
              <BookingFacts booking={record} />
            </Stack>
          )}
        </FetchedRecord>
      </Stack>
    </Modal>
  );
}
