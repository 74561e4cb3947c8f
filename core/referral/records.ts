import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { addDaysTo, startOfLocalDay } from '../shared/time.ts';
import type { RecordKind } from './constants.ts';
import { ZReferralRecordListInput, type TReferralRecordListInput, type TReferralRecordPage } from './schema.ts';

/** The instants of local days [from, to], either end open when absent. */
export function localRange(timeZone: string, from?: string, to?: string): Prisma.DateTimeFilter | undefined {
  if (!from && !to) return undefined;
  return { ...(from && { gte: startOfLocalDay(from, timeZone) }), ...(to && { lt: startOfLocalDay(addDaysTo(to, 1), timeZone) }) };
}

/** What the screen shows of each record's enquiry or order: the order number, or the enquirer's name and subject. */
async function refLabels(ctx: Ctx, rows: readonly { kind: string; refId: string }[]): Promise<Map<string, string>> {
  const ids = (kind: string) => rows.filter((r) => r.kind === kind && r.refId).map((r) => r.refId);
  const [orders, enquiries] = await Promise.all([
    ids('order').length ? ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids('order') } }, select: { id: true, orderNo: true } }) : [],
    ids('inquiry').length ? ctx.db.enquiry.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids('inquiry') } }, select: { id: true, name: true, subject: true } }) : [],
  ]);
  return new Map([
    ...orders.map((o) => [o.id, `#${o.orderNo}`] as const),
    ...enquiries.map((e) => [e.id, e.subject ? `${e.name}: ${e.subject}` : e.name] as const),
  ]);
}

/** The records list: what the persons' links brought, newest first; search finds the person by name or custom name. */
export async function listReferralRecords(ctx: Ctx, raw: TReferralRecordListInput): Promise<TReferralRecordPage> {
  const input = ZReferralRecordListInput.parse(raw);
  const matching = input.search
    ? await ctx.db.referralPerson.findMany({
        where: { merchantId: ctx.merchantId, OR: [{ name: containsText(ctx.engine, input.search) }, { customName: containsText(ctx.engine, input.search) }] },
        select: { id: true },
      })
    : null;
  const personIds = [...(matching ? [matching.map((p) => p.id)] : []), ...(input.personId ? [[input.personId]] : [])];
  const createdAt = localRange(ctx.timeZone, input.from, input.to);
  const where: Prisma.ReferralRecordWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.kind && { kind: input.kind }),
    ...(personIds.length && { AND: personIds.map((ids) => ({ personId: { in: ids } })) }),
    ...(createdAt && { createdAt }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.referralRecord.findMany({ where, select: { id: true, kind: true, createdAt: true, personId: true, refId: true }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.referralRecord.count({ where }),
  ]);
  const [persons, labels] = await Promise.all([
    ctx.db.referralPerson.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.personId))] } }, select: { id: true, name: true, customName: true } }),
    refLabels(ctx, rows),
  ]);
  const byId = new Map(persons.map((p) => [p.id, p]));
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as RecordKind,
      createdAt: r.createdAt,
      // A deleted person's records stay; they show the id alone.
      person: byId.get(r.personId) ?? { id: r.personId, name: '', customName: '' },
      refId: r.refId,
      refLabel: labels.get(r.refId) ?? '',
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
