import { useTranslation } from 'react-i18next';
import type { TStatusGroupRow } from '../../../core/reports/sales-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { formatMoney } from '../format.ts';
import { ReportTableCard } from './report-table-card.tsx';

/** Orders of the period by status group, with what they came to, under the report's title for them. */
export function StatusGroupsTable({ title, rows }: { title: string; rows: TStatusGroupRow[] }) {
  const { t } = useTranslation();
  return (
    <ReportTableCard<TStatusGroupRow>
      title={title}
      records={rows}
      idAccessor="group"
      columns={[
        { accessor: 'group', title: t('reports.sales.status'), render: (r) => t(`reports.sales.group.${r.group}`) },
        { accessor: 'orders', title: t('reports.sales.orders'), textAlign: 'right', render: (r) => formatCount(r.orders) },
        { accessor: 'amountSen', title: t('reports.sales.amount'), textAlign: 'right', render: (r) => formatMoney(r.amountSen) },
      ]}
      data-testid="report-status-groups"
    />
  );
}
