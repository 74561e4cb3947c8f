import { fromBigInt } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { dateFilter, orderSearch } from '../fulfilment/list-filters.ts';
import type { TInvoiceListInput, TInvoicePage } from './schema.ts';

/** The invoice list: orders with an invoice number, newest invoice first. */
export async function listInvoices(ctx: Ctx, input: TInvoiceListInput): Promise<TInvoicePage> {
  const dates = dateFilter(ctx, input);
  const where = {
    merchantId: ctx.merchantId,
    invoiceNo: { not: null },
    ...(dates && { invoiceDate: dates }),
    ...orderSearch(ctx, input.search),
  };
  const [rows, total] = await Promise.all([
    ctx.db.order.findMany({
      where,
      orderBy: [{ invoiceDate: 'desc' }, { orderNo: 'desc' }],
      select: { id: true, orderNo: true, invoiceNo: true, invoiceDate: true, buyerName: true, totalSen: true, status: true },
      ...skipTake(input),
    }),
    ctx.db.order.count({ where }),
  ]);
  return {
    items: rows.map((r) => ({ orderId: r.id, orderNo: r.orderNo, invoiceNo: r.invoiceNo!, invoiceDate: r.invoiceDate!, buyerName: r.buyerName, totalSen: fromBigInt(r.totalSen), status: r.status })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
