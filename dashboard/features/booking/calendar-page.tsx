import { useMemo, useState } from 'react';
import { Alert, Box, Card, Checkbox, Group, Select } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Schedule, type ScheduleEventData } from '@mantine/schedule';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '../../../core/booking/constants.ts';
import { DEFAULT_TIME_ZONE, localDate } from '../../../core/shared/time.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { toWallClock } from '../../components/wall-clock.ts';
import { BookingDetail } from './booking-detail.tsx';
import { CALENDAR_VIEWS, visibleDays, visibleRange, type CalendarView } from './calendar-range.ts';
import { useServiceOptions, useVenueOptions } from './option-filters.tsx';
import { scheduleLabels } from './schedule-labels.ts';
import { STATUS_COLORS } from './status.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The schedule turns to its phone layout (a month and the chosen day's list) at this width of its own. */
const PHONE_WIDTH = 600;
/** Weeks start on Sunday (business-areas.md section 9). */
const SUNDAY = 0;
const viewSelectProps = { views: CALENDAR_VIEWS };

/** /booking/calendar: the bookings by month, week or day on the merchant's clock, by status colour; an event opens its booking. */
export default function BookingCalendarPage() {
  const { t } = useTranslation();
  const timeZone = useSession().user?.timeZone ?? DEFAULT_TIME_ZONE;
  // The day, view and filters live in the URL, so a calendar can be bookmarked and reloaded as it was.
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const date = DAY.test(params.get('date') ?? '') ? params.get('date')! : localDate(new Date(), timeZone);
  const view = ((CALENDAR_VIEWS as readonly string[]).includes(params.get('view') ?? '') || params.get('view') === 'year' ? params.get('view') : 'week') as CalendarView;
  const serviceId = params.get('service') || undefined;
  const venueId = params.get('venue') || undefined;
  const includeCancelled = params.get('cancelled') === '1';
  const { ref, width } = useElementSize();
  const phone = width > 0 && width <= PHONE_WIDTH;
  const range = visibleRange(visibleDays(view, date, phone), timeZone);
  const feed = trpc.booking.calendar.useQuery({ ...range, serviceId, venueId, includeCancelled }, { placeholderData: (previous) => previous });
  const [open, setOpen] = useState<string | null>(null);
  const services = useServiceOptions();
  const venues = useVenueOptions();
  const labels = useMemo(() => scheduleLabels(t), [t]);
  const events = useMemo<ScheduleEventData[]>(
    () =>
      (feed.data?.items ?? []).map((item) => ({
        id: item.id,
        title: `${item.name} · ${item.serviceName}`,
        start: toWallClock(item.startsAt, timeZone),
        end: toWallClock(item.endsAt, timeZone),
        color: STATUS_COLORS[item.status],
        variant: item.status === 1 ? 'filled' : 'light',
      })),
    [feed.data, timeZone],
  );
  const now = () => toWallClock(new Date(), timeZone);
  return (
    <Box>
      <Card withBorder padding="sm" mb="md">
        <Group gap="sm" align="center">
          <Select aria-label={t('booking.fields.service')} placeholder={t('booking.allServices')} clearable data={services} value={serviceId ?? null} onChange={(v) => set({ service: v })} w={{ base: '100%', sm: 200 }} data-testid="calendar-service" />
          <Select aria-label={t('booking.fields.venue')} placeholder={t('booking.allVenues')} clearable data={venues} value={venueId ?? null} onChange={(v) => set({ venue: v })} w={{ base: '100%', sm: 200 }} data-testid="calendar-venue" />
          <Checkbox label={t('booking.calendar.showCancelled')} checked={includeCancelled} onChange={(e) => set({ cancelled: e.currentTarget.checked ? '1' : null })} />
        </Group>
      </Card>
      {feed.data?.truncated && (
        <Alert color="yellow" mb="md">
          {t('booking.calendar.truncated', { max: BOOKING_LIMITS.calendarItems })}
        </Alert>
      )}
      <Box ref={ref} data-testid="booking-calendar">
        <Schedule
          layout="responsive"
          date={date}
          onDateChange={(d) => set({ date: d })}
          view={view}
          onViewChange={(v) => set({ view: v })}
          events={events}
          labels={labels}
          onEventClick={(event) => setOpen(String(event.id))}
          dayViewProps={{ viewSelectProps, getCurrentTime: now, startScrollTime: '08:00:00' }}
          weekViewProps={{ viewSelectProps, getCurrentTime: now, firstDayOfWeek: SUNDAY }}
          monthViewProps={{ viewSelectProps, firstDayOfWeek: SUNDAY }}
          mobileMonthViewProps={{ firstDayOfWeek: SUNDAY }}
          yearViewProps={{ firstDayOfWeek: SUNDAY }}
        />
      </Box>
      <BookingDetail id={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
