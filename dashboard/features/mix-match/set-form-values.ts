import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import type { TMixMatch, TMixMatchInput } from '../../../core/mix-match/schema.ts';

/** A number input's value: '' when blank. */
type Num = number | '';

export type ProductFormValues = {
  /** The saved entry's id; none for a product added since the set was loaded. */
  id?: string;
  productId: string;
  optionId: string;
  productName: string;
  sku: string;
  variantName: string;
  additionalPriceSen: number | null;
  stock: Num;
  sort: Num;
};

export type SelectionFormValues = {
  id?: string;
  /** Tells the selection cards apart while the set is edited (saved ones by id). */
  key: string;
  nameEn: string;
  nameCn: string;
  nameBm: string;
  descriptionEn: string;
  descriptionCn: string;
  descriptionBm: string;
  requiredQty: Num;
  sort: Num;
  products: ProductFormValues[];
};

/** The set form's values; toSetInput turns them into the input core's schema checks. */
export type SetFormValues = {
  nameEn: string;
  nameCn: string;
  nameBm: string;
  descriptionEn: string;
  descriptionCn: string;
  descriptionBm: string;
  imageId: string;
  /** What the picture shows: the saved set's picture or the file just uploaded. */
  imageUrl: string | null;
  priceSen: number | null;
  stock: Num;
  active: boolean;
  sort: Num;
  categoryIds: string[];
  selections: SelectionFormValues[];
};

const texts = { nameEn: '', nameCn: '', nameBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '' };

export const blankSelection = (key: string): SelectionFormValues => ({ key, ...texts, requiredQty: 1, sort: 0, products: [] });

export const BLANK_SET: SetFormValues = { ...texts, imageId: '', imageUrl: null, priceSen: null, stock: '', active: true, sort: 0, categoryIds: [], selections: [blankSelection('new-0')] };

export function formValuesOf(set: TMixMatch): SetFormValues {
  return {
    nameEn: set.nameEn,
    nameCn: set.nameCn,
    nameBm: set.nameBm,
    descriptionEn: set.descriptionEn,
    descriptionCn: set.descriptionCn,
    descriptionBm: set.descriptionBm,
    imageId: set.imageId,
    imageUrl: set.imageUrl,
    priceSen: set.priceSen,
    stock: set.stock,
    active: set.active,
    sort: set.sort,
    categoryIds: set.categories.map((c) => c.id),
    selections: set.selections.map(({ products, ...selection }) => ({
      ...selection,
      key: selection.id,
      products: products.map((p) => ({ ...p, productName: p.optionName ? `${p.productName} (${p.optionName})` : p.productName })),
    })),
  };
}

/** The rows a product picked in the picker adds: one per option, or the product itself when it has none. */
export function rowsOfPicked(product: TProductRow): ProductFormValues[] {
  const row = { productId: product.id, productName: product.nameEn, sku: product.sku, additionalPriceSen: 0, sort: 0 as Num };
  if (product.options.length === 0) return [{ ...row, optionId: '', variantName: '', stock: product.stockUnlimited ? '' : product.stock }];
  return product.options.map((o) => ({ ...row, productName: `${product.nameEn} (${o.name})`, sku: o.sku, optionId: o.id, variantName: o.name, stock: o.stock }));
}

const numberOrMissing = (value: Num | null) => (value === '' || value === null ? undefined : value);

/** The form as the set input; blank numbers stay missing, for the schema's messages. */
export function toSetInput(values: SetFormValues): TMixMatchInput {
  return {
    nameEn: values.nameEn,
    nameCn: values.nameCn,
    nameBm: values.nameBm,
    descriptionEn: values.descriptionEn,
    descriptionCn: values.descriptionCn,
    descriptionBm: values.descriptionBm,
    imageId: values.imageId,
    priceSen: numberOrMissing(values.priceSen) as number,
    stock: numberOrMissing(values.stock) as number,
    active: values.active,
    sort: numberOrMissing(values.sort),
    categoryIds: values.categoryIds,
    selections: values.selections.map((s) => ({
      id: s.id,
      nameEn: s.nameEn,
      nameCn: s.nameCn,
      nameBm: s.nameBm,
      descriptionEn: s.descriptionEn,
      descriptionCn: s.descriptionCn,
      descriptionBm: s.descriptionBm,
      requiredQty: numberOrMissing(s.requiredQty) as number,
      sort: numberOrMissing(s.sort),
      products: s.products.map((p) => ({
        id: p.id,
        productId: p.productId,
        optionId: p.optionId,
        variantName: p.variantName,
        additionalPriceSen: numberOrMissing(p.additionalPriceSen) as number,
        stock: numberOrMissing(p.stock) as number,
        sort: numberOrMissing(p.sort),
      })),
    })),
  };
}
