import { senFromText } from '../../shared/money.ts';
import { CATALOGUE_MESSAGES as M, VISIBILITIES } from '../constants.ts';
import { ZSkuPatch, type TSkuPatch } from '../sku-patch.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { parseCount } from '../../sheets/cell-values.ts';
import { cellOf, readHeader, type RowError, type SheetHeader } from '../../sheets/sheet-header.ts';
import { UnreadableFile, type SheetRow, type TemplateStamp } from '../../sheets/sheet-reader.ts';
import { readStoredRows } from '../../sheets/sheet-thread.ts';

/**
 * The mass-update spreadsheet: one row per SKU (a product's own, or an option's), with the
 * fields a quick edit changes. A blank cell leaves the field as it is; 'none' removes a
 * discounted price. Only the latest template is accepted: it carries its version on a hidden
 * sheet, and the version goes up whenever these columns change.
 */
export const MASS_UPDATE_COLUMNS = {
  sku: 'SKU',
  nameEn: 'Name (EN)',
  price: 'Price (RM)',
  discountedPrice: 'Discounted price (RM)',
  stock: 'Stock',
  visibility: 'Visibility',
} as const;

export type MassUpdateColumn = keyof typeof MASS_UPDATE_COLUMNS;

export const MASS_UPDATE_HEADER: readonly string[] = Object.values(MASS_UPDATE_COLUMNS);

export const MASS_UPDATE_TEMPLATE: TemplateStamp = { kind: 'mass-update', version: 1 };

export const NO_DISCOUNT = 'none';

/** A row of the file read as a patch of its SKU. */
export interface PatchRow {
  row: number;
  cells: string[];
  patch: TSkuPatch;
}

export interface MassUpdateFile {
  /** Whether the file is the latest mass-update template. */
  latest: boolean;
  header: string[];
  rows: PatchRow[];
  /** Rows that could not be read, with their SKU ('' on the header row). */
  refused: { error: RowError; cells: string[]; sku: string }[];
}

const PATCH_COLUMNS: Record<string, MassUpdateColumn> = { sku: 'sku', nameEn: 'nameEn', priceSen: 'price', discountedPriceSen: 'discountedPrice', stock: 'stock', visibility: 'visibility' };

/** One row as a patch: each cell read, then the quick edit's own schema judges the whole. */
function patchOf(header: SheetHeader<MassUpdateColumn>, row: SheetRow): { patch: TSkuPatch } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const cell = (key: MassUpdateColumn) => cellOf(header, row, key).trim();
  const fail = (key: MassUpdateColumn, reason: string): undefined => {
    errors.push({ row: row.number, column: MASS_UPDATE_COLUMNS[key], reason });
  };
  const raw: Record<string, unknown> = { sku: cell('sku') };
  if (cell('nameEn')) raw.nameEn = cell('nameEn');
  // Amounts and counts go to the schema as read, which names each way one is wrong (see senFromText).
  if (cell('price')) raw.priceSen = senFromText(cell('price'));
  const discount = cell('discountedPrice');
  const discountSen = discount.toLowerCase() === NO_DISCOUNT ? null : senFromText(discount);
  // Text that is no amount at all is told of the word that removes a discounted price, too.
  if (discount) raw.discountedPriceSen = Number.isNaN(discountSen) ? fail('discountedPrice', B.discountNone) : discountSen;
  if (cell('stock')) raw.stock = parseCount(cell('stock')) ?? fail('stock', M.stockNotWhole);
  if (cell('visibility')) raw.visibility = VISIBILITIES.find((v) => v === cell('visibility').toLowerCase()) ?? fail('visibility', B.visibility);
  if (errors.length > 0) return { errors };
  const parsed = ZSkuPatch.safeParse(raw);
  if (parsed.success) return { patch: parsed.data };
  return { errors: parsed.error.issues.map((issue) => ({ row: row.number, column: MASS_UPDATE_COLUMNS[PATCH_COLUMNS[String(issue.path[0])] ?? 'sku'], reason: issue.message })) };
}

/**
 * Reads a mass-update file. It is at most 5 MB (the upload's limit), so its rows are kept in
 * memory: they are judged all together against the catalogue. It is read as every workbook is
 * (core/sheets, within FILE_LIMITS), except that a number in a cell formatted as a date reads as
 * the date's ISO 8601 text, as it always has (a date in a price or stock cell is then refused as
 * not a price or number). A file that cannot be read to its end is refused on the row where
 * reading stopped; the template's stamp is known before the first row. The file is read on a
 * thread of its own (readStoredRows).
 */
export async function readMassUpdateFile(filePath: string, signal?: AbortSignal): Promise<MassUpdateFile> {
  let stamp: TemplateStamp | null = null;
  const file: MassUpdateFile = { latest: false, header: [], rows: [], refused: [] };
  const firstRowOf = new Map<string, number>();
  let header: SheetHeader<MassUpdateColumn> | null = null;
  try {
    for await (const row of readStoredRows('xlsx', filePath, { onStamp: (found) => (stamp = found), sheet: { isoDates: true }, signal })) {
      if (!header) {
        header = readHeader(row, MASS_UPDATE_COLUMNS, ['sku']);
        file.header = row.cells;
        file.refused.push(...header.errors.map((error) => ({ error, cells: row.cells, sku: '' })));
        continue;
      }
      const read = patchOf(header, row);
      const sku = cellOf(header, row, 'sku').trim();
      if ('errors' in read) {
        file.refused.push(...read.errors.map((error) => ({ error, cells: row.cells, sku })));
        continue;
      }
      const earlier = firstRowOf.get(sku);
      if (earlier !== undefined) file.refused.push({ error: { row: row.number, column: MASS_UPDATE_COLUMNS.sku, reason: B.skuInFile(sku, earlier) }, cells: row.cells, sku });
      else {
        firstRowOf.set(sku, row.number);
        file.rows.push({ row: row.number, cells: row.cells, patch: read.patch });
      }
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    file.refused.push({ error: { row: error.row, column: '', reason: error.message }, cells: [], sku: '' });
  }
  const found = stamp as TemplateStamp | null;
  file.latest = found?.kind === MASS_UPDATE_TEMPLATE.kind && found.version === MASS_UPDATE_TEMPLATE.version && (header !== null || file.refused.length > 0);
  return file;
}
