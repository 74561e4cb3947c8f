import { z } from 'zod';
import type { DbClient } from '../db/database.ts';
import { notFound } from '../shared/errors.ts';
import { LOGISTICS, PRODUCT_CONDITIONS, SPECIAL_REQUEST_TYPES, VISIBILITIES, WEIGHT_UNITS } from './constants.ts';
import { pictureSources } from './media.ts';
import { ZProductPromotion } from './price-lock.ts';
import { type TProductInput, pickProductTexts } from './product-schema.ts';

const ZPicture = z.object({ uploadId: z.string().nullable(), url: z.string().nullable(), src: z.string(), thumb: z.string() });

/** A product as the edit form loads it: the input's fields, plus what the screen shows beside them. */
export const ZProductView = z.object({
  id: z.string(),
  sku: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameBm: z.string(),
  detailEn: z.string(),
  detailCn: z.string(),
  detailBm: z.string(),
  shortDescriptionEn: z.string(),
  shortDescriptionCn: z.string(),
  shortDescriptionBm: z.string(),
  inTheBoxEn: z.string(),
  inTheBoxCn: z.string(),
  inTheBoxBm: z.string(),
  categoryIds: z.array(z.string()),
  tags: z.array(z.string()),
  brandId: z.string().nullable(),
  googleCategoryId: z.string().nullable(),
  specs: z.array(
    z.object({
      specNameId: z.string().nullable(),
      nameEn: z.string(),
      nameCn: z.string(),
      nameBm: z.string(),
      detailEn: z.string(),
      detailCn: z.string(),
      detailBm: z.string(),
    }),
  ),
  images: z.array(ZPicture),
  videos: z.array(z.string()),
  files: z.array(z.object({ uploadId: z.string(), name: z.string() })),
  priceSen: z.number().int(),
  discountedPriceSen: z.number().int().nullable(),
  stockUnlimited: z.boolean(),
  stock: z.number().int(),
  variants: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string(), priceSen: z.number().int(), stock: z.number().int() })),
    }),
  ),
  wholesaleTiers: z.array(z.object({ minQty: z.number().int(), maxQty: z.number().int().nullable(), priceSen: z.number().int() })),
  weightGrams: z.number().int(),
  weightUnit: z.enum(WEIGHT_UNITS),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  specialRequests: z.array(z.object({ title: z.string(), type: z.enum(SPECIAL_REQUEST_TYPES), choices: z.array(z.string()), required: z.boolean() })),
  preOrder: z.boolean(),
  preOrderDays: z.number().int().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  visibility: z.enum(VISIBILITIES),
  sort: z.number().int(),
  logistics: z.array(z.object({ logistic: z.enum(LOGISTICS), enabled: z.boolean(), freeShipping: z.boolean() })),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TProductView = z.infer<typeof ZProductView>;

/** A product as the edit form opens it: the view, and the discount campaign that locks its prices now (null when none). */
export const ZEditableProduct = ZProductView.extend({ promotion: ZProductPromotion.nullable() });
export type TEditableProduct = z.infer<typeof ZEditableProduct>;

const bySort = { orderBy: { sort: 'asc' as const } };

const viewInclude = {
  categories: { select: { categoryId: true } },
  tags: { select: { tag: { select: { name: true } } } },
  specs: bySort,
  images: bySort,
  videos: bySort,
  files: bySort,
  variants: { ...bySort, include: { options: bySort } },
  wholesaleTiers: { orderBy: { minQty: 'asc' as const } },
  requests: bySort,
  logistics: true,
} as const;

const findViewRows = (db: DbClient, merchantId: string, ids: string[]) => db.product.findMany({ where: { merchantId, id: { in: ids } }, include: viewInclude });

/** Loads one product of the merchant as the form shows it; not found for another merchant's id. */
export async function loadProductView(db: DbClient, merchantId: string, id: string): Promise<TProductView> {
  const [view] = await loadProductViews(db, merchantId, [id]);
  if (!view) throw notFound('product');
  return view;
}

/** Loads many products of the merchant at once (exports, imports), in the order of ids; others' ids are left out. */
export async function loadProductViews(db: DbClient, merchantId: string, ids: string[]): Promise<TProductView[]> {
  const byId = new Map((await findViewRows(db, merchantId, ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [viewOf(merchantId, p)] : [];
  });
}

function viewOf(merchantId: string, p: Awaited<ReturnType<typeof findViewRows>>[number]): TProductView {
  const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  return {
    id: p.id,
    sku: p.sku,
    ...pickProductTexts(p),
    categoryIds: p.categories.map((c) => c.categoryId),
    tags: p.tags.map((t) => t.tag.name).sort(),
    brandId: p.brandId,
    googleCategoryId: p.googleCategoryId,
    specs: p.specs.map(({ specNameId, nameEn, nameCn, nameBm, detailEn, detailCn, detailBm }) => ({ specNameId, nameEn, nameCn, nameBm, detailEn, detailCn, detailBm })),
    images: p.images.map((i) => ({ uploadId: i.uploadId, url: i.url, ...pictureSources(merchantId, i) })),
    videos: p.videos.map((v) => v.url),
    files: p.files.map((f) => ({ uploadId: f.uploadId, name: f.name })),
    priceSen: p.priceSen,
    discountedPriceSen: p.discountedPriceSen,
    stockUnlimited: p.stockUnlimited,
    stock: p.stock,
    variants: p.variants.map((v) => ({
      name: v.name,
      options: v.options.map((o) => ({ id: o.id, name: o.name, sku: o.sku, priceSen: o.priceSen, stock: o.stock })),
    })),
    wholesaleTiers: p.wholesaleTiers.map(({ minQty, maxQty, priceSen }) => ({ minQty, maxQty, priceSen })),
    weightGrams: p.weightGrams,
    weightUnit: pick(p.weightUnit, WEIGHT_UNITS, 'g'),
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    specialRequests: p.requests.map((r) => ({ title: r.title, type: pick(r.type, SPECIAL_REQUEST_TYPES, 'text'), choices: r.choices ? r.choices.split('\n') : [], required: r.required })),
    preOrder: p.preOrder,
    preOrderDays: p.preOrderDays,
    condition: pick(p.condition, PRODUCT_CONDITIONS, 'new'),
    visibility: pick(p.visibility, VISIBILITIES, 'public'),
    sort: p.sort,
    logistics: p.logistics.map((l) => ({ logistic: pick(l.logistic, LOGISTICS, 'delivery'), enabled: l.enabled, freeShipping: l.freeShipping })),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** A stored product as input again (an update that changes only some fields starts from this). */
export function viewAsInput(view: TProductView): TProductInput {
  const { id: _id, createdAt: _c, updatedAt: _u, images, variants, ...rest } = view;
  return {
    ...rest,
    images: images.map((i) => ({ uploadId: i.uploadId, url: i.url })),
    variants: variants.map((v) => ({ name: v.name, options: v.options.map(({ name, sku, priceSen, stock }) => ({ name, sku, priceSen, stock })) })),
  };
}
