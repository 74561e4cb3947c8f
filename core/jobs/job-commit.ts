import { withTransaction, type Ctx } from '../shared/context.ts';
import { finishedData, type Finished, type JobRun } from './job-run.ts';
import type { StagedEntries } from './staged-entries.ts';

/**
 * A long job writes in short transactions so the shop's own writes (a checkout, a sign-up) wait
 * at most one of them, while the job stays all or nothing:
 *
 * 1. It reads and judges everything first, writing nothing but its staged entries (storage).
 * 2. commitJob decides, in one short write: from here the job's writes will happen.
 * 3. publishStaged writes the entries in short transactions, each recording how far it got in
 *    the job's row; a process that stops part way leaves the rest to the next runner, which
 *    finishes them (the job is claimed again with committedAt set).
 * 4. completeJob records the end, with its user-log entry, in one transaction.
 *
 * A job stopped before its commit wrote nothing; one stopped after it ends completed. A cancel
 * (cancel-job.ts) and the commit are decided by the job's row: whichever writes it first wins,
 * so a cancelled job never commits and a committed one can no longer be cancelled.
 */

/** Thrown between chunks when the process is stopping: the job resumes on the next start. */
export class JobStopped extends Error {
  constructor() {
    super('The job stopped with the process; it resumes on the next start.');
  }
}

/** Thrown by the commit of a job someone asked to stop: nothing was written, and the job ends cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled before its commit.');
  }
}

/** How long one chunk's transaction should hold the database: SQLite has one writer for everyone. */
const TRANSACTION_BUDGET_MS: Record<Ctx['engine'], number> = { sqlite: 100, postgres: 400 };
const MIN_CHUNK = 16;

/** The commit point: one short write that decides the job's writes and keeps what it needs to finish them. */
export async function commitJob(ctx: Ctx, run: JobRun, state: Record<string, unknown>): Promise<void> {
  if (run.signal.aborted && run.signal.reason === 'cancel') throw new JobCancelled();
  const committedAt = ctx.now();
  const where = { merchantId: ctx.merchantId, id: run.job.id, status: 'in_progress', committedAt: null };
  const { count } = await ctx.db.job.updateMany({ where: { ...where, cancelRequestedAt: null }, data: { committedAt, state: JSON.stringify(state), published: 0 } });
  if (count !== 1) throw (await ctx.db.job.count({ where: { ...where, cancelRequestedAt: { not: null } } })) === 1 ? new JobCancelled() : new Error('The job is no longer held by this process.');
  Object.assign(run.job, { committedAt, state, published: 0 });
}

export interface PublishOptions<T> {
  entries: StagedEntries<T>;
  /** Entries of the first transaction; later ones are sized to the transaction budget. */
  firstChunk: number;
  /** Writes some entries in tx (and anything they change about the job's row). */
  apply(tx: Ctx, entries: T[]): Promise<void>;
  /** After each chunk: entries published so far. */
  progress?(published: number): void;
}

/**
 * Writes the staged entries after the ones already published, a chunk a transaction. Each
 * transaction also moves the job's published count on from the value this run read, so a chunk
 * is never written twice, whoever runs the job.
 */
export async function publishStaged<T>(ctx: Ctx, run: JobRun, options: PublishOptions<T>): Promise<void> {
  const budget = TRANSACTION_BUDGET_MS[ctx.engine];
  let size = options.firstChunk;
  let chunk: T[] = [];
  const flush = async () => {
    if (run.signal.aborted && run.signal.reason === 'shutdown') throw new JobStopped();
    const from = run.job.published;
    // The time the transaction holds the database, not the time it waited for it behind others.
    let held = 0;
    await withTransaction(ctx, async (tx) => {
      const started = performance.now();
      await options.apply(tx, chunk);
      const { count } = await tx.db.job.updateMany({ where: { merchantId: tx.merchantId, id: run.job.id, status: 'in_progress', published: from }, data: { published: from + chunk.length } });
      if (count !== 1) throw new Error('The job is no longer held by this process.');
      held = performance.now() - started;
    });
    run.job.published = from + chunk.length;
    const elapsed = Math.max(1, held);
    size = Math.max(MIN_CHUNK, Math.min(size * 2, Math.round((chunk.length * budget) / elapsed)));
    chunk = [];
    options.progress?.(run.job.published);
  };
  for await (const entry of options.entries.entries(run.job.published)) {
    chunk.push(entry);
    if (chunk.length >= size) await flush();
  }
  if (chunk.length > 0) await flush();
}

/** The job's end, and what must be recorded with it (its user-log entry), in one transaction. */
export async function completeJob(ctx: Ctx, run: JobRun, finished: Finished, withIt?: (tx: Ctx) => Promise<void>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await withIt?.(tx);
    await tx.db.job.updateMany({
      where: { merchantId: tx.merchantId, id: run.job.id, status: 'in_progress' },
      data: { ...finishedData(finished), finishedAt: tx.now(), claimedUntil: null, claimedBy: null },
    });
  });
}
