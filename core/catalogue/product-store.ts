import type { DbClient } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../shared/errors.ts';
import { CATALOGUE_MESSAGES as M } from './constants.ts';
import { CHILD_TABLES, type ProductRows } from './product-rows.ts';
import type { TProductInput } from './product-schema.ts';

/** A refusal about one field of a product. */
const refuse = (field: string, message: string) => new AppError('PRODUCT.INVALID', message, 'invalid', field);

/** Tag names to ids, creating the tags that do not exist yet (names match case-insensitively). */
export async function tagIdsFor(db: DbClient, merchantId: string, names: readonly string[]): Promise<Map<string, string>> {
  const wanted = new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()]));
  if (wanted.size === 0) return new Map();
  const existing = await db.productTag.findMany({ where: { merchantId, nameKey: { in: [...wanted.keys()] } }, select: { id: true, nameKey: true } });
  const ids = new Map(existing.map((t) => [t.nameKey, t.id]));
  const missing = [...wanted].filter(([key]) => !ids.has(key)).map(([nameKey, name]) => ({ merchantId, id: newId(), name, nameKey }));
  if (missing.length) await db.productTag.createMany({ data: missing });
  for (const t of missing) ids.set(t.nameKey, t.id);
  return ids;
}

/** The ids among ids that exist for this merchant in a table keyed by (merchantId, id). */
async function existingIds(find: (args: { where: { merchantId: string; id: { in: string[] } }; select: { id: true } }) => Promise<{ id: string }[]>, merchantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await find({ where: { merchantId, id: { in: [...new Set(ids)] } }, select: { id: true } })).map((r) => r.id));
}

/** A reference to a record this merchant does not have: not found, as for any other merchant's id. */
const unknown = (field: string, message: string) => new AppError('PRODUCT.REFERENCE_NOT_FOUND', message, 'not_found', field);

/**
 * Categories, brand, Google category, specification names, pictures and files must be this
 * merchant's; pictures must be product pictures and files product files. Anything else is not
 * found (another merchant's id is answered exactly like an id that never existed).
 */
export async function assertReferences(db: DbClient, merchantId: string, input: TProductInput): Promise<void> {
  const categories = await existingIds((a) => db.productCategory.findMany(a), merchantId, input.categoryIds);
  if (input.categoryIds.some((id) => !categories.has(id))) throw unknown('categoryIds', M.categoryUnknown);
  if (input.brandId && !(await existingIds((a) => db.productBrand.findMany(a), merchantId, [input.brandId])).size) {
    throw unknown('brandId', M.brandUnknown);
  }
  if (input.googleCategoryId && !(await existingIds((a) => db.googleCategory.findMany(a), merchantId, [input.googleCategoryId])).size) {
    throw unknown('googleCategoryId', M.googleCategoryUnknown);
  }
  const specNameIds = input.specs.flatMap((s) => (s.specNameId ? [s.specNameId] : []));
  const specNames = await existingIds((a) => db.specificationName.findMany(a), merchantId, specNameIds);
  const badSpec = input.specs.findIndex((s) => s.specNameId && !specNames.has(s.specNameId));
  if (badSpec >= 0) throw unknown(`specs.${badSpec}.specNameId`, M.specNameUnknown);
  const imageIds = input.images.flatMap((i) => (i.uploadId ? [i.uploadId] : []));
  const fileIds = input.files.map((f) => f.uploadId);
  const uploads = await db.upload.findMany({ where: { merchantId, id: { in: [...imageIds, ...fileIds] } }, select: { id: true, purpose: true } });
  const purposeOf = new Map(uploads.map((u) => [u.id, u.purpose]));
  if (imageIds.some((id) => purposeOf.get(id) !== 'product-image')) throw unknown('images', M.pictureUnknown);
  if (fileIds.some((id) => purposeOf.get(id) !== 'product-file')) throw unknown('files', M.fileUnknown);
}

/** Every SKU of the input (product and options), which no other product may use. */
export const skusOf = (input: Pick<TProductInput, 'sku' | 'variants'>): string[] => [input.sku, ...input.variants.flatMap((v) => v.options.map((o) => o.sku))];

