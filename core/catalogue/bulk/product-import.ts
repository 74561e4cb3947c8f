import type { TFileFormat, TImportMode } from '../../jobs/schema.ts';
import { withTransaction, type Ctx } from '../../shared/context.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { touchCatalogue } from '../stock.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { loadCatalogueNames } from './catalogue-names.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import { writeChunk } from './import-commit.ts';
import { Spool, type SpoolEntry } from './import-spool.ts';
import { judgeChunk } from './import-validate.ts';
import { COLUMN_GROUPS, PRODUCT_COLUMNS, type ProductColumn } from './product-columns.ts';
import { productFromRows, type MappedProduct, type ProductGroup } from './product-from-rows.ts';
import { productGroups } from './product-groups.ts';
import { readHeader, type RowError, type SheetHeader } from '../../sheets/sheet-header.ts';
import { UnreadableFile, readFileRows, type SheetRow } from '../../sheets/sheet-reader.ts';

/** Reports rows done of total (total is 0 while the file is still being read). */
export type Progress = (done: number, total: number) => void;

export interface ImportOptions {
  mode: TImportMode;
  dryRun: boolean;
  format: TFileFormat;
  fileName: string;
  /** Where the rejected rows go in storage, if there are any. */
  errorKey: string;
}

export interface ImportOutcome {
  rows: number;
  products: number;
  created: number;
  updated: number;
  rejectedRows: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
  committed: boolean;
}

/** Products judged per round of queries, and written per round of inserts. */
const CHUNK = 1_000;
/** The commit pass is one transaction however long the file; it must not be cut short. */
const COMMIT_TIMEOUT_MS = 30 * 60_000;

class CommitRefused extends Error {
  constructor(readonly errors: RowError[]) {
    super('commit refused');
  }
}

/** Header problems: unknown or repeated columns, and columns that only work together. */
function headerErrors(header: SheetHeader<ProductColumn>): RowError[] {
  const errors = [...header.errors];
  const groups = [...COLUMN_GROUPS, ['specsEn', 'specsCn'], ['specsEn', 'specsBm']] as const;
  for (const group of groups) {
    const missing = group.filter((key) => header.at[key] === undefined);
    if (missing.length > 0 && missing.length < group.length) {
      errors.push({ row: header.row.number, column: PRODUCT_COLUMNS[missing[0]!], reason: B.columnsTogether(group.map((key) => PRODUCT_COLUMNS[key])) });
    }
  }
  return errors;
}

/** The header row, or null when the file has none or cannot be read (which is then an error). */
async function firstRow(rows: AsyncGenerator<SheetRow>, errorFile: ErrorFile): Promise<SheetRow | null> {
  try {
    const first = await rows.next();
    return first.done ? null : first.value;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await errorFile.add({ row: error.row, column: '', reason: error.message });
    return null;
  }
}

const cellsOfRow = (rows: readonly SheetRow[], number: number) => rows.find((r) => r.number === number)?.cells ?? [];

/**
 * Imports a product file (CSV or XLSX) in two streaming passes. The first reads the file and
 * judges every product with the form's schema and the catalogue's rules, writing refusals to
 * the error file and accepted products to a spool; nothing is written to the catalogue. Unless
 * it is a dry run and only when no row was refused, the second pass streams the spool into ONE
 * transaction, in chunks: all accepted rows are committed, or none.
 */
