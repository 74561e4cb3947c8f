import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportDownload } from '../../components/reports/report-download.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { StatusGroupsTable } from '../../components/reports/status-groups-table.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { BucketsTable } from './buckets-table.tsx';
import { SALES_REPORT_PATHS, withQuery } from './paths.ts';
import { PeriodCaption } from './period-caption.tsx';
import { ReportSharesButton } from './report-shares-button.tsx';
import { useProductColumns } from './product-columns.tsx';
import { SalesCharts } from './sales-charts.tsx';
import { SalesFigureCards } from './sales-figures.tsx';

/** /report/sale&order/order-report: the period's sales, orders and units against the period before, by status, by day and by product. */
export default function OrderReportScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const report = trpc.salesReports.orderReport.useQuery(period.input, { placeholderData: (previous) => previous });
  const productColumns = useProductColumns();
  const data = report.data;
  return (
    <Stack data-testid="order-report">
      <PageActions>
        <Button variant="default" component={Link} to={withQuery(SALES_REPORT_PATHS.page, period.query)} leftSection={<IconPrinter size={16} />} data-testid="order-report-printable">
          {t('reports.sales.printable')}
        </Button>
        <ReportDownload name="order-report" query={period.query} />
        <ReportSharesButton report="order_report" period={period.input} />
      </PageActions>
      <PeriodFilter control={period} />
      {report.error && <Alert color="red">{errorInfo(report.error).message}</Alert>}
      {data ? (
        <>
          <PeriodCaption days={data.days} previous={data.previousDays} timeZone={data.timeZone} />
          <SalesFigureCards figures={data.figures} />
          <SalesCharts report={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <StatusGroupsTable title={t('reports.sales.statusGroups')} rows={data.statusGroups} />
            <ReportTableCard
              title={t('reports.sales.topProducts')}
              action={
                <Button variant="subtle" size="xs" component={Link} to={withQuery(SALES_REPORT_PATHS.productsPerformance, period.query)}>
                  {t('reports.sales.allProducts')}
                </Button>
              }
              empty={t('common.nothingYet')}
              minHeight={120}
              records={data.topProducts}
              idAccessor="key"
              columns={productColumns}
              data-testid="report-top-products"
            />
          </SimpleGrid>
          <BucketsTable rows={data.buckets} grain={data.days.grain} />
        </>
      ) : (
        !report.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
