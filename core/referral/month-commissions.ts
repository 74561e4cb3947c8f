import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { startOfLocalDay } from '../shared/time.ts';
import { commissionOrderSelect, commissionRowOf, totalsOf } from './commissions.ts';
import { ZMonthCommissionsInput, type TMonthCommissionsInput, type TMonthCommissionsPage } from './schema.ts';

/** The first day of the month after 'YYYY-MM'. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** Every referred order placed in the month (the merchant's calendar), grouped by person, with its commission and where it stands; totals of them all. */
export async function monthCommissions(ctx: Ctx, raw: TMonthCommissionsInput): Promise<TMonthCommissionsPage> {
  const input = ZMonthCommissionsInput.parse(raw);
  const where: Prisma.OrderWhereInput = {
    merchantId: ctx.merchantId,
    referralPersonId: { not: null },
    placedAt: { gte: startOfLocalDay(`${input.month}-01`, ctx.timeZone), lt: startOfLocalDay(nextMonth(input.month), ctx.timeZone) },
  };
  const [rows, total, totals] = await Promise.all([
    ctx.db.order.findMany({ where, select: commissionOrderSelect, orderBy: [{ referralPersonId: 'asc' }, { placedAt: 'asc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.order.count({ where }),
    totalsOf(ctx, where),
  ]);
  const persons = await ctx.db.referralPerson.findMany({
    where: { merchantId: ctx.merchantId, id: { in: [...new Set(rows.map((r) => r.referralPersonId!))] } },
    select: { id: true, name: true, customName: true },
  });
  const byId = new Map(persons.map((p) => [p.id, p]));
  return {
    // A deleted person's orders keep the code and name the order was placed with.
    items: rows.map((o) => ({ ...commissionRowOf(o), person: byId.get(o.referralPersonId!) ?? { id: o.referralPersonId!, name: o.referrerName, customName: o.referrerCode ?? '' } })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    totals,
  };
}
