import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUEST_TABS, type TRequestTab } from '../../../core/e-invoice/constants.ts';
import type { TRequestPage } from '../../../core/e-invoice/requests/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { RequestModal, RequestStatusBadge } from './request-modal.tsx';
import { SupplierCard } from './supplier-card.tsx';

const TABS = Object.keys(REQUEST_TABS) as TRequestTab[];
type Row = TRequestPage['items'][number];

/** /e-invoice-customer-request: the buyers' requests for an e-invoice of their order, by status, with the supplier details the documents carry. */
export default function RequestsPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const [openId, setOpenId] = useState<string | null>(null);
  const list = trpc.eInvoiceRequests.list.useQuery({ page, pageSize, search: search || undefined, tab: (tab || TABS[0]) as TRequestTab }, { placeholderData: (previous) => previous });
  return (
    <Stack>
      <SupplierCard />
      <ListScreen<Row>
        testId="einvoice-requests"
        control={control}
        tabs={TABS.map((k) => ({ value: k, label: t(`eInvoice.requests.tabs.${k}`) }))}
        searchPlaceholder={t('eInvoice.requests.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'orderNo',
            title: t('eInvoice.requests.orderNo'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setOpenId(row.id)} data-testid={`einvoice-request-${row.orderNo}`}>
                #{row.orderNo}
              </Anchor>
            ),
          },
          { accessor: 'buyerName', title: t('eInvoice.requests.buyer'), render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.buyerName}</span> },
          { accessor: 'buyerTin', title: t('eInvoice.tin'), render: (row) => ltr(row.buyerTin) },
          { accessor: 'status', title: t('eInvoice.requests.status'), render: (row) => <RequestStatusBadge status={row.status} /> },
          { accessor: 'createdAt', title: t('eInvoice.requests.requestedAt'), render: (row) => when(row.createdAt) },
        ]}
      />
      {openId && <RequestModal id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
