import { jobFileKey } from '../jobs/job-params.ts';
import { completeJob } from '../jobs/job-commit.ts';
import { fileGone, uploadKey, type Finished, type JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import { firstRowOf, judgedOnly, judgeWithErrorFile } from '../jobs/judged-file.ts';
import { uploadFor, type JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { readHeader } from '../sheets/sheet-header.ts';
import { readFileRows, UnreadableFile } from '../sheets/sheet-reader.ts';
import { XLSX } from '../uploads/policies.ts';
import { writeLog } from '../user-logs/audited.ts';
import { CONTACT_CATEGORY, CONTACT_COLUMNS, CONTACT_LIMITS as L, CONTACT_MESSAGES as M, REQUIRED_CONTACT_COLUMNS } from './constants.ts';
import { contactData } from './contacts.ts';
import { judgeContactRow } from './contact-row.ts';
import type { TStartContactImportInput } from './schema.ts';

export interface ContactImportParams {
  format: 'csv' | 'xlsx';
  dryRun: boolean;
}

/** Its summaries (jobs.summary.<code>). */
export const CONTACT_IMPORT_SUMMARY = {
  imported: 'contactImport.imported',
  refused: 'contactImport.refused',
  dryRun: 'contactImport.dryRun',
  nothingWritten: 'contactImport.nothingWritten',
} as const;
const S = CONTACT_IMPORT_SUMMARY;

/** An import of an uploaded CSV or XLSX of contacts; the job runner checks and writes it. */
export async function startContactImport(ctx: Ctx, input: TStartContactImportInput): Promise<JobStart<ContactImportParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'contact-import');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { format: upload.mimeType === XLSX ? 'xlsx' : 'csv', dryRun: input.dryRun },
    log: { action: msg(input.dryRun ? 'log.contacts.importDryRunStarted' : 'log.contacts.importStarted', { file: upload.fileName }), category: CONTACT_CATEGORY },
  };
}

/**
 * Imports a file of contacts, all rows or none: every row is checked by the form's schema (the
 * file's limits by the sheet readers before they allocate, the row count here as it is read);
 * every refused row goes to the error file with its row number and column. When none was refused
 * and it is not a dry run, the contacts and the user-log line are written in one transaction
 * with the job's end.
 */
export async function runContactImport(ctx: Ctx, run: JobRun<ContactImportParams>): Promise<Finished> {
  const { job, beat, signal } = run;
  const key = await uploadKey(ctx, job);
  if (!key) return fileGone();
  const { format, dryRun } = job.params;
  const judged = await ctx.env.storage.withLocalFile(key, (file) =>
    judgeWithErrorFile(ctx.env.storage, jobFileKey(job.merchantId, job.id, 'errors.csv'), async (errors) => {
    const accepted: ReturnType<typeof contactData>[] = [];
    const rows = readFileRows(format, file);
    const first = await firstRowOf(rows, errors.file);
    if (!first) {
      if (errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: M.emptyFile });
      return { rows: 0, accepted };
    }
    errors.useHeader(first.cells);
    const header = readHeader(first, CONTACT_COLUMNS, REQUIRED_CONTACT_COLUMNS);
    for (const error of header.errors) await errors.file.add(error);
    if (header.errors.length > 0) return { rows: 0, accepted };
    let count = 0;
    try {
      for await (const row of rows) {
        if (signal.aborted) throw new Error('The contact import stopped before its end.');
        if (++count > L.importMaxRows) {
          await errors.file.add({ row: row.number, column: '', reason: M.tooManyRows });
          break;
        }
        const outcome = judgeContactRow(header, row);
        if (!outcome.ok) for (const error of outcome.errors) await errors.file.add(error, row.cells);
        // Once a row is refused nothing will be written: the rest are only checked.
        else if (errors.file.count === 0) accepted.push(contactData(ctx, outcome.contact));
        if (count % 500 === 0) beat.progress(count, count);
      }
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      await errors.file.add({ row: error.row, column: '', reason: error.message });
    }
    if (count === 0 && errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: M.emptyFile });
    return { rows: Math.min(count, L.importMaxRows), accepted };
  }),
  );
  if (judged.rejectedRows > 0) return judgedOnly(judged, { failed: true, doneRows: 0 }, message(S.refused, { refused: judged.rejectedRows, total: Math.max(judged.rows, judged.rejectedRows) }), message(S.nothingWritten));
  if (dryRun) return judgedOnly(judged, { failed: false }, message(S.dryRun, { count: judged.rows }), message(S.nothingWritten));
  const count = judged.accepted.length;
  const finished: Finished = { status: 'completed', totalRows: count, doneRows: count, failedCount: 0, summary: summaryOf(message(S.imported, { count })), errorFileKey: null };
  await completeJob(ctx, run, finished, async (tx) => {
    await tx.db.contact.createMany({ data: judged.accepted.map((c) => ({ merchantId: tx.merchantId, ...c })) });
    await writeLog(tx, { action: msg('log.contacts.imported', { count, file: job.fileName }), category: CONTACT_CATEGORY });
  });
  return finished;
}