export async function importProducts(ctx: Ctx, filePath: string, options: ImportOptions, progress: Progress): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { rows: 0, products: 0, created: 0, updated: 0, rejectedRows: 0, firstErrors: [], errorFileKey: null, committed: false };
  const rows = readFileRows(options.format, filePath);
  const spool = options.dryRun ? null : await Spool.open();
  let errorFile = new ErrorFile(ctx.env.storage, options.errorKey, []);
  try {
    const first = await firstRow(rows, errorFile);
    if (!first) {
      if (errorFile.count === 0) await errorFile.add({ row: 1, column: '', reason: B.emptyFile });
    } else {
      const header = readHeader(first, PRODUCT_COLUMNS, ['sku']);
      // The rejected rows are written under the file's own headers.
      errorFile = new ErrorFile(ctx.env.storage, options.errorKey, first.cells);
      for (const error of headerErrors(header)) await errorFile.add(error, first.cells);
      if (errorFile.count === 0) await validatePass(ctx, rows, header, options, { errorFile, spool, outcome, progress });
      if (errorFile.count === 0 && outcome.rows === 0) await errorFile.add({ row: header.row.number + 1, column: PRODUCT_COLUMNS.sku, reason: B.noRows });
    }
    if (errorFile.count === 0 && spool) await commitPass(ctx, spool, options, outcome, progress).catch(async (error: unknown) => {
      if (!(error instanceof CommitRefused)) throw error;
      for (const refused of error.errors) await errorFile.add(refused);
    });
    outcome.rejectedRows = errorFile.rows.size;
    outcome.firstErrors = errorFile.first;
    outcome.errorFileKey = await errorFile.close();
    return outcome;
  } catch (error) {
    await errorFile.abort();
    throw error;
  } finally {
    await rows.return(undefined);
    await spool?.dispose();
  }
}

interface PassState {
  errorFile: ErrorFile;
  spool: Spool | null;
  outcome: ImportOutcome;
  progress: Progress;
}

/** The first pass: every row read, grouped into products and judged, chunk by chunk. */
async function validatePass(ctx: Ctx, rows: AsyncGenerator<SheetRow>, header: SheetHeader<ProductColumn>, options: ImportOptions, state: PassState): Promise<void> {
  const names = await loadCatalogueNames(ctx);
  const seenSkus = new Map<string, number>();
  let chunk: { group: ProductGroup; mapped: MappedProduct }[] = [];
  const flush = async () => {
    for (const judged of await judgeChunk(ctx, chunk, options.mode, seenSkus)) {
      for (const error of judged.errors) await state.errorFile.add(error, cellsOfRow(judged.group.rows, error.row));
      if (!judged.entry) continue;
      state.outcome.products++;
      if (judged.entry.action === 'create') state.outcome.created++;
      else state.outcome.updated++;
      await state.spool?.write(judged.entry);
    }
    chunk = [];
  };
  try {
    for await (const item of productGroups(rows, header)) {
      if ('refused' in item) {
        state.outcome.rows++;
        await state.errorFile.add(item.error, item.refused.cells);
        continue;
      }
      state.outcome.rows += item.group.rows.length;
      state.progress(state.outcome.rows, 0);
      chunk.push({ group: item.group, mapped: productFromRows(item.group, header, names) });
      if (chunk.length >= CHUNK) await flush();
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await state.errorFile.add({ row: error.row, column: '', reason: error.message });
  }
  if (chunk.length > 0) await flush();
}

/** The second pass: the spooled products written in chunks inside one transaction, with the user-log entry. */
async function commitPass(ctx: Ctx, spool: Spool, options: ImportOptions, outcome: ImportOutcome, progress: Progress): Promise<void> {
  const total = outcome.rows;
  await withTransaction(
    ctx,
    async (tx) => {
      const refused: RowError[] = [];
      let done = 0;
      let chunk: SpoolEntry[] = [];
      const flush = async () => {
        const written = await writeChunk(tx, chunk, options.mode, refused.length === 0);
        refused.push(...written.errors);
        done += chunk.reduce((sum, e) => sum + e.rowCount, 0);
        chunk = [];
        progress(done, total);
      };
      for await (const entry of spool.entries()) {
        chunk.push(entry);
        if (chunk.length >= CHUNK) await flush();
      }
      if (chunk.length > 0) await flush();
      if (refused.length > 0) throw new CommitRefused(refused);
      await touchCatalogue(tx);
      await writeLog(tx, { action: `Imported products from "${options.fileName}": ${outcome.created} created, ${outcome.updated} updated`, category: 'manage' });
    },
    COMMIT_TIMEOUT_MS,
  );
  outcome.committed = true;
}
