import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { addDaysTo, localDate } from '../shared/time.ts';
import { audited } from '../user-logs/audited.ts';
import { warrantyEndDate } from '../warranty/period.ts';
import { EMAIL_ADD_ON, PLUGINS_CATEGORY, type TAddOn, type TAddOnStatus } from './constants.ts';
import { ZAddOnRecordsInput, ZGatewayAddOnInput, type TAddOnOverview, type TAddOnRecord } from './schema.ts';

type Scoped = Pick<Ctx, 'db' | 'merchantId' | 'now' | 'timeZone'>;

const SELECT = { id: true, addOn: true, units: true, amountSen: true, startDate: true, endDate: true, status: true, createdAt: true } as const;
const dto = (row: { addOn: string; status: string } & Omit<TAddOnRecord, 'addOn' | 'status'>): TAddOnRecord => ({ ...row, addOn: row.addOn as TAddOn, status: row.status as TAddOnStatus });
const today = (ctx: Scoped) => localDate(ctx.now(), ctx.timeZone);

/** The e-mail add-on's periods running today or later, paid. */
const runningEmail = (ctx: Scoped) => ({ merchantId: ctx.merchantId, addOn: 'email', status: 'active', endDate: { gte: today(ctx) } });

/**
 * A year of the e-mail add-on on the merchant's calendar: from today, or, while one runs (a
 * renewal), from the day after the last one paid ends; to the day before the same date a year on.
 */
export async function emailPeriod(ctx: Scoped): Promise<{ startDate: string; endDate: string }> {
  const last = await ctx.db.addOnPurchase.findFirst({ where: runningEmail(ctx), orderBy: { endDate: 'desc' }, select: { endDate: true } });
  const startDate = last ? addDaysTo(last.endDate, 1) : today(ctx);
  return { startDate, endDate: warrantyEndDate(startDate, EMAIL_ADD_ON.periodMonths) };
}

/**
 * E-mail add-on units paid by card (MYR 159.00 a unit, billed annually): active at once for the
 * year that follows what the merchant already has. Runs in the transaction that marks the
 * payment paid, so once per payment.
 */
export async function grantEmailAddOn(tx: Scoped & Pick<Ctx, 'userId'>, units: number, amountSen: number): Promise<TAddOnRecord> {
  const data = { merchantId: tx.merchantId, addOn: 'email', units, amountSen, ...(await emailPeriod(tx)), status: 'active', createdBy: tx.userId, createdAt: tx.now() };
  return dto(await tx.db.addOnPurchase.create({ data, select: SELECT }));
}

/** A payment gateway asked of the account manager, who quotes and sets it up ("Add-on purchase request sent to account manager"). */
export function requestGatewayAddOn(ctx: Ctx, raw: unknown): Promise<TAddOnRecord> {
  const { addOn } = ZGatewayAddOnInput.parse(raw);
  return audited(ctx, { action: msg('log.plugins.addOnRequested', { addOn: term(`plugins.addOns.${addOn}`) }), category: PLUGINS_CATEGORY }, async (tx) => {
    const data = { merchantId: tx.merchantId, addOn, units: 1, amountSen: 0, status: 'requested', createdBy: tx.userId, createdAt: tx.now() };
    return dto(await tx.db.addOnPurchase.create({ data, select: SELECT }));
  });
}

/** The account manager set up a requested payment gateway (the operator's command): active from today, at the amount agreed. Once only. */
export async function fulfilGatewayRequest(ctx: Scoped, id: string, amountSen: number): Promise<TAddOnRecord> {
  const key = { merchantId_id: { merchantId: ctx.merchantId, id } };
  const { count } = await ctx.db.addOnPurchase.updateMany({ where: { merchantId: ctx.merchantId, id, status: 'requested' }, data: { status: 'active', startDate: today(ctx), amountSen } });
  const row = await ctx.db.addOnPurchase.findUnique({ where: key, select: SELECT });
  if (!row) throw notFound('addOnPurchase');
  if (count === 0) throw new Error(`Add-on purchase ${id} is ${row.status} already.`);
  return dto(row);
}

/** /app-add-on: the e-mail add-on's units running today, the end of what is paid, and the year a purchase now would buy. */
export async function addOnOverview(ctx: Scoped): Promise<TAddOnOverview> {
  const day = today(ctx);
  const [current, last, next] = await Promise.all([
    ctx.db.addOnPurchase.aggregate({ where: { ...runningEmail(ctx), startDate: { lte: day } }, _sum: { units: true } }),
    ctx.db.addOnPurchase.findFirst({ where: runningEmail(ctx), orderBy: { endDate: 'desc' }, select: { endDate: true } }),
    emailPeriod(ctx),
  ]);
  return { emailUnitsActive: current._sum.units ?? 0, emailPeriodEnd: last?.endDate ?? null, nextEmailPeriod: next };
}

/** /add-on/purchased-records: the merchant's add-on purchases and requests, newest first. */
export async function addOnRecords(ctx: Scoped, raw: unknown) {
  const input = ZAddOnRecordsInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.status && { status: input.status }) };
  const [total, rows] = await Promise.all([ctx.db.addOnPurchase.count({ where }), ctx.db.addOnPurchase.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) })]);
  return { items: rows.map(dto), total, page: input.page, pageSize: input.pageSize };
}
