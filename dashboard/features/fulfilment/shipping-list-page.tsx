import { useTranslation } from 'react-i18next';
import { COURIERS } from '../../../core/orders/couriers.ts';
import type { TShippingRow } from '../../../core/fulfilment/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';
import { SalesListScreen, orderColumn, statusColumn } from './sales-list-screen.tsx';

const FILTER_KEYS = [...DATE_FILTER_KEYS, 'courier'] as const;

const size = (r: TShippingRow) => (r.widthMm && r.lengthMm && r.heightMm ? `${r.widthMm / 10} × ${r.lengthMm / 10} × ${r.heightMm / 10} cm` : '—');

/** /mysales/delivery/shipping-list: parcels sent, newest first, with courier and tracking number. */
export default function ShippingListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const courier = control.params.filters.courier;
  const list = trpc.fulfilment.shipments.useQuery({ ...salesListInput(control.params), ...(courier && { courier }) });
  return (
    <SalesListScreen<TShippingRow>
      testId="shipping-list"
      title={t('fulfilment.shipping.title')}
      control={control}
      searchPlaceholder={t('fulfilment.shipping.searchPlaceholder')}
      filters={<FilterSelect control={control} name="courier" label={t('fulfilment.fields.courier')} allLabel={t('fulfilment.shipping.allCouriers')} data={COURIERS.map((c) => ({ value: c.code, label: c.name }))} />}
      list={list}
      idAccessor="shipmentId"
      storeColumnsKey="shipping-columns"
      columns={[
        orderColumn(t('fulfilment.fields.order')),
        { accessor: 'shippedAt', title: t('fulfilment.fields.shippedAt'), render: (r) => dateTime(r.shippedAt) },
        { accessor: 'buyerName', title: t('fulfilment.fields.buyer') },
        { accessor: 'shipTo', title: t('fulfilment.fields.shipTo'), toggleable: true },
        { accessor: 'courierName', title: t('fulfilment.fields.courier') },
        { accessor: 'trackingNo', title: t('fulfilment.fields.tracking') },
        { accessor: 'weightGrams', title: t('fulfilment.fields.weight'), textAlign: 'right', toggleable: true, render: (r) => (r.weightGrams === null ? '—' : `${r.weightGrams / 1000} kg`) },
        { accessor: 'size', title: t('fulfilment.fields.size'), toggleable: true, render: size },
        statusColumn(t('fulfilment.fields.status'), (status) => t(`orders.status.${status}`)),
      ]}
    />
  );
}
