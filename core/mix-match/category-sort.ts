import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_MODULE } from './constants.ts';
import { CATEGORY_NOT_FOUND, mixMatchCategoryOptions } from './category-list.ts';
import { ZSortMixMatchCategoriesInput, type TSortMixMatchCategoriesInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

/** Puts the categories named in the order given (sort 0, 1, 2 ...); every id must be one of the merchant's. */
export function sortMixMatchCategories(ctx: Ctx, raw: TSortMixMatchCategoriesInput) {
  const ids = [...new Set(ZSortMixMatchCategoriesInput.parse(raw).ids)];
  return audited(ctx, { action: msg('log.mixMatch.categoriesSorted'), category: MIX_MATCH_MODULE }, async (tx) => {
    for (const [sort, id] of ids.entries()) {
      const { count } = await tx.db.mixMatchCategory.updateMany({ where: { merchantId: tx.merchantId, id }, data: { sort } });
      if (count !== 1) throw notFound(CATEGORY_NOT_FOUND);
    }
    return mixMatchCategoryOptions(tx);
  });
}
