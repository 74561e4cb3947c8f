import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import type { DayRange } from './delivery-days.ts';
import type { TDisabledDateInput, TDisabledDateRow } from './settings-schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'my_sales';
const select = { id: true, fromDate: true, toDate: true, addedBy: true, createdAt: true } as const;

/** The log line of a day or a range of days: added (delivery disabled) or removed (enabled again). */
const logLine = (change: 'disabled' | 'enabled', d: { fromDate: string; toDate: string }) =>
  d.fromDate === d.toDate ? msg(`log.shipping.delivery${change === 'disabled' ? 'Disabled' : 'Enabled'}`, { day: d.fromDate }) : msg(`log.shipping.delivery${change === 'disabled' ? 'Disabled' : 'Enabled'}Range`, { from: d.fromDate, to: d.toDate });

/** The merchant's days without delivery, latest first. */
export function listDisabledDates(ctx: Ctx): Promise<TDisabledDateRow[]> {
  return ctx.db.disabledDeliveryDate.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: [{ fromDate: 'desc' }, { id: 'asc' }] });
}

/** The ranges the checkout refuses as delivery days (see delivery-days.ts). */
export function disabledDeliveryRanges(db: DbClient, merchantId: string): Promise<DayRange[]> {
  return db.disabledDeliveryDate.findMany({ where: { merchantId }, select: { fromDate: true, toDate: true }, orderBy: { fromDate: 'asc' } });
}

/** A day or a range of days; the user who added it is kept by name, as the list shows it. */
export async function addDisabledDate(ctx: Ctx, input: TDisabledDateInput): Promise<TDisabledDateRow> {
  const range = { fromDate: input.fromDate, toDate: input.toDate ?? input.fromDate };
  return audited(ctx, { action: logLine('disabled', range), category: CATEGORY }, async (tx) => {
    const user = await tx.db.user.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: tx.userId } }, select: { name: true, username: true } });
    return tx.db.disabledDeliveryDate.create({ data: { merchantId: tx.merchantId, ...range, addedBy: user?.name || user?.username || '' }, select });
  });
}

export async function deleteDisabledDate(ctx: Ctx, id: string): Promise<void> {
  const row = await ctx.db.disabledDeliveryDate.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('disabledDate');
  await audited(ctx, { action: logLine('enabled', row), category: CATEGORY }, async (tx) => {
    await tx.db.disabledDeliveryDate.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
  });
}
