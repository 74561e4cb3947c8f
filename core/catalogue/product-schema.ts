import { z } from 'zod';
import { zSen } from '../shared/money.ts';
import { optionalText } from '../shared/text-fields.ts';
import {
  CATALOGUE_LIMITS as L,
  CATALOGUE_MESSAGES as M,
  LOGISTICS,
  PRODUCT_CONDITIONS,
  SELECTION_REQUEST_TYPES,
  SPECIAL_REQUEST_TYPES,
  VISIBILITIES,
  WEIGHT_UNITS,
} from './constants.ts';

/** The product's texts in three languages, by field: the form, the stored row, the view and the file carry them alike. */
export const PRODUCT_TEXT_FIELDS = [
  'nameEn',
  'nameCn',
  'nameBm',
  'detailEn',
  'detailCn',
  'detailBm',
  'shortDescriptionEn',
  'shortDescriptionCn',
  'shortDescriptionBm',
  'inTheBoxEn',
  'inTheBoxCn',
  'inTheBoxBm',
] as const;
export type ProductTexts = Record<(typeof PRODUCT_TEXT_FIELDS)[number], string>;

/** The texts of anything that carries them (an input, a stored product, a view). */
export const pickProductTexts = (source: ProductTexts): ProductTexts =>
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((key) => [key, source[key]])) as ProductTexts;

/** Built once: the TypeScript loader turns a \p{...} literal into a new RegExp wherever it stands, on every call. */
const LETTER = /\p{L}/gu;

/** Letters of any script (Latin, Chinese, Malay, ...); digits, spaces and punctuation are not letters. */
export const letterCount = (text: string): number => (text.match(LETTER) ?? []).length;

