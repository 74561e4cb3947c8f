import { senFromText } from '../../shared/money.ts';
import { PRODUCT_CONDITIONS, VISIBILITIES, WEIGHT_UNITS, CATALOGUE_MESSAGES as M } from '../constants.ts';
import { PRODUCT_TEXT_FIELDS, type TProductInput } from '../product-schema.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { type CatalogueNames, nameKey } from './catalogue-names.ts';
import { splitList } from '../../sheets/cell-text.ts';
import { isUnlimited, parseCount, parseScaled, parseWholeNumber } from '../../sheets/cell-values.ts';
import { OPTION_COLUMNS, PRODUCT_COLUMNS, PRODUCT_LEVEL_COLUMNS, type ProductColumn } from './product-columns.ts';
import { type Parsed, parseCategories, parseFiles, parseImages, parseLogistics, parseRequests, parseSpecs, parseWholesale } from './product-cells.ts';
import { type RowError, type SheetHeader, cellOf, hasColumn } from '../../sheets/sheet-header.ts';
import type { SheetRow } from '../../sheets/sheet-reader.ts';

/** The consecutive rows of one product in a file. */
export interface ProductGroup {
  sku: string;
  rows: SheetRow[];
}

/** The rows a product's values came from, to put a complaint on the cell it concerns. */
export interface ProductOrigin {
  firstRow: number;
  /** For each variant, the row of each of its options. */
  optionRows: number[][];
}

type Option = Partial<TProductInput['variants'][number]['options'][number]>;

/** The product fields a file gives: only the columns it has, so an update keeps the others. */
export type ProductFields = Partial<Omit<TProductInput, 'variants'>> & { variants?: { name: string; options: Option[] }[] };

export interface MappedProduct {
  sku: string;
  origin: ProductOrigin;
  fields: ProductFields;
  errors: RowError[];
  /** Columns whose cells could not be read: the schema's complaints about them add nothing. */
  unreadable: Set<string>;
  /** The Weight cell, read in the product's unit once that is known (weightFromCell). */
  weightCell?: string;
}

const GRAMS_PER_KG_PLACES = 3;
const MM_PER_CM_PLACES = 1;

function choice<T extends string>(text: string, allowed: readonly T[], fallback: T): T | null {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  return allowed.find((a) => a === value) ?? null;
}

/**
 * One product's rows as the fields ZProductInput takes: lists split, names looked up, amounts
 * in sen, centimetres in millimetres. Every cell that cannot be read is an error on its row and
 * column; the schema then judges the rest exactly as it judges the form.
 */
export function productFromRows(group: ProductGroup, header: SheetHeader<ProductColumn>, names: CatalogueNames): MappedProduct {
  const [first, ...rest] = group.rows as [SheetRow, ...SheetRow[]];
  const errors: RowError[] = [];
  const unreadable = new Set<string>();
  const fields: ProductFields = { sku: group.sku };
  const has = (key: ProductColumn) => hasColumn(header, key);
  const cell = (key: ProductColumn, row: SheetRow = first) => cellOf(header, row, key);
  const fail = (row: SheetRow, key: ProductColumn, reason: string) => {
    errors.push({ row: row.number, column: PRODUCT_COLUMNS[key], reason });
    unreadable.add(PRODUCT_COLUMNS[key]);
  };
  /** Reads a column of the first row when the file has it; a refusal is an error on that cell. */
  const read = <T>(key: ProductColumn, parse: (text: string) => Parsed<T>, apply: (value: T) => void) => {
    if (!has(key)) return;
    const parsed = parse(cell(key));
    if (parsed.ok) apply(parsed.value);
    else fail(first, key, parsed.reason);
  };
  const value = <T>(v: T | null, reason: string): Parsed<T> => (v === null ? { ok: false, reason } : { ok: true, value: v });

  for (const key of PRODUCT_LEVEL_COLUMNS) {
    if (!has(key)) continue;
    for (const row of rest) {
      const repeated = cell(key, row);
      if (repeated !== '' && repeated.trim() !== '' && repeated.trim() !== cell(key).trim()) fail(row, key, B.repeatOnFirstRow);
    }
  }

  for (const key of PRODUCT_TEXT_FIELDS) if (has(key)) fields[key] = cell(key);
  read('categories', (t) => parseCategories(t, names), (ids) => (fields.categoryIds = ids));
  if (has('tags')) fields.tags = splitList(cell('tags'));
  const named = (ids: Map<string, string>, notFound: (name: string) => string) => (t: string): Parsed<string | null> =>
    t.trim() ? value(ids.get(nameKey(t)) ?? null, notFound(t.trim())) : { ok: true, value: null };
  read('brand', named(names.brandIdByName, B.brandNotFound), (id) => (fields.brandId = id));
  read('googleCategory', named(names.googleCategoryIdByName, B.googleCategoryNotFound), (id) => (fields.googleCategoryId = id));
  if (has('specsEn')) {
    const specs = parseSpecs({ En: cell('specsEn'), Cn: has('specsCn') ? cell('specsCn') : null, Bm: has('specsBm') ? cell('specsBm') : null }, names);
    if (specs.ok) fields.specs = specs.value;
    else fail(first, 'specsEn', specs.reason);
  }
  if (has('images')) fields.images = parseImages(cell('images'));
  if (has('videos')) fields.videos = splitList(cell('videos'));
  read('files', parseFiles, (files) => (fields.files = files));
  // Amounts and counts go to the form's schema as read ('-5' is -500 sen, '1.234' a fraction of a
  // sen, 'abc' not a number): it refuses each in the form's own words, on its cell.
  const amount = (t: string): Parsed<number | null> => ({ ok: true, value: senFromText(t) });
  read('price', amount, (sen) => (fields.priceSen = sen));
  read('discountedPrice', amount, (sen) => (fields.discountedPriceSen = sen));
  read('stock', (t): Parsed<number | null> => (t.trim() === '' || isUnlimited(t) ? { ok: true, value: null } : value(parseCount(t), B.stockInvalid)), (stock) => {
    fields.stockUnlimited = isUnlimited(cell('stock'));
    // 'unlimited' leaves the counted stock as it is; a blank cell is 0.
    if (stock !== null) fields.stock = stock;
    else if (!fields.stockUnlimited) fields.stock = 0;
  });
  read('wholesale', parseWholesale, (tiers) => (fields.wholesaleTiers = tiers));
  read('weightUnit', (t) => value(choice(t, WEIGHT_UNITS, 'g'), B.weightUnit), (unit) => (fields.weightUnit = unit));
  const weightCell = has('weight') && !unreadable.has(PRODUCT_COLUMNS.weightUnit) ? cell('weight') : undefined;
  for (const [key, field] of [['length', 'lengthMm'], ['width', 'widthMm'], ['height', 'heightMm']] as const) {
    read(key, (t) => value(t.trim() ? parseScaled(t, MM_PER_CM_PLACES) : 0, B.centimetres), (mm) => (fields[field] = mm));
  }
  read('specialRequests', parseRequests, (requests) => (fields.specialRequests = requests));
  read('preOrderDays', (t): Parsed<number | null> => (t.trim() ? value(parseWholeNumber(t), B.wholeNumber) : { ok: true, value: null }), (days) => {
    fields.preOrder = days !== null;
    fields.preOrderDays = days;
  });
  read('condition', (t) => value(choice(t, PRODUCT_CONDITIONS, 'new'), B.condition), (c) => (fields.condition = c));
  read('visibility', (t) => value(choice(t, VISIBILITIES, 'public'), B.visibility), (v) => (fields.visibility = v));
  read('sort', (t) => value(t.trim() ? parseWholeNumber(t) : 0, B.wholeNumber), (sort) => (fields.sort = sort));
  read('logistics', parseLogistics, (logistics) => (fields.logistics = logistics));

  const optionRows = readOptions(group, header, fields, fail);
  return { sku: group.sku, origin: { firstRow: first.number, optionRows }, fields, errors, unreadable, weightCell };
}

