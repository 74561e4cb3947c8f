import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderDetail } from '../../../core/orders/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { downloadFile } from '../../app/files.ts';
import { formatMoney, useCount, useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { stackedTable } from '../../components/stacked-table.tsx';
import { usePlaces } from '../../components/use-places.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { ShipmentTracking } from '../../components/parcels/shipment-tracking.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={{ base: 110, sm: 150 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" miw={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value === '' || value === null || value === undefined ? '—' : value}
      </Text>
    </Group>
  );
}

/** Every part of an order: buyer, delivery, items, charges, payments, shipments, invoice, referrer and notes. */
export function OrderDetailView({ order, compact = false }: { order: TOrderDetail; compact?: boolean }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const dateTime = useDateTime();
  const places = usePlaces();
  const c = order.charges;
  const charges: [string, number][] = [
    [t('orders.charges.subtotal'), c.subtotalSen],
    [c.voucherCode ? t('orders.charges.voucherCode', { code: c.voucherCode }) : t('orders.charges.voucher'), -c.voucherSen],
    [t('orders.charges.discount'), -c.discountSen],
    [t('orders.charges.memberPoints', { points: formatCount(c.pointsRedeemed) }), -c.memberPointsSen],
    [t('orders.charges.shipping'), c.shippingSen + c.shippingDiscountSen],
    [t('orders.charges.shippingDiscount'), -c.shippingDiscountSen],
    [t('orders.charges.salesTax'), c.salesTaxSen],
    [t('orders.charges.serviceTax'), c.serviceTaxSen],
    [t('orders.charges.addOn'), c.addOnSen],
    ...c.additionalCharges.map((a): [string, number] => [a.name, a.sen]),
  ];
  const cols = compact ? 1 : { base: 1, md: 2 };
  return (
    <Stack data-testid="order-detail">
      <Group gap="sm">
        <Title order={2} size="h3">
          {t('orders.detail.title', { no: order.orderNo })}
        </Title>
        <OrderStatusBadge status={order.status} />
        {!order.shippingQuoted && <Text c="orange" size="sm">{t('orders.detail.awaitingQuote')}</Text>}
      </Group>
      <SimpleGrid cols={cols}>
        <Section title={t('orders.detail.buyer')}>
          <Field label={t('orders.fields.placedAt')} value={dateTime(order.placedAt)} />
          <Field label={t('orders.fields.platform')} value={t(`orders.platforms.${order.platform}`)} />
          <Field label={t('orders.fields.buyerName')} value={order.buyer.name} />
          <Field label={t('orders.fields.email')} value={order.buyer.email} />
          <Field label={t('orders.fields.phone')} value={ltr(order.buyer.phone)} />
          <Field label={t('orders.fields.billingAddress')} value={order.buyer.billingAddress} />
        </Section>
        <Section title={t('orders.detail.delivery')}>
          {order.delivery.selfPickup ? (
            <Field label={t('orders.fields.method')} value={t('orders.detail.selfPickup')} />
          ) : (
            <>
              <Field
                label={t('orders.fields.recipient')}
                value={
                  <>
                    {order.delivery.name}
                    {'\n'}
                    {ltr(order.delivery.phone)}
                  </>
                }
              />
              <Field
                label={t('orders.fields.address')}
                value={places.address({ line: order.delivery.address, postcode: order.delivery.postcode, city: order.delivery.city, state: order.delivery.state, country: order.delivery.country }).join('\n')}
              />
            </>
          )}
          <Field label={t('orders.fields.shippingOption')} value={order.delivery.shippingTitle} />
          <Field label={t('orders.fields.cod')} value={order.delivery.cod ? t('orders.detail.yes') : t('orders.detail.no')} />
          {order.delivery.deliveryDate && <Field label={t('orders.fields.deliveryDate')} value={`${order.delivery.deliveryDate} ${order.delivery.deliverySlot ?? ''}`} />}
          <Field label={t('orders.fields.weight')} value={`${order.delivery.weightGrams} g`} />
        </Section>
      </SimpleGrid>
      <Section title={t('orders.detail.items')}>
        <Table data-testid="order-items" className={stackedTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.fields.item')}</Table.Th>
              {!compact && <Table.Th>{t('orders.fields.sku')}</Table.Th>}
              <Table.Th ta="right">{t('orders.fields.qty')}</Table.Th>
              <Table.Th ta="right">{t('orders.fields.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('orders.fields.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td data-label={t('orders.fields.item')}>
                  <Text size="sm">{item.name}</Text>
                  {item.options && (
                    <Text size="xs" c="dimmed">
                      {item.options}
                    </Text>
                  )}
                </Table.Td>
                {!compact && <Table.Td data-label={t('orders.fields.sku')}>{item.sku}</Table.Td>}
                <Table.Td ta="right" data-label={t('orders.fields.qty')}>
                  {item.qty}
                </Table.Td>
                <Table.Td ta="right" data-label={t('orders.fields.unitPrice')}>
                  {formatMoney(item.singlePriceSen)}
                </Table.Td>
                <Table.Td ta="right" data-label={t('orders.fields.amount')}>
                  {formatMoney(item.finalPriceSen)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2} align="flex-end">
          {charges
            .filter(([, sen], i) => i === 0 || sen !== 0)
            .map(([label, sen]) => (
              <Group key={label} gap="md">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" w={120} ta="right">
                  {formatMoney(sen)}
                </Text>
              </Group>
            ))}
          <Group gap="md">
            <Text fw={700}>{t('orders.charges.total')}</Text>
            <Text fw={700} w={120} ta="right" data-testid="order-total">
              {formatMoney(c.totalSen)}
            </Text>
          </Group>
        </Stack>
      </Section>
      <SimpleGrid cols={cols}>
        <Section title={t('orders.detail.payments')}>
          {order.payments.length === 0 && <Text size="sm" c="dimmed">{t('orders.detail.noPayment')}</Text>}
          {order.payments.map((p) => (
            <Stack key={p.id} gap={2}>
              <Field label={t('orders.fields.method')} value={t(`orders.paymentMethods.${p.method}`, { defaultValue: p.method })} />
              <Field label={t('orders.fields.amount')} value={formatMoney(p.amountSen)} />
              <Field label={t('orders.fields.paidOn')} value={dateTime(p.paidOn)} />
              <Field label={t('orders.fields.bankName')} value={p.bankName} />
              <Field label={t('orders.fields.accountNumber')} value={p.accountNumber} />
              <Field label={t('orders.fields.transactionId')} value={p.transactionId} />
              {p.attachment && (
                <Field
                  label={t('orders.fields.attachment')}
                  value={
                    <Anchor component="button" type="button" size="sm" onClick={() => downloadFile(`/api/uploads/${p.attachment!.id}`, p.attachment!.fileName).catch(showError)}>
                      {p.attachment.fileName}
                    </Anchor>
                  }
                />
              )}
            </Stack>
          ))}
          <Field label={t('orders.fields.invoiceNo')} value={order.invoice.no} />
          <Field label={t('orders.fields.invoiceDate')} value={order.invoice.date ? dateTime(order.invoice.date, false) : ''} />
        </Section>
        <Section title={t('orders.detail.shipments')}>
          {order.shipments.length === 0 && <Text size="sm" c="dimmed">{t('orders.detail.noShipment')}</Text>}
          {order.shipments.map((s) => (
            <Stack key={s.id} gap={2} data-testid="order-shipment">
              <Field label={t('orders.fields.courier')} value={s.courierName} />
              <Field label={t('orders.fields.trackingNo')} value={s.trackingNo} />
              <Field label={t('orders.fields.shippedAt')} value={dateTime(s.shippedAt)} />
              {s.remark && <Field label={t('orders.fields.remark')} value={s.remark} />}
              <ShipmentTracking orderId={order.id} shipmentId={s.id} />
            </Stack>
          ))}
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={cols}>
        <Section title={t('orders.detail.notes')}>
          <Field label={t('orders.fields.buyerNote')} value={order.notes.buyerNote} />
          <Field label={t('orders.fields.remarks')} value={order.notes.remarks} />
          {order.notes.cancelRemark && <Field label={t('orders.fields.cancelRemark')} value={translateMessage(order.notes.cancelRemark)} />}
          {order.quotation.reply && <Field label={t('orders.fields.quotationReply')} value={order.quotation.reply} />}
        </Section>
        <Section title={t('orders.detail.referrer')}>
          <Field label={t('orders.fields.referrer')} value={order.referrer.name || order.referrer.code} />
          <Field label={t('orders.fields.commissionRate')} value={`${(order.referrer.commissionRateBp / 100).toFixed(2)}%`} />
          <Field label={t('orders.fields.commission')} value={formatMoney(order.referrer.commissionSen)} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
