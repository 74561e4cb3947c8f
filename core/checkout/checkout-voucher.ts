import { lockMember } from '../loyalty/ledger.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { PRICING_MESSAGES as P } from '../pricing/messages.ts';
import type { PricedCart, VoucherTerms } from '../pricing/types.ts';
import { AppError } from '../shared/errors.ts';
import { codeKey } from '../vouchers/code-format.ts';
import { VOUCHER_KIND, VOUCHER_MODE } from '../vouchers/constants.ts';
import { VOUCHER_FIELDS } from '../vouchers/store.ts';
import type { TenantTx } from './context.ts';
import type { CheckoutCart } from './pricing.ts';

/** What does not count as an earlier order for a first-order voucher: cancelled orders and quotations. */
const NOT_ORDERS = [ORDER_STATUS.cancelled, ORDER_STATUS.waitingForReply, ORDER_STATUS.quotationReplied];

const refuse = (code: string, message: string) => new AppError(`PRICING.${code}`, message, 'invalid', 'voucherCode');

/** What checkout reads of a voucher: its fields and the products a product voucher applies to. */
const voucherSelect = { ...VOUCHER_FIELDS, products: { select: { productId: true } } } as const;

/** Uses of the voucher by the member that still count (cancelled orders give theirs back). */
const usesBy = (tx: TenantTx, voucherId: string, memberId: string) => tx.db.voucherUse.count({ where: { merchantId: tx.merchantId, voucherId, memberId, reversedAt: null } });

/**
 * The voucher a cart names (its own code, a one-use code of a bulk voucher, or a purchase
 * link's voucher), checked for whether this buyer may use it now: active and within its period,
 * uses left, the member's limit, members-only and first-order vouchers, and a one-use code that
 * is unused, unexpired and not someone else's. Minimum cart price and the products it applies
 * to are priceCart's to check. null when the cart names none.
 */
export async function loadCheckoutVoucher(tx: TenantTx, cart: CheckoutCart, now: Date): Promise<VoucherTerms | null> {
  const typed = cart.voucherCode ? codeKey(cart.voucherCode) : '';
  if (!typed && !cart.linkVoucherId) return null;
  const memberId = cart.memberId ?? null;
  let code: { id: string; memberId: string | null; usedAt: Date | null; expiresAt: Date | null } | null = null;
  let voucher = typed
    ? await tx.db.voucher.findUnique({ where: { merchantId_codeKey: { merchantId: tx.merchantId, codeKey: typed } }, select: voucherSelect })
    : await tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: cart.linkVoucherId! } }, select: voucherSelect });
  if (typed && (!voucher || voucher.kind === VOUCHER_KIND.bulk)) {
    // A bulk voucher is used through its one-use codes only.
    const found = await tx.db.voucherCode.findUnique({
      where: { merchantId_code: { merchantId: tx.merchantId, code: typed } },
      select: { id: true, memberId: true, usedAt: true, expiresAt: true, voucher: { select: voucherSelect } },
    });
    voucher = found?.voucher ?? null;
    code = found;
  }
  if (!voucher) throw refuse('VOUCHER_UNKNOWN', P.voucherUnknown);
  if (!voucher.active) throw refuse('VOUCHER_INACTIVE', P.voucherInactive);
  if (now < voucher.claimStartAt) throw refuse('VOUCHER_NOT_STARTED', P.voucherNotStarted);
  if (now >= voucher.claimEndAt) throw refuse('VOUCHER_ENDED', P.voucherEnded);
  if (voucher.usedCount >= voucher.quantity) throw refuse('VOUCHER_FULLY_USED', P.voucherFullyUsed);
  if (code) {
    if (code.usedAt) throw refuse('VOUCHER_CODE_USED', P.voucherCodeUsed);
    if (code.expiresAt && now >= code.expiresAt) throw refuse('VOUCHER_CODE_EXPIRED', P.voucherCodeExpired);
    if (code.memberId && code.memberId !== memberId) throw refuse('VOUCHER_NOT_YOURS', P.voucherNotYours);
  }
  if (voucher.mode === VOUCHER_MODE.membersOnly && !memberId && !cart.joining) throw refuse('VOUCHER_MEMBERS_ONLY', P.voucherMembersOnly);
  if (voucher.kind === VOUCHER_KIND.firstSignUp) {
    if (!memberId && !cart.joining) throw refuse('VOUCHER_MEMBERS_ONLY', P.voucherMembersOnly);
    const earlier = memberId ? await tx.db.order.count({ where: { merchantId: tx.merchantId, memberId, status: { notIn: NOT_ORDERS } } }) : 0;
    if (earlier > 0) throw refuse('VOUCHER_FIRST_TIME_ONLY', P.voucherFirstTimeOnly);
  }
  if (memberId && (await usesBy(tx, voucher.id, memberId)) >= voucher.perMemberLimit) throw refuse('VOUCHER_MEMBER_LIMIT', P.voucherMemberLimit);
  return {
    id: voucher.id,
    code: typed || voucher.code,
    codeId: code?.id ?? null,
    type: voucher.type,
    discountType: voucher.discountType,
    amountSen: voucher.amountSen,
    percentBp: voucher.percentBp,
    maxDiscountSen: voucher.maxDiscountSen,
    minCartSen: voucher.minCartSen,
    productIds: voucher.products.map((p) => p.productId),
  };
}

