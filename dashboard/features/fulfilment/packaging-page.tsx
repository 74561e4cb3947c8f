import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPackagingRow } from '../../../core/fulfilment/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';
import { SalesListScreen, orderColumn, statusColumn } from './sales-list-screen.tsx';

const TABS = ['all', 'paymentMade', 'preparingToShip'] as const;

/** /mysales/packaging: orders to pack (paid, preparing to ship); the selected ones print as one packaging bill. */
export default function PackagingPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: TABS, filterKeys: DATE_FILTER_KEYS });
  const list = trpc.fulfilment.packaging.useQuery({ ...salesListInput(control.params), tab: control.params.tab as (typeof TABS)[number] });
  const { job, start: print } = useJob();
  return (
    <Stack>
      <SalesListScreen<TPackagingRow>
        testId="packaging-list"
        title={t('fulfilment.packaging.title')}
        control={control}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`fulfilment.packaging.tabs.${tab}`) }))}
        list={list}
        idAccessor="orderId"
        storeColumnsKey="packaging-columns"
        bulkActions={[
          { label: t('fulfilment.packaging.printBill'), run: (rows) => print({ kind: 'packaging-print', documents: 'packaging', orderIds: rows.map((r) => r.orderId) }) },
          { label: t('fulfilment.packaging.printInvoices'), run: (rows) => print({ kind: 'packaging-print', documents: 'invoices', orderIds: rows.map((r) => r.orderId) }) },
        ]}
        columns={[
          orderColumn(t('fulfilment.fields.order')),
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
          statusColumn(t('fulfilment.fields.status'), (status) => t(`orders.status.${status}`)),
          { accessor: 'invoiceNo', title: t('fulfilment.fields.invoiceNo'), toggleable: true, render: (r) => r.invoiceNo ?? '—' },
        ]}
      />
      {job && <JobPanel job={job} />}
    </Stack>
  );
}
