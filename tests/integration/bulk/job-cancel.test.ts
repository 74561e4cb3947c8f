import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commitJob } from '../../../core/jobs/job-commit.ts';
import type { JobRun } from '../../../core/jobs/job-run.ts';
import { JOB_SUMMARY, message, summaryOf } from '../../../core/jobs/job-summary.ts';
import { DEFAULT_TIME_LIMIT_MS, claimNextJob, runClaimedJob, type JobKinds } from '../../../core/jobs/runner.ts';
import { stagedKeyOf } from '../../../core/jobs/staged-entries.ts';
import { baseContext, type Ctx } from '../../../core/shared/context.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import { startJobRunner } from '../../../server/jobs-runner.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../../helpers/fixtures.ts';
import { inEnglish } from '../../helpers/job-summary.ts';
import { contextOf, runJobs } from '../../helpers/sales-documents.ts';
import { fileRuntime } from '../../helpers/world.ts';
import { storedPath } from '../../helpers/stored-files.ts';

// Cancelling jobs: a queued one ends at once; a running one stops before its commit, having
// written nothing; one that has committed, or of a kind that runs to its end, cannot be.
const rt = await fileRuntime();

const HEADER = 'Name,Email,Phone,Date of Birth';
const membersCsv = (rows: number) => [HEADER, ...Array.from({ length: rows }, (_, i) => `Member ${i},member.${i}@example.com,01${String(20000000 + i)},1990-01-02`)].join('\r\n');
const base = () => baseContext(rt.database, rt.env, testRequest());
const memberCount = (shop: SeededMerchant) => rt.database.client.member.count({ where: { merchantId: shop.merchantId } });
const rowOf = (shop: SeededMerchant, id: string) => rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } });

