import { useTranslation } from 'react-i18next';
import type { TStatusGroupRow } from '../../../core/reports/sales-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { formatMoney } from '../format.ts';
import { StackedDataTable } from '../stacked-table.tsx';

/** Orders of the period by status group, with what they came to. */
export function StatusGroupsTable({ rows }: { rows: TStatusGroupRow[] }) {
  const { t } = useTranslation();
  return (
    <StackedDataTable<TStatusGroupRow>
      withTableBorder
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
