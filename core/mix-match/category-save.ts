import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MODULE } from './constants.ts';
import { CATEGORY_NOT_FOUND, getMixMatchCategory } from './category-list.ts';
import {
  ZMixMatchCategoryInput,
  ZUpdateMixMatchCategoryInput,
  type TMixMatchCategory,
  type TMixMatchCategoryInput,
  type TUpdateMixMatchCategoryInput,
} from './schema.ts';
import { msg } from '../shared/messages.ts';

/**
 * No two categories of a merchant share an EN name, whatever its case. The merchant's category
 * names are compared here (a short list) because the table keeps no lower-cased name to index.
 */
async function assertNameFree(tx: Ctx, nameEn: string, exceptId?: string): Promise<void> {
  const names = await tx.db.mixMatchCategory.findMany({ where: { merchantId: tx.merchantId }, select: { id: true, nameEn: true } });
  const key = nameEn.toLowerCase();
  if (names.some((c) => c.id !== exceptId && c.nameEn.toLowerCase() === key)) {
    throw new AppError(C.categoryNameSame, CATALOGUE_MESSAGES.nameSame, 'conflict', 'nameEn');
  }
}

export function createMixMatchCategory(ctx: Ctx, raw: TMixMatchCategoryInput): Promise<TMixMatchCategory> {
  const input = ZMixMatchCategoryInput.parse(raw);
  return audited(ctx, { action: msg('log.mixMatch.categoryCreated', { name: input.nameEn }), category: MIX_MATCH_MODULE }, async (tx) => {
    await assertNameFree(tx, input.nameEn);
    const { id } = await tx.db.mixMatchCategory.create({ data: { merchantId: tx.merchantId, ...input }, select: { id: true } });
    return getMixMatchCategory(tx, id);
  });
}

export function updateMixMatchCategory(ctx: Ctx, raw: TUpdateMixMatchCategoryInput): Promise<TMixMatchCategory> {
  const { id, ...input } = ZUpdateMixMatchCategoryInput.parse(raw);
  return audited(ctx, { action: msg('log.mixMatch.categoryUpdated', { name: input.nameEn }), category: MIX_MATCH_MODULE }, async (tx) => {
    const { count } = await tx.db.mixMatchCategory.updateMany({ where: { merchantId: tx.merchantId, id }, data: input });
    if (count !== 1) throw notFound(CATEGORY_NOT_FOUND);
    await assertNameFree(tx, input.nameEn, id);
    return getMixMatchCategory(tx, id);
  });
}
