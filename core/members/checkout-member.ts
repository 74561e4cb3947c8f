import type { StorefrontCtx } from '../checkout/context.ts';
import type { TPlaceOrderInput } from '../checkout/schema.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { AppError } from '../shared/errors.ts';
import { giveSignUpVouchers } from '../vouchers/sign-up-vouchers.ts';
import { MEMBER_MESSAGES as M, MEMBER_STATUS } from './constants.ts';
import { createMember, emailInUse } from './create-member.ts';
import { memberCtx } from './storefront-members.ts';

/**
 * The member an order belongs to, in checkout's transaction: the given member (it must be an
 * enabled member of this merchant), or a new one when a guest chose to join with a password, or
 * none (a guest stays a guest). A guest joining with an address that is already a member's is
 * refused and asked to sign in: linking the order to that member on a password typed at checkout
 * would let anyone with the address attach orders to another member's history.
 *
 * The given member's row stays locked until the order commits, so a deletion of the member at the
 * same moment (core/members/member-edit.ts) either waits and then counts this order, or goes
 * first and this checkout finds the member gone.
 */
export async function checkoutMember(tx: StorefrontCtx, input: TPlaceOrderInput): Promise<string | null> {
  if (input.memberId) {
    const member = await tx.db.member.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.memberId } }, select: { status: true } });
    if (!member || member.status !== MEMBER_STATUS.enabled) throw new AppError('CHECKOUT.MEMBER_UNKNOWN', M.memberUnknown, 'not_found', 'memberId');
    await lockMember(tx, input.memberId);
    return input.memberId;
  }
  if (!input.joinAsMember) return null;
  const ctx = memberCtx(tx);
  if (await emailInUse(ctx, input.buyer.email)) throw new AppError('CHECKOUT.JOIN_EMAIL_TAKEN', M.joinEmailTaken, 'conflict', 'buyer.email');
  const address = input.address;
  const { id } = await createMember(
    ctx,
    {
      name: input.buyer.name,
      email: input.buyer.email,
      phone: input.buyer.phone,
      password: input.joinAsMember.password,
      ...(address && { shipAddress: address.line, shipCity: address.city, shipPostcode: address.postcode, shipState: address.state, shipCountry: address.country }),
    },
    'checkout',
  );
  await giveSignUpVouchers(tx, id);
  return id;
}

/** Takes out of the member's cart the lines just ordered (same product and option); the rest stays. */
export async function clearOrderedCartLines(tx: StorefrontCtx, memberId: string, lines: readonly { productId: string; optionId: string | null }[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.db.memberCartItem.deleteMany({
    where: { merchantId: tx.merchantId, memberId, OR: lines.map((l) => ({ productId: l.productId, optionId: l.optionId ?? '' })) },
  });
}
