import { z } from 'zod';
import { completeJob } from '../jobs/job-commit.ts';
import { jobFileKey } from '../jobs/job-params.ts';
import { fileGone, uploadKey, type Finished, type JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import { firstRowOf, judgedOnly, judgeWithErrorFile } from '../jobs/judged-file.ts';
import { uploadFor, type JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { readHeader } from '../sheets/sheet-header.ts';
import { readFileRows, UnreadableFile } from '../sheets/sheet-reader.ts';
import { writeLog } from '../user-logs/audited.ts';
import { MAP_COLUMNS, MARKETPLACE_CATEGORY, MARKETPLACE_LIMITS as L } from './constants.ts';
import { MAP_MESSAGES } from './map-messages.ts';
import { applyMapping, judgeMapLines, type MapLine, type MapWrite } from './mapping.ts';

/** The mapping file's columns (docs/marketplaces.md), kept with the constants for the upload screen's template. */
export { MAP_COLUMNS } from './constants.ts';

export const ZStartMarketplaceMapInput = z.object({ uploadId: z.string().min(1), dryRun: z.boolean().default(false) });

export const MAP_REQUIRED = ['shop', 'marketplaceSku', 'sku'] as const;

export const MARKETPLACE_MAP_SUMMARY = {
  mapped: 'marketplaceMap.mapped',
  refused: 'marketplaceMap.refused',
  dryRun: 'marketplaceMap.dryRun',
  nothingWritten: 'marketplaceMap.nothingWritten',
} as const;
const S = MARKETPLACE_MAP_SUMMARY;

export async function startMarketplaceMap(ctx: Ctx, input: z.output<typeof ZStartMarketplaceMapInput>): Promise<JobStart<{ dryRun: boolean }>> {
  const upload = await uploadFor(ctx, input.uploadId, 'marketplace-map');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { dryRun: input.dryRun },
    log: { action: msg(input.dryRun ? 'log.marketplaces.mapDryRunStarted' : 'log.marketplaces.mapStarted', { file: upload.fileName }), category: MARKETPLACE_CATEGORY },
  };
}

/**
 * Maps marketplace products to catalogue products by SKU from a CSV (shop_id, marketplace_sku,
 * sku), all rows or none: the reader enforces the file's limits before it allocates, rows are
 * judged a batch at a time, and every refused row goes to the error file. With none refused and
 * not a dry run, the mappings are written with the job's end.
 */
export async function runMarketplaceMap(ctx: Ctx, run: JobRun<{ dryRun: boolean }>): Promise<Finished> {
  const { job, beat, signal } = run;
  const key = await uploadKey(ctx, job);
  if (!key) return fileGone();
  const judged = await ctx.env.storage.withLocalFile(key, (file) =>
    judgeWithErrorFile(ctx.env.storage, jobFileKey(job.merchantId, job.id, 'errors.csv'), async (errors) => {
    const accepted: MapWrite[] = [];
    const rows = readFileRows('csv', file);
    const first = await firstRowOf(rows, errors.file);
    if (!first) {
      if (errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: MAP_MESSAGES.emptyFile });
      return { rows: 0, accepted };
    }
    errors.useHeader(first.cells);
    const header = readHeader(first, MAP_COLUMNS, MAP_REQUIRED);
    for (const error of header.errors) await errors.file.add(error);
    if (header.errors.length > 0) return { rows: 0, accepted };
    const cell = (cells: string[], k: keyof typeof MAP_COLUMNS) => (cells[header.at[k]!] ?? '').trim();
    let count = 0;
    let batch: { line: MapLine; cells: string[] }[] = [];
    const judge = async () => {
      const { writes, refused } = await judgeMapLines(ctx, batch.map((b) => b.line));
      for (const r of refused) await errors.file.add(r, batch.find((b) => b.line.row === r.row)?.cells);
      if (errors.file.count === 0) accepted.push(...writes);
      batch = [];
      beat.progress(count, count);
    };
    try {
      for await (const row of rows) {
        if (signal.aborted) throw new Error('The marketplace mapping stopped before its end.');
        if (++count > L.mapMaxRows) {
          await errors.file.add({ row: row.number, column: '', reason: MAP_MESSAGES.tooManyRows });
          break;
        }
        batch.push({ line: { row: row.number, shop: cell(row.cells, 'shop'), marketplaceSku: cell(row.cells, 'marketplaceSku'), sku: cell(row.cells, 'sku') }, cells: row.cells });
        if (batch.length === L.batch) await judge();
      }
      if (batch.length) await judge();
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      await errors.file.add({ row: error.row, column: '', reason: error.message });
    }
    if (count === 0 && errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: MAP_MESSAGES.emptyFile });
    return { rows: Math.min(count, L.mapMaxRows), accepted };
  }),
  );
  if (judged.rejectedRows > 0) return judgedOnly(judged, { failed: true, doneRows: 0 }, message(S.refused, { refused: judged.rejectedRows, total: Math.max(judged.rows, judged.rejectedRows) }), message(S.nothingWritten));
  if (job.params.dryRun) return judgedOnly(judged, { failed: false }, message(S.dryRun, { count: judged.rows }), message(S.nothingWritten));
  const count = judged.accepted.length;
  const finished: Finished = { status: 'completed', totalRows: count, doneRows: count, failedCount: 0, summary: summaryOf(message(S.mapped, { count })), errorFileKey: null };
  await completeJob(ctx, run, finished, async (tx) => {
    await applyMapping(tx, judged.accepted);
    await writeLog(tx, { action: msg('log.marketplaces.mapped', { count }), category: MARKETPLACE_CATEGORY });
  });
  return finished;
}
