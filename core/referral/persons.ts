import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import { lockProfile } from '../profile/profile-lock.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { REFERRAL_MESSAGES as M, REFERRAL_MODULE, REFERRAL_SLOTS, referralLog } from './constants.ts';
import {
  ZReferralIdInput,
  ZReferralPersonInput,
  ZReferralPersonListInput,
  ZSetActiveInput,
  ZUpdateReferralPersonInput,
  type TReferralIdInput,
  type TReferralPerson,
  type TReferralPersonInput,
  type TReferralPersonListInput,
  type TReferralPersonPage,
  type TReferralPersonValues,
  type TReferralSlots,
  type TSetActiveInput,
  type TUpdateReferralPersonInput,
} from './schema.ts';
import { loadPerson, personSelect, personsOf } from './store.ts';

const customInUse = () => new AppError('REFERRAL.CUSTOM_IN_USE', M.customInUse, 'conflict', 'customName');

async function assertCustomFree(ctx: Ctx, customName: string, exceptId: string | null): Promise<void> {
  const taken = await ctx.db.referralPerson.findFirst({ where: { merchantId: ctx.merchantId, customName, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  if (taken) throw customInUse();
}

async function assertGroup(ctx: Ctx, groupId: string | null): Promise<void> {
  if (!groupId) return;
  const group = await ctx.db.referralGroup.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: groupId } }, select: { id: true } });
  if (!group) throw new AppError('REFERRAL.GROUP_UNKNOWN', M.groupUnknown, 'invalid', 'groupId');
}

/** Two saves racing for one custom name: the loser hears what a name found taken says. */
async function uniqueCustom<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isUniqueViolation(error)) throw customInUse();
    throw error;
  }
}

const fields = (p: Omit<TReferralPersonValues, 'kind'>) => ({ name: p.name, customName: p.customName, contact: p.contact, email: p.email, groupId: p.groupId, active: p.active });

/** The person list: searched by name, custom name, contact or e-mail, newest first. */
export async function listReferralPersons(ctx: Ctx, raw: TReferralPersonListInput): Promise<TReferralPersonPage> {
  const input = ZReferralPersonListInput.parse(raw);
  const search = input.search;
  const where: Prisma.ReferralPersonWhereInput = {
    merchantId: ctx.merchantId,
    ...(input.groupId && { groupId: input.groupId }),
    ...(input.kind && { kind: input.kind }),
    ...(input.active !== undefined && { active: input.active }),
    ...(search && { OR: ['name', 'customName', 'contact', 'email'].map((field) => ({ [field]: containsText(ctx.engine, search) })) }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.referralPerson.findMany({ where, select: personSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.referralPerson.count({ where }),
  ]);
  return { items: await personsOf(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

export async function referralSlots(ctx: Ctx): Promise<TReferralSlots> {
  return { used: await ctx.db.referralPerson.count({ where: { merchantId: ctx.merchantId } }), limit: REFERRAL_SLOTS };
}

export const getReferralPerson = (ctx: Ctx, raw: TReferralIdInput): Promise<TReferralPerson> => loadPerson(ctx, ZReferralIdInput.parse(raw).id);

/** A new person takes one of the merchant's slots: refused when all are used (more on request). */
export function createReferralPerson(ctx: Ctx, raw: TReferralPersonInput): Promise<TReferralPerson> {
  const person = ZReferralPersonInput.parse(raw);
  return uniqueCustom(
    audited(
      ctx,
      (created) => ({ action: referralLog('personCreated', { name: created.name }), category: REFERRAL_MODULE }),
      async (tx) => {
        // The profile row serializes creations per merchant, so two at once cannot both take the last slot.
        await lockProfile(tx);
        if ((await referralSlots(tx)).used >= REFERRAL_SLOTS) throw new AppError('REFERRAL.SLOTS_FULL', M.slotsFull, 'invalid');
        await assertGroup(tx, person.groupId);
        await assertCustomFree(tx, person.customName, null);
        const { id } = await tx.db.referralPerson.create({ data: { merchantId: tx.merchantId, kind: person.kind, ...fields(person) }, select: { id: true } });
        return loadPerson(tx, id);
      },
    ),
  );
}

export function updateReferralPerson(ctx: Ctx, raw: TUpdateReferralPersonInput): Promise<TReferralPerson> {
  const { id, person } = ZUpdateReferralPersonInput.parse(raw);
  return uniqueCustom(
    audited(
      ctx,
      (updated) => ({ action: referralLog('personUpdated', { name: updated.name }), category: REFERRAL_MODULE }),
      async (tx) => {
        await loadPerson(tx, id);
        await assertGroup(tx, person.groupId);
        await assertCustomFree(tx, person.customName, id);
        await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: fields(person), select: { id: true } });
        return loadPerson(tx, id);
      },
    ),
  );
}

/** Removes a person; their orders and records keep the id for the record. */
export async function deleteReferralPerson(ctx: Ctx, raw: TReferralIdInput): Promise<void> {
  const { id } = ZReferralIdInput.parse(raw);
  await audited<TReferralPerson>(
    ctx,
    (deleted) => ({ action: referralLog('personDeleted', { name: deleted.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      const person = await loadPerson(tx, id);
      await tx.db.referralPerson.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return person;
    },
  );
}

/** Temporary -> official, one way (business-areas.md section 4). */
export function makeReferralPersonOfficial(ctx: Ctx, raw: TReferralIdInput): Promise<TReferralPerson> {
  const { id } = ZReferralIdInput.parse(raw);
  return audited(
    ctx,
    (person) => ({ action: referralLog('personOfficial', { name: person.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      const person = await loadPerson(tx, id);
      if (person.kind === 'official') throw new AppError('REFERRAL.ALREADY_OFFICIAL', M.alreadyOfficial, 'conflict');
      await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { kind: 'official' }, select: { id: true } });
      return loadPerson(tx, id);
    },
  );
}

/** An inactive person's link attributes nothing (core/referral/attribution.ts). */
export function setReferralPersonActive(ctx: Ctx, raw: TSetActiveInput): Promise<TReferralPerson> {
  const { id, active } = ZSetActiveInput.parse(raw);
  return audited(
    ctx,
    (person) => ({ action: referralLog(active ? 'personActivated' : 'personDeactivated', { name: person.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      await loadPerson(tx, id);
      await tx.db.referralPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { active }, select: { id: true } });
      return loadPerson(tx, id);
    },
  );
}
