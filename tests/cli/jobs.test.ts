import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { contextOf } from '../helpers/sales-documents.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { SCRIPT, cliWorld } from './cli-world.ts';

// `merchant jobs list|show|cancel`, and Ctrl-C while the CLI follows a server's job.
const world = cliWorld();
const BIN = path.join(projectRoot, 'cli', 'bin.js');
let rt: Runtime;

beforeAll(async () => {
  rt = await world.openRuntime();
});
afterAll(() => rt.close());

const MEMBERS = 'Name,Email,Phone,Date of Birth\r\nAli,ali@example.com,0123456789,1990-01-02\r\n';
const jobRow = (shop: SeededMerchant, id: string) => rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } });

/** A member import queued by the shop's admin (no runner runs in this process). */
async function queuedImport(shop: SeededMerchant) {
  const upload = await saveUpload(await contextOf(rt, shop.admin.token), 'member-import', 'members.csv', Buffer.from(MEMBERS));
  return shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: 'Queued' });
}

/** Holds the merchant's one running slot with a job this live process claims, so the server queues the merchant's next job. */
const holdSlot = (shop: SeededMerchant) =>
  rt.database.client.job.create({ data: { merchantId: shop.merchantId, kind: 'member-export', status: 'in_progress', createdBy: shop.admin.id, claimedBy: `${hostname()}:${process.pid}`, claimedUntil: new Date(Date.now() + 3_600_000) } });

describe('merchant jobs', () => {
  it('lists jobs by kind and status, shows one (following it to its end and saving its file), and cancels one', async () => {
    const shop = await seedMerchant(rt);
    const as = ['--token', shop.admin.token];
    const exported = await shop.admin.caller.jobs.start({ kind: 'member-export', format: 'csv' });
    const imported = await queuedImport(shop);
    const listed = await world.json<{ items: { id: string; kind: string; summary: string }[] }>([...as, 'jobs', 'list', '--status', 'queued']);
    expect(listed.items.map((j) => [j.id, j.kind])).toEqual([
      [imported.id, 'member-import'],
      [exported.id, 'member-export'],
    ]);
    const text = await world.run([...as, 'jobs', 'list', '--kind', 'member-export']);
    expect(text.stdout).toMatch(new RegExp(`${exported.id} +member-export +queued +members\\.csv +0 of 0 +${shop.name}`));
    expect(await world.run([...as, 'jobs', 'list', '--kind', 'stock-take'])).toMatchObject({ code: 1, stderr: expect.stringContaining('product-import') });

    const cancelled = await world.run([...as, 'jobs', 'cancel', imported.id]);
    expect([cancelled.code, cancelled.stdout]).toEqual([0, `Cancelled job ${imported.id}.\n`]);
    const refused = await world.run([...as, 'jobs', 'cancel', exported.id]);
    expect([refused.code, refused.stderr]).toEqual([1, 'This kind of job cannot be cancelled.\n']);

    const out = path.join(world.dir, 'members.csv');
    const shown = await world.json<{ status: string; summary: string; summaryCode: string; saved: { result: string } }>([...as, 'jobs', 'show', exported.id, '--out', out]);
    expect(shown).toMatchObject({ status: 'completed', summary: 'Exported 0 members.', summaryCode: 'memberExport.exported', saved: { result: out } });
    expect(readFileSync(out, 'utf8')).toMatch(/^\uFEFFName,Email,/);
    expect((await world.run([...as, 'jobs', 'show', imported.id])).stdout).toMatch(/Status: +cancelled[\s\S]*Summary: +The job was cancelled; nothing was written\./);
    expect((await world.run([...as, 'jobs', 'show', 'nope'])).code).toBe(4);
  });
});

describe('Ctrl-C while following a server’s job', () => {
  it('without a terminal leaves the job running and says how to follow or cancel it', async () => {
    const shop = await seedMerchant(rt);
    await holdSlot(shop);
    const server = await world.serve();
    try {
      const file = path.join(world.dir, 'detach.csv');
      writeFileSync(file, MEMBERS);
      const child = spawn(process.execPath, [BIN, '--server', server.url, '--token', shop.admin.token, 'members', 'import', file, '--batch', 'Detached'], { cwd: projectRoot, env: world.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = once(child, 'exit');
      const job = await until(() => rt.database.client.job.findFirst({ where: { merchantId: shop.merchantId, kind: 'member-import' } }), Boolean);
      // The CLI follows once the job is queued: give it time to take the answer, on a busy machine too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      child.kill('SIGINT');
      expect((await exited)[0]).toBe(130);
      const target = `merchant --server ${server.url}`;
      expect(stderr).toBe(`Job ${job!.id} keeps running on the server. Follow it with: ${target} jobs show ${job!.id}; cancel it with: ${target} jobs cancel ${job!.id}\n`);
      expect(await jobRow(shop, job!.id)).toMatchObject({ status: 'queued', cancelRequestedAt: null });
    } finally {
      server.process.kill('SIGKILL');
    }
  });

  it.skipIf(!existsSync(SCRIPT))('on a terminal asks whether to cancel it there; yes cancels it and exits 130', async () => {
    const shop = await seedMerchant(rt);
    await holdSlot(shop);
    const server = await world.serve();
    try {
      const file = path.join(world.dir, 'cancel.csv');
      writeFileSync(file, MEMBERS);
      const command = `stty cols 160 rows 50; exec ${process.execPath} ${BIN} --server ${server.url} --token ${shop.admin.token} members import ${file} --batch Cancelled`;
      const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], { cwd: projectRoot, env: { ...world.env, TERM: 'xterm-256color' }, stdio: ['pipe', 'pipe', 'pipe'] });
      let screen = '';
      const steps = [
        ['Importing: waiting to start', '\u0003'],
        ['on the server? (y/N):', 'y'],
      ];
      child.stdout.on('data', (chunk: Buffer) => {
        screen += chunk.toString();
        const next = steps[0];
        if (!next || !screen.includes(next[0]!)) return;
        steps.shift();
        setTimeout(() => child.stdin.write(next[1]!), 300);
        if (next[1] === 'y') setTimeout(() => child.stdin.write('\r'), 600);
      });
      const [code] = await once(child, 'close');
      expect(code).toBe(130);
      expect(screen).toMatch(/Cancelled job \w+; nothing was written\./);
      const job = await rt.database.client.job.findFirstOrThrow({ where: { merchantId: shop.merchantId, kind: 'member-import' } });
      expect(job.status).toBe('cancelled');
      expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(0);
    } finally {
      server.process.kill('SIGKILL');
    }
  });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}