/** SKUs among skus already used by a product or option other than exceptProductId. */
export async function takenSkus(db: DbClient, merchantId: string, skus: string[], exceptProductId?: string): Promise<string[]> {
  const notThis = exceptProductId ? { NOT: { id: exceptProductId } } : {};
  const notThisOption = exceptProductId ? { NOT: { productId: exceptProductId } } : {};
  const [products, options] = await Promise.all([
    db.product.findMany({ where: { merchantId, sku: { in: skus }, ...notThis }, select: { sku: true } }),
    db.productOption.findMany({ where: { merchantId, sku: { in: skus }, ...notThisOption }, select: { sku: true } }),
  ]);
  return [...new Set([...products, ...options].map((r) => r.sku))];
}

export async function assertSkusFree(db: DbClient, merchantId: string, input: TProductInput, exceptProductId?: string): Promise<void> {
  const taken = await takenSkus(db, merchantId, skusOf(input), exceptProductId);
  if (taken.length === 0) return;
  // The message lands on the first field holding a taken SKU.
  const optionPath = input.variants
    .flatMap((v, vi) => v.options.map((o, oi) => ({ sku: o.sku, path: `variants.${vi}.options.${oi}.sku` })))
    .find((o) => taken.includes(o.sku))?.path;
  throw refuse(taken.includes(input.sku) ? 'sku' : (optionPath ?? 'variants'), M.skusTaken(taken));
}

/** Writes the rows of many products: one createMany per table. */
export async function insertRows(db: DbClient, all: readonly ProductRows[]): Promise<void> {
  if (all.length === 0) return;
  await db.product.createMany({ data: all.map((r) => r.product) });
  await writeChildren(db, all);
}

/** Writes the child rows (not the product rows) of many products. */
export async function writeChildren(db: DbClient, all: readonly ProductRows[]): Promise<void> {
  const tables = {
    categoryLinks: (data: never[]) => db.productCategoryLink.createMany({ data }),
    tagLinks: (data: never[]) => db.productTagLink.createMany({ data }),
    specs: (data: never[]) => db.productSpec.createMany({ data }),
    images: (data: never[]) => db.productImage.createMany({ data }),
    videos: (data: never[]) => db.productVideo.createMany({ data }),
    files: (data: never[]) => db.productFile.createMany({ data }),
    variants: (data: never[]) => db.productVariant.createMany({ data }),
    options: (data: never[]) => db.productOption.createMany({ data }),
    tiers: (data: never[]) => db.wholesaleTier.createMany({ data }),
    requests: (data: never[]) => db.specialRequest.createMany({ data }),
    logistics: (data: never[]) => db.productLogistic.createMany({ data }),
  } satisfies Record<(typeof CHILD_TABLES)[number], (data: never[]) => Promise<unknown>>;
  for (const table of CHILD_TABLES) {
    const data = all.flatMap((r) => r[table] as never[]);
    if (data.length) await tables[table](data);
  }
}

/** Removes every child row of these products, before they are written again. */
export async function deleteChildren(db: DbClient, merchantId: string, productIds: string[]): Promise<void> {
  const where = { merchantId, productId: { in: productIds } };
  // Options before variants: options reference them.
  await db.productOption.deleteMany({ where });
  await db.productVariant.deleteMany({ where });
  await Promise.all([
    db.productCategoryLink.deleteMany({ where }),
    db.productTagLink.deleteMany({ where }),
    db.productSpec.deleteMany({ where }),
    db.productImage.deleteMany({ where }),
    db.productVideo.deleteMany({ where }),
    db.productFile.deleteMany({ where }),
    db.wholesaleTier.deleteMany({ where }),
    db.specialRequest.deleteMany({ where }),
    db.productLogistic.deleteMany({ where }),
  ]);
}

/**
 * Records that users edited these products now (the form, quick edit, a mass update, an import):
 * a mass update started before an edit leaves the product as edited.
 */
export async function markEdited(db: DbClient, merchantId: string, productIds: readonly string[], at: Date): Promise<void> {
  if (productIds.length > 0) await db.product.updateMany({ where: { merchantId, id: { in: [...productIds] } }, data: { editedAt: at } });
}
