import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { ListScreen, type ListScreenProps } from '../../components/list/list-screen.tsx';

/** The order number, linking to the order's page. */
export function orderColumn<T extends { orderId: string; orderNo: number }>(title: string): DataTableColumn<T> {
  return {
    accessor: 'orderNo',
    title,
    render: (r) => (
      <Anchor component={Link} to={`/mysales/order/${r.orderId}`}>
        #{r.orderNo}
      </Anchor>
    ),
  };
}

/** The order's status by name. */
export function statusColumn<T extends { status: number }>(title: string, statusName: (status: number) => string): DataTableColumn<T> {
  return { accessor: 'status', title, render: (r) => statusName(r.status) };
}

type SalesListScreenProps<T> = Omit<ListScreenProps<T>, 'dateShortcuts' | 'records' | 'total' | 'fetching' | 'searchPlaceholder' | 'filters'> & {
  /** The list query: its page of items and their total. */
  list: { data?: { items: T[]; total: number }; isFetching: boolean };
  /** Defaults to fulfilment.searchPlaceholder (order number, buyer or invoice number). */
  searchPlaceholder?: string;
  /** More filters after the date shortcuts and the date range. */
  filters?: ReactNode;
};

/** A sales list (packaging, delivery, shipping, invoices): date shortcuts and a date range beside the search, a page of the query's rows. */
export function SalesListScreen<T>({ list, searchPlaceholder, filters, ...props }: SalesListScreenProps<T>) {
  const { t } = useTranslation();
  return (
    <ListScreen<T>
      {...props}
      searchPlaceholder={searchPlaceholder ?? t('fulfilment.searchPlaceholder')}
      dateShortcuts
      filters={
        <>
          <DateRangeFilter control={props.control} label={t('fulfilment.dateRange')} />
          {filters}
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
    />
  );
}
