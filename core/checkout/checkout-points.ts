import { DEFAULT_LOYALTY_SETTING } from '../loyalty/constants.ts';
import { balanceOf, spendPoints } from '../loyalty/ledger.ts';
import { PRICING_MESSAGES as P } from '../pricing/messages.ts';
import type { PointsTerms } from '../pricing/types.ts';
import { AppError } from '../shared/errors.ts';
import type { TenantTx } from './context.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { msg } from '../shared/messages.ts';

/** The points a member asks to pay with, their balance and the loyalty setting's value; null when none are asked. */
export async function loadPointsTerms(tx: TenantTx, memberId: string | null, requested: number): Promise<PointsTerms | null> {
  if (requested <= 0) return null;
  if (!memberId) throw new AppError('PRICING.POINTS_MEMBER_ONLY', M.pointsMemberOnly, 'invalid', 'redeemPoints');
  const setting = (await tx.db.loyaltySetting.findUnique({ where: { merchantId: tx.merchantId }, select: { enabled: true, thousandPointsSen: true } })) ?? DEFAULT_LOYALTY_SETTING;
  if (!setting.enabled) throw new AppError('PRICING.POINTS_DISABLED', P.pointsDisabled, 'invalid', 'redeemPoints');
  return { requested, balance: await balanceOf(tx, memberId), thousandPointsSen: setting.thousandPointsSen };
}

/** Spends the points an order paid with; the ledger re-reads the balance under the member's lock. */
export async function spendOrderPoints(tx: TenantTx, order: { id: string; orderNo: number; memberId: string | null; pointsRedeemed: number }): Promise<void> {
  if (!order.memberId || order.pointsRedeemed <= 0) return;
  await spendPoints(tx, { memberId: order.memberId, points: order.pointsRedeemed, orderId: order.id, note: msg('loyalty.paidOnOrder', { orderNo: order.orderNo }) });
}
