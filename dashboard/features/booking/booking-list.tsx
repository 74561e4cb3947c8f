import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUS_FILTERS } from '../../../core/booking/constants.ts';
import type { TBookingListInput, TBookingRow } from '../../../core/booking/schema.ts';
import { DEFAULT_TIME_ZONE, addDaysTo, localDate, shortcutRange } from '../../../core/shared/time.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { dayParam } from '../../components/list/day-param.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import type { ListParams, ListParamsControl } from '../../components/list/use-list-params.ts';
import { BookingActions } from './booking-actions.tsx';
import { ServiceFilter, VenueFilter } from './option-filters.tsx';
import { BookingStatusBadge } from './status.tsx';

/** The status tabs, as the URL holds them: -1 all, 0 pending, 1 approved, 2 cancelled. */
export const BOOKING_TABS = BOOKING_STATUS_FILTERS.map(String);
export const BOOKING_FILTERS = ['service', 'venue', 'from', 'to'] as const;

/** The list call for the URL's parameters: a date shortcut is its booked days on the merchant's clock, else the picked range. */
function listInput({ page, pageSize, search, tab, shortcut, filters }: ListParams, timeZone: string): TBookingListInput {
  let days = { from: dayParam(filters.from), to: dayParam(filters.to) };
  if (shortcut) {
    const range = shortcutRange(shortcut, new Date(), timeZone);
    days = { from: localDate(range.from, timeZone), to: addDaysTo(localDate(range.to, timeZone), -1) };
  }
  return {
    page,
    pageSize,
    search,
    status: Number(tab) as TBookingListInput['status'],
    ...(filters.service && { serviceId: filters.service }),
    ...(filters.venue && { venueId: filters.venue }),
    ...(days.from && { from: days.from }),
    ...(days.to && { to: days.to }),
  };
}

/** The bookings by status, searched and filtered, each with its Approve and Cancel; a booking's number opens its detail. */
export function BookingList({ control, onOpen }: { control: ListParamsControl; onOpen(id: string): void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = trpc.booking.list.useQuery(listInput(control.params, user?.timeZone ?? DEFAULT_TIME_ZONE), { placeholderData: (previous) => previous });
  return (
    <ListScreen<TBookingRow>
      title={t('booking.list.title')}
      testId="booking-list"
      control={control}
      tabs={BOOKING_TABS.map((value) => ({ value, label: t(`booking.status.${value}`) }))}
      searchPlaceholder={t('booking.list.search')}
      dateShortcuts
      filters={
        <>
          <DateRangeFilter control={control} label={t('booking.list.days')} />
          <ServiceFilter control={control} />
          <VenueFilter control={control} />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="booking-list"
      columns={[
        {
          accessor: 'bookingNo',
          title: t('booking.fields.bookingNo'),
          render: (row) => (
            <Anchor component="button" type="button" onClick={() => onOpen(row.id)} data-testid="open-booking">
              #{row.bookingNo}
            </Anchor>
          ),
        },
        { accessor: 'day', title: t('booking.fields.when'), render: (row) => `${row.day} ${row.startTime}–${row.endTime}` },
        {
          accessor: 'name',
          title: t('booking.fields.customer'),
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm">{row.name}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'service', title: t('booking.fields.service'), render: (row) => row.service.name },
        { accessor: 'venue', title: t('booking.fields.venue'), toggleable: true, render: (row) => row.venue.nameEn },
        { accessor: 'slots', title: t('booking.fields.slots'), textAlign: 'right', toggleable: true },
        { accessor: 'amountSen', title: t('booking.fields.amount'), textAlign: 'right', toggleable: true, render: (row) => formatMoney(row.amountSen) },
        { accessor: 'status', title: t('booking.fields.status'), render: (row) => <BookingStatusBadge status={row.status} /> },
        { accessor: 'actions', title: '', render: (row) => <BookingActions booking={row} /> },
      ]}
    />
  );
}
