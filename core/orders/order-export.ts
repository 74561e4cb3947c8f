import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { z } from 'zod';
import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { orderStatusName, type OrderStatusId } from './constants.ts';
import { courierName } from './couriers.ts';
import { AMOUNTS_SELECT, BUYER_SELECT, SHIP_ADDRESS_SELECT } from './order-selects.ts';
import { placedRange, statusIn } from './list-query.ts';
import { ORDER_STATUSES, QUOTATION_STATUSES } from './order-store.ts';
import { ZOrderExportInput, ZQuotationExportInput, type TOrderExportInput, type TOrderExportRow, type TQuotationExportInput } from './schema.ts';

type ExportPage = { rows: TOrderExportRow[]; next: { placedAt: Date; id: string } | null; total: number | null };

/** One page of the order export (statuses 1 to 9; quotations are exported on their own). */
export function exportOrdersPage(ctx: Ctx, raw: TOrderExportInput): Promise<ExportPage> {
  const input = ZOrderExportInput.parse(raw);
  return exportPage(ctx, input, input.status === 0 ? ORDER_STATUSES : [input.status]);
}

/** One page of the quotations' export (10 and 11), in the order export's columns. */
export function exportQuotationsPage(ctx: Ctx, raw: TQuotationExportInput): Promise<ExportPage> {
  const input = ZQuotationExportInput.parse(raw);
  return exportPage(ctx, input, input.status === 0 ? QUOTATION_STATUSES : [input.status]);
}

/**
 * One page of an export, newest first, continuing after a cursor (placedAt, id): keyset pages on
 * (merchantId, status, placedAt) or (merchantId, placedAt), so exporting a million orders reads
 * each once. The first page also counts the whole export, for progress.
 */
async function exportPage(ctx: Ctx, input: Omit<z.infer<typeof ZOrderExportInput>, 'status'>, statuses: readonly number[]): Promise<ExportPage> {
  const range = placedRange(ctx, input);
  const cursor = input.cursor;
  const where = { merchantId: ctx.merchantId, status: statuses.length === 1 ? statuses[0]! : statusIn(statuses), ...(range && { placedAt: range }) };
  const total = cursor ? null : await ctx.db.order.count({ where });
  const orders = await ctx.db.order.findMany({
    where: {
      ...where,
      ...(cursor && { AND: [{ placedAt: { lte: cursor.placedAt } }, { OR: [{ placedAt: { lt: cursor.placedAt } }, { id: { lt: cursor.id } }] }] }),
    },
    orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
    take: input.limit,
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
  return { rows, next: orders.length === input.limit && last ? { placedAt: last.placedAt, id: last.id } : null, total };
}
