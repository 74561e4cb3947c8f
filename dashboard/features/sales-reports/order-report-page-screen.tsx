import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportCard } from '../../components/reports/report-card.tsx';
import { StatusGroupsTable } from '../../components/reports/status-groups-table.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { SALES_REPORT_PATHS, withQuery } from './paths.ts';
import { PeriodCaption } from './period-caption.tsx';
import classes from './print.module.css';
import { useProductColumns } from './product-columns.tsx';
import { SalesCharts } from './sales-charts.tsx';
import { SalesFigureCards } from './sales-figures.tsx';

/** /report/sale&order/order-report-page: the order report laid out to print (the browser's print, or its PDF). */
export default function OrderReportPageScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const report = trpc.salesReports.orderReportPage.useQuery(period.input, { placeholderData: (previous) => previous });
  const productColumns = useProductColumns();
  const data = report.data;
  return (
    <Stack className={classes.page} data-testid="order-report-page">
      <PageActions>
        <Button variant="default" component={Link} to={withQuery(SALES_REPORT_PATHS.orderReport, period.query)} leftSection={<IconArrowLeft size={16} />} className={classes.noPrint}>
          {t('reports.sales.backToReport')}
        </Button>
        <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={16} />} className={classes.noPrint}>
          {t('reports.sales.print')}
        </Button>
        <Button component={Link} to={withQuery(SALES_REPORT_PATHS.pdf, period.query)} leftSection={<IconFileTypePdf size={16} />} className={classes.noPrint} data-testid="order-report-pdf-link">
          {t('reports.sales.pdf')}
        </Button>
      </PageActions>
      <div className={classes.noPrint}>
        <PeriodFilter control={period} />
      </div>
      {report.error && <Alert color="red">{errorInfo(report.error).message}</Alert>}
      {data ? (
        <>
          <div>
            <Title order={2} size="h3" data-testid="order-report-merchant">
              {data.merchantName}
            </Title>
            <PeriodCaption days={data.days} previous={data.previousDays} timeZone={data.timeZone} />
          </div>
          <SalesFigureCards figures={data.figures} />
          <SalesCharts report={data} />
          <StatusGroupsTable title={t('reports.sales.statusGroups')} rows={data.statusGroups} />
          <ReportCard title={t('reports.sales.topProducts')}>
            {data.topProducts.length ? (
              <StackedDataTable withTableBorder records={data.topProducts} idAccessor="key" columns={productColumns} data-testid="report-top-products" />
            ) : (
              <Text c="dimmed">{t('common.nothingYet')}</Text>
            )}
          </ReportCard>
        </>
      ) : (
        !report.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
