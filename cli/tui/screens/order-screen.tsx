import { Box, Text } from 'ink';
import type { TOrderDetail } from '../../../core/orders/schema.ts';
import { formatSen } from '../../../core/shared/money-format.ts';
import { failureLine } from '../../program/failure.ts';
import { dateTime } from '../../ui/format.ts';
import { DataTable } from '../kit/data-table.tsx';
import { Section } from '../kit/section.tsx';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useLoad } from '../kit/use-load.ts';

/** What happened to the order, oldest first: placed, each payment and shipment, and how it ended. */
function history(order: TOrderDetail): [Date, string][] {
  const events: [Date | null, string][] = [
    [order.placedAt, 'Placed'],
    ...order.payments.map((p): [Date, string] => [p.createdAt, `Payment ${formatSen(p.amountSen)} by ${p.method}${p.recordedBy ? ` (recorded by ${p.recordedBy})` : ''}`]),
    [order.paidAt, 'Paid'],
    ...order.shipments.map((s): [Date, string] => [s.shippedAt, `Shipped by ${s.courierName || s.courier}, tracking ${s.trackingNo}`]),
    [order.completedAt, 'Completed'],
    [order.cancelledAt, `Cancelled${order.notes.cancelRemark ? `: ${order.notes.cancelRemark}` : ''}`],
  ];
  return events.filter((e): e is [Date, string] => e[0] !== null).sort((a, b) => a[0].getTime() - b[0].getTime());
}

/** One order: its lines, the buyer and delivery addresses, the charges and its history. */
export function OrderScreen({ id }: { id: string }) {
  const env = useScreenEnv();
  const order = useLoad(() => env.connection.api.orders.get.query({ id }), [env.connection.api, id]);
  const o = order.data;
  return (
    <Screen title={o ? `Order #${o.orderNo} · ${o.statusName}` : 'Order'} keys={[]} error={order.error && failureLine(order.error)}>
      {o ? (
        <Box flexDirection="column">
          <DataTable
            columns={[
              { title: 'SKU', text: (i: TOrderDetail['items'][number]) => i.sku },
              { title: 'Item', text: (i) => [i.name, i.options].filter(Boolean).join(' · ') },
              { title: 'Qty', text: (i) => String(i.qty), min: 3 },
              { title: 'Price', text: (i) => formatSen(i.finalPriceSen), min: 9 },
            ]}
            rows={o.items}
            empty="No items."
            height={20}
          />
          <Text>
            <Text bold>Total </Text>
            {formatSen(o.charges.totalSen)}
          </Text>
          <Section title="Buyer">
            <Text>
              {o.buyer.name} · {o.buyer.email} {o.buyer.phone}
            </Text>
            {o.buyer.billingAddress && <Text>{o.buyer.billingAddress}</Text>}
          </Section>
          <Section title={o.delivery.selfPickup ? 'Self pick-up' : `Delivery · ${o.delivery.shippingTitle || '-'}`}>
            <Text>
              {o.delivery.name} {o.delivery.phone}
            </Text>
            <Text>{[o.delivery.address, o.delivery.postcode, o.delivery.city, o.delivery.state, o.delivery.country].filter(Boolean).join(', ')}</Text>
          </Section>
          <Section title="History">
            {history(o).map(([at, what], i) => (
              <Text key={i}>
                {dateTime(at)} {what}
              </Text>
            ))}
          </Section>
        </Box>
      ) : (
        <Text>Loading…</Text>
      )}
    </Screen>
  );
}