/**
 * Reads the Weight cell in the product's unit: the file's Weight unit, else the stored
 * product's (an update keeps it), else the form's g. Grams are a whole number, kilograms have
 * at most three decimals; a blank cell is 0.
 */
export function weightFromCell(mapped: MappedProduct, storedUnit: (typeof WEIGHT_UNITS)[number] | undefined): void {
  if (mapped.weightCell === undefined) return;
  const unit = mapped.fields.weightUnit ?? storedUnit ?? 'g';
  const text = mapped.weightCell.trim();
  const grams = text === '' ? 0 : unit === 'kg' ? parseScaled(text, GRAMS_PER_KG_PLACES) : parseWholeNumber(text);
  if (grams !== null) mapped.fields.weightGrams = grams;
  else {
    mapped.errors.push({ row: mapped.origin.firstRow, column: PRODUCT_COLUMNS.weight, reason: B.weight });
    mapped.unreadable.add(PRODUCT_COLUMNS.weight);
  }
}

/** The option rows as variants (in the order they first appear), and the rows of the options. */
function readOptions(group: ProductGroup, header: SheetHeader<ProductColumn>, fields: ProductFields, fail: (row: SheetRow, key: ProductColumn, reason: string) => void): number[][] {
  const has = (key: ProductColumn) => hasColumn(header, key);
  const cell = (row: SheetRow, key: ProductColumn) => cellOf(header, row, key);
  const [first, ...rest] = group.rows as [SheetRow, ...SheetRow[]];
  if (!has('optionSku')) {
    for (const row of rest) fail(row, 'optionSku', B.extraRow);
    return [];
  }
  const isOptionRow = (row: SheetRow) => OPTION_COLUMNS.some((key) => cell(row, key).trim() !== '');
  const optionRows = group.rows.filter(isOptionRow);
  if (optionRows.length === 0) {
    fields.variants = [];
    for (const row of rest) fail(row, 'optionSku', B.extraRow);
    return [];
  }
  for (const row of group.rows) if (!isOptionRow(row)) fail(row, 'optionSku', B.rowWithoutOption);
  // The product's own price and stock come from its options.
  if (parseCount(cell(first, 'stock')) !== null) fail(first, 'stock', B.variantStock);
  for (const key of ['price', 'discountedPrice'] as const) if (cell(first, key).trim()) fail(first, key, B.variantPrice);
  delete fields.stock;
  delete fields.priceSen;
  delete fields.discountedPriceSen;

  const variants = new Map<string, { name: string; options: Option[]; rows: number[] }>();
  for (const row of optionRows) {
    const name = cell(row, 'variant');
    const variant = variants.get(name) ?? { name, options: [], rows: [] };
    variants.set(name, variant);
    const option: Option = { name: cell(row, 'option'), sku: cell(row, 'optionSku').trim() };
    if (has('optionPrice')) {
      const text = cell(row, 'optionPrice');
      const sen = senFromText(text);
      if (sen !== null) option.priceSen = sen;
    }
    if (has('optionStock')) {
      const text = cell(row, 'optionStock');
      const stock = text.trim() === '' ? 0 : parseCount(text);
      if (stock === null) fail(row, 'optionStock', M.stockNotWhole);
      else option.stock = stock;
    }
    variant.options.push(option);
    variant.rows.push(row.number);
  }
  fields.variants = [...variants.values()].map(({ name, options }) => ({ name, options }));
  return [...variants.values()].map((v) => v.rows);
}
