import { useTranslation } from 'react-i18next';
import type { TSalesBucket } from '../../../core/reports/sales-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { formatMoney } from '../../components/format.ts';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';

/** The chart's days (or months) as a titled table: what the order report's file holds. */
export function BucketsTable({ rows, grain }: { rows: TSalesBucket[]; grain: 'day' | 'month' }) {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const month = useCalendarDay({ month: 'long', year: 'numeric' });
  const count = (n: number) => formatCount(n);
  return (
    <ReportTableCard<TSalesBucket>
      title={t(grain === 'day' ? 'reports.sales.byDay' : 'reports.sales.byMonth')}
      records={rows}
      idAccessor="bucket"
      columns={[
        { accessor: 'bucket', title: t(grain === 'day' ? 'reports.sales.day' : 'reports.sales.month'), render: (b) => (grain === 'day' ? day(b.bucket) : month(`${b.bucket}-01`)) },
        { accessor: 'orders', title: t('reports.sales.orders'), textAlign: 'right', render: (b) => count(b.orders) },
        { accessor: 'paidOrders', title: t('reports.sales.paidOrders'), textAlign: 'right', render: (b) => count(b.paidOrders) },
        { accessor: 'units', title: t('reports.sales.units'), textAlign: 'right', render: (b) => count(b.units) },
        { accessor: 'salesSen', title: t('reports.sales.sales'), textAlign: 'right', render: (b) => formatMoney(b.salesSen) },
        { accessor: 'cancelledOrders', title: t('reports.sales.cancelled'), textAlign: 'right', render: (b) => count(b.cancelledOrders) },
        { accessor: 'refundedOrders', title: t('reports.sales.refunded'), textAlign: 'right', render: (b) => count(b.refundedOrders) },
      ]}
      data-testid="report-buckets"
    />
  );
}
