import { isUniqueViolation } from '../db/errors.ts';
import { keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import type { CategoryRow, CategorisedKind } from './kind.ts';
import { CONTENT_MESSAGES as M, kindTerm } from './messages.ts';
import type { TCategoryListInput, TContentCategoryInput, TContentCategoryRow, TContentFields } from './schema.ts';

const CATEGORY = 'manage';

/**
 * A content type's categories: names unique per merchant (any case), a list with search and
 * item counts, and deletion refused with '{name} is in use' while an item is in it.
 */
export function contentCategories<I extends TContentFields>(kind: CategorisedKind<I>) {
  const key = (merchantId: string, id: string) => ({ merchantId_id: { merchantId, id } });
  const log = (name: string, category: string) => msg(`log.content.${name}`, { kind: kindTerm(kind.record), name: category });
  const same = () => new AppError('CONTENT.NAME_SAME', M.nameSame, 'conflict', 'nameEn');

  async function find(ctx: Ctx, id: string): Promise<CategoryRow> {
    const row = await kind.categories(ctx.db).findUnique({ where: key(ctx.merchantId, id) });
    if (!row) throw notFound(kind.categoryRecord);
    return row;
  }

  async function counts(ctx: Ctx, ids: string[]): Promise<Map<string, number>> {
    const groups = (await kind.items(ctx.db).groupBy({ by: ['categoryId'], where: { merchantId: ctx.merchantId, categoryId: { in: ids } }, _count: { _all: true } })) as {
      categoryId: string;
      _count: { _all: number };
    }[];
    return new Map(groups.map((g) => [g.categoryId, g._count._all]));
  }

  const view = (row: CategoryRow, itemCount: number): TContentCategoryRow => ({
    id: row.id,
    nameEn: row.nameEn,
    nameCn: row.nameCn,
    nameBm: row.nameBm,
    sort: row.sort,
    itemCount,
    createdAt: row.createdAt,
  });

  /** Writes a category; a name taken meanwhile (the unique index) says the same as one taken before. */
  async function save(ctx: Ctx, input: TContentCategoryInput, write: (data: object) => Promise<CategoryRow>, exceptId?: string) {
    const nameKey = input.nameEn.toLowerCase();
    const other = await kind.categories(ctx.db).findUnique({ where: { merchantId_nameKey: { merchantId: ctx.merchantId, nameKey } } });
    if (other && other.id !== exceptId) throw same();
    try {
      return await write({ ...input, nameKey });
    } catch (error) {
      if (isUniqueViolation(error)) throw same();
      throw error;
    }
  }

  return {
    async list(ctx: Ctx, input: TCategoryListInput) {
      const where = { merchantId: ctx.merchantId, ...(input.search && { nameKey: keyContains(input.search) }) };
      const [rows, total] = await Promise.all([
        kind.categories(ctx.db).findMany({ where, orderBy: [{ sort: 'asc' }, { nameKey: 'asc' }], ...skipTake(input) }),
        kind.categories(ctx.db).count({ where }),
      ]);
      const used = await counts(ctx, rows.map((r) => r.id));
      return { items: rows.map((r) => view(r, used.get(r.id) ?? 0)), total, page: input.page, pageSize: input.pageSize };
    },

    /** Every category, for a filter or a form's choice. */
    async options(ctx: Ctx) {
      return kind.categories(ctx.db).findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ sort: 'asc' }, { nameKey: 'asc' }], select: { id: true, nameEn: true } });
    },

    create(ctx: Ctx, input: TContentCategoryInput): Promise<TContentCategoryRow> {
      return audited(ctx, { action: log('categoryCreated', input.nameEn), category: CATEGORY }, async (tx) => {
        const row = await save(tx, input, (data) => kind.categories(tx.db).create({ data: { merchantId: tx.merchantId, ...data } }));
        return view(row, 0);
      });
    },

    update(ctx: Ctx, id: string, input: TContentCategoryInput): Promise<TContentCategoryRow> {
      return audited(ctx, { action: log('categoryUpdated', input.nameEn), category: CATEGORY }, async (tx) => {
        await find(tx, id);
        const row = await save(tx, input, (data) => kind.categories(tx.db).update({ where: key(tx.merchantId, id), data }), id);
        return view(row, (await counts(tx, [id])).get(id) ?? 0);
      });
    },

    /** Spec section 5: deleting a category in use fails with '{name} is in use'. */
    async remove(ctx: Ctx, id: string): Promise<void> {
      const row = await find(ctx, id);
      await audited(ctx, { action: log('categoryDeleted', row.nameEn), category: CATEGORY }, async (tx) => {
        if ((await kind.items(tx.db).count({ where: { merchantId: tx.merchantId, categoryId: id } })) > 0) throw new AppError('CONTENT.IN_USE', M.inUse(row.nameEn), 'conflict');
        await kind.categories(tx.db).delete({ where: key(tx.merchantId, id) });
      });
    },
  };
}
