import { PassThrough } from 'node:stream';
import { commitJob, completeJob } from '../../jobs/job-commit.ts';
import { jobFileKey } from '../../jobs/job-params.ts';
import { failedJob, fileGone, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { firstErrorNote, message, summaryOf } from '../../jobs/job-summary.ts';
import { judgedOnly } from '../../jobs/judged-file.ts';
import { stagedEntriesOf } from '../../jobs/staged-entries.ts';
import type { Ctx } from '../../shared/context.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { touchCatalogue } from '../stock.ts';
import type { MassUpdateParams, ProductExportParams, ProductImportParams } from './catalogue-job-starts.ts';
import type { SpoolEntry } from './import-spool.ts';
import { judgeMassUpdate, massUpdateLog, publishMassUpdate, type MassUpdateState, type StagedProductPatches } from './mass-update.ts';
import { readMassUpdateFile } from './mass-update-file.ts';
import { exportProducts } from './product-export.ts';
import { importLog, judgeProductFile, publishProducts, type ProductImportState } from './product-import.ts';
import { inner } from '../../shared/messages.ts';

/** The catalogue's jobs: product import, export and mass update. Their summaries (jobs.summary.<code>): */
export const PRODUCT_IMPORT_SUMMARY = {
  imported: 'productImport.imported',
  late: 'productImport.late',
  rejected: 'productImport.rejected',
  rejectedDryRun: 'productImport.rejectedDryRun',
  dryRun: 'productImport.dryRun',
} as const;
export const PRODUCT_EXPORT_SUMMARY = { exported: 'productExport.exported' } as const;
export const MASS_UPDATE_SUMMARY = {
  notLatest: 'massUpdate.notLatest',
  failedProducts: 'massUpdate.failedProducts',
  refused: 'massUpdate.refused',
  updated: 'massUpdate.updated',
  editedAfter: 'massUpdate.editedAfter',
  late: 'massUpdate.late',
} as const;

const I = PRODUCT_IMPORT_SUMMARY;
const U = MASS_UPDATE_SUMMARY;

/** What a committed import's summary says, from what it kept. */
function importFinished(state: ProductImportState): Finished {
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows,
    failedCount: state.late,
    summary: summaryOf(
      message(I.imported, { rows: state.rows, created: state.created, updated: state.updated }),
      state.late > 0 && message(I.late, { count: state.late }),
      state.late > 0 && state.lateError && firstErrorNote([state.lateError]),
    ),
    errorFileKey: null,
  };
}

/**
 * A product import: the file judged (nothing written), then, when every row passed and it is not
 * a dry run, committed and its products written in short transactions. After a restart a
 * committed import goes straight on writing.
 */
export async function runProductImport(ctx: Ctx, run: JobRun<ProductImportParams>): Promise<Finished> {
  const { job, beat } = run;
  const staged = stagedEntriesOf<SpoolEntry>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return fileGone();
      const { mode, dryRun } = job.params;
      const outcome = await ctx.env.storage.withLocalFile(key, (file) =>
        judgeProductFile(
          ctx,
          file,
          { mode, dryRun, format: job.params.format, fileName: job.fileName, errorKey: jobFileKey(job.merchantId, job.id, 'errors.csv'), signal: run.signal },
          dryRun ? null : staged,
          (done, total) => beat.progress(done, total),
        ),
      );
      if (outcome.rejectedRows > 0) return judgedOnly(outcome, { failed: true }, message(dryRun ? I.rejectedDryRun : I.rejected, { rejected: outcome.rejectedRows, rows: outcome.rows }));
      if (dryRun) return judgedOnly(outcome, { failed: false }, message(I.dryRun, { rows: outcome.rows, created: outcome.created, updated: outcome.updated }));
      const state: ProductImportState = { mode, fileName: job.fileName, rows: outcome.rows, created: outcome.created, updated: outcome.updated, late: 0, lateError: null };
      await commitJob(ctx, run, { ...state });
    }
    const state = await publishProducts(ctx, run, staged, (done, total) => beat.progress(done, total));
    const finished = importFinished(state);
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
export async function runProductExport(ctx: Ctx, { job, beat }: JobRun<ProductExportParams>): Promise<Finished> {
  const format = job.params.format;
  const key = jobFileKey(job.merchantId, job.id, `products.${format}`);
  const output = new PassThrough();
  const stored = ctx.env.storage.putStream(key, output);
  try {
    const { products, rows } = await exportProducts(ctx, format, output, (done, total) => beat.progress(done, total));
    await stored;
    return { status: 'completed', totalRows: rows, doneRows: rows, failedCount: 0, summary: summaryOf(message(PRODUCT_EXPORT_SUMMARY.exported, { products, rows })), resultKey: key };
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
export async function runMassUpdateJob(ctx: Ctx, run: JobRun<MassUpdateParams>): Promise<Finished> {
  const { job } = run;
  const staged = stagedEntriesOf<StagedProductPatches>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return fileGone();
      const file = await ctx.env.storage.withLocalFile(key, (path) => readMassUpdateFile(path, run.signal));
      const outcome = await judgeMassUpdate(ctx, file, jobFileKey(job.merchantId, job.id, 'errors.csv'), staged, job.createdAt);
      if (!outcome.latest) return { ...failedJob(summaryOf(message(U.notLatest))), totalRows: outcome.rows };
      if (outcome.errorFileKey) {
        const lead = outcome.failedProducts > 0 ? message(U.failedProducts, { count: outcome.failedProducts }) : message(U.refused);
        return { ...judgedOnly(outcome, { failed: true, doneRows: 0 }, lead), failedCount: outcome.failedProducts };
      }
      await commitJob(ctx, run, { fileName: job.fileName, rows: outcome.rows, updated: 0, editedAfter: outcome.editedAfter, late: 0, lateError: null } satisfies MassUpdateState);
    }
    const state = await publishMassUpdate(ctx, run, staged, job.createdAt);
    const finished: Finished = {
      status: 'completed',
      totalRows: state.rows,
      doneRows: state.rows,
      failedCount: state.late,
      summary: summaryOf(
        message(U.updated, { count: state.updated }),
        state.editedAfter > 0 && message(U.editedAfter, { count: state.editedAfter }),
        state.late > 0 && message(U.late, { count: state.late, reason: inner(state.lateError ?? '') }),
      ),
    };
    await completeJob(ctx, run, finished, (tx) => writeLog(tx, massUpdateLog(state)));
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}
