import { Alert, Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconDeviceMobile, IconListCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrderRow } from '../../../core/orders/schema.ts';
import { ORDER_LIST_WINDOW } from '../../../core/orders/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useCount, useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { MassResultsModal } from './mass-results.tsx';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { addToDeliveryHref } from '../../components/delivery-partner-paths.ts';
import { ORDER_FILTER_KEYS, ORDER_LIST_TABS, orderListInput } from './order-list-input.ts';
import { useMassAction } from './use-mass-action.ts';

/** /mysales/order: tabs with counts, search by buyer or order number, date shortcuts and range, status filter, bulk actions. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const formatCount = useCount();
  const countLabel = (c: { count: number; capped: boolean } | undefined) => (c ? ` (${formatCount(c.count)}${c.capped ? '+' : ''})` : '');
  const canEdit = useCanEdit();
  // The delivery partner is part of My Sales: its quotes need that module at edit.
  const canDeliver = useSession().can('my_sales', 'edit');
  const navigate = useNavigate();
  const control = useListParams({ tabs: ORDER_LIST_TABS, filterKeys: ORDER_FILTER_KEYS });
  const list = trpc.orders.list.useQuery(orderListInput(control.params));
  const mass = useMassAction((r) => showSuccess(t('orders.mass.summary', { succeeded: r.succeeded, failed: 0 })));
  const counts = new Map(list.data?.tabs.map((tab) => [tab.key, tab]));
  const ids = (rows: TOrderRow[]) => rows.map((r) => r.id);

  return (
    <>
      <ListScreen<TOrderRow>
        testId="order-list"
        control={control}
        tabs={ORDER_LIST_TABS.map((tab) => ({ value: tab, label: `${t(`orders.tabs.${tab}`)}${countLabel(counts.get(tab as never))}` }))}
        searchPlaceholder={t('orders.list.searchPlaceholder')}
        dateShortcuts
        filters={
          <>
            <DateRangeFilter control={control} label={t('orders.list.dateRange')} />
            <FilterSelect
              control={control}
              name="status"
              label={t('orders.fields.status')}
              allLabel={t('orders.list.allStatuses')}
              data={[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => ({ value: String(s), label: t(`orders.status.${s}`) }))}
            />
          </>
        }
        toolbar={
          canEdit && (
            <Button variant="default" component={Link} to="/mysales/mass-manage/order" leftSection={<IconListCheck size={16} />}>
              {t('menu.massManageOrders')}
            </Button>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="order-columns"
        bulkActions={
          canEdit
            ? [
                { label: t('orders.actions.markPaid'), confirm: true, run: (rows) => mass.run({ action: 'markPaid', ids: ids(rows) }) },
                { label: t('orders.actions.confirmPayment'), run: (rows) => mass.run({ action: 'confirmPayment', ids: ids(rows) }) },
                { label: t('orders.actions.complete'), run: (rows) => mass.run({ action: 'complete', ids: ids(rows) }) },
                { label: t('orders.actions.cancel'), color: 'red', confirm: true, run: (rows) => mass.run({ action: 'cancel', ids: ids(rows) }) },
                ...(canDeliver ? [{ label: t('orders.actions.addToDelivery'), run: (rows: TOrderRow[]) => navigate(addToDeliveryHref(ids(rows))) }] : []),
              ]
            : undefined
        }
        columns={[
          {
            accessor: 'orderNo',
            title: t('orders.fields.orderNo'),
            render: (o) => (
              <Group gap={4} wrap="nowrap">
                <Anchor component={Link} to={`/mysales/order/${o.id}`} data-testid={`order-${o.orderNo}`}>
                  #{o.orderNo}
                </Anchor>
                <Anchor component={Link} to={`/order/details_mobile?oid=${o.id}`} aria-label={t('orders.list.mobileView')} c="dimmed">
                  <IconDeviceMobile size={14} />
                </Anchor>
                {o.platform !== 'website' && (
                  <Badge size="xs" variant="light" color="orange" data-testid={`order-platform-${o.orderNo}`}>
                    {t(`orders.platforms.${o.platform}`)}
                  </Badge>
                )}
              </Group>
            ),
          },
          { accessor: 'placedAt', title: t('orders.fields.placedAt'), render: (o) => dateTime(o.placedAt) },
          {
            accessor: 'buyerName',
            title: t('orders.fields.buyerName'),
            render: (o) => (
              <>
                <Text size="sm">{o.buyerName}</Text>
                <Text size="xs" c="dimmed">
                  {o.buyerEmail}
                </Text>
              </>
            ),
          },
          { accessor: 'itemCount', title: t('orders.fields.items'), textAlign: 'right', toggleable: true },
          { accessor: 'totalSen', title: t('orders.charges.total'), textAlign: 'right', render: (o) => formatMoney(o.totalSen) },
          { accessor: 'status', title: t('orders.fields.status'), render: (o) => <OrderStatusBadge status={o.status} /> },
          { accessor: 'invoiceNo', title: t('orders.fields.invoiceNo'), toggleable: true, render: (o) => o.invoiceNo ?? '—' },
        ]}
      />
      {(list.data?.totalCapped || list.data?.searchTruncated) && (
        <Alert color="blue" mt="sm" data-testid="list-window">
          {t(list.data.searchTruncated ? 'orders.list.searchTruncated' : 'orders.list.capped', { count: ORDER_LIST_WINDOW })}
        </Alert>
      )}
      <MassResultsModal result={mass.result} onClose={mass.clear} />
    </>
  );
}
