import type { DbClient } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import type { CategoryRow, Table } from './kind.ts';
import { CONTENT_MESSAGES as M, kindTerm } from './messages.ts';
import type { TCategoryListInput, TContentCategoryInput, TContentCategoryRow } from './schema.ts';

const CATEGORY = 'manage';

/**
 * A content type's list of names in three languages that its items use: its categories, a
 * service's tags. Names that carry more (photo albums: descriptions, featured) are written with
 * their whole input, and more adds their own columns to a row.
 */
export interface NamedListSpec<X extends object = object> {
  /** Its key under messages.records ('newsCategory', 'serviceTag'): its NOT_FOUND. */
  record: string;
  /** The content type's record ('news'): the activity log names it. */
  kind: string;
  /** Its activity-log lines under messages.log.content: `${lines}Created`, `...Updated`, `...Deleted`. */
  lines: 'category' | 'tag' | 'group';
  /** What a name taken (in any case) says. */
  sameMessage: string;
  table(db: DbClient): Table<CategoryRow>;
  /** How many items use each of these ids (absent: none). */
  usage(db: DbClient, merchantId: string, ids: string[]): Promise<Map<string, number>>;
  more?(row: CategoryRow & Record<string, unknown>, ctx: Ctx): Promise<X>;
}

/**
 * Names unique per merchant (any case), a list with search and item counts, and deletion refused
 * with '{name} is in use' while an item uses one (spec sections 5 and 8).
 */
export function namedList<C extends TContentCategoryInput = TContentCategoryInput, X extends object = object>(spec: NamedListSpec<X>) {
  const key = (merchantId: string, id: string) => ({ merchantId_id: { merchantId, id } });
  const log = (name: 'Created' | 'Updated' | 'Deleted', nameEn: string) => msg(`log.content.${spec.lines}${name}`, { kind: kindTerm(spec.kind), name: nameEn });
  const same = () => new AppError('CONTENT.NAME_SAME', spec.sameMessage, 'conflict', 'nameEn');
  const usedBy = async (ctx: Ctx, id: string) => (await spec.usage(ctx.db, ctx.merchantId, [id])).get(id) ?? 0;
  const order = [{ sort: 'asc' }, { nameKey: 'asc' }];

  async function find(ctx: Ctx, id: string): Promise<CategoryRow> {
    const row = await spec.table(ctx.db).findUnique({ where: key(ctx.merchantId, id) });
    if (!row) throw notFound(spec.record);
    return row;
  }

  const view = async (ctx: Ctx, row: CategoryRow, itemCount: number): Promise<TContentCategoryRow & X> => ({
    id: row.id,
    nameEn: row.nameEn,
    nameCn: row.nameCn,
    nameBm: row.nameBm,
    sort: row.sort,
    itemCount,
    createdAt: row.createdAt,
    ...((await spec.more?.(row, ctx)) as X),
  });

  /** Writes a name; one taken meanwhile (the unique index) says the same as one taken before. */
  async function save(ctx: Ctx, input: C, write: (data: object) => Promise<CategoryRow>, exceptId?: string) {
    const nameKey = input.nameEn.toLowerCase();
    const other = await spec.table(ctx.db).findUnique({ where: { merchantId_nameKey: { merchantId: ctx.merchantId, nameKey } } });
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
      const [rows, total] = await Promise.all([spec.table(ctx.db).findMany({ where, orderBy: order, ...skipTake(input) }), spec.table(ctx.db).count({ where })]);
      const used = await spec.usage(ctx.db, ctx.merchantId, rows.map((r) => r.id));
      return { items: await Promise.all(rows.map((r) => view(ctx, r, used.get(r.id) ?? 0))), total, page: input.page, pageSize: input.pageSize };
    },

    /** Every name, for a filter or a form's choice. */
    async options(ctx: Ctx) {
      return spec.table(ctx.db).findMany({ where: { merchantId: ctx.merchantId }, orderBy: order, select: { id: true, nameEn: true } });
    },

    create(ctx: Ctx, input: C): Promise<TContentCategoryRow & X> {
      return audited(ctx, { action: log('Created', input.nameEn), category: CATEGORY }, async (tx) => {
        const row = await save(tx, input, (data) => spec.table(tx.db).create({ data: { merchantId: tx.merchantId, ...data } }));
        return view(tx, row, 0);
      });
    },

    update(ctx: Ctx, id: string, input: C): Promise<TContentCategoryRow & X> {
      return audited(ctx, { action: log('Updated', input.nameEn), category: CATEGORY }, async (tx) => {
        await find(tx, id);
        const row = await save(tx, input, (data) => spec.table(tx.db).update({ where: key(tx.merchantId, id), data }), id);
        return view(tx, row, await usedBy(tx, id));
      });
    },

    /** Spec section 5: deleting one in use fails with '{name} is in use'. */
    async remove(ctx: Ctx, id: string): Promise<void> {
      const row = await find(ctx, id);
      await audited(ctx, { action: log('Deleted', row.nameEn), category: CATEGORY }, async (tx) => {
        if ((await usedBy(tx, id)) > 0) throw new AppError('CONTENT.IN_USE', M.inUse(row.nameEn), 'conflict');
        await spec.table(tx.db).delete({ where: key(tx.merchantId, id) });
      });
    },
  };
}

export type NamedList<C extends TContentCategoryInput = TContentCategoryInput, X extends object = object> = ReturnType<typeof namedList<C, X>>;

/** Counts rows of a table by one column ('categoryId', 'tagId') among the given ids: what namedList's usage answers. */
export async function countBy(table: Table<unknown>, column: string, merchantId: string, ids: string[]): Promise<Map<string, number>> {
  const groups = (await table.groupBy({ by: [column], where: { merchantId, [column]: { in: ids } }, _count: { _all: true } })) as (Record<string, string> & { _count: { _all: number } })[];
  return new Map(groups.map((g) => [g[column]!, g._count._all]));
}
