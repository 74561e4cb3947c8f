import type { Ctx } from '../shared/context.ts';
import { addDaysTo, startOfLocalDay } from '../shared/time.ts';
import type { CreditReason } from './kinds.ts';
import { creditBalance } from './ledger.ts';
import { ZCreditEntriesInput, type TCreditEntriesInput, type TCreditEntryPage } from './schema.ts';

/** A kind's balance and its movements between two calendar days of the merchant, newest first. */
export async function creditEntries(ctx: Ctx, raw: TCreditEntriesInput): Promise<TCreditEntryPage> {
  const input = ZCreditEntriesInput.parse(raw);
  const createdAt = {
    ...(input.from && { gte: startOfLocalDay(input.from, ctx.timeZone) }),
    ...(input.to && { lt: startOfLocalDay(addDaysTo(input.to, 1), ctx.timeZone) }),
  };
  const where = { merchantId: ctx.merchantId, kind: input.kind, ...((input.from || input.to) && { createdAt }) };
  const [balance, total, rows] = await Promise.all([
    creditBalance(ctx, input.kind),
    ctx.db.creditEntry.count({ where }),
    ctx.db.creditEntry.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: { id: true, delta: true, balanceAfter: true, reason: true, refId: true, note: true, createdAt: true },
    }),
  ]);
  return { balance, total, rows: rows.map((row) => ({ ...row, reason: row.reason as CreditReason })) };
}
