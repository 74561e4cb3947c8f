import { CATALOGUE_MESSAGES as M } from '../constants.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { ZProductInput, type TProductInput } from '../product-schema.ts';
import { PRODUCT_COLUMNS as C, type ProductColumn } from './product-columns.ts';
import type { MappedProduct, ProductOrigin } from './product-from-rows.ts';
import type { RowError } from '../../sheets/sheet-header.ts';

/** The column of each product field the schema may complain about. */
const FIELD_COLUMNS: Partial<Record<keyof TProductInput, ProductColumn>> = {
  sku: 'sku',
  nameEn: 'nameEn',
  nameCn: 'nameCn',
  nameBm: 'nameBm',
  detailEn: 'detailEn',
  detailCn: 'detailCn',
  detailBm: 'detailBm',
  shortDescriptionEn: 'shortDescriptionEn',
  shortDescriptionCn: 'shortDescriptionCn',
  shortDescriptionBm: 'shortDescriptionBm',
  inTheBoxEn: 'inTheBoxEn',
  inTheBoxCn: 'inTheBoxCn',
  inTheBoxBm: 'inTheBoxBm',
  categoryIds: 'categories',
  tags: 'tags',
  brandId: 'brand',
  googleCategoryId: 'googleCategory',
  specs: 'specsEn',
  images: 'images',
  videos: 'videos',
  files: 'files',
  priceSen: 'price',
  discountedPriceSen: 'discountedPrice',
  stockUnlimited: 'stock',
  stock: 'stock',
  wholesaleTiers: 'wholesale',
  weightGrams: 'weight',
  weightUnit: 'weightUnit',
  lengthMm: 'length',
  widthMm: 'width',
  heightMm: 'height',
  specialRequests: 'specialRequests',
  preOrder: 'preOrderDays',
  preOrderDays: 'preOrderDays',
  condition: 'condition',
  visibility: 'visibility',
  sort: 'sort',
  logistics: 'logistics',
};

const OPTION_FIELD_COLUMNS: Record<string, ProductColumn> = { name: 'option', sku: 'optionSku', priceSen: 'optionPrice', stock: 'optionStock' };

/** The cell a complaint of the schema is about, from its path. */
export function locateIssue(path: readonly PropertyKey[], message: string, origin: ProductOrigin): { row: number; column: string } {
  const [field, index, part, optionIndex, optionField] = path;
  if (field === 'variants') {
    const rows = typeof index === 'number' ? origin.optionRows[index] : undefined;
    if (!rows) return { row: origin.firstRow, column: C[message === M.skuRepeated ? 'optionSku' : 'variant'] };
    if (part !== 'options') return { row: rows[0] ?? origin.firstRow, column: C.variant };
    const row = (typeof optionIndex === 'number' ? rows[optionIndex] : undefined) ?? rows[0] ?? origin.firstRow;
    return { row, column: C[OPTION_FIELD_COLUMNS[String(optionField)] ?? 'option'] };
  }
  if (field === 'specs' && typeof part === 'string') {
    const language = part.slice(-2);
    return { row: origin.firstRow, column: C[language === 'Cn' ? 'specsCn' : language === 'Bm' ? 'specsBm' : 'specsEn'] };
  }
  return { row: origin.firstRow, column: C[FIELD_COLUMNS[field as keyof TProductInput] ?? 'sku'] };
}

/**
 * Judges a product by the form's own schema, in the form's own words. Complaints about cells
 * that could not be read are left out: the cell's own error already says what is wrong with it.
 */
export function validateProduct(raw: unknown, mapped: MappedProduct): { input: TProductInput | null; errors: RowError[] } {
  // Every rule of the schema carries its message; should one ever lack it, the file still says
  // something of its own rather than the schema library's wording.
  const result = ZProductInput.safeParse(raw, { error: () => B.valueNotAccepted });
  const errors = [...mapped.errors];
  if (!result.success) {
    const seen = new Set(errors.map((e) => `${e.row}/${e.column}/${e.reason}`));
    for (const issue of result.error.issues) {
      const { row, column } = locateIssue(issue.path, issue.message, mapped.origin);
      const key = `${row}/${column}/${issue.message}`;
      if (mapped.unreadable.has(column) || seen.has(key)) continue;
      seen.add(key);
      errors.push({ row, column, reason: issue.message });
    }
  }
  return { input: errors.length === 0 && result.success ? result.data : null, errors };
}
