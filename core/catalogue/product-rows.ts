import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { newId } from '../db/ids.ts';
import { type TProductInput, pickProductTexts } from './product-schema.ts';

/** Every row one product is stored as, ready for createMany, table by table. */
export interface ProductRows {
  product: Prisma.ProductCreateManyInput;
  categoryLinks: Prisma.ProductCategoryLinkCreateManyInput[];
  tagLinks: Prisma.ProductTagLinkCreateManyInput[];
  specs: Prisma.ProductSpecCreateManyInput[];
  images: Prisma.ProductImageCreateManyInput[];
  videos: Prisma.ProductVideoCreateManyInput[];
  files: Prisma.ProductFileCreateManyInput[];
  variants: Prisma.ProductVariantCreateManyInput[];
  options: Prisma.ProductOptionCreateManyInput[];
  tiers: Prisma.WholesaleTierCreateManyInput[];
  requests: Prisma.SpecialRequestCreateManyInput[];
  logistics: Prisma.ProductLogisticCreateManyInput[];
}

/** The child tables of a product, in the order they are written. */
export const CHILD_TABLES = ['categoryLinks', 'tagLinks', 'specs', 'images', 'videos', 'files', 'variants', 'options', 'tiers', 'requests', 'logistics'] as const;

/** The text product search looks in: SKUs and names, lower-cased (the same on both engines). */
export const searchTextOf = (input: { sku: string; nameEn: string; nameCn: string; nameBm: string; variants: readonly { options: readonly { sku: string }[] }[] }): string =>
  [input.sku, input.nameEn, input.nameCn, input.nameBm, ...input.variants.flatMap((v) => v.options.map((o) => o.sku))]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/** Ids to keep when a product is written again: variants by product and name, options by SKU. */
export interface KeptIds {
  variants: ReadonlyMap<string, string>;
  options: ReadonlyMap<string, string>;
}

const NO_KEPT_IDS: KeptIds = { variants: new Map(), options: new Map() };

/**
 * The rows of one product. Pure: the single form, the importer and the bench all store a
 * product through this, so a product is the same rows however it arrived. With variants, the
 * product's price is its lowest option price and its stock their sum; a product-level
 * discounted price applies only without variants. Options keep their ids across edits (orders
 * refer to them), matched by SKU.
 */
export function productRows(merchantId: string, productId: string, input: TProductInput, tagIds: readonly string[], kept: KeptIds = NO_KEPT_IDS): ProductRows {
  // merchantId and productId are written out in every row rather than spread from one object:
  // V8 builds objects from a spread followed by more fields several times slower, and imports
  // build hundreds of thousands of these rows.
  const options = input.variants.flatMap((v) => v.options);
  const hasVariants = options.length > 0;
  const variants: ProductRows['variants'] = [];
  const optionRows: ProductRows['options'] = [];
  input.variants.forEach((variant, vi) => {
    const variantId = kept.variants.get(`${productId}/${variant.name}`) ?? newId();
    variants.push({ merchantId, productId, id: variantId, name: variant.name, sort: vi });
    variant.options.forEach((o, oi) =>
      optionRows.push({ merchantId, productId, id: kept.options.get(o.sku) ?? newId(), variantId, name: o.name, sku: o.sku, priceSen: o.priceSen, stock: o.stock, sort: oi }),
    );
  });
  return {
    product: {
      merchantId,
      id: productId,
      sku: input.sku,
      ...pickProductTexts(input),
      brandId: input.brandId ?? null,
      googleCategoryId: input.googleCategoryId ?? null,
      priceSen: hasVariants ? Math.min(...options.map((o) => o.priceSen)) : (input.priceSen ?? 0),
      discountedPriceSen: hasVariants ? null : (input.discountedPriceSen ?? null),
      stockUnlimited: input.stockUnlimited,
      stock: hasVariants ? options.reduce((sum, o) => sum + o.stock, 0) : input.stock,
      weightGrams: input.weightGrams,
      weightUnit: input.weightUnit,
      lengthMm: input.lengthMm,
      widthMm: input.widthMm,
      heightMm: input.heightMm,
      preOrder: input.preOrder,
      preOrderDays: input.preOrder ? (input.preOrderDays ?? null) : null,
      condition: input.condition,
      visibility: input.visibility,
      sort: input.sort,
      searchText: searchTextOf(input),
    },
    categoryLinks: [...new Set(input.categoryIds)].map((categoryId) => ({ merchantId, productId, categoryId })),
    tagLinks: [...new Set(tagIds)].map((tagId) => ({ merchantId, productId, tagId })),
    specs: input.specs.map((s, sort) => ({ merchantId, productId, id: newId(), specNameId: s.specNameId ?? null, nameEn: s.nameEn, nameCn: s.nameCn, nameBm: s.nameBm, detailEn: s.detailEn, detailCn: s.detailCn, detailBm: s.detailBm, sort })),
    images: input.images.map((i, sort) => ({ merchantId, productId, id: newId(), uploadId: i.uploadId ?? null, url: i.url ?? null, sort })),
    videos: input.videos.map((url, sort) => ({ merchantId, productId, id: newId(), url, sort })),
    files: input.files.map((f, sort) => ({ merchantId, productId, id: newId(), uploadId: f.uploadId, name: f.name, sort })),
    variants,
    options: optionRows,
    tiers: input.wholesaleTiers.map((t) => ({ merchantId, productId, id: newId(), minQty: t.minQty, maxQty: t.maxQty, priceSen: t.priceSen })),
    requests: input.specialRequests.map((r, sort) => ({ merchantId, productId, id: newId(), title: r.title, type: r.type, choices: r.choices.join('\n'), required: r.required, sort })),
    logistics: input.logistics.map((l) => ({ merchantId, productId, logistic: l.logistic, enabled: l.enabled, freeShipping: l.freeShipping })),
  };
}
