import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { promotionPictureKey } from '../uploads/promotion-pictures.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from './constants.ts';
import type { TMixMatchValues } from './schema.ts';
import { stockShortfall } from './stock-rules.ts';

type Selections = TMixMatchValues['selections'];

async function assertCategories(tx: Ctx, categoryIds: string[]): Promise<void> {
  const found = await tx.db.mixMatchCategory.count({ where: { merchantId: tx.merchantId, id: { in: categoryIds } } });
  if (found !== categoryIds.length) throw new AppError(C.categoryUnknown, M.categoryUnknown, 'not_found', 'categoryIds');
}

/** Every product is this merchant's, and an option named is one of that product's. */
async function assertProducts(tx: Ctx, selections: Selections): Promise<void> {
  const entries = selections.flatMap((s, i) => s.products.map((p, j) => ({ ...p, path: `selections.${i}.products.${j}` })));
  const productIds = [...new Set(entries.map((e) => e.productId))];
  const optionIds = [...new Set(entries.map((e) => e.optionId).filter(Boolean))];
  const [products, options] = await Promise.all([
    tx.db.product.findMany({ where: { merchantId: tx.merchantId, id: { in: productIds } }, select: { id: true } }),
    optionIds.length ? tx.db.productOption.findMany({ where: { merchantId: tx.merchantId, id: { in: optionIds } }, select: { id: true, productId: true } }) : [],
  ]);
  const known = new Set(products.map((p) => p.id));
  const productOf = new Map(options.map((o) => [o.id, o.productId]));
  for (const entry of entries) {
    if (!known.has(entry.productId)) throw new AppError(C.productUnknown, M.productUnknown, 'not_found', `${entry.path}.productId`);
    if (entry.optionId && productOf.get(entry.optionId) !== entry.productId) throw new AppError(C.productUnknown, M.productUnknown, 'not_found', `${entry.path}.optionId`);
  }
}

/** The product entry ids of each saved selection of a set. */
export async function savedEntries(tx: Ctx, mixMatchId: string): Promise<Map<string, Set<string>>> {
  const selections = await tx.db.mixMatchSelection.findMany({
    where: { merchantId: tx.merchantId, mixMatchId },
    select: { id: true, products: { select: { id: true } } },
  });
  return new Map(selections.map((s) => [s.id, new Set(s.products.map((p) => p.id))]));
}

/** Checks what a set refers to and its stock rules; answers the picture's storage key. */
export async function checkSet(tx: Ctx, set: TMixMatchValues, saved?: Map<string, Set<string>>): Promise<string> {
  const shortfall = stockShortfall(set.selections, saved);
  if (shortfall) throw shortfall;
  const [imageKey] = await Promise.all([promotionPictureKey(tx, set.imageId, 'imageId', C.imageUnknown), assertCategories(tx, set.categoryIds), assertProducts(tx, set.selections)]);
  return imageKey;
}

export const setData = (set: TMixMatchValues, imageKey: string) => ({
  nameEn: set.nameEn,
  nameCn: set.nameCn,
  nameBm: set.nameBm,
  descriptionEn: set.descriptionEn,
  descriptionCn: set.descriptionCn,
  descriptionBm: set.descriptionBm,
  imageKey,
  priceSen: set.priceSen,
  stock: set.stock,
  active: set.active,
  sort: set.sort,
});

// About the whole form, not one field: the screen shows it in a dialog.
const stale = () => new AppError(C.staleForm, M.staleForm, 'conflict');

/**
 * Brings a set's categories, selections and products to the form's. Saved selections and
 * product entries keep their ids (a buyer's cart names the entries it picked); those left out
 * are deleted before new ones are written, so a product taken out and added back does not clash.
 */
export async function writeSelections(tx: Ctx, mixMatchId: string, set: TMixMatchValues, saved: Map<string, Set<string>>): Promise<void> {
  const { merchantId } = tx;
  await tx.db.mixMatchCategoryLink.deleteMany({ where: { merchantId, mixMatchId } });
  await tx.db.mixMatchCategoryLink.createMany({ data: set.categoryIds.map((categoryId) => ({ merchantId, mixMatchId, categoryId })) });

  const keptSelections = new Set(set.selections.flatMap((s) => (s.id ? [s.id] : [])));
  await tx.db.mixMatchSelection.deleteMany({ where: { merchantId, mixMatchId, id: { notIn: [...keptSelections] } } });
  for (const { id, products, ...fields } of set.selections) {
    if (id && !saved.has(id)) throw stale();
    const selectionId = id
      ? (await tx.db.mixMatchSelection.update({ where: { merchantId_id: { merchantId, id } }, data: fields, select: { id: true } })).id
      : (await tx.db.mixMatchSelection.create({ data: { merchantId, mixMatchId, ...fields }, select: { id: true } })).id;
    const keptEntries = products.flatMap((p) => (p.id ? [p.id] : []));
    await tx.db.mixMatchProduct.deleteMany({ where: { merchantId, selectionId, id: { notIn: keptEntries } } });
    for (const { id: entryId, productId, optionId, ...entry } of products) {
      if (!entryId) {
        await tx.db.mixMatchProduct.create({ data: { merchantId, selectionId, productId, optionId, ...entry } });
        continue;
      }
      // A saved entry stays the same product of the same selection; only its terms change.
      const { count } = await tx.db.mixMatchProduct.updateMany({ where: { merchantId, id: entryId, selectionId, productId, optionId }, data: entry });
      if (count !== 1) throw stale();
    }
  }
}
