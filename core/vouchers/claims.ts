import { withTransaction } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { CLAIM_ERROR_CODES as C, VOUCHER_KIND, VOUCHER_MESSAGES as M, VOUCHER_MODE } from './constants.ts';
import { discountText } from './discount-text.ts';
import { ZClaimInput, ZClaimableInput, type TClaimInput, type TClaimableVoucher, type TVoucherClaim } from './schema.ts';
import { typedIds, type TenantCtx } from './store.ts';

/**
 * Members save normal vouchers to their wallet on the merchant's website. Bulk vouchers go out
 * through their codes and first-time sign-up vouchers are meant for new members as they sign up,
 * so neither is claimed.
 */
const CLAIMABLE_KIND = VOUCHER_KIND.normal;

/** A member of this merchant; another merchant's id is not found. */
export async function assertMember(ctx: TenantCtx, memberId: string): Promise<void> {
  const member = await ctx.db.member.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: memberId } }, select: { id: true } });
  if (!member) throw notFound('member');
}

/**
 * The vouchers the website lists now: displayed, active, normal, inside their claim period and
 * not all claimed. Members-only vouchers are listed to a member only; for a member each says
 * whether it is in their wallet already.
 */
export async function claimableVouchers(ctx: TenantCtx, raw: { memberId?: string }): Promise<TClaimableVoucher[]> {
  const { memberId } = ZClaimableInput.parse(raw);
  if (memberId) await assertMember(ctx, memberId);
  const now = ctx.now();
  const rows = await ctx.db.voucher.findMany({
    where: {
      merchantId: ctx.merchantId,
      kind: CLAIMABLE_KIND,
      displayed: true,
      active: true,
      claimStartAt: { lte: now },
      claimEndAt: { gt: now },
      ...(!memberId && { mode: VOUCHER_MODE.public }),
    },
    select: { id: true, name: true, code: true, kind: true, type: true, discountType: true, amountSen: true, percentBp: true, maxDiscountSen: true, minCartSen: true, mode: true, claimEndAt: true, quantity: true, claimedCount: true },
    orderBy: [{ claimEndAt: 'asc' }, { id: 'asc' }],
  });
  const open = rows.filter((r) => r.claimedCount < r.quantity);
  const claimed = memberId
    ? new Set((await ctx.db.voucherClaim.findMany({ where: { merchantId: ctx.merchantId, memberId, voucherId: { in: open.map((r) => r.id) } }, select: { voucherId: true } })).map((c) => c.voucherId))
    : new Set<string>();
  return open.map((raw) => {
    const { kind: _kind, quantity, claimedCount, ...row } = typedIds(raw);
    return { ...row, discountAmount: discountText(row), remaining: quantity - claimedCount, claimed: claimed.has(row.id) };
  });
}

const refuse = (code: string, message: string) => new AppError(code, message, 'conflict', 'voucherId');

/**
 * A member saves a voucher to their wallet, once. Refused when the voucher is inactive or not
 * a normal one, outside its claim period, all claimed, or already in this member's wallet.
 * Concurrency: the count goes up only while it is below the quantity (one conditional write,
 * which PostgreSQL re-checks on the row it locks), and the claim row is unique per voucher and
 * member, so neither the last voucher nor a double claim can be taken twice.
 */
export function claimVoucher(ctx: TenantCtx, raw: TClaimInput): Promise<TVoucherClaim> {
  const { memberId, voucherId } = ZClaimInput.parse(raw);
  return withTransaction(ctx, async (tx) => {
    await assertMember(tx, memberId);
    const voucher = await tx.db.voucher.findUnique({
      where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } },
      select: { kind: true, active: true, claimStartAt: true, claimEndAt: true },
    });
    if (!voucher) throw notFound('voucher');
    const now = tx.now();
    if (!voucher.active || voucher.kind !== CLAIMABLE_KIND) throw refuse(C.notClaimable, M.notClaimable);
    if (now < voucher.claimStartAt) throw refuse(C.notStarted, M.claimNotStarted);
    if (now >= voucher.claimEndAt) throw refuse(C.ended, M.claimEnded);
    const held = await tx.db.voucherClaim.findUnique({ where: { merchantId_voucherId_memberId: { merchantId: tx.merchantId, voucherId, memberId } }, select: { id: true } });
    if (held) throw refuse(C.alreadyClaimed, M.alreadyClaimed);
    const { count } = await tx.db.voucher.updateMany({
      where: { merchantId: tx.merchantId, id: voucherId, claimedCount: { lt: tx.db.voucher.fields.quantity } },
      data: { claimedCount: { increment: 1 } },
    });
    if (count !== 1) throw refuse(C.fullyClaimed, M.fullyClaimed);
    try {
      const claim = await tx.db.voucherClaim.create({ data: { merchantId: tx.merchantId, voucherId, memberId, claimedAt: now }, select: { id: true, claimedAt: true } });
      const { claimedCount } = await tx.db.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } }, select: { claimedCount: true } });
      return { id: claim.id, voucherId, memberId, claimedAt: claim.claimedAt, claimedCount };
    } catch (error) {
      // A simultaneous claim of the same member committed first: the unique claim row refuses this one.
      if ((error as { code?: string }).code === 'P2002') throw refuse(C.alreadyClaimed, M.alreadyClaimed);
      throw error;
    }
  });
}
