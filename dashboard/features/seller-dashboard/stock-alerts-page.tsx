import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStockAlertRow } from '../../../core/seller-dashboard/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { stockColumns } from './stock-columns.tsx';

/** /mysales/dashboard/products: products and options with limited stock at 0 or at or under the low quantity alert. */
export default function StockAlertsPage() {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.sellerDashboard.stockAlerts.useQuery({ page, pageSize, ...(search && { search }) });
  return (
    <ListScreen<TStockAlertRow & { key: string }>
      testId="stock-alerts"
      control={control}
      filters={
        list.data && (
          <Text size="sm" c="dimmed">
            {list.data.lowQuantityAlert > 0 ? t('sellerDashboard.stock.threshold', { count: list.data.lowQuantityAlert }) : t('sellerDashboard.stock.soldOutOnly')}
          </Text>
        )
      }
      records={list.data?.items.map((r) => ({ ...r, key: r.optionId ?? r.productId }))}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="key"
      columns={stockColumns(t)}
    />
  );
}