/**
 * Records an order's use of its voucher. Safe beside concurrent checkouts: the voucher's use
 * count only rises while below its quantity (one conditional UPDATE), a member's uses are counted
 * under the member's row lock, and a one-use code is taken only while unused.
 */
export async function useVoucher(tx: TenantTx, priced: PricedCart, order: { id: string; memberId: string | null }): Promise<void> {
  const voucher = priced.voucher;
  if (!voucher) return;
  const now = tx.now();
  const taken = await tx.db.$executeRaw`UPDATE "Voucher" SET "usedCount" = "usedCount" + 1 WHERE "merchantId" = ${tx.merchantId} AND "id" = ${voucher.id} AND "usedCount" < "quantity"`;
  if (taken !== 1) throw refuse('VOUCHER_FULLY_USED', P.voucherFullyUsed);
  if (order.memberId) {
    await lockMember(tx, order.memberId);
    const limit = await tx.db.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: voucher.id } }, select: { perMemberLimit: true } });
    if ((await usesBy(tx, voucher.id, order.memberId)) >= limit.perMemberLimit) throw refuse('VOUCHER_MEMBER_LIMIT', P.voucherMemberLimit);
  }
  if (voucher.codeId) {
    const claimed = await tx.db.voucherCode.updateMany({ where: { merchantId: tx.merchantId, id: voucher.codeId, usedAt: null }, data: { usedAt: now, orderId: order.id } });
    if (claimed.count !== 1) throw refuse('VOUCHER_CODE_USED', P.voucherCodeUsed);
  }
  await tx.db.voucherUse.create({
    data: { merchantId: tx.merchantId, voucherId: voucher.id, orderId: order.id, memberId: order.memberId, codeId: voucher.codeId, sen: voucher.sen + voucher.shippingSen, usedAt: now },
    select: { id: true },
  });
}

/** A cancelled order gives its voucher use back: the count, the member's use and its one-use code. Idempotent. */
export async function releaseVoucher(tx: TenantTx, orderId: string): Promise<void> {
  const use = await tx.db.voucherUse.findUnique({ where: { merchantId_orderId: { merchantId: tx.merchantId, orderId } }, select: { id: true, voucherId: true, codeId: true, reversedAt: true } });
  if (!use || use.reversedAt) return;
  await tx.db.voucherUse.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: use.id } }, data: { reversedAt: tx.now() }, select: { id: true } });
  await tx.db.voucher.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: use.voucherId } }, data: { usedCount: { decrement: 1 } }, select: { id: true } });
  if (use.codeId) await tx.db.voucherCode.updateMany({ where: { merchantId: tx.merchantId, id: use.codeId, orderId }, data: { usedAt: null, orderId: null } });
}
