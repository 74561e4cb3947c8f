import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../core/platform/version.ts';
import type { TSessionUser } from '../../core/auth/schema.ts';
import type { TUserPage } from '../../core/users/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// `merchant serve` in a child process, and the CLI talking to it over HTTP with --server.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let server: ChildProcess;
let url: string;
let serverExit: Promise<number | null>;

async function serve(): Promise<string> {
  const serving = await world.serve();
  server = serving.process;
  serverExit = serving.exit;
  return serving.url;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  url = await serve();
});
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rt.close();
});

describe('merchant --server URL', () => {
  it('serves the health check at the printed URL', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('calls the server with --token (whoami, users list)', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    const { target, user } = await world.json<{ target: string; user: TSessionUser }>(['--server', url, '--token', shop.admin.token, 'whoami']);
    expect(target).toBe(url);
    expect(user).toMatchObject({ id: shop.admin.id, merchantId: shop.merchantId });
    const page = await world.json<TUserPage>(['--server', url, '--token', shop.admin.token, 'users', 'list']);
    expect(page.items.map((u) => u.username)).toEqual([clerk.username]);
    // Dates survive the trip as dates (superjson), then print as ISO strings.
    expect(page.items[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('logs in over HTTP and saves the session under the server URL', async () => {
    const result = await world.run(['--server', `${url}/`, 'login', '--username', shop.admin.username, '--password-stdin'], { input: `${PASSWORD}\n` });
    expect(result.stdout).toContain(`Logged in to ${url} as`);
    const saved = world.credentials()?.targets[url];
    expect(saved?.username).toBe(shop.admin.username);
    const session = await rt.database.client.session.findFirstOrThrow({ where: { merchantId: shop.merchantId, userAgent: `merchant-cli/${APP_VERSION}` } });
    expect(session.ip).toBe('127.0.0.1');
    const { user } = await world.json<{ user: TSessionUser }>(['whoami'], { env: { MERCHANT_SERVER: url } });
    expect(user.username).toBe(shop.admin.username);
  });

  it('gives the same exit statuses and messages as in-process', async () => {
    const wrong = await world.run(['--server', url, 'login', '--username', shop.admin.username, '--password-stdin'], { input: 'Wrong#123' });
    expect([wrong.code, wrong.stderr]).toEqual([3, 'Invalid username or password.\n']);
    const missing = await world.run(['--server', url, '--token', shop.admin.token, 'users', 'deactivate', 'ghost']);
    expect([missing.code, missing.stderr]).toEqual([4, 'User not found.\n']);
    const badPage = await world.run(['--server', url, '--token', shop.admin.token, 'users', 'list', '--page-size', '25']);
    expect([badPage.code, badPage.stderr]).toEqual([1, 'Page size must be 20, 40, 60 or 80.\n  pageSize: Page size must be 20, 40, 60 or 80.\n']);
    const forged = await world.run(['--server', url, '--token', `${shop.merchantId}.forged.token`, 'whoami']);
    expect([forged.code, forged.stderr]).toEqual([3, 'Your session has ended. Please sign in again.\n']);
  });

  it('says which server it cannot reach (exit 5)', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const result = await world.run(['--server', dead, '--token', 't', 'whoami']);
    expect([result.code, result.stderr]).toEqual([5, `Cannot reach the server at ${dead} (ECONNREFUSED).\n`]);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.kill('SIGTERM');
    expect(await serverExit).toBe(0);
  });
});
