import path from 'node:path';
import { Option, type Command } from 'commander';
import type { TJob } from '../../core/jobs/schema.ts';
import { JOB_STATUSES, type TJobStatus } from '../../core/jobs/statuses.ts';
import { formatCount } from '../../core/shared/numbers.ts';
import type { TJobKind } from '../../server/jobs/job-kinds.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary, jobForOutput } from '../jobs/english-summary.ts';
import { followJob, isRunning } from '../jobs/follow.ts';
import { pageSize, wholeNumber } from '../program/arguments.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, orDash } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface ListFlags {
  /** As typed: the router refuses a kind it does not have, naming those it has. */
  kind?: TJobKind;
  status?: TJobStatus;
  page: number;
  pageSize: number;
}

interface ShowFlags {
  out?: string;
  errorsOut?: string;
}

const rows = (job: TJob) => `${formatCount(job.doneRows)} of ${formatCount(job.totalRows)}`;

/** The merchant's jobs of the kinds the user may see, newest first. */
async function list(globals: Globals, flags: ListFlags): Promise<void> {
  const input = { page: flags.page, pageSize: flags.pageSize, ...(flags.kind && { kind: flags.kind }), ...(flags.status && { status: flags.status }) };
  const page = await withApi(globals, { signedIn: true }, ({ api }) => api.jobs.list.query(input));
  await show(globals, { ...page, items: page.items.map(jobForOutput) }, () => [
    table(
      ['Job', 'Kind', 'Status', 'File', 'Rows', 'Started by', 'Started at'],
      page.items.map((j) => [j.id, j.kind, j.status, j.fileName, rows(j), j.createdByName, dateTime(j.createdAt)]),
      'No jobs.',
    ),
    text(`${formatCount(page.total)} ${page.total === 1 ? 'job' : 'jobs'}; page ${page.page}.`),
  ]);
}

/** One job; followed to its end while it runs, its files saved when asked. */
async function showJob(globals: Globals, id: string, flags: ShowFlags): Promise<void> {
  await withApi(globals, { signedIn: true }, async (connection) => {
    const current = await connection.api.jobs.get.query({ id });
    const job = isRunning(current) ? await followJob(connection, current, 'Running') : current;
    const saved: Record<string, string> = {};
    for (const [which, out] of [['result', flags.out], ['errors', flags.errorsOut]] as const) {
      if (!out || !(which === 'result' ? job.hasResult : job.hasErrorFile)) continue;
      saved[which] = path.resolve(out);
      await connection.files.download({ kind: which, jobId: job.id }, saved[which]);
    }
    await show(globals, { ...jobForOutput(job), saved }, () => [
      fields([
        ['Job', job.id],
        ['Kind', job.kind],
        ['Status', job.status],
        ['File', orDash(job.fileName)],
        ['Rows', rows(job)],
        ...(job.failedCount > 0 ? [['Failed', formatCount(job.failedCount)] as [string, string]] : []),
        ['Started by', orDash(job.createdByName)],
        ['Started at', dateTime(job.createdAt)],
        ['Finished at', dateTime(job.finishedAt)],
        ['Summary', orDash(englishSummary(job.summary))],
        ...Object.entries(saved).map(([which, file]) => [which === 'result' ? 'Saved' : 'Rejected rows', file] as [string, string]),
      ]),
    ]);
  });
}

/** Cancels a job: a queued one ends at once, a running one stops before it writes anything. */
async function cancel(globals: Globals, id: string): Promise<void> {
  const job = await withApi(globals, { signedIn: true }, ({ api }) => api.jobs.cancel.mutate({ id }));
  await show(globals, jobForOutput(job), () => [text(job.status === 'cancelled' ? `Cancelled job ${id}.` : `Asked job ${id} to stop; it stops before it writes anything.`)]);
}

/** `merchant jobs list|show|cancel`: the jobs of every kind. */
export function registerJobs(program: Command): void {
  const jobs = program.command('jobs').description('jobs of every kind (imports, exports, mass updates, printing, shipping, voucher runs): list, follow, cancel');
  jobs
    .command('list')
    .description('list the jobs you may see, newest first, with who started each and when')
    .option('--kind <kind>', 'only jobs of this kind (product-import, member-export, order-export, ...)')
    .addOption(new Option('--status <status>', 'only jobs of this status').choices(JOB_STATUSES))
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .option('--page-size <n>', 'jobs per page: 20, 40, 60 or 80', pageSize, 20)
    .action((flags: ListFlags, command: Command) => list(globalsOf(command), flags));
  jobs
    .command('show')
    .description('show a job; one still running is followed to its end')
    .argument('<id>', 'the job')
    .option('--out <file>', 'save the file it produced (an export, a PDF) here')
    .option('--errors-out <file>', 'save its rejected rows (row, column, reason and the row itself) here')
    .action((id: string, flags: ShowFlags, command: Command) => showJob(globalsOf(command), id, flags));
  jobs
    .command('cancel')
    .description('cancel a job: a queued one ends at once; a running one stops before it writes anything (a job already writing its changes cannot be cancelled)')
    .argument('<id>', 'the job')
    .action((id: string, _flags: unknown, command: Command) => cancel(globalsOf(command), id));
}
