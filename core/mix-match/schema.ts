import { z } from 'zod';
import { CATALOGUE_MESSAGES } from '../catalogue/constants.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZPromotionProductLine } from '../shared/promotion-products.ts';
import { optionalText } from '../shared/text-fields.ts';
import { MIX_MATCH_LIMITS as L, MIX_MATCH_MESSAGES as M } from './constants.ts';
import { term } from '../shared/messages.ts';

const id = z.string().min(1).max(64);
/** A required text: blank or missing is the spec's "Please fill out all required fields.". */
const required = (max: number) => z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(max);
/** Missing is the spec's "fill out all required fields"; any other wrong value gets the field's own message. */
const missingOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? M.fillRequired : message);
const wholeNumber = (min: number, message: string) => z.number({ error: missingOr(message) }).int(message).min(min, message).max(L.maxQty, message);
const sort = z.number({ error: M.invalidValue }).int(M.invalidValue).min(0, M.invalidValue).max(L.maxSort, M.invalidValue).default(0);
/** What a set and each of its selections are called and described, in three languages; the EN name is required. */
const textsInput = {
  nameEn: required(L.nameMaxChars),
  nameCn: optionalText(L.nameMaxChars),
  nameBm: optionalText(L.nameMaxChars),
  descriptionEn: optionalText(L.descriptionMaxChars),
  descriptionCn: optionalText(L.descriptionMaxChars),
  descriptionBm: optionalText(L.descriptionMaxChars),
};
const names = { nameEn: z.string(), nameCn: z.string(), nameBm: z.string() };
const texts = { ...names, descriptionEn: z.string(), descriptionCn: z.string(), descriptionBm: z.string() };

// ---------------------------------------------------------------- sets

/** A product a buyer may pick in a selection: the product itself (optionId '') or one of its options. */
export const ZMixMatchProductInput = z.object({
  /** The entry's id when it is already saved; a new entry has none. */
  id: id.optional(),
  productId: z.string({ error: M.productUnknown }).min(1, M.productUnknown).max(64),
  optionId: z.string().max(64).default(''),
  variantName: optionalText(L.nameMaxChars),
  additionalPriceSen: zSen(term('fields.mixMatch.additionalPrice'), MONEY_LIMITS.priceSen, M.additionalPriceInvalid).default(0),
  /** The set's own stock of this product, apart from the catalogue's. */
  stock: wholeNumber(0, M.stockInvalid),
  sort,
});
export type TMixMatchProductInput = z.input<typeof ZMixMatchProductInput>;

