import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_KINDS } from '../../../core/reports/constants.ts';
import type { TStatistics } from '../../../core/reports/traffic-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { useCountColumns } from './count-columns.ts';
import { LongText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'red.6'];

type KindRow = TStatistics['kinds'][number];
type PageRow = TStatistics['pages'][number];
type ReferrerRow = TStatistics['referrers'][number];
type DeviceRow = TStatistics['devices'][number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function StatisticsBody({ report }: { report: TStatistics }) {
  const { t } = useTranslation();
  const { grain } = report.days;
  const visits = report.devices.reduce((n, d) => n + d.count, 0);
  const kindCounts = useCountColumns<KindRow>(t('reports.traffic.count'));
  const pageCounts = useCountColumns<PageRow>(t('reports.traffic.views'));
  const referrerCounts = useCountColumns<ReferrerRow>(t('reports.traffic.visits'), visits);
  const deviceCounts = useCountColumns<DeviceRow>(t('reports.traffic.visits'), visits);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportChart
          title={t(grain === 'day' ? 'reports.traffic.eventsByDay' : 'reports.traffic.eventsByMonth')}
          buckets={report.series.buckets}
          grain={grain}
          series={EVENT_KINDS.map((kind, i) => ({ name: kind, label: t(`reports.traffic.kinds.${kind}`), color: COLORS[i]!, values: report.series.values[kind] ?? [] }))}
        />
        <Section title={t('reports.traffic.events')}>
          <StackedDataTable<KindRow>
            withTableBorder
            records={report.kinds}
            idAccessor="kind"
            columns={[{ accessor: 'kind', title: t('reports.traffic.event'), render: (r) => t(`reports.traffic.kinds.${r.kind}`, { defaultValue: r.kind }) }, ...kindCounts]}
            data-testid="report-kinds"
          />
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section title={t('reports.traffic.pages')}>
          <StackedDataTable<PageRow>
            withTableBorder
            records={report.pages}
            idAccessor="page"
            noRecordsText={t('common.nothingYet')}
            minHeight={report.pages.length ? undefined : 120}
            columns={[{ accessor: 'page', title: t('reports.traffic.page'), render: (r) => <LongText>{r.page}</LongText> }, ...pageCounts]}
            data-testid="report-pages"
          />
        </Section>
        <Section title={t('reports.traffic.referrers')}>
          <StackedDataTable<ReferrerRow>
            withTableBorder
            records={report.referrers}
            idAccessor={(r) => `${r.source}/${r.host}`}
            noRecordsText={t('common.nothingYet')}
            minHeight={report.referrers.length ? undefined : 120}
            columns={[
              { accessor: 'host', title: t('reports.traffic.host'), render: (r) => <LongText>{r.host}</LongText> },
              { accessor: 'source', title: t('reports.traffic.source'), render: (r) => t(`reports.traffic.sourceKinds.${r.source}`, { defaultValue: r.source }) },
              ...referrerCounts,
            ]}
            data-testid="report-referrers"
          />
        </Section>
      </SimpleGrid>
      <Section title={t('reports.traffic.devices')}>
        <StackedDataTable<DeviceRow>
          withTableBorder
          records={report.devices}
          idAccessor="device"
          noRecordsText={t('common.nothingYet')}
          minHeight={report.devices.length ? undefined : 120}
          columns={[{ accessor: 'device', title: t('reports.traffic.device'), render: (r) => t(`reports.traffic.deviceKinds.${r.device}`, { defaultValue: r.device }) }, ...deviceCounts]}
          data-testid="report-statistics-devices"
        />
      </Section>
    </Stack>
  );
}

/** /report/website-statistics: the website's events of every kind, its most viewed pages, the websites that sent visits and the devices. */
export default function StatisticsScreen() {
  const period = useReportPeriod();
  const report = trpc.trafficReports.statistics.useQuery({ ...period.input, channel: 'website' }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="website-statistics" period={period} channel={null} file={{ name: 'website-statistics' }} report={report} isEmpty={(r) => r.kinds.length === 0}>
      {(r) => <StatisticsBody report={r} />}
    </TrafficReport>
  );
}