const YOUTUBE = /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{6,}([?&#].*)?$/i;

const stock = z.number({ error: M.stockInvalid }).int(M.stockInvalid).min(0, M.stockInvalid).max(100_000_000, M.stockInvalid);

export const ZSku = z
  .string({ error: M.skuRequired })
  .trim()
  .min(1, M.skuRequired)
  .max(L.skuMaxLength)
  .regex(/^[^\s]+$/, 'SKU cannot contain spaces.');

export const ZProductName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(255)
  .refine((v) => v.length === 0 || letterCount(v) >= L.productNameMinLetters, M.nameMinLetters);

export const ZProductDetail = z
  .string({ error: M.detailRequired })
  .trim()
  .min(1, M.detailRequired)
  .max(20_000)
  .refine((v) => v.length === 0 || letterCount(v) >= L.productDetailMinLetters, M.detailMinLetters);

export const ZProductImageRef = z
  .object({ uploadId: z.string().min(1).nullish(), url: z.url().max(1000).nullish() })
  .refine((i) => Boolean(i.uploadId) !== Boolean(i.url), 'A picture is an upload or a link, not both.');

export const ZOption = z.object({
  name: z.string({ error: M.optionNameRequired }).trim().min(1, M.optionNameRequired).max(100),
  sku: ZSku,
  priceSen: zSen(M.priceInvalid),
  stock: stock.default(0),
});

export const ZVariant = z.object({
  name: z.string({ error: M.variantNameRequired }).trim().min(1, M.variantNameRequired).max(100),
  options: z.array(ZOption).min(1, M.optionRequired).max(L.maxOptionsPerVariant),
});

export const ZWholesaleTier = z.object({
  minQty: z.number().int().min(2, M.wholesaleOrder),
  maxQty: z.number().int().nullable().default(null),
  priceSen: zSen(M.wholesalePrice),
});

export const ZSpecialRequest = z.object({
  title: z.string({ error: M.requestTitleRequired }).trim().min(1, M.requestTitleRequired).max(150),
  type: z.enum(SPECIAL_REQUEST_TYPES),
  choices: z.array(z.string().trim().min(1).max(150)).max(30).default([]),
  required: z.boolean().default(false),
});

export const ZSpec = z.object({
  specNameId: z.string().nullish(),
  nameEn: z.string({ error: M.specNameRequired }).trim().min(1, M.specNameRequired).max(150),
  nameCn: optionalText(150),
  nameBm: optionalText(150),
  detailEn: z.string({ error: M.specDetailRequired }).trim().min(1, M.specDetailRequired).max(1000),
  detailCn: optionalText(1000),
  detailBm: optionalText(1000),
});

export const ZLogisticSetting = z.object({ logistic: z.enum(LOGISTICS), enabled: z.boolean(), freeShipping: z.boolean().default(false) });

const caseKey = (v: string) => v.trim().toLowerCase();
const hasRepeats = (values: string[]) => new Set(values.map(caseKey)).size !== values.length;

/**
 * A product as the add/edit form, the API and the importer all give it. Cross-field rules live
 * in the refinement below, each reported on the field it concerns.
 */
export const ZProductInput = z
  .object({
    sku: ZSku,
    nameEn: ZProductName,
    nameCn: optionalText(255),
    nameBm: optionalText(255),
    detailEn: ZProductDetail,
    detailCn: optionalText(20_000),
    detailBm: optionalText(20_000),
    shortDescriptionEn: optionalText(500),
    shortDescriptionCn: optionalText(500),
    shortDescriptionBm: optionalText(500),
    inTheBoxEn: optionalText(1000),
    inTheBoxCn: optionalText(1000),
    inTheBoxBm: optionalText(1000),
    categoryIds: z.array(z.string().min(1)).min(1, M.categoryRequired).max(20),
    tags: z.array(z.string().trim().max(50)).max(L.maxTags, M.tooManyTags).default([]),
    brandId: z.string().min(1).nullish(),
    googleCategoryId: z.string().min(1).nullish(),
    specs: z.array(ZSpec).max(L.maxSpecs).default([]),
    images: z.array(ZProductImageRef).min(1, M.pictureRequired).max(L.maxImages, M.tooManyImages),
    videos: z.array(z.string().trim().regex(YOUTUBE, M.youtubeInvalid)).max(L.maxVideos).default([]),
    files: z.array(z.object({ uploadId: z.string().min(1), name: z.string().trim().min(1).max(200) })).max(L.maxFiles).default([]),
    priceSen: zSen(M.priceInvalid).nullish(),
    discountedPriceSen: zSen(M.priceInvalid).nullish(),
    stockUnlimited: z.boolean().default(false),
    stock: stock.default(0),
    variants: z.array(ZVariant).max(L.maxVariants).default([]),
    wholesaleTiers: z.array(ZWholesaleTier).max(L.maxWholesaleTiers).default([]),
    weightGrams: z.number().int().min(0).max(10_000_000).default(0),
    weightUnit: z.enum(WEIGHT_UNITS).default('g'),
    lengthMm: z.number().int().min(0).max(100_000).default(0),
    widthMm: z.number().int().min(0).max(100_000).default(0),
    heightMm: z.number().int().min(0).max(100_000).default(0),
    specialRequests: z.array(ZSpecialRequest).max(L.maxSpecialRequests).default([]),
    preOrder: z.boolean().default(false),
    preOrderDays: z.number().int().nullish(),
    condition: z.enum(PRODUCT_CONDITIONS).default('new'),
    visibility: z.enum(VISIBILITIES).default('public'),
    sort: z.number().int().min(0).max(1_000_000).default(0),
    logistics: z.array(ZLogisticSetting).min(1, M.logisticRequired),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    if (p.tags.some((t) => t.length === 0)) issue(['tags'], M.tagEmpty);
    else if (hasRepeats(p.tags)) issue(['tags'], M.tagSame);

    if (hasRepeats(p.variants.map((v) => v.name))) issue(['variants'], M.variantNameSame);
    p.variants.forEach((v, i) => {
      if (hasRepeats(v.options.map((o) => o.name))) issue(['variants', i, 'options'], M.optionNameSame);
    });
    const skus = [p.sku, ...p.variants.flatMap((v) => v.options.map((o) => o.sku))];
    if (hasRepeats(skus)) issue(['variants'], M.skuRepeated);

    const prices = p.variants.length > 0 ? p.variants.flatMap((v) => v.options.map((o) => o.priceSen)) : p.priceSen == null ? [] : [p.priceSen];
    if (p.variants.length === 0 && p.priceSen == null) issue(['priceSen'], M.priceRequired);
    if (p.discountedPriceSen != null && p.priceSen != null && p.discountedPriceSen >= p.priceSen) issue(['discountedPriceSen'], M.discountAbovePrice);

    if (p.wholesaleTiers.length > 0) {
      const base = prices[0];
      if (base === undefined || base <= 0 || prices.some((x) => x !== base)) issue(['wholesaleTiers'], M.wholesaleNotAllowed);
      else {
        let previousMax = 1;
        for (const [i, tier] of p.wholesaleTiers.entries()) {
          const last = i === p.wholesaleTiers.length - 1;
          if (tier.minQty <= previousMax || (tier.maxQty !== null && tier.maxQty < tier.minQty) || (tier.maxQty === null && !last)) {
            issue(['wholesaleTiers', i], M.wholesaleOrder);
            break;
          }
          if (tier.priceSen <= 0 || tier.priceSen >= base) issue(['wholesaleTiers', i, 'priceSen'], M.wholesalePrice);
          previousMax = tier.maxQty ?? Number.POSITIVE_INFINITY;
        }
      }
    }

    p.specialRequests.forEach((r, i) => {
      if (SELECTION_REQUEST_TYPES.includes(r.type) && r.choices.length === 0) issue(['specialRequests', i, 'choices'], M.selectionNeedsOption);
    });

    if (p.preOrder && (p.preOrderDays == null || p.preOrderDays < L.preOrderMinDays || p.preOrderDays > L.preOrderMaxDays)) {
      issue(['preOrderDays'], M.preOrderDays);
    }
    if (!p.logistics.some((l) => l.enabled)) issue(['logistics'], M.logisticRequired);
    else if (hasRepeats(p.logistics.map((l) => l.logistic))) issue(['logistics'], M.logisticRepeated);
  });

export type TProductInput = z.infer<typeof ZProductInput>;
export type TProductInputRaw = z.input<typeof ZProductInput>;

export const ZProductIdInput = z.object({ id: z.string().min(1) });
export const ZUpdateProductInput = z.object({ id: z.string().min(1), product: ZProductInput });
export const ZProductIdsInput = z.object({ ids: z.array(z.string().min(1)).min(1).max(500) });
export const ZSetVisibilityInput = ZProductIdsInput.extend({ visibility: z.enum(VISIBILITIES) });
export const ZCreateProductsInput = z.object({
  products: z.array(ZProductInput).min(1, M.photosRequired).max(L.addMultipleMaxPhotos, M.tooManyPhotos),
});
