import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInvoiceRow } from '../../../core/invoices/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';

/** /mysales/invoice: invoices issued, newest first; search by invoice number, order number or buyer; dates; each invoice as PDF. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ filterKeys: DATE_FILTER_KEYS });
  const list = trpc.invoices.list.useQuery(salesListInput(control.params));
  return (
    <ListScreen<TInvoiceRow>
      testId="invoice-list"
      title={t('fulfilment.invoices.title')}
      control={control}
      searchPlaceholder={t('fulfilment.invoices.searchPlaceholder')}
      dateShortcuts
      filters={<DateRangeFilter control={control} label={t('fulfilment.dateRange')} />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="orderId"
      storeColumnsKey="invoice-columns"
      columns={[
        { accessor: 'invoiceNo', title: t('fulfilment.fields.invoiceNo') },
        { accessor: 'invoiceDate', title: t('fulfilment.fields.invoiceDate'), render: (r) => dateTime(r.invoiceDate, false) },
        {
          accessor: 'orderNo',
          title: t('fulfilment.fields.order'),
          render: (r) => (
            <Anchor component={Link} to={`/mysales/order/${r.orderId}`}>
              #{r.orderNo}
            </Anchor>
          ),
        },
        { accessor: 'buyerName', title: t('fulfilment.fields.buyer') },
        { accessor: 'totalSen', title: t('fulfilment.fields.total'), textAlign: 'right', render: (r) => formatMoney(r.totalSen) },
        {
          accessor: 'pdf',
          title: '',
          render: (r) => <DownloadButton path={`/api/invoices/${r.orderId}/pdf?download=1`} fileName={`${r.invoiceNo}.pdf`} label={t('fulfilment.invoices.pdf')} size="xs" variant="subtle" testId={`invoice-pdf-${r.orderNo}`} />,
        },
      ]}
    />
  );
}
