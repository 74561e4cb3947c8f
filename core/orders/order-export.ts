import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { orderStatusName, type OrderStatusId } from './constants.ts';
import { courierName } from './couriers.ts';
import { AMOUNTS_SELECT, BUYER_SELECT, SHIP_ADDRESS_SELECT } from './order-selects.ts';
import { placedRange, statusIn } from './list-query.ts';
import type { TDateFilter, TOrderExportRow } from './schema.ts';

/** Where a page ended: the next page starts after this order. */
export type ExportCursor = { placedAt: Date; id: string };
type ExportPage = { rows: TOrderExportRow[]; next: ExportCursor | null; total: number | null };

/**
 * One page of an export, newest first, continuing after a cursor (placedAt, id): keyset pages on
 * (merchantId, status, placedAt) or (merchantId, placedAt), so exporting a million orders reads
 * each once. The first page also counts the whole export, for progress.
 */
export async function exportPage(ctx: Ctx, filter: TDateFilter, statuses: readonly number[], cursor: ExportCursor | null, limit: number): Promise<ExportPage> {
  const range = placedRange(ctx, filter);
  const where = { merchantId: ctx.merchantId, status: statuses.length === 1 ? statuses[0]! : statusIn(statuses), ...(range && { placedAt: range }) };
  const total = cursor ? null : await ctx.db.order.count({ where });
  const orders = await ctx.db.order.findMany({
    where: {
      ...where,
      ...(cursor && { AND: [{ placedAt: { lte: cursor.placedAt } }, { OR: [{ placedAt: { lt: cursor.placedAt } }, { id: { lt: cursor.id } }] }] }),
    },
    orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: {
      id: true,
      orderNo: true,
      placedAt: true,
      status: true,
      ...BUYER_SELECT,
      ...SHIP_ADDRESS_SELECT,
      ...AMOUNTS_SELECT,
      paidAt: true,
      invoiceNo: true,
      buyerNote: true,
      remarks: true,
      items: { orderBy: [{ sort: 'asc' }, { id: 'asc' }], select: { name: true, options: true, qty: true } },
      payments: { orderBy: [{ createdAt: 'desc' }], take: 1, select: { method: true } },
      shipments: { orderBy: [{ shippedAt: 'asc' }, { id: 'asc' }], select: { courier: true, trackingNo: true } },
    },
  });
  const local = (at: Date | null) => (at ? format(new TZDate(at.getTime(), ctx.timeZone), 'yyyy-MM-dd HH:mm') : '');
  const rows = orders.map(withNumbers).map((o) => ({
    id: o.id,
    orderNo: o.orderNo,
    placedAt: local(o.placedAt),
    status: o.status as OrderStatusId,
    statusName: orderStatusName(o.status as OrderStatusId),
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    buyerPhone: o.buyerPhone,
    shipTo: o.selfPickup ? 'Self pick-up' : [o.shipName, o.shipAddress, o.shipPostcode, o.shipCity, o.shipState, o.shipCountry].filter(Boolean).join(', '),
    items: o.items.map((i) => `${i.qty} x ${i.name}${i.options ? ` (${i.options})` : ''}`).join(' | '),
    subtotalSen: o.subtotalSen,
    discountSen: o.voucherSen + o.discountSen + o.memberPointsSen,
    shippingSen: o.shippingSen,
    taxSen: o.salesTaxSen + o.serviceTaxSen,
    totalSen: o.totalSen,
    paymentMethod: o.payments[0]?.method ?? '',
    paidAt: local(o.paidAt),
    courier: [...new Set(o.shipments.map((s) => courierName(s.courier)))].join(' | '),
    trackingNo: o.shipments.map((s) => s.trackingNo).join(' | '),
    invoiceNo: o.invoiceNo ?? '',
    buyerNote: o.buyerNote,
    remarks: o.remarks,
  }));
  const last = orders[orders.length - 1];
  return { rows, next: orders.length === limit && last ? { placedAt: last.placedAt, id: last.id } : null, total };
}
