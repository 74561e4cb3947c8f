import type { TFileFormat } from '../jobs/file-options.ts';
import { commitJob, completeJob, publishStaged } from '../jobs/job-commit.ts';
import { jobFileKey } from '../jobs/job-params.ts';
import { fileGone, uploadKey, type Finished, type JobRun } from '../jobs/job-run.ts';
import { firstErrorNote, message, summaryOf } from '../jobs/job-summary.ts';
import { judgeWithErrorFile } from '../jobs/judged-file.ts';
import { stagedEntriesOf } from '../jobs/staged-entries.ts';
import { uploadFor, type JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { CSV } from '../uploads/policies.ts';
import { writeLog } from '../user-logs/audited.ts';
import { VOUCHER_LOG_CATEGORY as CATEGORY } from './constants.ts';
import { assertCodesFor, assignLog, bulkVoucher, handOutCodes, withoutCode } from './code-assignment.ts';
import { membersOfList, readMemberList } from './member-list.ts';
import { ZAssignListInput, type TAssignListInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

/** What a list row that names no member is told in the error file. */
export const unknownMember = (value: string) => msg('vouchers.unknownMember', { value });

export interface VoucherAssignParams {
  format: TFileFormat;
  /** The bulk voucher whose codes are handed out. */
  voucherId: string;
}

/** Its summaries (jobs.summary.<code>). */
export const VOUCHER_ASSIGN_SUMMARY = {
  assigned: 'voucherAssign.assigned',
  skipped: 'voucherAssign.skipped',
  unknown: 'voucherAssign.unknown',
} as const;
const S = VOUCHER_ASSIGN_SUMMARY;

/** The handing out of a bulk voucher's codes to the members of an uploaded list; the job reads the list. */
export async function startAssignFromList(ctx: Ctx, raw: TAssignListInput): Promise<JobStart<VoucherAssignParams>> {
  const input = ZAssignListInput.parse(raw);
  const voucher = await bulkVoucher(ctx, input.voucherId);
  const upload = await uploadFor(ctx, input.uploadId, 'voucher-members');
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params: { format: upload.mimeType === CSV ? 'csv' : 'xlsx', voucherId: input.voucherId },
    log: { action: msg('log.vouchers.assignStarted', { voucher: voucher.name, file: upload.fileName }), category: CATEGORY },
  };
}

/** What an assignment keeps at its commit, to hand out the rest of its codes after a restart too. */
interface AssignState {
  voucherId: string;
  voucherName: string;
  rows: number;
  members: number;
  /** Members who held a code of the voucher already, or rows naming a member named above. */
  skipped: number;
  unknown: number;
  assigned: number;
  errorFileKey: string | null;
  firstUnknown: { row: number; value: string } | null;
}

function finishedOf(state: AssignState): Finished {
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows - state.unknown,
    failedCount: state.unknown,
    summary: summaryOf(
      message(S.assigned, { count: state.assigned, voucher: state.voucherName }),
      state.skipped > 0 && message(S.skipped, { count: state.skipped }),
      state.unknown > 0 && message(S.unknown, { count: state.unknown }),
      state.unknown > 0 && state.firstUnknown && firstErrorNote([{ row: state.firstUnknown.row, column: '', reason: unknownMember(state.firstUnknown.value) }]),
    ),
    errorFileKey: state.errorFileKey,
  };
}

/** The list's rows that name no member, in the job's error file. */
async function unknownRowsFile(ctx: Ctx, key: string, unknown: readonly { row: number; value: string }[]): Promise<string | null> {
  const judged = await judgeWithErrorFile(ctx.env.storage, key, async (errors) => {
    errors.useHeader(['Value']);
    for (const { row, value } of unknown) await errors.file.add({ row, column: '', reason: unknownMember(value) }, [value]);
    return {};
  });
  return judged.errorFileKey;
}

/**
 * Hands a bulk voucher's codes to the members an uploaded list names: the list read on a worker
 * thread and checked (too few free codes refuses it, assigning nothing), then committed and the
 * codes handed out a chunk of members a transaction. Members holding a code are skipped, so a
 * run that resumes after a restart hands out each code once.
 */
export async function runVoucherAssignJob(ctx: Ctx, run: JobRun<VoucherAssignParams>): Promise<Finished> {
  const { job } = run;
  const staged = stagedEntriesOf<string>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return fileGone();
      const { voucherId, format } = job.params;
      const voucher = await bulkVoucher(ctx, voucherId);
      const rows = await ctx.env.storage.withLocalFile(key, (file) => readMemberList(format, file, run.signal));
      const listed = await membersOfList(ctx, rows);
      const members = await withoutCode(ctx, voucherId, listed.memberIds);
      await assertCodesFor(ctx, voucherId, members.length);
      for (const id of members) await staged.write(id);
      await staged.close();
      const errorFileKey = listed.unknown.length > 0 ? await unknownRowsFile(ctx, jobFileKey(job.merchantId, job.id, 'errors.csv'), listed.unknown) : null;
      const state: AssignState = {
        voucherId,
        voucherName: voucher.name,
        rows: rows.length,
        members: members.length,
        skipped: listed.memberIds.length - members.length + listed.repeats,
        unknown: listed.unknown.length,
        assigned: 0,
        errorFileKey,
        firstUnknown: listed.unknown[0] ?? null,
      };
      await commitJob(ctx, run, { ...state });
    }
    const state = run.job.state as unknown as AssignState;
    await publishStaged(ctx, run, {
      entries: staged,
      firstChunk: 1_000,
      apply: async (tx, memberIds) => {
        state.assigned += await handOutCodes(tx, state.voucherId, memberIds);
        await tx.db.job.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: job.id } }, data: { state: JSON.stringify(state) } });
      },
      progress: (published) => run.beat.progress(published, state.members),
    });
    const finished = finishedOf(state);
    await completeJob(ctx, run, finished, (tx) => writeLog(tx, assignLog(state.voucherName, state.assigned)));
    await staged.dispose();
    return finished;
  } catch (error) {
    if (!job.committedAt) await staged.dispose();
    throw error;
  }
}
