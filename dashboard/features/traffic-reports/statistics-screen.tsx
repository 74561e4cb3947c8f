import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_KINDS } from '../../../core/reports/constants.ts';
import type { TStatistics } from '../../../core/reports/traffic-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { useCountColumns } from './count-columns.ts';
import { DeviceTable } from './device-table.tsx';
import { LongText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'red.6'];

type KindRow = TStatistics['kinds'][number];
type PageRow = TStatistics['pages'][number];
type ReferrerRow = TStatistics['referrers'][number];

function StatisticsBody({ report }: { report: TStatistics }) {
  const { t } = useTranslation();
  const { grain } = report.days;
  const visits = report.devices.reduce((n, d) => n + d.count, 0);
  const kindCounts = useCountColumns<KindRow>(t('reports.traffic.count'));
  const pageCounts = useCountColumns<PageRow>(t('reports.traffic.views'));
  const referrerCounts = useCountColumns<ReferrerRow>(t('reports.traffic.visits'), visits);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportChart
          title={t(grain === 'day' ? 'reports.traffic.eventsByDay' : 'reports.traffic.eventsByMonth')}
          buckets={report.series.buckets}
          grain={grain}
          series={EVENT_KINDS.map((kind, i) => ({ name: kind, label: t(`reports.traffic.kinds.${kind}`), color: COLORS[i]!, values: report.series.values[kind] ?? [] }))}
        />
        <ReportTableCard<KindRow>
          title={t('reports.traffic.events')}
          records={report.kinds}
          idAccessor="kind"
          columns={[{ accessor: 'kind', title: t('reports.traffic.event'), render: (r) => t(`reports.traffic.kinds.${r.kind}`, { defaultValue: r.kind }) }, ...kindCounts]}
          data-testid="report-kinds"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportTableCard<PageRow>
          title={t('reports.traffic.pages')}
          empty={t('common.nothingYet')}
          records={report.pages}
          idAccessor="page"
          columns={[{ accessor: 'page', title: t('reports.traffic.page'), render: (r) => <LongText>{r.page}</LongText> }, ...pageCounts]}
          data-testid="report-pages"
        />
        <ReportTableCard<ReferrerRow>
          title={t('reports.traffic.referrers')}
          empty={t('common.nothingYet')}
          records={report.referrers}
          idAccessor={(r) => `${r.source}/${r.host}`}
          columns={[
            { accessor: 'host', title: t('reports.traffic.host'), render: (r) => <LongText>{r.host}</LongText> },
            { accessor: 'source', title: t('reports.traffic.source'), render: (r) => t(`reports.traffic.sourceKinds.${r.source}`, { defaultValue: r.source }) },
            ...referrerCounts,
          ]}
          data-testid="report-referrers"
        />
      </SimpleGrid>
      <DeviceTable rows={report.devices} visits={visits} empty={t('common.nothingYet')} testId="report-statistics-devices" />
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
