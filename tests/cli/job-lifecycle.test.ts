import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverJobs } from '../../core/jobs/runner.ts';
import { stagedKeyOf } from '../../core/jobs/staged-entries.ts';
import { projectRoot } from '../../core/platform/config.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { startJobRunner } from '../../server/jobs-runner.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { rowSummary } from '../helpers/job-summary.ts';
import { contextOf } from '../helpers/sales-documents.ts';
import { cliWorld } from './cli-world.ts';
import { storedPath } from '../helpers/stored-files.ts';

// Processes that stop at the worst moment: `kill -9` during a member import on the local
// database, before its commit and after it, and SIGTERM to a server with an import running.
const world = cliWorld();
const BIN = path.join(projectRoot, 'cli', 'bin.js');
const ROWS = 120_000;
let rt: Runtime;
let file: string;

beforeAll(async () => {
  rt = await world.openRuntime();
  file = path.join(world.dir, 'members.csv');
  const out = createWriteStream(file);
  out.write('Name,Email,Phone,Date of Birth\r\n');
  for (let i = 0; i < ROWS; i++) out.write(`Member Number ${i},member.${i}@example.com,01${String(20000000 + i)},1990-01-02\r\n`);
  out.end();
  await once(out, 'close');
});
afterAll(() => rt.close());

const jobOf = (shop: SeededMerchant) => rt.database.client.job.findFirst({ where: { merchantId: shop.merchantId, kind: 'member-import' }, orderBy: { createdAt: 'desc' } });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const ends = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > ends) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `merchant members import` on the local database, killed with SIGKILL once stopAt says so. */
async function killedImport(shop: SeededMerchant, stopAt: (job: NonNullable<Awaited<ReturnType<typeof jobOf>>>) => boolean): Promise<void> {
  const child = spawn(process.execPath, [BIN, '--token', shop.admin.token, 'members', 'import', file, '--batch', 'Killed'], { cwd: projectRoot, env: world.env, stdio: 'ignore' });
  const exited = once(child, 'exit');
  try {
    const job = await until(() => jobOf(shop), (j) => j !== null && (stopAt(j) || (j.status !== 'in_progress' && j.status !== 'queued')), 'the moment to kill');
    expect(job!.status).toBe('in_progress');
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

describe('a job whose process is killed', () => {
  it('reads interrupted on the next start when it was killed before its commit, with nothing written', async () => {
    const shop = await seedMerchant(rt);
    await killedImport(shop, (job) => job.doneRows > 0 && job.committedAt === null);
    expect(await recoverJobs(baseContext(rt.database, rt.env, testRequest()))).toBeGreaterThanOrEqual(1);
    const job = await jobOf(shop);
    expect(job).toMatchObject({ status: 'failed', summaryCode: 'interrupted', committedAt: null });
    expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(0);
    expect(existsSync(storedPath(rt, stagedKeyOf(job!)))).toBe(false);
  });

  it('reads completed on the next start when it was killed after its commit: every member once, numbers without gaps', async () => {
    const shop = await seedMerchant(rt);
    await killedImport(shop, (job) => job.committedAt !== null);
    // The next start: a runner recovers the dead process's job and finishes its writes.
    const runner = startJobRunner(rt, () => {}, { pollMs: 50, scope: { merchantId: shop.merchantId } });
    try {
      await until(() => jobOf(shop), (j) => j?.status === 'completed', 'the import to finish', 120_000);
    } finally {
      await runner.stop();
    }
    const members = await rt.database.client.member.findMany({ where: { merchantId: shop.merchantId }, select: { memberNo: true }, orderBy: { memberNo: 'asc' } });
    expect(members).toHaveLength(ROWS);
    expect(members.at(-1)!.memberNo).toBe(ROWS);
    expect(rowSummary((await jobOf(shop))!)).toBe(`Imported ${ROWS.toLocaleString('en-MY')} members into batch "Killed" from ${ROWS.toLocaleString('en-MY')} rows.`);
  }, 180_000);
});

describe('a server told to stop', () => {
  it('stops taking requests, fails the import it was reading as interrupted, and exits', async () => {
    const shop = await seedMerchant(rt);
    const server = await world.serve();
    try {
      // Queued here; the server's runner finds it on its next look.
      const stored = await saveUpload(await contextOf(rt, shop.admin.token), 'member-import', 'members.csv', createReadStream(file));
      await shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: stored.id, batch: 'Stopped', dryRun: false });
      await until(() => jobOf(shop), (j) => j !== null && j.doneRows > 0 && j.committedAt === null, 'the server to be reading the file');
      server.process.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    }
    expect(await jobOf(shop)).toMatchObject({ status: 'failed', summaryCode: 'interrupted' });
    expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  }, 120_000);
});
