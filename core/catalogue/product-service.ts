import type { Ctx } from '../shared/context.ts';
import { newId } from '../db/ids.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { type VISIBILITIES } from './constants.ts';
import { STOCK_NOTES, logStock, stockLinesOf, storedIds, storedStockLines, touchCatalogue } from './stock.ts';
import { productRows } from './product-rows.ts';
import type { TProductInput } from './product-schema.ts';
import { assertReferences, assertSkusFree, deleteChildren, insertRows, markEdited, tagIdsFor, writeChildren } from './product-store.ts';
import { loadProductView, type TEditableProduct } from './product-views.ts';
import { lockedPriceChanges, ongoingPromotions, priceLocked } from './ongoing-promotions.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'manage';

/** A product of this merchant as the form opens it, with the promotion that locks its prices. */
async function editableProduct(ctx: Ctx, id: string): Promise<TEditableProduct> {
  const view = await loadProductView(ctx.db, ctx.merchantId, id);
  return { ...view, promotion: (await ongoingPromotions(ctx, [id])).get(id) ?? null };
}

export function getProduct(ctx: Ctx, id: string): Promise<TEditableProduct> {
  return editableProduct(ctx, id);
}

/** Checks and writes one new product in the caller's transaction (also a marketplace import's); returns its id. */
export async function insertProduct(tx: Ctx, input: TProductInput): Promise<string> {
  await assertReferences(tx.db, tx.merchantId, input);
  await assertSkusFree(tx.db, tx.merchantId, input);
  const tags = await tagIdsFor(tx.db, tx.merchantId, input.tags);
  const rows = productRows(tx.merchantId, newId(), input, [...tags.values()]);
  await insertRows(tx.db, [rows]);
  await logStock(tx, [], stockLinesOf(rows), STOCK_NOTES.created);
  return rows.product.id!;
}

export function createProduct(ctx: Ctx, input: TProductInput): Promise<TEditableProduct> {
  return audited(ctx, { action: msg('log.catalogue.productCreated', { name: input.nameEn, sku: input.sku }), category: CATEGORY }, async (tx) => {
    const id = await insertProduct(tx, input);
    await touchCatalogue(tx);
    return { ...(await loadProductView(tx.db, tx.merchantId, id)), promotion: null };
  });
}

/**
 * Several new products at once (add multiple: one per photo), all or none. A refusal names
 * the product by its place in the list: 'products.2.sku'.
 */
export function createProducts(ctx: Ctx, inputs: TProductInput[]): Promise<{ ids: string[] }> {
  return audited(ctx, { action: msg('log.catalogue.productsCreated', { count: inputs.length }), category: CATEGORY }, async (tx) => {
    const ids: string[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        ids.push(await insertProduct(tx, input));
      } catch (error) {
        if (error instanceof AppError && error.field) throw new AppError(error.code, error.message, error.kind, `products.${index}.${error.field}`);
        throw error;
      }
    }
    await touchCatalogue(tx);
    return { ids };
  });
}

/**
 * Replaces a product with input. During a promotion its prices must stay as stored: the first
 * price that changes is refused on its field, and nothing is written; every other field may
 * change. Editing takes the product out of any queued mass update.
 */
export function updateProduct(ctx: Ctx, id: string, input: TProductInput): Promise<TEditableProduct> {
  return audited(ctx, { action: msg('log.catalogue.productUpdated', { name: input.nameEn, sku: input.sku }), category: CATEGORY }, async (tx) => {
    const existing = await tx.db.product.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true } });
    if (!existing) throw notFound('product');
    const locked = (await lockedPriceChanges(tx, new Map([[id, input]]))).get(id);
    if (locked) throw priceLocked(locked.promotion, locked.fields[0]!);
    await assertReferences(tx.db, tx.merchantId, input);
    await assertSkusFree(tx.db, tx.merchantId, input, id);
    const before = await storedStockLines(tx.db, tx.merchantId, [id]);
    const tags = await tagIdsFor(tx.db, tx.merchantId, input.tags);
    const rows = productRows(tx.merchantId, id, input, [...tags.values()], await storedIds(tx.db, tx.merchantId, [id]));
    await deleteChildren(tx.db, tx.merchantId, [id]);
    const { merchantId: _m, id: _id, ...fields } = rows.product;
    await tx.db.product.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: fields });
    await writeChildren(tx.db, [rows]);
    // Unlimited stock is not counted: becoming unlimited is not a movement down to 0.
    if (!rows.product.stockUnlimited) await logStock(tx, before, stockLinesOf(rows), STOCK_NOTES.edited);
    await markEdited(tx.db, tx.merchantId, [id], tx.now());
    await touchCatalogue(tx);
    return editableProduct(tx, id);
  });
}

/** Products of this merchant among ids; not found when any is not. */
async function ownProducts(ctx: Ctx, ids: string[]) {
  const found = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } }, select: { id: true, nameEn: true } });
  if (found.length !== new Set(ids).size) throw notFound('product');
  return found;
}

/** Shows or hides products, one or many. */
export function setProductVisibility(ctx: Ctx, ids: string[], visibility: (typeof VISIBILITIES)[number]): Promise<{ updated: number }> {
  return audited(ctx, { action: msg(visibility === 'public' ? 'log.catalogue.productsShown' : 'log.catalogue.productsHidden', { count: ids.length }), category: CATEGORY }, async (tx) => {
    await ownProducts(tx, ids);
    const { count } = await tx.db.product.updateMany({ where: { merchantId: tx.merchantId, id: { in: ids } }, data: { visibility } });
    await touchCatalogue(tx);
    return { updated: count };
  });
}

/** Deletes products, one or many, with their pictures' links, variants and history. */
export async function deleteProducts(ctx: Ctx, ids: string[]): Promise<{ deleted: number }> {
  const found = await ownProducts(ctx, ids);
  const action = found.length === 1 ? msg('log.catalogue.productDeleted', { name: found[0]!.nameEn }) : msg('log.catalogue.productsDeleted', { count: found.length });
  return audited(ctx, { action, category: CATEGORY }, async (tx) => {
    await deleteChildren(tx.db, tx.merchantId, ids);
    const { count } = await tx.db.product.deleteMany({ where: { merchantId: tx.merchantId, id: { in: ids } } });
    await touchCatalogue(tx);
    return { deleted: count };
  });
}
