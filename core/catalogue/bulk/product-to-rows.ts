import { pickProductTexts } from '../product-schema.ts';
import type { TProductView } from '../product-views.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { joinList } from '../../sheets/cell-text.ts';
import { UNLIMITED, formatScaled } from '../../sheets/cell-values.ts';
import { PRODUCT_COLUMN_KEYS, type ProductColumn } from './product-columns.ts';
import { formatCategories, formatFiles, formatImages, formatLogistics, formatRequests, formatSpecs, formatWholesale } from './product-cells.ts';
import type { SheetCell } from '../../sheets/sheet-writer.ts';

/** A stored amount in a larger unit, as a plain number (1500 g in kg is 1.5): exact, as formatScaled is. */
const scaled = (value: number, places: number) => Number(formatScaled(value, places));

/** The product's own cells, by column, as its first row carries them. */
function productCells(p: TProductView, names: CatalogueNames): Partial<Record<ProductColumn, SheetCell>> {
  const hasVariants = p.variants.length > 0;
  return {
    sku: p.sku,
    ...pickProductTexts(p),
    categories: formatCategories(p.categoryIds, names),
    tags: joinList(p.tags),
    brand: p.brandId ? (names.brandNameById.get(p.brandId) ?? '') : '',
    googleCategory: p.googleCategoryId ? (names.googleCategoryNameById.get(p.googleCategoryId) ?? '') : '',
    specsEn: formatSpecs(p.specs, 'En'),
    specsCn: formatSpecs(p.specs, 'Cn'),
    specsBm: formatSpecs(p.specs, 'Bm'),
    images: formatImages(p.images),
    videos: joinList(p.videos),
    files: formatFiles(p.files),
    price: hasVariants ? null : { sen: p.priceSen },
    discountedPrice: hasVariants || p.discountedPriceSen === null ? null : { sen: p.discountedPriceSen },
    stock: p.stockUnlimited ? UNLIMITED : hasVariants ? null : p.stock,
    wholesale: formatWholesale(p.wholesaleTiers),
    weight: p.weightUnit === 'kg' ? scaled(p.weightGrams, 3) : p.weightGrams,
    weightUnit: p.weightUnit,
    length: scaled(p.lengthMm, 1),
    width: scaled(p.widthMm, 1),
    height: scaled(p.heightMm, 1),
    specialRequests: formatRequests(p.specialRequests),
    preOrderDays: p.preOrder ? p.preOrderDays : null,
    condition: p.condition,
    visibility: p.visibility,
    sort: p.sort,
    logistics: formatLogistics(p.logistics),
  };
}

const inColumnOrder = (cells: Partial<Record<ProductColumn, SheetCell>>): SheetCell[] => PRODUCT_COLUMN_KEYS.map((key) => cells[key] ?? null);

/**
 * A product as file rows: one row without variants; otherwise one row per option, the first
 * also carrying the product's details and the others only its Product SKU.
 */
export function productToRows(p: TProductView, names: CatalogueNames): SheetCell[][] {
  const own = productCells(p, names);
  const options = p.variants.flatMap((v) =>
    v.options.map((o): Partial<Record<ProductColumn, SheetCell>> => ({ variant: v.name, option: o.name, optionSku: o.sku, optionPrice: { sen: o.priceSen }, optionStock: o.stock })),
  );
  if (options.length === 0) return [inColumnOrder(own)];
  return options.map((option, i) => inColumnOrder({ ...(i === 0 ? own : { sku: p.sku }), ...option }));
}
