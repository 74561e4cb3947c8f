import { SERVICE_PAYMENT_STATES, servicePaymentState } from '../account/service-payments.ts';
import { latestAnnouncements } from '../announcements/announcements.ts';
import type { Ctx } from '../shared/context.ts';
import type { THomeSummary, TServicePayment } from './schema.ts';

/** The unpaid service-order invoices by payment state, read on (merchantId, paidAt, dueAt). */
async function servicePayments(ctx: Ctx): Promise<TServicePayment[]> {
  const unpaid = await ctx.db.serviceInvoice.findMany({
    where: { merchantId: ctx.merchantId, paidAt: null },
    select: { dueAt: true, amountSen: true },
    orderBy: { dueAt: 'asc' },
  });
  const now = ctx.now();
  return SERVICE_PAYMENT_STATES.map((state) => {
    const mine = unpaid.filter((i) => servicePaymentState(i.dueAt, now, ctx.timeZone) === state);
    return { state, invoices: mine.length, amountSen: mine.reduce((sum, i) => sum + i.amountSen, 0), nextDueAt: mine[0]?.dueAt ?? null };
  });
}

/** The home page: the greeting, the latest announcements and, for the master admin, the service-order payments. */
export async function homeSummary(ctx: Ctx): Promise<THomeSummary> {
  const [merchant, user, announcements, payments] = await Promise.all([
    ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { name: true } }),
    ctx.db.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: ctx.userId } }, select: { name: true } }),
    latestAnnouncements(ctx),
    ctx.isMasterAdmin ? servicePayments(ctx) : null,
  ]);
  return { merchantName: merchant.name, userName: user.name, announcements, servicePayments: payments };
}
