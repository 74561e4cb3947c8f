import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { branchOf, placeBranch, type CategoryPlace, type PlacementRefusal } from './category-depth.ts';
import { CATALOGUE_MESSAGES as M } from './constants.ts';
import { mediaUrl } from './media.ts';
import { assertPicture } from './pictures.ts';
import type { TCategoryInput, TCategoryNode } from './taxonomy-schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'manage';
export const PATH_SEPARATOR = ' > ';

async function allCategories(ctx: Ctx) {
  return ctx.db.productCategory.findMany({
    where: { merchantId: ctx.merchantId },
    orderBy: [{ sort: 'asc' }, { nameEn: 'asc' }],
    include: { _count: { select: { products: true } } },
  });
}

/** Every category of the merchant in tree order (each parent followed by its children), with its path. */
export async function listCategories(ctx: Ctx): Promise<TCategoryNode[]> {
  const rows = await allCategories(ctx);
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: TCategoryNode[] = [];
  const walk = (parentId: string | null, prefix: string) => {
    for (const c of children.get(parentId) ?? []) {
      const path = prefix ? `${prefix}${PATH_SEPARATOR}${c.nameEn}` : c.nameEn;
      out.push({
        id: c.id,
        parentId: c.parentId,
        level: c.level,
        nameEn: c.nameEn,
        nameCn: c.nameCn,
        nameBm: c.nameBm,
        detailEn: c.detailEn,
        detailCn: c.detailCn,
        detailBm: c.detailBm,
        pictureId: c.pictureId,
        picture: c.pictureId ? mediaUrl(ctx.merchantId, c.pictureId, 'thumb') : null,
        sort: c.sort,
        productCount: c._count.products,
        path,
      });
      walk(c.id, path);
    }
  };
  walk(null, '');
  return out;
}

/** A category and everything below it, for filtering products by a branch of the tree. */
export async function descendantsOf(ctx: Ctx, id: string): Promise<string[]> {
  const rows = await ctx.db.productCategory.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, parentId: true } });
  return [...branchOf(rows, id)];
}

const REFUSALS: Record<PlacementRefusal, () => AppError> = {
  parent_not_found: () => new AppError('CATEGORY.PARENT', M.parentUnknown, 'not_found', 'parentId'),
  cycle: () => new AppError('CATEGORY.CYCLE', M.categoryCycle, 'invalid', 'parentId'),
  too_deep: () => new AppError('CATEGORY.TOO_DEEP', M.categoryTooDeep, 'invalid', 'parentId'),
};

/** The levels of category id and its branch under parentId; refused with the rule it breaks. */
function place(all: CategoryPlace[], id: string, parentId: string | null): Map<string, number> {
  const placed = placeBranch(all, id, parentId);
  if ('refused' in placed) throw REFUSALS[placed.refused]();
  return placed.levels;
}

/** Names are unique among siblings (case-insensitive). */
async function assertUniqueAmongSiblings(ctx: Ctx, input: TCategoryInput, exceptId?: string): Promise<void> {
  const siblings = await ctx.db.productCategory.findMany({ where: { merchantId: ctx.merchantId, parentId: input.parentId }, select: { id: true, nameEn: true } });
  if (siblings.some((s) => s.id !== exceptId && s.nameEn.toLowerCase() === input.nameEn.toLowerCase())) {
    throw new AppError('CATEGORY.NAME_SAME', M.nameSame, 'conflict', 'nameEn');
  }
}

const fieldsOf = (input: TCategoryInput) => ({
  parentId: input.parentId,
  nameEn: input.nameEn,
  nameCn: input.nameCn,
  nameBm: input.nameBm,
  detailEn: input.detailEn,
  detailCn: input.detailCn,
  detailBm: input.detailBm,
  pictureId: input.pictureId,
  sort: input.sort,
});

export function createCategory(ctx: Ctx, input: TCategoryInput): Promise<TCategoryNode> {
  return audited(ctx, { action: msg('log.catalogue.categoryCreated', { name: input.nameEn }), category: CATEGORY }, async (tx) => {
    const parent = input.parentId
      ? await tx.db.productCategory.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.parentId } }, select: { id: true, parentId: true, level: true } })
      : null;
    // A new category is a branch of one.
    const level = place(parent ? [parent] : [], '', input.parentId).get('')!;
    await assertUniqueAmongSiblings(tx, input);
    await assertPicture(tx, input.pictureId);
    const row = await tx.db.productCategory.create({ data: { merchantId: tx.merchantId, level, ...fieldsOf(input) }, select: { id: true } });
    return (await listCategories(tx)).find((c) => c.id === row.id)!;
  });
}

/** Edits a category; moving it keeps the whole branch within three levels and never under itself. */
export function updateCategory(ctx: Ctx, id: string, input: TCategoryInput): Promise<TCategoryNode> {
  return audited(ctx, { action: msg('log.catalogue.categoryUpdated', { name: input.nameEn }), category: CATEGORY }, async (tx) => {
    const all = await tx.db.productCategory.findMany({ where: { merchantId: tx.merchantId }, select: { id: true, parentId: true, level: true } });
    if (!all.some((c) => c.id === id)) throw notFound('category');
    const levels = place(all, id, input.parentId);
    await assertUniqueAmongSiblings(tx, input, id);
    await assertPicture(tx, input.pictureId);
    await tx.db.productCategory.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { level: levels.get(id)!, ...fieldsOf(input) } });
    for (const c of all) {
      const level = levels.get(c.id);
      if (c.id !== id && level !== undefined && level !== c.level) {
        await tx.db.productCategory.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: c.id } }, data: { level } });
      }
    }
    return (await listCategories(tx)).find((c) => c.id === id)!;
  });
}

/** Deleting a category that products or sub-categories use fails with '{name} is in use'. */
export async function deleteCategory(ctx: Ctx, id: string): Promise<void> {
  const category = await ctx.db.productCategory.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { nameEn: true, _count: { select: { products: true, children: true } } },
  });
  if (!category) throw notFound('category');
  await audited(ctx, { action: msg('log.catalogue.categoryDeleted', { name: category.nameEn }), category: CATEGORY }, async (tx) => {
    if (category._count.products > 0 || category._count.children > 0) throw new AppError('CATALOGUE.IN_USE', M.inUse(category.nameEn), 'conflict');
    await tx.db.productCategory.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
  });
}
