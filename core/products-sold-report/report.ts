import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { fromBigInt } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { startOfLocalDay } from '../shared/time.ts';
import { SOLD_STATUSES } from './constants.ts';
import { ZReportInput, type TProductsSoldReport, type TReportCustomer, type TReportInput } from './schema.ts';

/** The days of a filter (this month when blank) and the half-open UTC range they cover in the merchant's calendar. */
function rangeOf(ctx: Ctx, filter: { from?: string | undefined; to?: string | undefined }) {
  const today = new TZDate(ctx.now().getTime(), ctx.timeZone);
  const from = filter.from ?? format(startOfMonth(today), 'yyyy-MM-dd');
  const to = filter.to ?? format(endOfMonth(today), 'yyyy-MM-dd');
  const dayAfter = format(addDays(new Date(`${to}T12:00:00Z`), 1), 'yyyy-MM-dd');
  return { from, to, gte: startOfLocalDay(from, ctx.timeZone), lt: startOfLocalDay(dayAfter, ctx.timeZone) };
}

interface Figures {
  from: string;
  to: string;
  products: TProductsSoldReport['products'];
  totals: TProductsSoldReport['totals'];
  /** Every customer, most spent first. */
  customers: TReportCustomer[];
}

/**
 * The chosen products' sales in paid orders placed in the range (Payment Made onward, never a
 * cancelled or refunded order), and the customers who bought them. A customer is the member, or
 * for guests the e-mail address; their name, e-mail and phone are those of their latest order.
 */
export async function reportFigures(ctx: Ctx, filter: { productIds: string[]; from?: string | undefined; to?: string | undefined }): Promise<Figures> {
  const range = rangeOf(ctx, filter);
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: filter.productIds } }, select: { id: true, nameEn: true, sku: true } });
  const missing = filter.productIds.findIndex((id) => !products.some((p) => p.id === id));
  if (missing >= 0) throw new AppError('PRODUCT.NOT_FOUND', notFound('product').message, 'not_found', `productIds.${missing}`);
  const ordered = filter.productIds.map((id) => products.find((p) => p.id === id)!);
  const column = new Map(ordered.map((p, i) => [p.id, i]));

  const lines = await ctx.db.orderItem.findMany({
    where: { merchantId: ctx.merchantId, productId: { in: filter.productIds }, order: { status: { in: [...SOLD_STATUSES] }, placedAt: { gte: range.gte, lt: range.lt } } },
    select: { productId: true, qty: true, finalPriceSen: true, orderId: true, order: { select: { memberId: true, buyerName: true, buyerEmail: true, buyerPhone: true, placedAt: true } } },
  });

  const perProduct = ordered.map(() => ({ orders: new Set<string>(), units: 0, salesSen: 0 }));
  const customers = new Map<string, TReportCustomer & { orderIds: Set<string>; memberId: string | null; latest: Date }>();
  for (const { finalPriceSen, ...line } of lines) {
    const lineSen = fromBigInt(finalPriceSen);
    const i = column.get(line.productId!)!;
    const p = perProduct[i]!;
    p.orders.add(line.orderId);
    p.units += line.qty;
    p.salesSen += lineSen;
    const o = line.order;
    const email = o.buyerEmail.trim().toLowerCase();
    const key = o.memberId ? `m:${o.memberId}` : email ? `e:${email}` : `n:${o.buyerName.trim().toLowerCase()}`;
    let c = customers.get(key);
    if (!c) {
      c = { key, name: o.buyerName, email: o.buyerEmail, phone: o.buyerPhone, memberNo: null, orders: 0, units: 0, totalSen: 0, unitsByProduct: ordered.map(() => 0), orderIds: new Set(), memberId: o.memberId, latest: o.placedAt };
      customers.set(key, c);
    }
    if (o.placedAt > c.latest) Object.assign(c, { name: o.buyerName, email: o.buyerEmail, phone: o.buyerPhone, latest: o.placedAt });
    c.orderIds.add(line.orderId);
    c.units += line.qty;
    c.totalSen += lineSen;
    c.unitsByProduct[i]! += line.qty;
  }

  const memberIds = [...customers.values()].flatMap((c) => (c.memberId ? [c.memberId] : []));
  const members = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, id: { in: memberIds } }, select: { id: true, memberNo: true } });
  const memberNo = new Map(members.map((m) => [m.id, m.memberNo]));
  const rows = [...customers.values()]
    .map(({ orderIds, memberId, latest: _latest, ...c }) => ({ ...c, orders: orderIds.size, memberNo: memberId ? (memberNo.get(memberId) ?? null) : null }))
    .sort((a, b) => b.totalSen - a.totalSen || b.units - a.units || a.name.localeCompare(b.name) || a.key.localeCompare(b.key));

  return {
    from: range.from,
    to: range.to,
    products: ordered.map((p, i) => ({ productId: p.id, name: p.nameEn, sku: p.sku, orders: perProduct[i]!.orders.size, units: perProduct[i]!.units, salesSen: perProduct[i]!.salesSen })),
    totals: {
      orders: new Set(lines.map((l) => l.orderId)).size,
      units: perProduct.reduce((n, p) => n + p.units, 0),
      salesSen: perProduct.reduce((n, p) => n + p.salesSen, 0),
      customers: rows.length,
    },
    customers: rows,
  };
}

/** The products sold and customer report: each product's figures and a page of its customers. */
export async function productsSoldReport(ctx: Ctx, raw: TReportInput): Promise<TProductsSoldReport> {
  const input = ZReportInput.parse(raw);
  const figures = await reportFigures(ctx, input);
  const start = (input.page - 1) * input.pageSize;
  return {
    from: figures.from,
    to: figures.to,
    timeZone: ctx.timeZone,
    products: figures.products,
    totals: figures.totals,
    customers: { items: figures.customers.slice(start, start + input.pageSize), total: figures.customers.length, page: input.page, pageSize: input.pageSize },
  };
}
