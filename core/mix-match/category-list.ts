import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { ZMixMatchCategoryListInput, type TMixMatchCategory, type TMixMatchCategoryListInput } from './schema.ts';

export const CATEGORY_NOT_FOUND = 'category';
export const CATEGORY_ORDER = [{ sort: 'asc' }, { nameEn: 'asc' }, { id: 'asc' }] as const;

const CATEGORY_SELECT = { id: true, nameEn: true, nameCn: true, nameBm: true, sort: true, createdAt: true, _count: { select: { links: true } } } as const;
type Row = Prisma.MixMatchCategoryGetPayload<{ select: typeof CATEGORY_SELECT }>;

const toCategory = ({ _count, ...row }: Row): TMixMatchCategory => ({ ...row, setCount: _count.links });

export async function listMixMatchCategories(ctx: Ctx, raw: TMixMatchCategoryListInput) {
  const input = ZMixMatchCategoryListInput.parse(raw);
  const text = input.search && containsText(ctx.engine, input.search);
  const where: Prisma.MixMatchCategoryWhereInput = { merchantId: ctx.merchantId, ...(text && { OR: [{ nameEn: text }, { nameCn: text }, { nameBm: text }] }) };
  const [rows, total] = await Promise.all([
    ctx.db.mixMatchCategory.findMany({ where, select: CATEGORY_SELECT, orderBy: [...CATEGORY_ORDER], ...skipTake(input) }),
    ctx.db.mixMatchCategory.count({ where }),
  ]);
  return { items: rows.map(toCategory), total, page: input.page, pageSize: input.pageSize };
}

export async function getMixMatchCategory(ctx: Ctx, id: string): Promise<TMixMatchCategory> {
  const row = await ctx.db.mixMatchCategory.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: CATEGORY_SELECT });
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
}

/** Every category in order, for the set form and the list's filter. */
export function mixMatchCategoryOptions(ctx: Ctx) {
  return ctx.db.mixMatchCategory.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, nameEn: true, nameCn: true, nameBm: true }, orderBy: [...CATEGORY_ORDER] });
}
