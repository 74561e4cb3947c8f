import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPackagingRow } from '../../../core/fulfilment/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';
import { SalesJobPanel } from './sales-job-panel.tsx';
import { useSalesJob } from './use-sales-job.ts';

const TABS = ['all', 'paymentMade', 'preparingToShip'] as const;

/** /mysales/packaging: orders to pack (paid, preparing to ship); the selected ones print as one packaging bill. */
export default function PackagingPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: TABS, filterKeys: DATE_FILTER_KEYS });
  const list = trpc.fulfilment.packaging.useQuery({ ...salesListInput(control.params), tab: control.params.tab as (typeof TABS)[number] });
  const { job, follow } = useSalesJob();
  const print = trpc.fulfilment.print.useMutation({ onSuccess: follow, onError: showError });
  return (
    <Stack>
      <ListScreen<TPackagingRow>
        testId="packaging-list"
        title={t('fulfilment.packaging.title')}
        control={control}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`fulfilment.packaging.tabs.${tab}`) }))}
        searchPlaceholder={t('fulfilment.searchPlaceholder')}
        dateShortcuts
        filters={<DateRangeFilter control={control} label={t('fulfilment.dateRange')} />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="orderId"
        storeColumnsKey="packaging-columns"
        bulkActions={[
          { label: t('fulfilment.packaging.printBill'), run: (rows) => print.mutate({ documents: 'packaging', orderIds: rows.map((r) => r.orderId) }) },
          { label: t('fulfilment.packaging.printInvoices'), run: (rows) => print.mutate({ documents: 'invoices', orderIds: rows.map((r) => r.orderId) }) },
        ]}
        columns={[
          {
            accessor: 'orderNo',
            title: t('fulfilment.fields.order'),
            render: (r) => (
              <Anchor component={Link} to={`/mysales/order/${r.orderId}`}>
                #{r.orderNo}
              </Anchor>
            ),
          },
          { accessor: 'placedAt', title: t('fulfilment.fields.placedAt'), render: (r) => dateTime(r.placedAt) },
          { accessor: 'buyerName', title: t('fulfilment.fields.buyer') },
          {
            accessor: 'shipTo',
            title: t('fulfilment.fields.shipTo'),
            render: (r) => (
              <>
                <Text size="sm">{r.selfPickup ? t('fulfilment.selfPickup') : r.shipTo}</Text>
                <Text size="xs" c="dimmed">
                  {r.shippingTitle}
                </Text>
              </>
            ),
          },
          { accessor: 'items', title: t('fulfilment.fields.items'), textAlign: 'right' },
          { accessor: 'totalSen', title: t('fulfilment.fields.total'), textAlign: 'right', render: (r) => formatMoney(r.totalSen) },
          { accessor: 'status', title: t('fulfilment.fields.status'), render: (r) => t(`orders.status.${r.status}`) },
          { accessor: 'invoiceNo', title: t('fulfilment.fields.invoiceNo'), toggleable: true, render: (r) => r.invoiceNo ?? '—' },
        ]}
      />
      {job && <SalesJobPanel job={job} />}
    </Stack>
  );
}
