import { useTranslation } from 'react-i18next';
import type { TInvoiceRow } from '../../../core/invoices/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';
import { SalesListScreen, orderColumn } from './sales-list-screen.tsx';

/** /mysales/invoice: invoices issued, newest first; search by invoice number, order number or buyer; dates; each invoice as PDF. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ filterKeys: DATE_FILTER_KEYS });
  const list = trpc.invoices.list.useQuery(salesListInput(control.params));
  return (
    <SalesListScreen<TInvoiceRow>
      testId="invoice-list"
      title={t('fulfilment.invoices.title')}
      control={control}
      searchPlaceholder={t('fulfilment.invoices.searchPlaceholder')}
      list={list}
      idAccessor="orderId"
      storeColumnsKey="invoice-columns"
      columns={[
        { accessor: 'invoiceNo', title: t('fulfilment.fields.invoiceNo') },
        { accessor: 'invoiceDate', title: t('fulfilment.fields.invoiceDate'), render: (r) => dateTime(r.invoiceDate, false) },
        orderColumn(t('fulfilment.fields.order')),
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
