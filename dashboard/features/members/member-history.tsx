import { useState } from 'react';
import { Anchor, Box } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMemberPurchasePage, TMemberVisitPage } from '../../../core/members/schema.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import type { PageSize } from '../../components/list/use-list-params.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { StackedDataTable } from '../../components/stacked-table.tsx';

interface Paging {
  page: number;
  pageSize: PageSize;
}

/** Which page of a history tab is shown; each tab keeps its own. */
function usePaging() {
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  return { paging, setPaging };
}

/** One tab of the member's history: a page of rows from the server, with the list screens' page sizes. */
function HistoryTable<T extends { id: string }>({
  testId,
  empty,
  control: { paging, setPaging },
  result,
  columns,
}: {
  testId: string;
  /** What an empty tab says. */
  empty: string;
  control: ReturnType<typeof usePaging>;
  result: { data?: { items: T[]; total: number }; isFetching: boolean };
  columns: DataTableColumn<T>[];
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid={testId}>
      <StackedDataTable<T>
        withTableBorder
        borderRadius="sm"
        minHeight={150}
        striped
        records={result.data?.items ?? []}
        columns={columns}
        fetching={result.isFetching}
        totalRecords={result.data?.total ?? 0}
        page={paging.page}
        onPageChange={(page) => setPaging({ ...paging, page })}
        recordsPerPage={paging.pageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(pageSize) => setPaging({ page: 1, pageSize: pageSize as PageSize })}
        recordsPerPageLabel={t('list.perPage')}
        paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
        noRecordsText={empty}
      />
    </Box>
  );
}

type Purchase = TMemberPurchasePage['items'][number];
type Visit = TMemberVisitPage['items'][number];

/** The member's orders, newest first, each linking to its order screen. */
export function MemberPurchases({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = usePaging();
  const result = trpc.members.orders.useQuery({ id: memberId, ...control.paging }, { placeholderData: (previous) => previous });
  return (
    <HistoryTable<Purchase>
      testId="member-orders"
      empty={t('members.detail.noOrders')}
      control={control}
      result={result}
      columns={[
        {
          accessor: 'orderNo',
          title: t('orders.fields.orderNo'),
          render: (o) => (
            <Anchor component={Link} to={`/mysales/order/${o.id}`}>
              #{o.orderNo}
            </Anchor>
          ),
        },
        { accessor: 'placedAt', title: t('orders.fields.placedAt'), render: (o) => dateTime(o.placedAt) },
        { accessor: 'itemCount', title: t('orders.fields.items') },
        { accessor: 'totalSen', title: t('orders.charges.total'), textAlign: 'right', render: (o) => formatMoney(o.totalSen) },
        { accessor: 'status', title: t('orders.fields.status'), render: (o) => <OrderStatusBadge status={o.status} /> },
      ]}
    />
  );
}

/** The member's visits to the website (visit actions), newest first. */
export function MemberVisits({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = usePaging();
  const result = trpc.members.visits.useQuery({ id: memberId, ...control.paging }, { placeholderData: (previous) => previous });
  return (
    <HistoryTable<Visit>
      testId="member-visits"
      empty={t('members.detail.noVisits')}
      control={control}
      result={result}
      columns={[
        { accessor: 'visitedAt', title: t('members.detail.visitedAt'), render: (v) => dateTime(v.visitedAt) },
        { accessor: 'staySeconds', title: t('members.detail.stay'), textAlign: 'right', render: (v) => t('members.detail.seconds', { count: v.staySeconds }) },
        { accessor: 'seo', title: t('members.detail.seo'), render: (v) => v.seo || '—' },
        { accessor: 'source', title: t('members.detail.visitSource'), render: (v) => t(`members.visitSources.${v.source}`) },
        { accessor: 'url', title: t('members.detail.url'), cellsStyle: () => ({ wordBreak: 'break-all' }) },
      ]}
    />
  );
}
