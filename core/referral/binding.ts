import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { REFERRAL_MESSAGES as M, REFERRAL_MODULE, referralLog } from './constants.ts';
import { ZBindMemberInput, ZSetActiveInput, ZReferralIdInput, type TBindMemberInput, type TReferralIdInput, type TReferralPerson, type TSetActiveInput } from './schema.ts';
import { loadPerson } from './store.ts';

/** The spec's one message for an unknown member and for one bound to another person (business-areas.md section 8). */
const memberInvalid = () => new AppError('REFERRAL.MEMBER_INVALID', M.memberInvalid, 'invalid', 'member');

/** The member an entry names: an e-mail address, the member number screens call the member id, or the record id. */
function memberWhere(merchantId: string, entry: string): Prisma.MemberWhereInput {
  if (entry.includes('@')) return { merchantId, emailKey: entry.toLowerCase() };
  if (/^\d{1,9}$/.test(entry)) return { merchantId, memberNo: Number(entry) };
  return { merchantId, id: entry };
}

/** Binds a member to the person (active at once); refused when no such member or the member is another person's. */
export function bindReferralMember(ctx: Ctx, raw: TBindMemberInput): Promise<TReferralPerson> {
  const { id, member: entry } = ZBindMemberInput.parse(raw);
  return audited(
    ctx,
    (person) => ({ action: referralLog('memberBound', { name: person.name, member: person.member?.email ?? '' }), category: REFERRAL_MODULE }),
    async (tx) => {
      await loadPerson(tx, id);
      const member = await tx.db.member.findFirst({ where: memberWhere(tx.merchantId, entry), select: { id: true } });
      if (!member) throw memberInvalid();
      const other = await tx.db.referralPerson.findFirst({ where: { merchantId: tx.merchantId, memberId: member.id, id: { not: id } }, select: { id: true } });
      if (other) throw memberInvalid();
      try {
        await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { memberId: member.id, bindingActive: true }, select: { id: true } });
      } catch (error) {
        // Another person bound the member meanwhile.
        if (isUniqueViolation(error)) throw memberInvalid();
        throw error;
      }
      return loadPerson(tx, id);
    },
  );
}

async function boundPerson(tx: Ctx, id: string): Promise<TReferralPerson> {
  const person = await loadPerson(tx, id);
  if (!person.member) throw new AppError('REFERRAL.NO_BINDING', M.noBinding, 'invalid', 'member');
  return person;
}

/** Cancels the binding: the member is free to be bound again, to this person or another. */
export function unbindReferralMember(ctx: Ctx, raw: TReferralIdInput): Promise<TReferralPerson> {
  const { id } = ZReferralIdInput.parse(raw);
  return audited(
    ctx,
    (person) => ({ action: referralLog('memberUnbound', { name: person.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      await boundPerson(tx, id);
      await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { memberId: null, bindingActive: false }, select: { id: true } });
      return loadPerson(tx, id);
    },
  );
}

/** An inactive binding keeps the member bound but earns nothing (rule 6). */
export function setReferralBindingActive(ctx: Ctx, raw: TSetActiveInput): Promise<TReferralPerson> {
  const { id, active } = ZSetActiveInput.parse(raw);
  return audited(
    ctx,
    (person) => ({ action: referralLog(active ? 'bindingActivated' : 'bindingDeactivated', { name: person.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      await boundPerson(tx, id);
      await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { bindingActive: active }, select: { id: true } });
      return loadPerson(tx, id);
    },
  );
}
