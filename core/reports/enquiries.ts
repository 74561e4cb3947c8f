import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { assertReportAccess } from './access.ts';
import { ZEnquiryListInput, ZEnquiryRef, type TEnquiryDetail, type TEnquiryList, type TEnquiryListInput } from './enquiry-schema.ts';
import { reportDaysOf, shownDays } from './report-days.ts';

const REPORT = { module: 'report' } as const;

async function productNames(ctx: Ctx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: wanted } }, select: { id: true, nameEn: true } });
  return new Map(products.map((p) => [p.id, p.nameEn]));
}

/** A channel's enquiries in the period, newest first, found by name, e-mail, phone or subject. */
export async function listEnquiries(ctx: Ctx, raw: TEnquiryListInput): Promise<TEnquiryList> {
  assertReportAccess(ctx, REPORT);
  const input = ZEnquiryListInput.parse(raw);
  const days = await reportDaysOf(ctx, input);
  const text = input.search ? containsText(ctx.engine, input.search) : null;
  const where = {
    merchantId: ctx.merchantId,
    channel: input.channel,
    createdAt: { gte: days.gte, lt: days.lt },
    ...(text && { OR: [{ name: text }, { email: text }, { phone: text }, { subject: text }] }),
  };
  const [rows, total, unread] = await Promise.all([
    ctx.db.enquiry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
    ctx.db.enquiry.count({ where }),
    ctx.db.enquiry.count({ where: { merchantId: ctx.merchantId, channel: input.channel, readAt: null } }),
  ]);
  const names = await productNames(ctx, rows.map((r) => r.productId));
  return {
    days: shownDays(days),
    unread,
    rows: {
      items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, subject: r.subject, productName: r.productId ? (names.get(r.productId) ?? null) : null, createdAt: r.createdAt, read: r.readAt !== null })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    },
  };
}

/** One enquiry of the channel with every field the form sent; opening it marks it read. */
export async function enquiryDetail(ctx: Ctx, raw: { channel: string; id: string }): Promise<TEnquiryDetail> {
  assertReportAccess(ctx, REPORT);
  const { channel, id } = ZEnquiryRef.parse(raw);
  const found = await ctx.db.enquiry.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!found || found.channel !== channel) throw notFound('enquiry');
  const e = found.readAt ? found : await ctx.db.enquiry.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, data: { readAt: ctx.now() } });
  const names = await productNames(ctx, [e.productId]);
  return {
    id: e.id,
    channel,
    name: e.name,
    email: e.email,
    phone: e.phone,
    subject: e.subject,
    message: e.message,
    fields: JSON.parse(e.fields) as { label: string; value: string }[],
    page: e.page,
    ip: e.ip,
    referralCode: e.referralCode,
    productId: e.productId,
    productName: e.productId ? (names.get(e.productId) ?? null) : null,
    createdAt: e.createdAt,
    read: true,
  };
}
