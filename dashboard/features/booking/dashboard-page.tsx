import { useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUS } from '../../../core/booking/constants.ts';
import type { TBookingRow } from '../../../core/booking/schema.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { trpc } from '../../app/trpc.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingDetail } from './booking-detail.tsx';
import { BOOKING_FILTERS, BOOKING_TABS, BookingList } from './booking-list.tsx';
import { BOOKING_PATHS as P } from './paths.ts';
import { BookingStatusBadge } from './status.tsx';

function Figure({ label, value, action, testId }: { label: string; value: number | undefined; action?: ReactNode; testId: string }) {
  return (
    <Card withBorder data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Text fz={28} fw={700}>
          {value ?? '–'}
        </Text>
        {action}
      </Group>
    </Card>
  );
}

/** A short list of the summary's bookings: when, who and what, with Approve while pending. */
function ShortList({ title, rows, withDay, onOpen, testId }: { title: string; rows: TBookingRow[] | undefined; withDay: boolean; onOpen(id: string): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">
        {rows?.length === 0 && <Text c="dimmed">{t('booking.dashboard.none')}</Text>}
        {rows?.map((row) => (
          <Group key={row.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component="button" type="button" onClick={() => onOpen(row.id)} ta="start">
                {withDay ? `${row.day} ` : ''}
                {row.startTime}–{row.endTime} · {row.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                #{row.bookingNo} · {row.service.name} · {row.venue.nameEn}
              </Text>
            </Stack>
            <Group gap={4}>
              <BookingStatusBadge status={row.status} />
              {row.status === BOOKING_STATUS.pending && <BookingActions booking={row} withCancel={false} />}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** /booking/dashboard: today's and the next bookings, how many wait for approval, then every booking in the list pattern. */
export default function BookingDashboardPage() {
  const { t } = useTranslation();
  const summary = trpc.booking.summary.useQuery();
  const control = useListParams({ tabs: BOOKING_TABS, filterKeys: BOOKING_FILTERS });
  const [open, setOpen] = useState<string | null>(null);
  const s = summary.data;
  return (
    <Stack>
      <PageActions>
        <Button variant="default" component={Link} to={P.calendar} leftSection={<IconCalendarEvent size={16} />}>
          {t('menu.bookingCalendar')}
        </Button>
      </PageActions>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('booking.dashboard.today', { day: s?.today ?? '' })} value={s?.todayCount} testId="booking-today-count" />
        <Figure label={t('booking.dashboard.upcoming')} value={s?.upcomingCount} testId="booking-upcoming-count" />
        <Figure
          label={t('booking.dashboard.pending')}
          value={s?.pendingCount}
          testId="booking-pending-count"
          action={
            <Button size="compact-sm" variant="subtle" onClick={() => control.update({ tab: '0' })} data-testid="show-pending">
              {t('booking.dashboard.showPending')}
            </Button>
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ShortList title={t('booking.dashboard.todayList')} rows={s?.todayBookings} withDay={false} onOpen={setOpen} testId="booking-today" />
        <ShortList title={t('booking.dashboard.upcomingList')} rows={s?.upcoming} withDay onOpen={setOpen} testId="booking-upcoming" />
      </SimpleGrid>
      <BookingList control={control} onOpen={setOpen} />
      <BookingDetail id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
