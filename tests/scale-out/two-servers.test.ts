import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { httpApi } from '../../cli/connection/http-api.ts';
import { loadConfig, projectRoot } from '../../core/platform/config.ts';
import { s3Storage } from '../../server/integrations/s3/s3-storage.ts';
import { openRuntime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { postgresCopy } from '../helpers/runtime.ts';
import { S3_TEST_CREDENTIALS, startS3Server } from '../helpers/s3-server.ts';

// Two `merchant serve` processes on one PostgreSQL database and one bucket, each with a data
// folder of its own: whatever they must agree on has to be in the database or the bucket.
const s3 = await startS3Server();
const database = await postgresCopy();
const folders: string[] = [];
const servers: ChildProcess[] = [];
const env = (dataDir: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  STORAGE_URL: `s3://${s3.config.bucket}/two-servers`,
  AWS_ENDPOINT_URL_S3: s3.endpoint,
  AWS_REGION: 'us-east-1',
  ...S3_TEST_CREDENTIALS,
  MERCHANT_SECRET_KEY: 'two-servers-secret-key',
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
});

function serve(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merchant-server-'));
  folders.push(dataDir);
  const server = spawn(process.execPath, [path.join(projectRoot, 'cli', 'bin.js'), 'serve', '--port', '0'], { cwd: projectRoot, env: env(dataDir), stdio: ['ignore', 'pipe', 'inherit'] });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const running = /Merchant System is running at (http:\/\/\S+)/.exec(output);
      if (running) resolve(running[1]!);
    });
    server.on('exit', (code) => reject(new Error(`merchant serve exited ${code}: ${output}`)));
  });
}

const seeding = await openRuntime(loadConfig(env(mkdtempSync(path.join(os.tmpdir(), 'merchant-seed-'))) as Record<string, string>));
const shop = await seedMerchant(seeding);
const [first, second] = await Promise.all([serve(), serve()]);

afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await seeding.close();
  await database.drop();
  await s3.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const errorData = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { appCode?: string; httpStatus?: number } | undefined) : undefined);
const appCodeOf = (error: unknown) => errorData(error)?.appCode;

async function upload(server: string, token: string, purpose: string, name: string, body: string): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/csv' }), name);
  const response = await fetch(`${server}/api/uploads?purpose=${purpose}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe('two servers on one database and one bucket', () => {
  it('imports a file uploaded through one server with a job either may run; its error file downloads from both', async () => {
    const file = await upload(first, shop.admin.token, 'contact-import', 'contacts.csv', 'Name,Company Name,Contact\nAda,Analytical,0123456789\n,Nobody,0198765432\n');
    const job = await httpApi(first, shop.admin.token).jobs.start.mutate({ kind: 'contact-import', uploadId: file.id, dryRun: false });
    const other = httpApi(second, shop.admin.token);
    await expect.poll(async () => (await other.jobs.get.query({ id: job.id })).status, { timeout: 30_000, interval: 200 }).toBe('failed');
    const download = (server: string) => fetch(`${server}/api/jobs/${job.id}/errors`, { headers: { authorization: `Bearer ${shop.admin.token}` } }).then(async (r) => [r.status, await r.text()] as const);
    const [fromFirst, fromSecond] = await Promise.all([download(first), download(second)]);
    expect(fromFirst[0]).toBe(200);
    expect(fromSecond).toEqual(fromFirst);
    expect(fromFirst[1]).toContain('Nobody');
    // The bucket has the upload; neither server kept a file of its own.
    const { key, size } = await seeding.database.client.upload.findFirstOrThrow({ where: { id: file.id } });
    expect(await s3Storage({ ...s3.config, prefix: 'two-servers/' }).size(key)).toBe(size);
    for (const dir of folders) expect(existsSync(path.join(dir, 'files')), dir).toBe(false);
  });

  it('signs out on one server a session used on the other, at once', async () => {
    const signedIn = await httpApi(first, null).auth.signIn.mutate({ username: shop.admin.username, password: PASSWORD });
    if (signedIn.kind !== 'session') throw new Error('expected a session');
    expect((await httpApi(second, signedIn.token).auth.me.query()).username).toBe(shop.admin.username);
    await httpApi(second, signedIn.token).auth.signOut.mutate();
    expect(errorData(await httpApi(first, signedIn.token).auth.me.query().catch((error: unknown) => error))?.httpStatus).toBe(401);
  });

  it('counts 50 wrong guesses spread over both servers together', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        httpApi(i % 2 ? first : second, null)
          .auth.signIn.mutate({ username: shop.admin.username, password: `Wrong#${i}` })
          .then(() => 'signed in', appCodeOf),
      ),
    );
    expect(guesses.filter((code) => code === 'AUTH.INVALID_CREDENTIALS')).toHaveLength(5);
    expect(guesses.filter((code) => code === 'AUTH.RATE_LIMITED')).toHaveLength(45);
  });

  it('leaves the job of a server killed mid-run to the other: finished once, or failed as interrupted with nothing written', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `Buyer ${i},Kedai ${i},01${String(10_000_000 + i).slice(-8)}`);
    const file = await upload(first, shop.admin.token, 'contact-import', 'many.csv', `Name,Company Name,Contact\n${rows.join('\n')}\n`);
    const before = await seeding.database.client.contact.count({ where: { merchantId: shop.merchantId } });
    const job = await httpApi(second, shop.admin.token).jobs.start.mutate({ kind: 'contact-import', uploadId: file.id, dryRun: false });
    const jobs = seeding.database.client.job;
    let claimedBy: string | null = null;
    await expect.poll(async () => ({ claimedBy } = await jobs.findFirstOrThrow({ where: { id: job.id }, select: { claimedBy: true } })).claimedBy, { timeout: 20_000, interval: 20 }).toBeTruthy();
    const runner = servers.find((server) => server.pid === Number(claimedBy!.split(':')[1]))!;
    runner.kill('SIGKILL');
    const survivor = runner === servers[0] ? second : first;
    const api = httpApi(survivor, shop.admin.token);
    await expect.poll(async () => (await api.jobs.get.query({ id: job.id })).status, { timeout: 40_000, interval: 250 }).toMatch(/^(completed|failed)$/);
    const ended = await jobs.findFirstOrThrow({ where: { id: job.id }, select: { status: true, summaryCode: true, committedAt: true } });
    const added = (await seeding.database.client.contact.count({ where: { merchantId: shop.merchantId } })) - before;
    if (ended.status === 'completed') expect(added).toBe(10_000);
    else expect({ summary: ended.summaryCode, added }).toEqual({ summary: 'interrupted', added: 0 });
  });
});
