import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { REFERRAL_MODULE, referralLog } from './constants.ts';
import {
  ZReferralGroupInput,
  ZReferralGroupListInput,
  ZReferralIdInput,
  ZUpdateReferralGroupInput,
  type TReferralGroup,
  type TReferralGroupInput,
  type TReferralGroupListInput,
  type TReferralGroupOptions,
  type TReferralGroupPage,
  type TReferralIdInput,
  type TUpdateReferralGroupInput,
} from './schema.ts';

/** Percent (two decimals at most) to basis points and back. */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

const groupSelect = { id: true, name: true, commissionBp: true, createdAt: true, updatedAt: true, _count: { select: { persons: true } } } as const;
type GroupRow = Prisma.ReferralGroupGetPayload<{ select: typeof groupSelect }>;

const groupOf = ({ _count, ...g }: GroupRow): TReferralGroup => ({ ...g, commissionPercent: bpToPercent(g.commissionBp), persons: _count.persons });

async function loadGroup(ctx: Ctx, id: string): Promise<TReferralGroup> {
  const row = await ctx.db.referralGroup.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: groupSelect });
  if (!row) throw notFound('referralGroup');
  return groupOf(row);
}

/** The group list: searched by name, newest first, with how many persons each holds. */
export async function listReferralGroups(ctx: Ctx, raw: TReferralGroupListInput): Promise<TReferralGroupPage> {
  const input = ZReferralGroupListInput.parse(raw);
  const where: Prisma.ReferralGroupWhereInput = { merchantId: ctx.merchantId, ...(input.search && { name: containsText(ctx.engine, input.search) }) };
  const [rows, total] = await Promise.all([
    ctx.db.referralGroup.findMany({ where, select: groupSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.referralGroup.count({ where }),
  ]);
  return { items: rows.map(groupOf), total, page: input.page, pageSize: input.pageSize };
}

export async function referralGroupOptions(ctx: Ctx): Promise<TReferralGroupOptions> {
  const rows = await ctx.db.referralGroup.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, name: true, commissionBp: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map((g) => ({ id: g.id, name: g.name, commissionPercent: bpToPercent(g.commissionBp) }));
}

export const getReferralGroup = (ctx: Ctx, raw: TReferralIdInput): Promise<TReferralGroup> => loadGroup(ctx, ZReferralIdInput.parse(raw).id);

export function createReferralGroup(ctx: Ctx, raw: TReferralGroupInput): Promise<TReferralGroup> {
  const group = ZReferralGroupInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: referralLog('groupCreated', { name: created.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      const { id } = await tx.db.referralGroup.create({
        data: { merchantId: tx.merchantId, name: group.name, commissionBp: percentToBp(group.commissionPercent) },
        select: { id: true },
      });
      return loadGroup(tx, id);
    },
  );
}

/** A new commission applies to orders placed from now on; placed orders keep the rate they were placed with. */
export function updateReferralGroup(ctx: Ctx, raw: TUpdateReferralGroupInput): Promise<TReferralGroup> {
  const { id, group } = ZUpdateReferralGroupInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: referralLog('groupUpdated', { name: updated.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      await loadGroup(tx, id);
      await tx.db.referralGroup.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        data: { name: group.name, commissionBp: percentToBp(group.commissionPercent) },
        select: { id: true },
      });
      return loadGroup(tx, id);
    },
  );
}

/** Removes a group; its persons stay, out of any group (so they earn no commission until put in another). */
export async function deleteReferralGroup(ctx: Ctx, raw: TReferralIdInput): Promise<void> {
  const { id } = ZReferralIdInput.parse(raw);
  await audited<{ name: string }>(
    ctx,
    (deleted) => ({ action: referralLog('groupDeleted', { name: deleted.name }), category: REFERRAL_MODULE }),
    async (tx) => {
      const group = await loadGroup(tx, id);
      await tx.db.referralPerson.updateMany({ where: { merchantId: tx.merchantId, groupId: id }, data: { groupId: null } });
      await tx.db.referralGroup.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return { name: group.name };
    },
  );
}
