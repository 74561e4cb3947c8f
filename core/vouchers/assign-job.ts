import { commitJob, completeJob, publishStaged } from '../jobs/job-commit.ts';
import { jobFileKey, jobParams } from '../jobs/job-params.ts';
import { FILE_GONE, failedJob, uploadKey, type Finished, type JobRun } from '../jobs/job-run.ts';
import { firstError, plural } from '../jobs/job-summary.ts';
import type { TJob } from '../jobs/schema.ts';
import { JOB_ACTION, createJob, toJobs, uploadFor } from '../jobs/service.ts';
import { stagedEntriesOf } from '../jobs/staged-entries.ts';
import type { Ctx } from '../shared/context.ts';
import { ErrorFile } from '../sheets/error-file.ts';
import { CSV } from '../uploads/policies.ts';
import { audited, writeLog } from '../user-logs/audited.ts';
import { VOUCHER_LOG_CATEGORY as CATEGORY } from './constants.ts';
import { assertCodesFor, assignLog, bulkVoucher, handOutCodes, withoutCode } from './code-assignment.ts';
import { membersOfList, readMemberList } from './member-list.ts';
import { ZAssignListInput, type TAssignListInput } from './schema.ts';

/** What a list row that names no member is told in the error file. */
export const unknownMember = (value: string) => `No member of the shop has the e-mail or member number "${value}".`;

/** Queues the handing out of a bulk voucher's codes to the members of an uploaded list; the job reads the list. */
export async function startAssignFromList(ctx: Ctx, raw: TAssignListInput): Promise<TJob> {
  const input = ZAssignListInput.parse(raw);
  const voucher = await bulkVoucher(ctx, input.voucherId);
  const upload = await uploadFor(ctx, input.uploadId, 'voucher-members');
  const format = upload.mimeType === CSV ? 'csv' : 'xlsx';
  const row = await audited(ctx, { action: `Started a ${JOB_ACTION['voucher-assign']} of voucher "${voucher.name}" from "${upload.fileName}"`, category: CATEGORY }, (tx) =>
    createJob(tx, { kind: 'voucher-assign', fileName: upload.fileName, uploadId: upload.id, params: jobParams({ mode: null, format, dryRun: false, voucherId: input.voucherId }, tx.request) }),
  );
  return (await toJobs(ctx, [row]))[0]!;
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
  const skipped = state.skipped > 0 ? ` ${plural(state.skipped, 'member')} already held one or ${state.skipped === 1 ? 'was' : 'were'} listed twice.` : '';
  const unknown = state.unknown > 0 ? ` ${plural(state.unknown, 'row names', 'rows name')} no member (see the error file).${firstError(state.firstUnknown ? [{ row: state.firstUnknown.row, column: '', reason: unknownMember(state.firstUnknown.value) }] : [])}` : '';
  return {
    status: 'completed',
    totalRows: state.rows,
    doneRows: state.rows - state.unknown,
    failedCount: state.unknown,
    summary: `Assigned ${plural(state.assigned, 'code')} of voucher "${state.voucherName}".${skipped}${unknown}`,
    errorFileKey: state.errorFileKey,
  };
}

/** The list's rows that name no member, in the job's error file. */
async function unknownRowsFile(ctx: Ctx, key: string, unknown: readonly { row: number; value: string }[]): Promise<string | null> {
  const file = new ErrorFile(ctx.env.storage, key, ['Value']);
  try {
    for (const { row, value } of unknown) await file.add({ row, column: '', reason: unknownMember(value) }, [value]);
    return await file.close();
  } catch (error) {
    await file.abort();
    throw error;
  }
}

/**
 * Hands a bulk voucher's codes to the members an uploaded list names: the list read on a worker
 * thread and checked (too few free codes refuses it, assigning nothing), then committed and the
 * codes handed out a chunk of members a transaction. Members holding a code are skipped, so a
 * run that resumes after a restart hands out each code once.
 */
export async function runVoucherAssignJob(ctx: Ctx, run: JobRun): Promise<Finished> {
  const { job } = run;
  const staged = stagedEntriesOf<string>(ctx.env.storage, job);
  try {
    if (!job.committedAt) {
      const key = await uploadKey(ctx, job);
      if (!key) return failedJob(FILE_GONE);
      const voucherId = job.params.voucherId ?? '';
      const voucher = await bulkVoucher(ctx, voucherId);
      const rows = await readMemberList(job.params.format ?? 'csv', ctx.env.storage.localPath(key), run.signal);
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
