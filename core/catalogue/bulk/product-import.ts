import { publishStaged } from '../../jobs/job-commit.ts';
import type { JobRun } from '../../jobs/job-run.ts';
import { firstRowOf, judgeWithErrorFile, type Refusals } from '../../jobs/judged-file.ts';
import type { TFileFormat, TImportMode } from '../../jobs/schema.ts';
import type { StagedEntries } from '../../jobs/staged-entries.ts';
import type { Ctx } from '../../shared/context.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import { loadCatalogueNames } from './catalogue-names.ts';
import type { ErrorFile } from '../../sheets/error-file.ts';
import { writeChunk } from './import-commit.ts';
import type { SpoolEntry } from './import-spool.ts';
import { judgeChunk } from './import-validate.ts';
import { COLUMN_GROUPS, PRODUCT_COLUMNS, REQUIRED_PRODUCT_COLUMNS, type ProductColumn } from './product-columns.ts';
import { productFromRows, type MappedProduct, type ProductGroup } from './product-from-rows.ts';
import { productGroups } from './product-groups.ts';
import { readHeader, type RowError, type SheetHeader } from '../../sheets/sheet-header.ts';
import { UnreadableFile, type SheetRow } from '../../sheets/sheet-reader.ts';
import { readStoredRows } from '../../sheets/sheet-thread.ts';
import { msg } from '../../shared/messages.ts';

/** Reports rows done of total (total is 0 while the file is still being read). */
export type Progress = (done: number, total: number) => void;

export interface ImportOptions {
  mode: TImportMode;
  dryRun: boolean;
  format: TFileFormat;
  fileName: string;
  /** Where the rejected rows go in storage, if there are any. */
  errorKey: string;
  signal?: AbortSignal;
}

export interface ImportOutcome extends Refusals {
  rows: number;
  products: number;
  created: number;
  updated: number;
}

/** Products judged per round of queries. */
const CHUNK = 1_000;
/** Products of the first transaction that writes them; the next are sized to the time they take. */
const FIRST_CHUNK = 200;

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

const cellsOfRow = (rows: readonly SheetRow[], number: number) => rows.find((r) => r.number === number)?.cells ?? [];

/**
 * Judges a product file (CSV or XLSX) in one streaming pass: every row is read, grouped into
 * products and judged with the form's schema and the catalogue's rules; refusals go to the error
 * file and accepted products to the staged entries (none on a dry run). Nothing is written to
 * the catalogue here: when no row was refused, the job commits and publishes the staged
 * products (publishProducts), all of them or none.
 */
export async function judgeProductFile(ctx: Ctx, filePath: string, options: ImportOptions, staged: StagedEntries<SpoolEntry> | null, progress: Progress): Promise<ImportOutcome> {
  const rows = readStoredRows(options.format, filePath, { signal: options.signal });
  try {
    return await judgeWithErrorFile(ctx.env.storage, options.errorKey, async (errors) => {
      const outcome = { rows: 0, products: 0, created: 0, updated: 0 };
      const first = await firstRowOf(rows, errors.file);
      if (!first) {
        if (errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: B.emptyFile });
      } else {
        const header = readHeader(first, PRODUCT_COLUMNS, REQUIRED_PRODUCT_COLUMNS);
        errors.useHeader(first.cells);
        for (const error of headerErrors(header)) await errors.file.add(error, first.cells);
        if (errors.file.count === 0) await validatePass(ctx, rows, header, options, { errorFile: errors.file, staged, outcome, progress });
        if (errors.file.count === 0 && outcome.rows === 0) await errors.file.add({ row: header.row.number + 1, column: PRODUCT_COLUMNS.sku, reason: B.noRows });
      }
      await staged?.close();
      return outcome;
    });
  } finally {
    await rows.return(undefined);
  }
}

interface PassState {
  errorFile: ErrorFile;
  staged: StagedEntries<SpoolEntry> | null;
  outcome: Omit<ImportOutcome, keyof Refusals>;
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
      await state.staged?.write(judged.entry);
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
      options.signal?.throwIfAborted();
      chunk.push({ group: item.group, mapped: productFromRows(item.group, header, names) });
      if (chunk.length >= CHUNK) await flush();
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await state.errorFile.add({ row: error.row, column: '', reason: error.message });
  }
  if (chunk.length > 0) await flush();
}

/** What a product import keeps at its commit, to publish its products after a restart too. */
export interface ProductImportState {
  mode: TImportMode;
  fileName: string;
  rows: number;
  created: number;
  updated: number;
  /** Products the catalogue refused while they were written (another user changed it meanwhile). */
  late: number;
  lateError: RowError | null;
}

/**
 * Writes the staged products of a committed import, a chunk a transaction; a product whose SKU
 * another user took (or whose price a campaign locked) while the import was being written is
 * left out and counted, the others are written.
 */
export async function publishProducts(ctx: Ctx, run: JobRun, staged: StagedEntries<SpoolEntry>, progress: Progress): Promise<ProductImportState> {
  const state = run.job.state as unknown as ProductImportState;
  let done = 0;
  await publishStaged(ctx, run, {
    entries: staged,
    firstChunk: FIRST_CHUNK,
    apply: async (tx, entries) => {
      const written = await writeChunk(tx, entries, state.mode);
      done += entries.reduce((sum, e) => sum + e.rowCount, 0);
      if (written.errors.length === 0) return;
      state.late += new Set(written.errors.map((e) => e.row)).size;
      state.lateError ??= written.errors[0]!;
      await tx.db.job.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: run.job.id } }, data: { state: JSON.stringify(state), failedCount: state.late } });
    },
    progress: () => progress(Math.min(done, state.rows), state.rows),
  });
  return state;
}

/** The user-log entry of a finished import, written with the job's end. */
export const importLog = (state: ProductImportState) => ({ action: msg('log.catalogue.imported', { file: state.fileName, created: state.created, updated: state.updated }), category: 'manage' as const });
