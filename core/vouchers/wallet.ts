import { assertMember } from './claims.ts';
import { discountText } from './discount-text.ts';
import { ZWalletInput, type TWalletInput, type TWalletVoucher } from './schema.ts';
import { VOUCHER_FIELDS, typedIds, type TenantCtx } from './store.ts';

/**
 * The vouchers in a member's wallet that they can use now, for the merchant's website: saved
 * ones (claims) and those given at sign-up. Each is active, inside its claim period, not fully
 * used, and within the member's limit (uses of cancelled orders do not count); soonest to end
 * first.
 */
export async function walletVouchers(ctx: TenantCtx, raw: TWalletInput): Promise<TWalletVoucher[]> {
  const { memberId } = ZWalletInput.parse(raw);
  await assertMember(ctx, memberId);
  const now = ctx.now();
  const claims = await ctx.db.voucherClaim.findMany({
    where: { merchantId: ctx.merchantId, memberId, voucher: { active: true, claimStartAt: { lte: now }, claimEndAt: { gt: now } } },
    select: { claimedAt: true, voucher: { select: VOUCHER_FIELDS } },
    orderBy: [{ voucher: { claimEndAt: 'asc' } }, { voucherId: 'asc' }],
  });
  const uses = await ctx.db.voucherUse.groupBy({
    by: ['voucherId'],
    where: { merchantId: ctx.merchantId, memberId, reversedAt: null, voucherId: { in: claims.map((c) => c.voucher.id) } },
    _count: { _all: true },
  });
  const usedBy = new Map(uses.map((u) => [u.voucherId, u._count._all]));
  return claims.flatMap(({ claimedAt, voucher }) => {
    const { quantity, usedCount, perMemberLimit, id, name, code, kind, type, discountType, amountSen, percentBp, maxDiscountSen, minCartSen, claimEndAt } = typedIds(voucher);
    const row = { id, name, code, kind, type, discountType, amountSen, percentBp, maxDiscountSen, minCartSen, claimEndAt };
    const usesLeft = perMemberLimit - (usedBy.get(row.id) ?? 0);
    if (usedCount >= quantity || usesLeft <= 0) return [];
    return [{ ...row, discountAmount: discountText(row), claimedAt, usesLeft }];
  });
}
