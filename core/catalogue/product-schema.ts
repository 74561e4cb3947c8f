import { z } from 'zod';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { term } from '../shared/messages.ts';
import { zSen } from '../shared/money.ts';
import { optionalText } from '../shared/text-fields.ts';
import {
  CATALOGUE_LIMITS as L,
  CATALOGUE_MESSAGES as M,
  LOGISTICS,
  newProductLogistics,
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

/*
 * Every way a field can be wrong carries the form's own message: the form, the product file
 * and the API show these to people, never the schema library's wording.
 */

/** A required text: one message when it is missing (or not text), one when it is too long. */
const requiredText = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A whole number from 0 to max, one message for every way it can be wrong. */
const wholeNumber = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

/** The id of something picked from a list (a category, a brand, an upload). */
const pickedId = (message: string) => z.string({ error: message }).min(1, message);

const onOrOff = (switchName: string) => z.boolean({ error: M.onOrOff(switchName) });

const field = (key: string) => term(`fields.${key}`);

/** A quantity in stock: a whole number from 0 to maxStock. A negative or broken one is refused, never read as 0. */
export const ZStock = z
  .number({ error: M.stockNotWhole })
  .int(M.stockNotWhole)
  .min(0, M.stockNegative)
  .max(L.maxStock, M.stockTooHigh);

/**
 * The characters a SKU may hold: letters A-Z (either case), digits, hyphens, underscores and
 * dots, so that it reads the same in a file, a URL, a barcode label and a marketplace feed
 * (docs/catalogue-files.md, "SKU").
 */
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;

export const ZSku = requiredText(M.skuRequired, L.skuMaxLength, M.skuTooLong).regex(SKU_PATTERN, M.skuCharacters);

export const ZProductName = requiredText(M.nameRequired, L.nameMaxChars, M.nameTooLong).refine(
  (v) => v.length === 0 || letterCount(v) >= L.productNameMinLetters,
  M.nameMinLetters,
);

export const ZProductDetail = requiredText(M.detailRequired, L.detailMaxChars, M.detailTooLong).refine(
  (v) => v.length === 0 || letterCount(v) >= L.productDetailMinLetters,
  M.detailMinLetters,
);

export const ZProductImageRef = z
  .object(
    {
      uploadId: pickedId(M.pictureUnknown).nullish(),
      url: z.url({ error: M.pictureLinkInvalid }).max(L.linkMaxChars, M.pictureLinkTooLong).nullish(),
    },
    { error: M.pictureUnknown },
  )
  .refine((i) => Boolean(i.uploadId) !== Boolean(i.url), M.pictureOneSource);

export const ZOption = z.object(
  {
    name: requiredText(M.optionNameRequired, L.optionNameMaxChars, M.optionNameTooLong),
    sku: ZSku,
    priceSen: zSen(field('price'), MONEY_LIMITS.priceSen, M.priceRequired),
    stock: ZStock.default(0),
  },
  { error: M.optionNameRequired },
);

export const ZVariant = z.object(
  {
    name: requiredText(M.variantNameRequired, L.variantNameMaxChars, M.variantNameTooLong),
    options: z.array(ZOption, { error: M.optionRequired }).min(1, M.optionRequired).max(L.maxOptionsPerVariant, M.tooManyOptions),
  },
  { error: M.variantNameRequired },
);

const tierQuantity = z.number({ error: M.wholesaleOrder }).int(M.wholesaleOrder);

export const ZWholesaleTier = z.object(
  {
    minQty: tierQuantity.min(2, M.wholesaleOrder),
    maxQty: tierQuantity.nullable().default(null),
    priceSen: zSen(field('wholesalePrice'), MONEY_LIMITS.priceSen),
  },
  { error: M.wholesaleOrder },
);

export const ZSpecialRequest = z.object(
  {
    title: requiredText(M.requestTitleRequired, L.requestTitleMaxChars, M.requestTitleTooLong),
    type: z.enum(SPECIAL_REQUEST_TYPES, { error: M.requestTypeInvalid }),
    choices: z
      .array(requiredText(M.choiceEmpty, L.requestChoiceMaxChars, M.choiceTooLong), { error: M.selectionNeedsOption })
      .max(L.maxRequestChoices, M.tooManyChoices)
      .default([]),
    required: onOrOff('buyerMustAnswer').default(false),
  },
  { error: M.requestTitleRequired },
);

export const ZSpec = z.object(
  {
    specNameId: pickedId(M.specNameUnknown).nullish(),
    nameEn: requiredText(M.specNameRequired, L.specNameMaxChars, M.specNameTooLong),
    nameCn: optionalText(L.specNameMaxChars, field('specNameCn')),
    nameBm: optionalText(L.specNameMaxChars, field('specNameBm')),
    detailEn: requiredText(M.specDetailRequired, L.specDetailMaxChars, M.specDetailTooLong),
    detailCn: optionalText(L.specDetailMaxChars, field('specDetailCn')),
    detailBm: optionalText(L.specDetailMaxChars, field('specDetailBm')),
  },
  { error: M.specNameRequired },
);

export const ZLogisticSetting = z.object(
  {
    logistic: z.enum(LOGISTICS, { error: M.logisticUnknown }),
    enabled: onOrOff('logistic'),
    freeShipping: onOrOff('freeShipping').default(false),
  },
  { error: M.logisticUnknown },
);

const size = (dimension: 'length' | 'width' | 'height') => wholeNumber(L.maxSizeMm, M.sizeInvalid(dimension)).default(0);

const caseKey = (v: string) => v.trim().toLowerCase();
const hasRepeats = (values: string[]) => new Set(values.map(caseKey)).size !== values.length;

/**
 * A product as the add/edit form, the API and the importer all give it. Cross-field rules live
 * in the refinement below, each reported on the field it concerns.
 */
export const ZProductInput = z
  .object(
    {
      sku: ZSku,
      nameEn: ZProductName,
      nameCn: optionalText(L.nameMaxChars, field('nameCn')),
      nameBm: optionalText(L.nameMaxChars, field('nameBm')),
      detailEn: ZProductDetail,
      detailCn: optionalText(L.detailMaxChars, field('descriptionCn')),
      detailBm: optionalText(L.detailMaxChars, field('descriptionBm')),
      shortDescriptionEn: optionalText(L.shortDescriptionMaxChars, field('shortDescriptionEn')),
      shortDescriptionCn: optionalText(L.shortDescriptionMaxChars, field('shortDescriptionCn')),
      shortDescriptionBm: optionalText(L.shortDescriptionMaxChars, field('shortDescriptionBm')),
      inTheBoxEn: optionalText(L.inTheBoxMaxChars, field('inTheBoxEn')),
      inTheBoxCn: optionalText(L.inTheBoxMaxChars, field('inTheBoxCn')),
      inTheBoxBm: optionalText(L.inTheBoxMaxChars, field('inTheBoxBm')),
      categoryIds: z.array(pickedId(M.categoryUnknown), { error: M.categoryRequired }).min(1, M.categoryRequired).max(L.maxCategories, M.tooManyCategories),
      tags: z
        .array(z.string({ error: M.tagEmpty }).trim().max(L.tagMaxChars, M.tagTooLong), { error: M.tagEmpty })
        .max(L.maxTags, M.tooManyTags)
        .default([]),
      brandId: pickedId(M.brandUnknown).nullish(),
      googleCategoryId: pickedId(M.googleCategoryUnknown).nullish(),
      specs: z.array(ZSpec, { error: M.specNameRequired }).max(L.maxSpecs, M.tooManySpecs).default([]),
      images: z.array(ZProductImageRef, { error: M.pictureRequired }).min(1, M.pictureRequired).max(L.maxImages, M.tooManyImages),
      videos: z
        .array(z.string({ error: M.youtubeInvalid }).trim().regex(YOUTUBE, M.youtubeInvalid), { error: M.youtubeInvalid })
        .max(L.maxVideos, M.tooManyVideos)
        .default([]),
      files: z
        .array(
          z.object(
            { uploadId: pickedId(M.fileUnknown), name: requiredText(M.fileNameRequired, L.fileNameMaxChars, M.fileNameTooLong) },
            { error: M.fileUnknown },
          ),
          { error: M.fileUnknown },
        )
        .max(L.maxFiles, M.tooManyFiles)
        .default([]),
      priceSen: zSen(field('price'), MONEY_LIMITS.priceSen).nullish(),
      discountedPriceSen: zSen(field('discountedPrice'), MONEY_LIMITS.priceSen).nullish(),
      stockUnlimited: onOrOff('stockUnlimited').default(false),
      stock: ZStock.default(0),
      variants: z.array(ZVariant, { error: M.variantNameRequired }).max(L.maxVariants, M.tooManyVariants).default([]),
      wholesaleTiers: z.array(ZWholesaleTier, { error: M.wholesaleOrder }).max(L.maxWholesaleTiers, M.tooManyWholesaleTiers).default([]),
      weightGrams: wholeNumber(L.maxWeightGrams, M.weightInvalid).default(0),
      weightUnit: z.enum(WEIGHT_UNITS, { error: M.weightUnitInvalid }).default('g'),
      lengthMm: size('length'),
      widthMm: size('width'),
      heightMm: size('height'),
      specialRequests: z.array(ZSpecialRequest, { error: M.requestTitleRequired }).max(L.maxSpecialRequests, M.tooManySpecialRequests).default([]),
      preOrder: onOrOff('preOrder').default(false),
      preOrderDays: z.number({ error: M.preOrderDays }).int(M.preOrderDays).nullish(),
      condition: z.enum(PRODUCT_CONDITIONS, { error: M.conditionInvalid }).default('new'),
      visibility: z.enum(VISIBILITIES, { error: M.visibilityInvalid }).default('public'),
      sort: wholeNumber(L.maxSort, M.sortInvalid).default(0),
      // Omitted, a product ships as the form starts a new one: by delivery.
      logistics: z
        .array(ZLogisticSetting, { error: M.logisticRequired })
        .min(1, M.logisticRequired)
        .default(newProductLogistics),
    },
    { error: M.productInvalid },
  )
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

    // A product without a price is told so above; its wholesale prices wait for one.
    if (p.wholesaleTiers.length > 0 && prices.length > 0) {
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
