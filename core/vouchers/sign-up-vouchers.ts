import { VOUCHER_KIND } from './constants.ts';
import type { TenantCtx } from './store.ts';

/**
 * Gives a member who has just signed up (on the website, or by joining at checkout) every
 * first-time sign-up voucher (kind 2) of the merchant that is active and inside its claim period
 * now, into their wallet, in the sign-up's transaction. Each takes one of the voucher's quantity:
 * the count rises only while below it (one conditional write that PostgreSQL re-checks on the
 * row it locks), so simultaneous sign-ups never hand out more than the quantity; a voucher all
 * handed out is skipped. The member is new, so each voucher goes to them once. Answers the ids
 * of the vouchers given.
 */
export async function giveSignUpVouchers(tx: TenantCtx, memberId: string): Promise<string[]> {
  const now = tx.now();
  const vouchers = await tx.db.voucher.findMany({
    where: { merchantId: tx.merchantId, kind: VOUCHER_KIND.firstSignUp, active: true, claimStartAt: { lte: now }, claimEndAt: { gt: now } },
    select: { id: true },
    orderBy: [{ claimEndAt: 'asc' }, { id: 'asc' }],
  });
  const given: string[] = [];
  for (const { id } of vouchers) {
    const { count } = await tx.db.voucher.updateMany({
      where: { merchantId: tx.merchantId, id, claimedCount: { lt: tx.db.voucher.fields.quantity } },
      data: { claimedCount: { increment: 1 } },
    });
    if (count !== 1) continue;
    await tx.db.voucherClaim.create({ data: { merchantId: tx.merchantId, voucherId: id, memberId, claimedAt: now }, select: { id: true } });
    given.push(id);
  }
  return given;
}
