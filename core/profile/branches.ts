import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import type { TBranch, TBranchInput } from './branch-schema.ts';

const select = {
  id: true,
  nameEn: true,
  nameCn: true,
  nameBm: true,
  detailEn: true,
  detailCn: true,
  detailBm: true,
  address: true,
  phone: true,
  visibility: true,
  sort: true,
  updatedAt: true,
} as const;
const order = [{ sort: 'asc' }, { createdAt: 'asc' }] as const;
const CATEGORY = 'profile_setting';

const view = (row: Omit<TBranch, 'visibility'> & { visibility: string }): TBranch => ({ ...row, visibility: row.visibility === 'hidden' ? 'hidden' : 'public' });

/** The merchant's branches in their sort order (a merchant has a handful: no pages). */
export async function listBranches(ctx: Ctx): Promise<TBranch[]> {
  return (await ctx.db.branch.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: [...order] })).map(view);
}

export async function branchOptions(ctx: Ctx): Promise<{ id: string; nameEn: string }[]> {
  return ctx.db.branch.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true }, orderBy: [...order] });
}

export async function getBranch(ctx: Ctx, id: string): Promise<TBranch> {
  const row = await ctx.db.branch.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('branch');
  return view(row);
}

export function createBranch(ctx: Ctx, input: TBranchInput): Promise<TBranch> {
  return audited(ctx, { action: msg('log.profile.branchCreated', { name: input.nameEn }), category: CATEGORY }, async (tx) =>
    view(await tx.db.branch.create({ data: { merchantId: tx.merchantId, ...input }, select })),
  );
}

export function updateBranch(ctx: Ctx, id: string, input: TBranchInput): Promise<TBranch> {
  return audited(ctx, { action: msg('log.profile.branchUpdated', { name: input.nameEn }), category: CATEGORY }, async (tx) => {
    await getBranch(tx, id);
    return view(await tx.db.branch.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: input, select }));
  });
}

/** Deletes a branch and its opening hours. */
export async function deleteBranch(ctx: Ctx, id: string): Promise<{ deleted: number }> {
  const branch = await getBranch(ctx, id);
  return audited(ctx, { action: msg('log.profile.branchDeleted', { name: branch.nameEn }), category: CATEGORY }, async (tx) => {
    await tx.db.businessHourSet.deleteMany({ where: { merchantId: tx.merchantId, branchId: id } });
    const { count } = await tx.db.branch.deleteMany({ where: { merchantId: tx.merchantId, id } });
    return { deleted: count };
  });
}
