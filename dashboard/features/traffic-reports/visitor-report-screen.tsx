import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changePercent } from '../../../core/reports/compare.ts';
import type { TVisitorReport } from '../../../core/reports/traffic-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { trpc } from '../../app/trpc.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { BucketTable } from './bucket-table.tsx';
import { useCountColumns } from './count-columns.ts';
import { DeviceTable } from './device-table.tsx';
import { VISITOR_PATHS } from './paths.ts';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

type Figure = keyof TVisitorReport['figures'];
const FIGURES: Figure[] = ['visitors', 'visits', 'pageViews', 'productViews', 'searches', 'enquiries', 'contacts'];
const CHARTED: { name: Figure; color: string }[] = [
  { name: 'visitors', color: 'blue.6' },
  { name: 'visits', color: 'teal.6' },
  { name: 'pageViews', color: 'grape.6' },
];

type SourceRow = TVisitorReport['sources'][number];

function VisitorReportBody({ report }: { report: TVisitorReport }) {
  const { t } = useTranslation();
  const { grain } = report.days;
  const visits = report.figures.visits.current;
  const counts = useCountColumns<SourceRow>(t('reports.traffic.visits'), visits);
  const name = (figure: Figure) => t(`reports.traffic.figures.${figure}`);
  return (
    <Stack>
      <FigureCards
        figures={FIGURES.map((f) => ({
          label: name(f),
          value: formatCount(report.figures[f].current),
          change: changePercent(report.figures[f].current, report.figures[f].previous),
          testId: `figure-${f}`,
        }))}
      />
      <Text size="xs" c="dimmed">
        {t('reports.traffic.visitorRule')}
      </Text>
      <ReportChart
        title={t(grain === 'day' ? 'reports.traffic.byDay' : 'reports.traffic.byMonth')}
        buckets={report.series.buckets}
        grain={grain}
        series={CHARTED.map(({ name: n, color }) => ({ name: n, label: name(n), color, values: report.series.values[n] ?? [] }))}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportTableCard<SourceRow>
          title={t('reports.traffic.sources')}
          records={report.sources}
          idAccessor="source"
          columns={[{ accessor: 'source', title: t('reports.traffic.source'), render: (r) => t(`reports.traffic.sourceKinds.${r.source}`) }, ...counts]}
          data-testid="report-sources"
        />
        <DeviceTable rows={report.devices} visits={visits} testId="report-devices" />
      </SimpleGrid>
      <BucketTable series={report.series} grain={grain} columns={FIGURES.map((f) => ({ name: f, title: name(f) }))} testId="report-buckets" />
    </Stack>
  );
}

/**
 * /report/website-visitor-report and /report/{product}-visitor-report: visitors (a unique IP
 * address an hour), visits and what they did, against the period before; where visits came from
 * and on what devices.
 */
export default function VisitorReportScreen() {
  const period = useReportPeriod();
  const channel = useChannel(VISITOR_PATHS);
  const report = trpc.trafficReports.visitors.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport
      testId="visitor-report"
      period={period}
      channel={channel}
      file={{ name: 'visitor-report' }}
      report={report}
      isEmpty={(r) => FIGURES.every((f) => r.figures[f].current === 0)}
    >
      {(r) => <VisitorReportBody report={r} />}
    </TrafficReport>
  );
}
