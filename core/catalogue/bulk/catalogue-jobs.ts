import { PassThrough } from 'node:stream';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey } from '../../jobs/job-params.ts';
import { FILE_GONE, failedJob, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { firstError, plural } from '../../jobs/job-summary.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import type { Ctx } from '../../shared/context.ts';
import { formatCount } from '../../shared/numbers.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { touchCatalogue } from '../stock.ts';
import { BULK_MESSAGES as B } from './bulk-messages.ts';
import type { SpoolEntry } from './import-spool.ts';
import { judgeMassUpdate, massUpdateLog, publishMassUpdate, type MassUpdateState, type StagedProductPatches } from './mass-update.ts';
import { readMassUpdateFile } from './mass-update-file.ts';
import { exportProducts } from './product-export.ts';
import { importLog, judgeProductFile, publishProducts, type ProductImportState } from './product-import.ts';

/** The catalogue's jobs: product import, export and mass update. */

/** What a committed import's summary says, from what it kept. */
function importFinished(state: ProductImportState, errorFileKey: string | null): Finished {
  const late = state.late > 0 ? ` ${plural(state.late, 'product was', 'products were')} changed by someone else while the import was written and kept as they were.${firstError(state.lateError ? [state.lateError] : [])}` : '';
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows,
    failedCount: state.late,
    summary: `Imported ${plural(state.rows, 'row')}: ${plural(state.created, 'product')} created, ${formatCount(state.updated)} updated.${late}`,
    errorFileKey,
  };
}

/**
 * A product import: the file judged (nothing written), then, when every row passed and it is not
 * a dry run, committed and its products written in short transactions. After a restart a
 * committed import goes straight on writing.
 */
export async function runProductImport(ctx: Ctx, run: JobRun): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<SpoolEntry>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return failedJob(FILE_GONE);
      const { mode, dryRun } = job.params;
      const outcome = await judgeProductFile(
        ctx,
        ctx.env.storage.localPath(key),
        { mode: mode ?? 'upsert', dryRun, format: job.params.format ?? 'csv', fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
        dryRun ? null : staged,
        (done, total) => beat.progress(done, total),
      );
      const rows = plural(outcome.rows, 'row');
      if (outcome.rejectedRows > 0 || dryRun) {
        const counts = `${plural(outcome.created, 'product')} would be created, ${formatCount(outcome.updated)} would be updated`;
        const summary =
          outcome.rejectedRows > 0
            ? `${plural(outcome.rejectedRows, 'row')} of ${rows} rejected; nothing was ${dryRun ? 'written (dry run)' : 'imported'}.${firstError(outcome.firstErrors)}`
            : `Dry run: all ${rows} are valid; ${counts}. Nothing was written.`;
        const failed = outcome.rejectedRows > 0;
        return { status: failed ? 'failed' : 'completed', totalRows: outcome.rows, doneRows: outcome.rows - outcome.rejectedRows, failedCount: outcome.rejectedRows, summary, errorFileKey: outcome.errorFileKey };
      }
      const state: ProductImportState = { mode: mode ?? 'upsert', fileName: job.fileName, rows: outcome.rows, created: outcome.created, updated: outcome.updated, late: 0, lateError: null };
      await commitJob(ctx, run, { ...state });
    }
    const state = await publishProducts(ctx, run, staged, (done, total) => beat.progress(done, total));
    const finished = importFinished(state, null);
    await completeJob(ctx, run, finished, async (tx) => {
      await touchCatalogue(tx);
      await writeLog(tx, importLog(state));
    });
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}

/** Every product in the import format, into the job's result file. */
export async function runProductExport(ctx: Ctx, { job, beat }: JobRun): Promise<Finished> {
  const format = job.params.format ?? 'csv';
  const key = jobFileKey(job.merchantId, job.id, `products.${format}`);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const { products, rows } = await exportProducts(ctx, format, output, (done, total) => beat.progress(done, total));
    await stored;
    return { status: 'completed', totalRows: rows, doneRows: rows, failedCount: 0, summary: `Exported ${plural(products, 'product')} in ${plural(rows, 'row')}.`, resultKey: key };
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
}

/**
 * A mass update of the uploaded template: judged (nothing written), then, when every row passed,
 * committed and its products written in short transactions. A product a user edited after the
 * job was started keeps that edit.
 */
export async function runMassUpdateJob(ctx: Ctx, run: JobRun): Promise<Finished> {
  const { job } = run;
  const staged = stagedEntriesOf<StagedProductPatches>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return failedJob(FILE_GONE);
      const file = await readMassUpdateFile(ctx.env.storage.localPath(key), run.signal);
      const outcome = await judgeMassUpdate(ctx, file, jobFileKey(job.merchantId, job.id, 'errors.csv'), staged, job.createdAt);
      const base = { totalRows: outcome.rows, errorFileKey: outcome.errorFileKey };
      if (!outcome.latest) return { ...base, status: 'failed', doneRows: 0, failedCount: 0, summary: B.latestTemplate };
      if (outcome.errorFileKey) {
        const failed = outcome.failedProducts > 0 ? `${plural(outcome.failedProducts, 'product')} failed` : 'The file was refused';
        return { ...base, status: 'failed', doneRows: 0, failedCount: outcome.failedProducts, summary: `${failed}; nothing was updated.${firstError(outcome.firstErrors)}` };
      }
      await commitJob(ctx, run, { fileName: job.fileName, rows: outcome.rows, updated: 0, editedAfter: outcome.editedAfter, late: 0, lateError: null } satisfies MassUpdateState);
    }
    const state = await publishMassUpdate(ctx, run, staged, job.createdAt);
    const skipped = state.editedAfter > 0 ? ` ${plural(state.editedAfter, 'product was', 'products were')} edited after the upload and kept that edit.` : '';
    const late = state.late > 0 ? ` ${plural(state.late, 'product was', 'products were')} refused while written: ${state.lateError}` : '';
    const finished: Finished = { status: 'completed', totalRows: state.rows, doneRows: state.rows, failedCount: state.late, summary: `Updated ${plural(state.updated, 'product')}.${skipped}${late}` };
    await completeJob(ctx, run, finished, (tx) => writeLog(tx, massUpdateLog(state)));
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}
