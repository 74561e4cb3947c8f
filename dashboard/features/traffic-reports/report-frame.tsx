import type { ReactNode } from 'react';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TKeyedRows } from '../../../core/reports/traffic-schema.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useSession } from '../../app/session.tsx';
import { errorInfo } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportDownload } from '../../components/reports/report-download.tsx';
import type { ReportPeriodControl } from '../../components/reports/use-report-period.ts';
import { usePlaces } from '../../components/use-places.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { NoTraffic } from './no-traffic.tsx';
import type { ChannelControl } from './use-channel.ts';

/** The days a report covers as every traffic report answers them: both ends, and whether its chart is by day or month. */
type ShownDays = TKeyedRows['days'];

/** The days a report covers, in the merchant's time zone. */
export function RangeCaption({ days }: { days: ShownDays }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const places = usePlaces();
  const day = useCalendarDay();
  return (
    <Text size="sm" c="dimmed" data-testid="report-range">
      {t('reports.traffic.range', { from: day(days.from), to: day(days.to), timeZone: places.timeZone(user?.timeZone ?? 'Asia/Kuala_Lumpur') })}
    </Text>
  );
}

interface TrafficReportProps<T> {
  testId: string;
  period: ReportPeriodControl;
  /** The channel shown; null on the website's own screens (statistics, search), which have no switch. */
  channel: ChannelControl | null;
  /** The report's file (REPORT_FILES) and what it needs besides the period and channel. */
  file: { name: string; query?: Record<string, string> };
  /** More filters beside the period (the IP view's type). */
  filters?: ReactNode;
  report: { data: T | undefined; error: unknown };
  /** Nothing recorded in the period: the body gives way to the empty state. */
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

/**
 * Every traffic report's frame: its download beside the title, the period (and channel) filter,
 * the days it covers, then its figures, charts and tables, or the empty state.
 */
export function TrafficReport<T extends { days: ShownDays }>({ testId, period, channel, file, filters, report, isEmpty, children }: TrafficReportProps<T>) {
  const shown = channel?.channel ?? 'website';
  const { data, error } = report;
  return (
    <Stack data-testid={testId}>
      <PageActions>
        <ReportDownload name={file.name} query={{ ...period.query, channel: shown, ...file.query }} />
      </PageActions>
      <Group gap="sm" wrap="wrap">
        <PeriodFilter control={period} />
        {channel && <ChannelSwitch control={channel} />}
        {filters}
      </Group>
      {error ? <Alert color="red">{errorInfo(error).message}</Alert> : null}
      {data ? (
        <>
          <RangeCaption days={data.days} />
          {isEmpty(data) ? <NoTraffic channel={shown} /> : children(data)}
        </>
      ) : (
        !error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
