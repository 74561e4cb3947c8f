import type { UseFormReturnType } from '@mantine/form';
import { LOGISTICS, newProductLogistics } from '../../../../core/catalogue/constants.ts';
import type { TProductPromotion } from '../../../../core/catalogue/price-lock.ts';
import type { TProductInput } from '../../../../core/catalogue/product-schema.ts';
import { viewAsInput, type TProductView } from '../../../../core/catalogue/product-views.ts';

/** The product form holds a product input as core's schema gives it: money in sen, weight in grams, sizes in mm. */
export type ProductForm = UseFormReturnType<TProductInput>;

/**
 * What a promotion locks in the form, as the server judges it (core's changedPriceFields): the
 * product's own prices, the price of every option whose SKU is stored, and whether it has
 * variants at all. Options with a new SKU take a price of their own.
 */
export interface FormPriceLock {
  promotion: TProductPromotion;
  optionSkus: ReadonlySet<string>;
  hasVariants: boolean;
}

export function formPriceLock(promotion: TProductPromotion | null, stored: TProductInput): FormPriceLock | null {
  if (!promotion) return null;
  return { promotion, optionSkus: new Set(stored.variants.flatMap((v) => v.options.map((o) => o.sku))), hasVariants: stored.variants.length > 0 };
}

/** A tab of the form: the fields, and the price lock of a product in a promotion (null otherwise). */
export interface SectionProps {
  form: ProductForm;
  lock: FormPriceLock | null;
}

/** Every logistic has a row in the form, in a fixed order; a new product ships by delivery. */
function logisticsOf(stored: TProductInput['logistics']): TProductInput['logistics'] {
  return LOGISTICS.map((logistic) => stored.find((l) => l.logistic === logistic) ?? { logistic, enabled: false, freeShipping: false });
}

export function emptyProduct(): TProductInput {
  return {
    sku: '',
    nameEn: '',
    nameCn: '',
    nameBm: '',
    detailEn: '',
    detailCn: '',
    detailBm: '',
    shortDescriptionEn: '',
    shortDescriptionCn: '',
    shortDescriptionBm: '',
    inTheBoxEn: '',
    inTheBoxCn: '',
    inTheBoxBm: '',
    categoryIds: [],
    tags: [],
    brandId: null,
    googleCategoryId: null,
    specs: [],
    images: [],
    videos: [],
    files: [],
    priceSen: null,
    discountedPriceSen: null,
    stockUnlimited: false,
    stock: 0,
    variants: [],
    wholesaleTiers: [],
    weightGrams: 0,
    weightUnit: 'g',
    lengthMm: 0,
    widthMm: 0,
    heightMm: 0,
    specialRequests: [],
    preOrder: false,
    preOrderDays: null,
    condition: 'new',
    visibility: 'public',
    sort: 0,
    logistics: newProductLogistics(),
  };
}

/** A stored product as the form edits it. */
export function productValues(view: TProductView): TProductInput {
  const input = viewAsInput(view);
  return { ...input, logistics: logisticsOf(input.logistics) };
}
