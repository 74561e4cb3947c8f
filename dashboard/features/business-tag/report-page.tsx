import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCardReport } from '../../../core/business-tag/schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';

type Bucket = TCardReport['series'][number];

/** /business-tag/report/{id}: a card's views and saves over a period, as a chart and a table. */
export default function CardReportPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const period = useReportPeriod();
  const report = trpc.businessTag.report.useQuery({ id, ...period.input }, { placeholderData: (previous) => previous });
  const r = report.data;
  return (
    <Stack data-testid="business-card-report">
      {r && <Title order={2}>{r.holderName ? `${r.cardId} · ${r.holderName}` : r.cardId}</Title>}
      <PeriodFilter control={period} />
      {report.error ? <Alert color="red">{errorInfo(report.error).message}</Alert> : null}
      {r ? (
        <>
          <FigureCards
            figures={[
              { label: t('businessTag.views'), value: formatCount(r.views), testId: 'figure-views' },
              { label: t('businessTag.saves'), value: formatCount(r.saves), testId: 'figure-saves' },
            ]}
          />
          <ReportChart
            title={t('businessTag.reportPage.chart')}
            buckets={r.series.map((b) => b.bucket)}
            grain={r.days.grain}
            kind="bar"
            series={[
              { name: 'views', label: t('businessTag.views'), color: 'blue.6', values: r.series.map((b) => b.views) },
              { name: 'saves', label: t('businessTag.saves'), color: 'teal.6', values: r.series.map((b) => b.saves) },
            ]}
          />
          <ReportTableCard<Bucket>
            title={t('businessTag.reportPage.chart')}
            empty={t('businessTag.reportPage.empty')}
            maxHeight={480}
            records={r.series}
            idAccessor="bucket"
            columns={[
              { accessor: 'bucket', title: t('businessTag.reportPage.day') },
              { accessor: 'views', title: t('businessTag.views'), textAlign: 'right' },
              { accessor: 'saves', title: t('businessTag.saves'), textAlign: 'right' },
            ]}
          />
        </>
      ) : (
        !report.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
