import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderReport } from '../../../core/reports/sales-schema.ts';
import { ReportChart } from '../../components/reports/report-chart.tsx';

/** The period's sales and orders, a bar a day (a month for long periods). */
export function SalesCharts({ report }: { report: TOrderReport }) {
  const { t } = useTranslation();
  const { grain } = report.days;
  const buckets = report.buckets.map((b) => b.bucket);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ReportChart
        title={t(grain === 'day' ? 'reports.sales.salesByDay' : 'reports.sales.salesByMonth')}
        buckets={buckets}
        grain={grain}
        money
        kind="bar"
        series={[{ name: 'sales', label: t('reports.sales.sales'), color: 'blue.6', values: report.buckets.map((b) => b.salesSen) }]}
      />
      <ReportChart
        title={t(grain === 'day' ? 'reports.sales.ordersByDay' : 'reports.sales.ordersByMonth')}
        buckets={buckets}
        grain={grain}
        series={[
          { name: 'orders', label: t('reports.sales.orders'), color: 'gray.6', values: report.buckets.map((b) => b.orders) },
          { name: 'paidOrders', label: t('reports.sales.paidOrders'), color: 'teal.6', values: report.buckets.map((b) => b.paidOrders) },
        ]}
      />
    </SimpleGrid>
  );
}
