import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { ZMixMatchListInput, type TMixMatchListInput, type TMixMatchPage } from './schema.ts';
import { ROW_SELECT, toRow } from './store.ts';

/** The sets of the merchant: searched by name in any language, filtered by category, in their sort order then newest first. */
export async function listMixMatches(ctx: Ctx, raw: TMixMatchListInput): Promise<TMixMatchPage> {
  const input = ZMixMatchListInput.parse(raw);
  const text = input.search && containsText(ctx.engine, input.search);
  const where: Prisma.MixMatchWhereInput = {
    merchantId: ctx.merchantId,
    ...(text && { OR: [{ nameEn: text }, { nameCn: text }, { nameBm: text }] }),
    ...(input.categoryId && { categories: { some: { categoryId: input.categoryId } } }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.mixMatch.findMany({ where, select: ROW_SELECT, orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.mixMatch.count({ where }),
  ]);
  return { items: rows.map((row) => toRow(ctx.merchantId, row)), total, page: input.page, pageSize: input.pageSize };
}
