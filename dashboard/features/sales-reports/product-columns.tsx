import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { TProductPerformanceRow } from '../../../core/reports/sales-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { formatMoney } from '../../components/format.ts';

/** A share in basis points as a percentage: 1234 -> '12.34%'. */
export const shareText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The columns of a products table (the order report's top products, the products performance); sortable marks the ones the server sorts by. */
export function useProductColumns(sortable = false): DataTableColumn<TProductPerformanceRow>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'name',
      title: t('reports.sales.product'),
      render: (p) => (
        <>
          {p.name}{' '}
          <Text span size="xs" c="dimmed">
            {p.sku}
          </Text>
        </>
      ),
    },
    { accessor: 'orders', title: t('reports.sales.orders'), textAlign: 'right', sortable, render: (p) => formatCount(p.orders) },
    { accessor: 'units', title: t('reports.sales.units'), textAlign: 'right', sortable, render: (p) => formatCount(p.units) },
    { accessor: 'salesSen', title: t('reports.sales.sales'), textAlign: 'right', sortable, render: (p) => formatMoney(p.salesSen) },
    { accessor: 'shareBp', title: t('reports.sales.share'), textAlign: 'right', render: (p) => shareText(p.shareBp) },
  ];
}
