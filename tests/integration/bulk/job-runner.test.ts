import { describe, expect, it } from 'vitest';
import { JobStopped, commitJob } from '../../../core/jobs/job-commit.ts';
import type { Finished, JobRun } from '../../../core/jobs/job-run.ts';
import { JOB_ENDINGS, type JobKinds } from '../../../core/jobs/runner.ts';
import { JOB_SUMMARY, message, summaryOf } from '../../../core/jobs/job-summary.ts';
import type { Ctx } from '../../../core/shared/context.ts';
import { startJobRunner, type JobRunner } from '../../../server/jobs-runner.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { bulkShop, type BulkShop } from './bulk-world.ts';

const rt = await fileRuntime();

/** A summary worded by the test itself. */
const said = (text: string) => summaryOf(message(JOB_SUMMARY.recorded, { text }));
const DONE: Finished = { status: 'completed', totalRows: 1, doneRows: 1, failedCount: 0, summary: said('Done.') };
/** The registry's export, run by a handler of the test's own. */
const exportRunBy = (run: (ctx: Ctx, run: JobRun) => Promise<Finished>): JobKinds => ({ 'product-export': { ...JOB_KINDS['product-export'], run } });
const noLog = () => {};

/** Resolves once the run is asked to stop, also when it was asked before this is called (a loaded machine may get there late). */
const whenAborted = (signal: AbortSignal) => new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));

/**
 * Exports as the runner's test kind: each run waits until the test releases it by job id (or
 * the runner asks it to stop), so the test sees which jobs run at once.
 */
function gatedKinds() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const gate = (id: string) => {
    if (!waiting.has(id)) waiting.set(id, new Promise<void>((resolve) => gates.set(id, resolve)));
    return waiting.get(id)!;
  };
  const kinds = exportRunBy(async (_ctx, run) => {
    started.push(run.job.id);
    await Promise.race([gate(run.job.id), whenAborted(run.signal).then(() => Promise.reject(new Error(String(run.signal.reason))))]);
    return DONE;
  });
  return { kinds, started, release: (id: string) => (gate(id), gates.get(id)!()) };
}

const queueExport = (shop: BulkShop) => shop.admin.caller.jobs.start({ kind: 'product-export', format: 'csv' });
const statusOf = async (shop: BulkShop, id: string) => (await shop.admin.caller.jobs.get({ id })).status;

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Two runner starts and stops on a database other files share: minutes under a loaded CI.
describe('the job runner', { timeout: 90_000 }, () => {
  let runner: JobRunner | null = null;
  // Scoped to the test's own shops: on PostgreSQL every test file shares the database.
  const start = (shops: BulkShop[], kinds: JobKinds, limits = { concurrency: 2, perMerchant: 1, timeLimitMs: 60_000 }) =>
    (runner = startJobRunner(rt, noLog, { pollMs: 50, kinds, limits, scope: { merchantIds: shops.map((s) => s.merchantId) } }));
  const stop = async () => {
    await runner?.stop();
    runner = null;
  };

  it('runs different merchants’ jobs side by side, one merchant’s one at a time', async () => {
    const [a, b] = [await bulkShop(rt), await bulkShop(rt)];
    const a1 = await queueExport(a);
    const a2 = await queueExport(a);
    const b1 = await queueExport(b);
    const { kinds, started, release } = gatedKinds();
    start([a, b], kinds);
    try {
      await until(() => started.length === 2, 'two jobs to start');
      // A's second job waits for its first; B's, queued after both, does not wait for A.
      expect([...started].sort()).toEqual([a1.id, b1.id].sort());
      expect(await statusOf(a, a2.id)).toBe('queued');
      release(b1.id);
      await until(async () => (await statusOf(b, b1.id)) === 'completed', 'B’s job to complete');
      expect(await statusOf(a, a2.id)).toBe('queued');
      release(a1.id);
      await until(() => started.includes(a2.id), 'A’s second job to start');
      release(a2.id);
      await until(async () => (await statusOf(a, a2.id)) === 'completed', 'A’s second job to complete');
    } finally {
      await stop();
    }
  });

  it('stops a job that runs past its time limit and fails it, saying so', async () => {
    const shop = await bulkShop(rt);
    const job = await queueExport(shop);
    start([shop], gatedKinds().kinds, { concurrency: 1, perMerchant: 1, timeLimitMs: 300 });
    try {
      await until(async () => (await statusOf(shop, job.id)) === 'failed', 'the job to fail');
    } finally {
      await stop();
    }
    expect((await shop.admin.caller.jobs.get({ id: job.id })).summary).toEqual(JOB_ENDINGS.timeLimit(300));
  });

  it('when stopping: a job that had not committed fails as interrupted, one that had goes back to the queue and finishes on the next start', async () => {
    const shop = await bulkShop(rt);
    const before = await queueExport(shop);
    const after = await queueExport(shop);
    const stopping = exportRunBy(async (ctx, run) => {
      if (run.job.committedAt) return { ...DONE, summary: said('Finished after the restart.') };
      if (run.job.id === after.id) await commitJob(ctx, run, { half: true });
      await whenAborted(run.signal);
      throw run.job.committedAt ? new JobStopped() : new Error('stopped');
    });
    start([shop], stopping, { concurrency: 2, perMerchant: 2, timeLimitMs: 60_000 });
    await until(async () => (await statusOf(shop, before.id)) === 'in_progress' && (await statusOf(shop, after.id)) === 'in_progress', 'both jobs to run');
    await until(async () => (await rt.database.client.job.count({ where: { merchantId: shop.merchantId, id: after.id, committedAt: { not: null } } })) === 1, 'the commit');
    await stop();
    expect(await shop.admin.caller.jobs.get({ id: before.id })).toMatchObject({ status: 'failed', summary: JOB_ENDINGS.interrupted() });
    expect(await statusOf(shop, after.id)).toBe('queued');
    start([shop], stopping);
    try {
      await until(async () => (await statusOf(shop, after.id)) === 'completed', 'the committed job to finish');
    } finally {
      await stop();
    }
    expect((await shop.admin.caller.jobs.get({ id: after.id })).summary).toEqual(said('Finished after the restart.'));
  });
});
