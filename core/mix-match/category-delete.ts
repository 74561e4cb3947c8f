import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MODULE } from './constants.ts';
import { CATEGORY_NOT_FOUND } from './category-list.ts';
import { msg } from '../shared/messages.ts';

/** Deletes a category no set uses; one in use fails with the catalogue's "{name} is in use". */
export async function deleteMixMatchCategory(ctx: Ctx, id: string): Promise<void> {
  const row = await ctx.db.mixMatchCategory.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { nameEn: true } });
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  await audited(ctx, { action: msg('log.mixMatch.categoryDeleted', { name: row.nameEn }), category: MIX_MATCH_MODULE }, async (tx) => {
    if ((await tx.db.mixMatchCategoryLink.count({ where: { merchantId: tx.merchantId, categoryId: id } })) > 0) {
      throw new AppError(C.categoryInUse, CATALOGUE_MESSAGES.inUse(row.nameEn), 'conflict');
    }
    await tx.db.mixMatchCategory.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}
