import { PassThrough } from 'node:stream';
import type { Ctx } from '../shared/context.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import type { TFileFormat } from './file-options.ts';
import { jobFileKey } from './job-params.ts';
import type { Finished, JobRun } from './job-run.ts';
import { message, summaryOf } from './job-summary.ts';

/** Rows read per query. */
export const EXPORT_PAGE = 1_000;

/** What an offset-paged export tells the writer: its sheet, its summary, how many rows, and a page of lines from an offset. */
export interface PagedSheetExport {
  format: TFileFormat;
  header: string[];
  sheetName: string;
  /** The summary's code (jobs.summary.<code>), told the count. */
  summaryCode: string;
  total(): Promise<number>;
  /** The lines of the rows from skip, at most take of them; fewer means the last page. */
  page(skip: number, take: number): Promise<SheetCell[][]>;
}

/**
 * Writes an export a page at a time into the job's result file: CSV (formula-like text guarded
 * by the sheet writer) or XLSX; memory stays flat. On a failure the stream is destroyed, so the
 * storage does not keep a partial file. Shared by the reviews and resumes exports.
 */
export async function runPagedSheetExport(ctx: Ctx, { job, beat }: JobRun, spec: PagedSheetExport): Promise<Finished> {
  const key = jobFileKey(job.merchantId, job.id, job.fileName);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const sheet = await openSheetWriter(spec.format, output, { header: spec.header, sheetName: spec.sheetName });
    const total = await spec.total();
    let count = 0;
    for (;;) {
      const lines = await spec.page(count, EXPORT_PAGE);
      for (const line of lines) await sheet.write(line);
      count += lines.length;
      beat.progress(count, Math.max(count, total));
      if (lines.length < EXPORT_PAGE) break;
    }
    await sheet.end();
    await stored;
    return { status: 'completed', totalRows: count, doneRows: count, failedCount: 0, summary: summaryOf(message(spec.summaryCode, { count })), resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}