export const ZMixMatchSelectionInput = z
  .object({
    id: id.optional(),
    ...textsInput,
    /** How many units the buyer picks in this selection. */
    requiredQty: wholeNumber(1, M.requiredQtyInvalid),
    sort,
    // Too few products is the stock rule's to say (stock-rules.ts), with the spec's message.
    products: z.array(ZMixMatchProductInput).max(L.maxProductsPerSelection, M.invalidValue).default([]),
  })
  .superRefine((selection, ctx) => {
    const seen = new Set<string>();
    selection.products.forEach((product, index) => {
      const key = `${product.productId}\u0000${product.optionId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['products', index, 'productId'], message: M.productRepeated });
      seen.add(key);
    });
  });
export type TMixMatchSelectionInput = z.input<typeof ZMixMatchSelectionInput>;

/** A mix-and-match set as the form sends it. */
export const ZMixMatchInput = z.object({
  ...textsInput,
  /** The upload id of the set's picture (purpose 'promotion-picture'); the set keeps its storage key. */
  imageId: required(64),
  priceSen: z.number({ error: missingOr(M.priceInvalid) }).pipe(zSen(term('fields.mixMatch.setPrice'), MONEY_LIMITS.priceSen)),
  stock: wholeNumber(0, M.stockInvalid),
  active: z.boolean().default(true),
  sort,
  categoryIds: z
    .array(id, { error: M.categoryRequired })
    .min(1, M.categoryRequired)
    .max(L.maxCategoriesPerSet, M.invalidValue)
    .transform((ids) => [...new Set(ids)]),
  selections: z.array(ZMixMatchSelectionInput, { error: M.selectionRequired }).min(1, M.selectionRequired).max(L.maxSelections, M.invalidValue),
});
export type TMixMatchInput = z.input<typeof ZMixMatchInput>;
export type TMixMatchValues = z.output<typeof ZMixMatchInput>;

export const ZMixMatchIdInput = z.object({ id });
export const ZUpdateMixMatchInput = z.object({ id, set: ZMixMatchInput });
export type TUpdateMixMatchInput = z.input<typeof ZUpdateMixMatchInput>;

const ids = z.array(id).min(1, M.fillRequired).max(L.maxBulk);
export const ZMixMatchIdsInput = z.object({ ids });
export type TMixMatchIdsInput = z.input<typeof ZMixMatchIdsInput>;
export const ZSetMixMatchActiveInput = z.object({ ids, active: z.boolean() });
export type TSetMixMatchActiveInput = z.input<typeof ZSetMixMatchActiveInput>;

const ZCategoryRef = z.object({ id: z.string(), nameEn: z.string() });

export const ZMixMatchProduct = ZPromotionProductLine.extend({
  variantName: z.string(),
  additionalPriceSen: z.number().int(),
  stock: z.number().int(),
});
export type TMixMatchProduct = z.infer<typeof ZMixMatchProduct>;

export const ZMixMatchSelection = z.object({
  id: z.string(),
  ...texts,
  requiredQty: z.number().int(),
  sort: z.number().int(),
  products: z.array(ZMixMatchProduct),
});

export const ZMixMatch = z.object({
  id: z.string(),
  ...texts,
  imageId: z.string(),
  imageUrl: z.string(),
  priceSen: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  categories: z.array(ZCategoryRef),
  selections: z.array(ZMixMatchSelection),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TMixMatch = z.infer<typeof ZMixMatch>;

export const ZMixMatchRow = ZMixMatch.pick({ id: true, nameEn: true, nameCn: true, nameBm: true, priceSen: true, stock: true, active: true, sort: true, categories: true, createdAt: true }).extend({
  /** The picture's thumbnail. */
  thumbUrl: z.string(),
  selectionCount: z.number().int(),
});
export type TMixMatchRow = z.infer<typeof ZMixMatchRow>;

export const ZMixMatchListInput = ZPageInput.extend({
  search: z.string().trim().max(100).optional(),
  categoryId: id.optional(),
});
export type TMixMatchListInput = z.input<typeof ZMixMatchListInput>;
export const ZMixMatchPage = zPage(ZMixMatchRow);
export type TMixMatchPage = z.infer<typeof ZMixMatchPage>;

/** The ids a show, hide or delete call changed. */
export const ZMixMatchIdsResult = z.object({ ids: z.array(z.string()) });

/** A set shown on the merchant's website, with what a buyer may pick: enough to put it in a cart (picks name the products' ids). */
export const ZStorefrontSet = z.object({
  id: z.string(),
  ...texts,
  imageUrl: z.string(),
  priceSen: z.number().int(),
  stock: z.number().int(),
  categories: z.array(z.object({ id: z.string(), ...names })),
  selections: z.array(
    z.object({
      id: z.string(),
      ...texts,
      requiredQty: z.number().int(),
      products: z.array(
        z.object({
          /** The mixMatchProductId of a cart's pick. */
          id: z.string(),
          productId: z.string(),
          /** null for the product itself. */
          optionId: z.string().nullable(),
          productName: z.string(),
          optionName: z.string(),
          variantName: z.string(),
          additionalPriceSen: z.number().int(),
          stock: z.number().int(),
        }),
      ),
    }),
  ),
});
export const ZStorefrontSets = z.array(ZStorefrontSet);
export type TStorefrontSet = z.infer<typeof ZStorefrontSet>;

// ---------------------------------------------------------------- categories

/** A category of sets: names in three languages, EN required, with the catalogue taxonomy's messages. */
export const ZMixMatchCategoryInput = z.object({
  nameEn: z.string({ error: CATALOGUE_MESSAGES.nameEmpty }).trim().min(1, CATALOGUE_MESSAGES.nameEmpty).max(L.categoryNameMaxChars),
  nameCn: optionalText(L.categoryNameMaxChars),
  nameBm: optionalText(L.categoryNameMaxChars),
  sort,
});
export type TMixMatchCategoryInput = z.input<typeof ZMixMatchCategoryInput>;
export const ZUpdateMixMatchCategoryInput = ZMixMatchCategoryInput.extend({ id });
export type TUpdateMixMatchCategoryInput = z.input<typeof ZUpdateMixMatchCategoryInput>;

export const ZMixMatchCategory = z.object({
  id: z.string(),
  ...names,
  sort: z.number().int(),
  /** Sets in this category. */
  setCount: z.number().int(),
  createdAt: z.date(),
});
export type TMixMatchCategory = z.infer<typeof ZMixMatchCategory>;

export const ZMixMatchCategoryListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TMixMatchCategoryListInput = z.input<typeof ZMixMatchCategoryListInput>;
export const ZMixMatchCategoryPage = zPage(ZMixMatchCategory);

/** Every category, in order, for the set form and the list's filter. */
export const ZMixMatchCategoryOptions = z.array(z.object({ id: z.string(), ...names }));

/** The categories in their new order, first to last. */
export const ZSortMixMatchCategoriesInput = z.object({ ids: z.array(id).min(1, M.fillRequired).max(1000) });
export type TSortMixMatchCategoriesInput = z.input<typeof ZSortMixMatchCategoriesInput>;
