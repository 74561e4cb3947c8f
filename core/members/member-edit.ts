import { audited } from '../user-logs/audited.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { REDEMPTION_STATUS } from '../reward-station/constants.ts';
import { MEMBER_MESSAGES as M, MEMBER_STATUS } from './constants.ts';
import { createMember, emailKeyOf, emailTaken, nameKeyOf } from './create-member.ts';
import { getMember, memberNotFound } from './member-detail.ts';
import {
  ZMemberCreateInput,
  ZMemberIdInput,
  ZMemberStatusInput,
  ZMemberUpdateInput,
  type TMemberCreateInput,
  type TMemberDetail,
  type TMemberIdInput,
  type TMemberStatusInput,
  type TMemberUpdateInput,
} from './schema.ts';

const CATEGORY = 'my_sales';
const label = (m: { memberNo: number; name: string }) => `member #${m.memberNo} "${m.name}"`;

async function findMember(tx: Ctx, id: string) {
  const member = await tx.db.member.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true, memberNo: true, name: true, emailKey: true } });
  if (!member) throw memberNotFound();
  return member;
}

/** A member added by hand in the back office (source 'dashboard'). */
export async function createMemberByHand(ctx: Ctx, raw: TMemberCreateInput): Promise<TMemberDetail> {
  const input = ZMemberCreateInput.parse(raw);
  const created = await audited(ctx, (m: { memberNo: number }) => ({ action: `Added ${label({ memberNo: m.memberNo, name: input.name })}`, category: CATEGORY }), (tx) =>
    createMember(tx, input, 'dashboard'),
  );
  return getMember(ctx, created.id);
}

/** Changes the member's profile fields; the e-mail stays unique per merchant whatever its case. */
export async function updateMember(ctx: Ctx, raw: TMemberUpdateInput): Promise<TMemberDetail> {
  const { id, ...profile } = ZMemberUpdateInput.parse(raw);
  await audited(ctx, (m: { memberNo: number }) => ({ action: `Edited ${label({ memberNo: m.memberNo, name: profile.name })}`, category: CATEGORY }), async (tx) => {
    const member = await findMember(tx, id);
    const emailKey = emailKeyOf(profile.email);
    if (emailKey !== member.emailKey) {
      const other = await tx.db.member.findUnique({ where: { merchantId_emailKey: { merchantId: tx.merchantId, emailKey } }, select: { id: true } });
      if (other) throw emailTaken();
    }
    try {
      await tx.db.member.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        data: { ...profile, nameKey: nameKeyOf(profile.name), emailKey },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return member;
  });
  return getMember(ctx, id);
}

/** Enabled or hidden (spec section 4). A hidden member cannot sign in or check out as a member. */
export async function setMemberStatus(ctx: Ctx, raw: TMemberStatusInput): Promise<TMemberDetail> {
  const input = ZMemberStatusInput.parse(raw);
  await audited(
    ctx,
    (m: { memberNo: number; name: string }) => ({ action: `${input.status === MEMBER_STATUS.hidden ? 'Hid' : 'Enabled'} ${label(m)}`, category: CATEGORY }),
    async (tx) => {
      const member = await findMember(tx, input.id);
      await tx.db.member.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } }, data: { status: input.status } });
      return member;
    },
  );
  return getMember(ctx, input.id);
}

/**
 * Deletes a member who has not traded with the merchant. A member with any order (whatever its
 * status) or an approved reward is "{name} is in use": orders and rewards given are the shop's
 * money and stock history, and they stay linked to the member who made them; such a member is
 * hidden instead. What only concerns the member goes with them: visits, cart, ledger entries,
 * pending and rejected reward requests (the database cascades), vouchers saved to their wallet
 * and their place in broadcasts not sent yet. Their member number is not given out again.
 *
 * The member's row is locked first. Checkout locks it too before it writes its order
 * (core/members/checkout-member.ts), so an order placed at the same moment is either counted
 * here or refused there; a redemption request or approval takes the same lock.
 */
export async function deleteMember(ctx: Ctx, raw: TMemberIdInput): Promise<void> {
  const { id } = ZMemberIdInput.parse(raw);
  await audited(
    ctx,
    (m: { memberNo: number; name: string }) => ({ action: `Deleted ${label(m)}`, category: CATEGORY }),
    async (tx) => {
      await lockMember(tx, id);
      const member = await findMember(tx, id);
      const where = { merchantId: tx.merchantId, memberId: id };
      const traded = (await tx.db.order.count({ where })) + (await tx.db.redemption.count({ where: { ...where, status: REDEMPTION_STATUS.approved } }));
      if (traded > 0) throw new AppError('MEMBER.IN_USE', M.inUse(member.name), 'conflict');
      await tx.db.voucherClaim.deleteMany({ where });
      await tx.db.broadcastRecipient.deleteMany({ where: { ...where, sentAt: null } });
      await tx.db.member.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return member;
    },
  );
}