/** A member import of rows rows, queued by the shop's master admin. */
async function queueImport(shop: SeededMerchant, rows: number) {
  const upload = await saveUpload(await contextOf(rt, shop.admin.token), 'member-import', 'members.csv', Buffer.from(membersCsv(rows)));
  return shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: 'Cancelled' });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('cancelling a job', () => {
  it('ends a queued job at once; no runner runs it', async () => {
    const shop = await seedMerchant(rt);
    const job = await queueImport(shop, 3);
    expect(job.canCancel).toBe(true);
    const cancelled = await shop.admin.caller.jobs.cancel({ id: job.id });
    expect(inEnglish(cancelled)).toMatchObject({ status: 'cancelled', canCancel: false, summaryCode: 'cancelled', summary: 'The job was cancelled; nothing was written.' });
    expect(cancelled.finishedAt).not.toBeNull();
    await runJobs(rt, shop.merchantId);
    expect((await shop.admin.caller.jobs.get({ id: job.id })).status).toBe('cancelled');
    expect(await memberCount(shop)).toBe(0);
    expect((await shop.admin.caller.jobs.list({ status: 'cancelled' })).items.map((j) => j.id)).toEqual([job.id]);
  });

  it('stops an import while it reads its file (its runner is told through the database): nothing is written', async () => {
    const shop = await seedMerchant(rt);
    const job = await queueImport(shop, 20_000);
    const runner = startJobRunner(rt, () => {}, { pollMs: 50, scope: { merchantId: shop.merchantId } });
    try {
      await until(() => rowOf(shop, job.id), (j) => (j.status === 'in_progress' && j.doneRows > 0) || !['queued', 'in_progress'].includes(j.status), 'the import to be reading');
      expect(await shop.admin.caller.jobs.cancel({ id: job.id })).toMatchObject({ status: 'in_progress', cancelRequested: true });
      await until(() => rowOf(shop, job.id), (j) => j.status !== 'in_progress', 'the import to stop');
    } finally {
      await runner.stop();
    }
    expect(await rowOf(shop, job.id)).toMatchObject({ status: 'cancelled', summaryCode: 'cancelled', committedAt: null, errorFileKey: null });
    expect(await memberCount(shop)).toBe(0);
    expect(existsSync(storedPath(rt, stagedKeyOf({ merchantId: shop.merchantId, id: job.id })))).toBe(false);
  });

  it('refuses the commit of an import cancelled as it commits: nothing is written', async () => {
    const shop = await seedMerchant(rt);
    const job = await queueImport(shop, 50);
    const claimed = (await claimNextJob(base(), { merchantId: shop.merchantId }))!;
    // The cancel lands once the import has read and judged everything, as it reaches its commit:
    // the import is given a signal that never stops it, so only its commit can notice.
    await shop.admin.caller.jobs.cancel({ id: job.id });
    const real = (JOB_KINDS as JobKinds)['member-import']!;
    const unaware: JobKinds = { 'member-import': { ...real, run: (ctx: Ctx, run: JobRun) => real.run(ctx, { ...run, signal: new AbortController().signal }) } };
    await runClaimedJob(base(), claimed, unaware, () => {}, { timeLimitMs: DEFAULT_TIME_LIMIT_MS });
    expect(await rowOf(shop, job.id)).toMatchObject({ status: 'cancelled', committedAt: null });
    expect(await memberCount(shop)).toBe(0);
  });

  it('refuses to cancel a job that has committed, which then finishes', async () => {
    const shop = await seedMerchant(rt);
    const job = await queueImport(shop, 1);
    const claimed = (await claimNextJob(base(), { merchantId: shop.merchantId }))!;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const committing: JobKinds = {
      'member-import': {
        ...JOB_KINDS['member-import'],
        run: async (ctx: Ctx, run: JobRun) => {
          await commitJob(ctx, run, {});
          await released;
          return { status: 'completed', totalRows: 1, doneRows: 1, failedCount: 0, summary: summaryOf(message(JOB_SUMMARY.recorded, { text: 'Written.' })) };
        },
      },
    };
    const running = runClaimedJob(base(), claimed, committing, () => {}, { timeLimitMs: DEFAULT_TIME_LIMIT_MS });
    await until(() => rowOf(shop, job.id), (j) => j.committedAt !== null, 'the commit');
    expect((await shop.admin.caller.jobs.get({ id: job.id })).canCancel).toBe(false);
    expect(await rejection(shop.admin.caller.jobs.cancel({ id: job.id }))).toMatchObject({
      code: 'CONFLICT',
      appCode: 'JOB.COMMITTED',
      message: 'The job is already writing its changes and can no longer be cancelled.',
    });
    release();
    await running;
    expect((await shop.admin.caller.jobs.get({ id: job.id })).status).toBe('completed');
  });

  it('refuses kinds that run to their end, and jobs that have ended', async () => {
    const shop = await seedMerchant(rt);
    const exported = await shop.admin.caller.jobs.start({ kind: 'member-export', format: 'csv' });
    expect(exported.canCancel).toBe(false);
    expect(await rejection(shop.admin.caller.jobs.cancel({ id: exported.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'JOB.NOT_CANCELLABLE', message: 'This kind of job cannot be cancelled.' });
    const imported = await queueImport(shop, 1);
    await runJobs(rt, shop.merchantId);
    expect(await rejection(shop.admin.caller.jobs.cancel({ id: imported.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'JOB.ENDED' });
    expect((await shop.admin.caller.jobs.get({ id: exported.id })).status).toBe('completed');
  });

  it('is for users who may start the kind: another merchant’s job is not found, a viewer is refused, a stranger sees nothing', async () => {
    const shop = await seedMerchant(rt);
    const job = await queueImport(shop, 1);
    const other = await seedMerchant(rt);
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    const stranger = await seedSubUser(rt, shop, { manage: 'edit' });
    expect(await rejection(other.admin.caller.jobs.cancel({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(viewer.caller.jobs.cancel({ id: job.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(stranger.caller.jobs.cancel({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(stranger.caller.jobs.get({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await stranger.caller.jobs.list({})).items).toEqual([]);
    expect(await rejection(stranger.caller.jobs.start({ kind: 'member-export', format: 'csv' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await shop.admin.caller.jobs.get({ id: job.id })).status).toBe('queued');
  });
});
