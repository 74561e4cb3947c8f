import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COURIERS } from '../../../core/orders/couriers.ts';
import type { TShippingRow } from '../../../core/fulfilment/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';

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
    <ListScreen<TShippingRow>
      testId="shipping-list"
      title={t('fulfilment.shipping.title')}
      control={control}
      searchPlaceholder={t('fulfilment.shipping.searchPlaceholder')}
      dateShortcuts
      filters={
        <>
          <DateRangeFilter control={control} label={t('fulfilment.dateRange')} />
          <FilterSelect control={control} name="courier" label={t('fulfilment.fields.courier')} allLabel={t('fulfilment.shipping.allCouriers')} data={COURIERS.map((c) => ({ value: c.code, label: c.name }))} />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="shipmentId"
      storeColumnsKey="shipping-columns"
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
        { accessor: 'shippedAt', title: t('fulfilment.fields.shippedAt'), render: (r) => dateTime(r.shippedAt) },
        { accessor: 'buyerName', title: t('fulfilment.fields.buyer') },
        { accessor: 'shipTo', title: t('fulfilment.fields.shipTo'), toggleable: true },
        { accessor: 'courierName', title: t('fulfilment.fields.courier') },
        { accessor: 'trackingNo', title: t('fulfilment.fields.tracking') },
        { accessor: 'weightGrams', title: t('fulfilment.fields.weight'), textAlign: 'right', toggleable: true, render: (r) => (r.weightGrams === null ? '—' : `${r.weightGrams / 1000} kg`) },
        { accessor: 'size', title: t('fulfilment.fields.size'), toggleable: true, render: size },
        { accessor: 'status', title: t('fulfilment.fields.status'), render: (r) => t(`orders.status.${r.status}`) },
      ]}
    />
  );
}
