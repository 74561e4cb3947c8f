import type { Ctx } from '../shared/context.ts';
import { AppError, notFound, notFoundMessage } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { itemInclude, type ContentKind, type ContentRow } from './kind.ts';
import { searchTextOf } from './localized.ts';
import { contentOrder, contentWhere } from './list-query.ts';
import { kindTerm } from './messages.ts';
import { assertContentPictures } from './pictures.ts';
import type { TContentFields, TContentListInput, TContentQuickEdit, TVisibility } from './schema.ts';
import { freeSlug } from './slug.ts';

const CATEGORY = 'manage';

/** The kit's columns of a list row or form, as zContentRow declares them. */
export const contentColumns = (row: ContentRow) => ({
  id: row.id,
  slug: row.slug,
  categoryId: row.categoryId ?? null,
  categoryName: row.category?.nameEn ?? null,
  visibility: row.visibility as TVisibility,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * A content type's back-office use-cases: list, get, create, update, quick edit, show or hide
 * and delete in bulk. Every read and write is the merchant's; every change is logged with it.
 * view turns a row into the list's row, detail into the form's values.
 */
export function contentItems<I extends TContentFields, R, D>(kind: ContentKind<I>, view: { row(row: ContentRow, merchantId: string): R; detail(row: ContentRow, merchantId: string): D }) {
  const key = (merchantId: string, id: string) => ({ merchantId_id: { merchantId, id } });
  const title = (row: Record<string, unknown>) => String(row[kind.titleField]);
  const log = (name: string, params: Record<string, string | number>) => msg(`log.content.${name}`, { kind: kindTerm(kind.record), ...params });
  const withCategory = itemInclude(kind);

  async function find(ctx: Ctx, id: string): Promise<ContentRow> {
    const row = await kind.items(ctx.db).findUnique({ where: key(ctx.merchantId, id), include: withCategory });
    if (!row) throw notFound(kind.record);
    return row;
  }

  async function assertCategory(ctx: Ctx, categoryId: string | null | undefined) {
    if (!categoryId || !kind.categories) return;
    if (!(await kind.categories(ctx.db).findUnique({ where: key(ctx.merchantId, categoryId) }))) {
      throw new AppError('CONTENT.CATEGORY', notFoundMessage(kind.categoryRecord!), 'not_found', 'categoryId');
    }
  }

  /** Every id must be one of the merchant's items, or nothing is done. */
  async function own(ctx: Ctx, ids: string[]): Promise<ContentRow[]> {
    const rows = await kind.items(ctx.db).findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } } });
    if (rows.length !== new Set(ids).size) throw notFound(kind.record);
    return rows;
  }

  async function checked(ctx: Ctx, input: I) {
    await assertCategory(ctx, input.categoryId);
    await assertContentPictures(ctx, kind.pictures(input));
    return {
      ...kind.data(input),
      ...(await kind.derived?.(ctx, input)),
      ...(kind.categories && { categoryId: input.categoryId ?? null }),
      ...(kind.manualSort && { sort: input.sort ?? 0 }),
      visibility: input.visibility,
      searchText: searchTextOf(kind.data(input), kind.searchFields),
    };
  }

  /** The type's own rows of a saved item (ContentKind.saveRelated), then the item as it now reads. */
  async function related(ctx: Ctx, row: ContentRow, input: I): Promise<ContentRow> {
    if (!kind.saveRelated) return row;
    await kind.saveRelated(ctx, row.id, input);
    return find(ctx, row.id);
  }

  return {
    async list(ctx: Ctx, input: TContentListInput) {
      const where = { ...contentWhere(ctx.merchantId, { ...input, categoryId: kind.categories && input.categoryId }), ...kind.listWhere?.(input) };
      const [rows, total] = await Promise.all([
        kind.items(ctx.db).findMany({ where, orderBy: contentOrder(input.sort, kind.titleField, kind.manualSort), include: withCategory, ...skipTake(input) }),
        kind.items(ctx.db).count({ where }),
      ]);
      return { items: rows.map((r) => view.row(r, ctx.merchantId)), total, page: input.page, pageSize: input.pageSize };
    },

    async get(ctx: Ctx, id: string): Promise<D> {
      return view.detail(await find(ctx, id), ctx.merchantId);
    },

    create(ctx: Ctx, input: I): Promise<D> {
      return audited(ctx, { action: log('created', { name: title(kind.data(input)) }), category: CATEGORY }, async (tx) => {
        const data = await checked(tx, input);
        const slug = await freeSlug(kind.items(tx.db), tx.merchantId, title(data), kind.record.toLowerCase());
        const row = await kind.items(tx.db).create({ data: { merchantId: tx.merchantId, slug, ...data }, include: withCategory });
        return view.detail(await related(tx, row, input), tx.merchantId);
      });
    },

    /** Edits an item; its slug stays, so the website's links keep working. */
    update(ctx: Ctx, id: string, input: I): Promise<D> {
      return audited(ctx, { action: log('updated', { name: title(kind.data(input)) }), category: CATEGORY }, async (tx) => {
        await find(tx, id);
        const row = await kind.items(tx.db).update({ where: key(tx.merchantId, id), data: await checked(tx, input), include: withCategory });
        return view.detail(await related(tx, row, input), tx.merchantId);
      });
    },

    /** Changes what the list shows of one item (title, category, visibility, sort number); the rest stays. */
    async quickEdit(ctx: Ctx, { id, ...patch }: TContentQuickEdit): Promise<R> {
      const before = await find(ctx, id);
      const after = { ...before, ...(patch.title !== undefined && { [kind.titleField]: patch.title }) };
      return audited(ctx, { action: log('updated', { name: title(after) }), category: CATEGORY }, async (tx) => {
        await assertCategory(tx, patch.categoryId);
        const data = {
          ...(patch.title !== undefined && { [kind.titleField]: patch.title, searchText: searchTextOf(after, kind.searchFields) }),
          ...(kind.categories && patch.categoryId !== undefined && { categoryId: patch.categoryId }),
          ...(patch.visibility && { visibility: patch.visibility }),
          ...(kind.manualSort && patch.sort !== undefined && { sort: patch.sort }),
        };
        return view.row(await kind.items(tx.db).update({ where: key(tx.merchantId, id), data, include: withCategory }), tx.merchantId);
      });
    },

    /** Shows or hides items on the website, one or many. */
    setVisibility(ctx: Ctx, ids: string[], visibility: TVisibility): Promise<{ updated: number }> {
      return audited(ctx, { action: log(visibility === 'public' ? 'shown' : 'hidden', { count: ids.length }), category: CATEGORY }, async (tx) => {
        await own(tx, ids);
        const { count } = await kind.items(tx.db).updateMany({ where: { merchantId: tx.merchantId, id: { in: ids } }, data: { visibility } });
        return { updated: count };
      });
    },

    /** Deletes items, one or many. */
    async remove(ctx: Ctx, ids: string[]): Promise<{ deleted: number }> {
      const rows = await own(ctx, ids);
      const action = rows.length === 1 ? log('deleted', { name: title(rows[0]!) }) : log('deletedMany', { count: rows.length });
      return audited(ctx, { action, category: CATEGORY }, async (tx) => {
        const { count } = await kind.items(tx.db).deleteMany({ where: { merchantId: tx.merchantId, id: { in: ids } } });
        return { deleted: count };
      });
    },
  };
}
