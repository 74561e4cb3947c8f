import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { PROFILE_LIMITS } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';
import { lockProfile } from './profile-lock.ts';
import type { TCompanyTag, TCompanyTagInput } from './tag-schema.ts';

const select = { id: true, name: true, createdAt: true } as const;
const CATEGORY = 'profile_setting';
const sameName = () => new AppError('COMPANY_TAG.SAME', M.tagSame, 'conflict', 'name');

export async function listCompanyTags(ctx: Ctx): Promise<{ items: TCompanyTag[]; max: number }> {
  const items = await ctx.db.companyTag.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return { items, max: PROFILE_LIMITS.maxCompanyTags };
}

/** Names are compared lower-cased (nameKey, unique per merchant), so 'Halal' and 'halal' are the same tag. */
async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw sameName();
    throw error;
  }
}

export function createCompanyTag(ctx: Ctx, { name }: TCompanyTagInput): Promise<TCompanyTag> {
  return write(() =>
    audited(ctx, { action: msg('log.profile.tagCreated', { name }), category: CATEGORY }, async (tx) => {
      await lockProfile(tx);
      if ((await tx.db.companyTag.count({ where: { merchantId: tx.merchantId } })) >= PROFILE_LIMITS.maxCompanyTags) throw new AppError('COMPANY_TAG.MAX', M.maxTags, 'invalid', 'name');
      if (await tx.db.companyTag.findUnique({ where: { merchantId_nameKey: { merchantId: tx.merchantId, nameKey: name.toLowerCase() } } })) throw sameName();
      return tx.db.companyTag.create({ data: { merchantId: tx.merchantId, name, nameKey: name.toLowerCase() }, select });
    }),
  );
}

export function updateCompanyTag(ctx: Ctx, id: string, { name }: TCompanyTagInput): Promise<TCompanyTag> {
  return write(() =>
    audited(ctx, { action: msg('log.profile.tagUpdated', { name }), category: CATEGORY }, async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      if (!(await tx.db.companyTag.findUnique({ where: key }))) throw notFound('companyTag');
      const other = await tx.db.companyTag.findUnique({ where: { merchantId_nameKey: { merchantId: tx.merchantId, nameKey: name.toLowerCase() } }, select: { id: true } });
      if (other && other.id !== id) throw sameName();
      return tx.db.companyTag.update({ where: key, data: { name, nameKey: name.toLowerCase() }, select });
    }),
  );
}

export async function deleteCompanyTag(ctx: Ctx, id: string): Promise<{ deleted: number }> {
  const tag = await ctx.db.companyTag.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!tag) throw notFound('companyTag');
  return audited(ctx, { action: msg('log.profile.tagDeleted', { name: tag.name }), category: CATEGORY }, async (tx) => {
    const { count } = await tx.db.companyTag.deleteMany({ where: { merchantId: tx.merchantId, id } });
    return { deleted: count };
  });
}
