/**
 * The product file: one row per sellable SKU. A product's rows share its Product SKU and sit
 * next to each other; its own details go on its first row, and each option of a variant is a
 * row of its own. docs/catalogue-files.md describes every column.
 */
export const PRODUCT_COLUMNS = {
  sku: 'Product SKU',
  nameEn: 'Name (EN)',
  nameCn: 'Name (CN)',
  nameBm: 'Name (BM)',
  detailEn: 'Description (EN)',
  detailCn: 'Description (CN)',
  detailBm: 'Description (BM)',
  shortDescriptionEn: 'Short description (EN)',
  shortDescriptionCn: 'Short description (CN)',
  shortDescriptionBm: 'Short description (BM)',
  inTheBoxEn: 'In the box (EN)',
  inTheBoxCn: 'In the box (CN)',
  inTheBoxBm: 'In the box (BM)',
  categories: 'Categories',
  tags: 'Tags',
  brand: 'Brand',
  googleCategory: 'Google category',
  specsEn: 'Specifications (EN)',
  specsCn: 'Specifications (CN)',
  specsBm: 'Specifications (BM)',
  images: 'Images',
  videos: 'Videos',
  files: 'Files',
  price: 'Price (RM)',
  discountedPrice: 'Discounted price (RM)',
  stock: 'Stock',
  wholesale: 'Wholesale prices',
  weight: 'Weight',
  weightUnit: 'Weight unit',
  length: 'Length (cm)',
  width: 'Width (cm)',
  height: 'Height (cm)',
  specialRequests: 'Special requests',
  preOrderDays: 'Pre-order days',
  condition: 'Condition',
  visibility: 'Visibility',
  sort: 'Sort',
  logistics: 'Logistics',
  variant: 'Variant',
  option: 'Option',
  optionSku: 'Option SKU',
  optionPrice: 'Option price (RM)',
  optionStock: 'Option stock',
} as const;

/** Every product file has a Product SKU column; the rest may be left out. */
export const REQUIRED_PRODUCT_COLUMNS = ['sku'] as const satisfies readonly (keyof typeof PRODUCT_COLUMNS)[];

export type ProductColumn = keyof typeof PRODUCT_COLUMNS;

export const PRODUCT_COLUMN_KEYS = Object.keys(PRODUCT_COLUMNS) as ProductColumn[];

export const PRODUCT_HEADER: readonly string[] = PRODUCT_COLUMN_KEYS.map((key) => PRODUCT_COLUMNS[key]);

/** The columns of an option row; the others describe the product and go on its first row. */
export const OPTION_COLUMNS: readonly ProductColumn[] = ['variant', 'option', 'optionSku', 'optionPrice', 'optionStock'];

export const PRODUCT_LEVEL_COLUMNS: readonly ProductColumn[] = PRODUCT_COLUMN_KEYS.filter((key) => key !== 'sku' && !OPTION_COLUMNS.includes(key));

/**
 * Columns that mean something only together: a file has all of a group or none. Any other
 * column may be left out (docs/catalogue-files.md); Weight alone is in the product's unit.
 */
export const COLUMN_GROUPS: readonly (readonly ProductColumn[])[] = [['variant', 'option', 'optionSku']];
