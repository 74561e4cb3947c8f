import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { fromBigInt } from '../db/bigint.ts';
import { REFERRAL_PAID_STATUSES, REFERRAL_UNPAID_STATUSES, orderStatusName, type OrderStatusId } from '../orders/constants.ts';
import { reportDaysOf, shownDays } from '../reports/report-days.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { REFERRAL_MODULE, referralLog, type CommissionState } from './constants.ts';
import {
  ZCommissionReportInput,
  ZMarkCommissionsPaidInput,
  type TCommissionReport,
  type TCommissionReportInput,
  type TCommissionRow,
  type TCommissionTotals,
  type TMarkCommissionsPaidInput,
  type TMarkCommissionsPaidResult,
} from './schema.ts';
import { loadPerson } from './store.ts';

const paidSet = [...REFERRAL_PAID_STATUSES];
const unpaidSet = [...REFERRAL_UNPAID_STATUSES];

/** Which orders each commission state holds: paid out; due (paid set, not paid out); not due (unpaid set, not paid out). */
export const STATE_WHERE: Record<CommissionState, Prisma.OrderWhereInput> = {
  paid: { commissionPaidAt: { not: null } },
  payable: { commissionPaidAt: null, status: { in: paidSet } },
  not_payable: { commissionPaidAt: null, status: { in: unpaidSet } },
};

export const commissionOrderSelect = {
  id: true,
  orderNo: true,
  buyerName: true,
  placedAt: true,
  status: true,
  subtotalSen: true,
  discountSen: true,
  voucherSen: true,
  memberPointsSen: true,
  commissionRateBp: true,
  commissionSen: true,
  commissionPaidAt: true,
  referralPersonId: true,
  referrerCode: true,
  referrerName: true,
} as const;
export type CommissionOrder = Prisma.OrderGetPayload<{ select: typeof commissionOrderSelect }>;

/** The goods total the commission is a percent of: what pricing calls the net of goods (subtotal less discount, voucher and points). */
const goodsOf = (o: Pick<CommissionOrder, 'subtotalSen' | 'discountSen' | 'voucherSen' | 'memberPointsSen'>) =>
  Math.max(0, fromBigInt(o.subtotalSen) - fromBigInt(o.discountSen) - fromBigInt(o.voucherSen) - fromBigInt(o.memberPointsSen));

export function stateOf(o: { status: number; commissionPaidAt: Date | null }): CommissionState {
  if (o.commissionPaidAt) return 'paid';
  return (REFERRAL_PAID_STATUSES as readonly number[]).includes(o.status) ? 'payable' : 'not_payable';
}

export const commissionRowOf = (o: CommissionOrder): TCommissionRow => ({
  orderId: o.id,
  orderNo: o.orderNo,
  buyerName: o.buyerName,
  placedAt: o.placedAt,
  statusId: o.status,
  statusName: orderStatusName(o.status as OrderStatusId, 'referral'),
  goodsSen: goodsOf(o),
  commissionRateBp: o.commissionRateBp,
  commissionSen: fromBigInt(o.commissionSen),
  state: stateOf(o),
  commissionPaidAt: o.commissionPaidAt,
});

/** Sums of the orders where holds, per commission state. */
export async function totalsOf(ctx: Ctx, where: Prisma.OrderWhereInput): Promise<TCommissionTotals> {
  const sums = { _count: { _all: true }, _sum: { subtotalSen: true, discountSen: true, voucherSen: true, memberPointsSen: true, commissionSen: true } } as const;
  const [paid, payable, notPayable] = await Promise.all(
    (['paid', 'payable', 'not_payable'] as const).map((state) => ctx.db.order.aggregate({ where: { AND: [where, STATE_WHERE[state]] }, ...sums })),
  );
  const totals: TCommissionTotals = { orders: 0, goodsSen: 0, commissionSen: 0, payableSen: 0, paidSen: 0, notPayableSen: 0 };
  for (const [part, key] of [[paid!, 'paidSen'], [payable!, 'payableSen'], [notPayable!, 'notPayableSen']] as const) {
    const s = part._sum;
    const commission = fromBigInt(s.commissionSen ?? 0);
    totals.orders += part._count._all;
    totals.goodsSen += fromBigInt(s.subtotalSen ?? 0) - fromBigInt(s.discountSen ?? 0) - fromBigInt(s.voucherSen ?? 0) - fromBigInt(s.memberPointsSen ?? 0);
    totals.commissionSen += commission;
    totals[key] += commission;
  }
  return totals;
}

/** A person's orders over the period with their commissions and where each stands, newest first, and the totals of them all. */
export async function referralCommissionReport(ctx: Ctx, raw: TCommissionReportInput): Promise<TCommissionReport> {
  const input = ZCommissionReportInput.parse(raw);
  const person = await loadPerson(ctx, input.id);
  const days = await reportDaysOf(ctx, input);
  const period: Prisma.OrderWhereInput = { merchantId: ctx.merchantId, referralPersonId: person.id, placedAt: { gte: days.gte, lt: days.lt } };
  const where: Prisma.OrderWhereInput = input.state ? { AND: [period, STATE_WHERE[input.state]] } : period;
  const [rows, total, totals] = await Promise.all([
    ctx.db.order.findMany({ where, select: commissionOrderSelect, orderBy: [{ placedAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.order.count({ where }),
    totalsOf(ctx, period),
  ]);
  return {
    days: shownDays(days),
    person: { id: person.id, name: person.name, customName: person.customName, groupName: person.group?.name ?? null, commissionPercent: person.group?.commissionPercent ?? 0 },
    items: rows.map(commissionRowOf),
    total,
    page: input.page,
    pageSize: input.pageSize,
    totals,
  };
}

/** Marks the commissions of the given orders paid out: only referred orders in the paid set not yet marked; the rest are skipped. */
export function markCommissionsPaid(ctx: Ctx, raw: TMarkCommissionsPaidInput): Promise<TMarkCommissionsPaidResult> {
  const orderIds = [...new Set(ZMarkCommissionsPaidInput.parse(raw).orderIds)];
  return audited(
    ctx,
    (result) => ({ action: referralLog('commissionsPaid', { count: result.marked }), category: REFERRAL_MODULE }),
    async (tx) => {
      const { count } = await tx.db.order.updateMany({
        where: { merchantId: tx.merchantId, id: { in: orderIds }, referralPersonId: { not: null }, ...STATE_WHERE.payable },
        data: { commissionPaidAt: tx.now() },
      });
      return { marked: count, skipped: orderIds.length - count };
    },
  );
}
