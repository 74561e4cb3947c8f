import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSalesLandingReport } from '../../../core/sales-landing/schema.ts';
import { formatSen } from '../../../core/shared/money.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';

type Bucket = TSalesLandingReport['series'][number];

/** /profile/{id}/sales-landing-report: what one sales person's page brought in a period. */
export default function SalesLandingReportPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const period = useReportPeriod();
  const report = trpc.salesLanding.report.useQuery({ id, ...period.input }, { placeholderData: (previous) => previous });
  const r = report.data;
  return (
    <Stack data-testid="sales-landing-report">
      {r && <Title order={3}>{r.name}</Title>}
      <PeriodFilter control={period} />
      {report.error ? <Alert color="red">{errorInfo(report.error).message}</Alert> : null}
      {r ? (
        <>
          <FigureCards
            figures={[
              { label: t('salesLanding.report.views'), value: formatCount(r.views), testId: 'figure-views' },
              { label: t('salesLanding.report.clicks'), value: formatCount(r.clicks), testId: 'figure-clicks' },
              { label: t('salesLanding.report.enquiries'), value: formatCount(r.enquiries), testId: 'figure-enquiries' },
              { label: t('salesLanding.report.orders'), value: formatCount(r.orders), testId: 'figure-orders' },
              { label: t('salesLanding.report.sales'), value: formatSen(r.salesSen), testId: 'figure-sales' },
            ]}
          />
          <ReportTableCard<Bucket>
            title={t('salesLanding.report.byDay')}
            empty={t('salesLanding.report.empty')}
            maxHeight={480}
            records={r.series}
            idAccessor="bucket"
            columns={[
              { accessor: 'bucket', title: t('salesLanding.report.day') },
              { accessor: 'views', title: t('salesLanding.report.views'), textAlign: 'right' },
              { accessor: 'clicks', title: t('salesLanding.report.clicks'), textAlign: 'right' },
              { accessor: 'enquiries', title: t('salesLanding.report.enquiries'), textAlign: 'right' },
              { accessor: 'orders', title: t('salesLanding.report.orders'), textAlign: 'right' },
            ]}
          />
        </>
      ) : (
        !report.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
