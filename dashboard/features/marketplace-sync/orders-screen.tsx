import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKET_ORDER_STATUSES } from '../../../core/marketplaces/constants.ts';
import type { TMarketplaceOrder } from '../../../core/marketplaces/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { MarketOrderStatusBadge } from './order-status-badge.tsx';
import { orderPath } from './paths.ts';

const FILTERS = ['shop', 'status'] as const;
type Status = (typeof MARKET_ORDER_STATUSES)[number];

/** /marketplace-sync/orders: the orders the shops sent, newest first, by shop and state, found by order number or buyer. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const shops = trpc.marketplaceSync.shops.useQuery();
  const status = MARKET_ORDER_STATUSES.includes(filters.status as Status) ? (filters.status as Status) : undefined;
  const list = trpc.marketplaceSync.orders.useQuery({ page, pageSize, search: search || undefined, shopId: filters.shop || undefined, status }, { placeholderData: (previous) => previous });
  return (
    <ListScreen<TMarketplaceOrder>
      testId="marketplace-orders"
      control={control}
      searchPlaceholder={t('marketplaceSync.searchOrders')}
      filters={
        <>
          <FilterSelect control={control} name="shop" label={t('marketplaceSync.fields.store')} allLabel={t('marketplaceSync.allShops')} data={(shops.data ?? []).map((s) => ({ value: s.id, label: s.storeName }))} />
          <FilterSelect control={control} name="status" label={t('marketplaceSync.fields.status')} allLabel={t('marketplaceSync.allStates')} data={MARKET_ORDER_STATUSES.map((s) => ({ value: s, label: t(`marketplaceSync.orderStates.${s}`) }))} />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'orderSn',
          title: t('marketplaceSync.fields.orderSn'),
          render: (row) => (
            <Anchor component={Link} to={orderPath(row.id)} style={{ overflowWrap: 'anywhere' }} data-testid="market-order-link">
              {row.orderSn}
            </Anchor>
          ),
        },
        {
          accessor: 'storeName',
          title: t('marketplaceSync.fields.store'),
          render: (row) => (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.storeName}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`marketplaceSync.platforms.${row.platform}`)}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'buyerName', title: t('marketplaceSync.fields.buyer') },
        { accessor: 'status', title: t('marketplaceSync.fields.status'), render: (row) => <MarketOrderStatusBadge status={row.status} /> },
        { accessor: 'totalSen', title: t('marketplaceSync.fields.total'), textAlign: 'right', render: (row) => formatMoney(row.totalSen) },
        { accessor: 'placedAt', title: t('marketplaceSync.fields.placed'), render: (row) => when(row.placedAt) },
        { accessor: 'orderNo', title: t('marketplaceSync.fields.orderNo'), render: (row) => (row.orderNo === null ? '—' : `#${row.orderNo}`) },
      ]}
    />
  );
}
