import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import { readMigrations } from '../../core/db/migrations.ts';
import { APP_VERSION } from '../../core/platform/version.ts';
import { LOG_DAYS_KEPT } from '../../core/user-logs/retention.ts';
import type { Runtime } from '../../server/runtime.ts';
import { anonymous, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// Commands for the machine's operator and for cron: they work on DATABASE_URL directly.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe('merchant db', () => {
  const migrations = readMigrations('sqlite').migrationDirectories.map((d) => d.path);

  it('migrates an empty database, then reports it up to date', async () => {
    const fresh = path.join(world.dir, 'fresh.db');
    const env = { DATABASE_URL: `file:${fresh}` };
    const before = await world.json<{ upToDate: boolean; pending: string[] }>(['db', 'status'], { env });
    expect(before).toMatchObject({ upToDate: false, pending: migrations });
    expect(await world.json(['db', 'migrate'], { env })).toEqual({ applied: migrations });
    const again = await world.run(['db', 'migrate'], { env });
    expect(again.stdout).toBe('No pending migrations.\n');
    expect(await world.json(['db', 'status'], { env })).toEqual({ applied: migrations.length, pending: [], failed: [], edited: [], upToDate: true });
    // The release list is recorded as when the server migrates on start.
    const database = await openDatabase(`file:${fresh}`);
    const current = await database.client.appVersion.findMany({ where: { current: true }, select: { name: true } });
    await database.close();
    expect(current).toEqual([{ name: APP_VERSION }]);
  });

  it('refuses --server', async () => {
    const result = await world.run(['--server', 'http://127.0.0.1:3000', 'db', 'migrate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('merchant db migrate works only on the local database (DATABASE_URL)');
  });
});

describe('merchant logs prune', () => {
  it(`keeps the latest ${LOG_DAYS_KEPT} log days of each user and says what it removed`, async () => {
    const where = { merchantId: shop.merchantId, userId: shop.admin.id };
    const old = Array.from({ length: 40 }, (_, i) => {
      const at = new Date(Date.UTC(2025, 0, 1 + i));
      return { ...where, at, day: at.toISOString().slice(0, 10), action: 'Old action', category: 'account', ip: '10.0.0.1', userAgent: 'test' };
    });
    await rt.database.client.userLog.createMany({ data: old });
    const days = async () => (await rt.database.client.userLog.groupBy({ by: ['day'], where })).length;
    const before = await days();
    expect(before).toBe(41);
    const result = await world.json<{ users: number; removed: number }>(['logs', 'prune']);
    // One entry on each of the 11 oldest days goes.
    expect(result).toEqual({ users: 1, removed: before - LOG_DAYS_KEPT });
    expect(await days()).toBe(LOG_DAYS_KEPT);
    const plain = await world.run(['logs', 'prune']);
    expect(plain.stdout).toBe(`Removed 0 log entries of 0 users; each user keeps the latest ${LOG_DAYS_KEPT} log days.\n`);
  });
});

describe('merchant mail outbox', () => {
  it('filters by recipient and status, newest first, up to --limit', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    const clerkEmail = `${clerk.username}@shop.test`;
    await anonymous(rt).auth.forgotPassword({ username: shop.admin.username });
    await anonymous(rt).auth.forgotPassword({ username: clerk.username });
    type Message = { to: string; subject: string; status: string; text: string };
    const toClerk = await world.json<Message[]>(['mail', 'outbox', '--to', clerkEmail]);
    expect(toClerk.map((m) => m.to)).toEqual([clerkEmail]);
    expect(toClerk[0]!.text).toContain('http://dashboard.test/reset/');
    const newest = await world.json<Message[]>(['mail', 'outbox', '--limit', '1']);
    expect(newest.map((m) => m.to)).toEqual([clerkEmail]);
    expect(await world.json(['mail', 'outbox', '--status', 'sent'])).toEqual([]);
    const none = await world.run(['mail', 'outbox', '--status', 'failed']);
    expect(none.stdout).toBe('No messages.\n');
  });
});

describe('merchant merchants announce', () => {
  it("publishes an announcement to one merchant's dashboard, or to every merchant's", async () => {
    const other = await seedMerchant(rt);
    const one = await world.json<{ merchants: number }>(['merchants', 'announce', '--title', 'Maintenance tonight', '--body', 'The shop is read-only from 2 am to 3 am.', '--merchant', shop.merchantId]);
    expect(one).toEqual({ merchants: 1 });
    expect((await shop.admin.caller.home.summary()).announcements.map((a) => a.title)).toEqual(['Maintenance tonight']);
    expect((await other.admin.caller.home.summary()).announcements).toEqual([]);

    const all = await world.run(['merchants', 'announce', '--title', 'New release', '--body', 'Version notes are on the version page.']);
    expect(all.code).toBe(0);
    const merchants = await rt.database.client.merchant.count();
    expect(all.stdout).toBe(`Published to ${merchants} merchants.\n`);
    expect((await other.admin.caller.home.summary()).announcements.map((a) => a.title)).toEqual(['New release']);
  });

  it('announcements add|list|archive: the operator lists them and takes one off a dashboard', async () => {
    const other = await seedMerchant(rt);
    expect(await world.json(['announcements', 'add', '--title', 'Price list', '--body', 'New rates from January.', '--merchant', other.merchantId])).toEqual({ merchants: 1 });
    const [listed] = await world.json<{ id: string; title: string; archivedAt: string | null }[]>(['announcements', 'list', '--merchant', other.merchantId]);
    expect(listed).toMatchObject({ title: 'Price list', archivedAt: null });
    expect((await world.run(['announcements', 'archive', listed!.id])).code).toBe(0);
    expect((await other.admin.caller.home.summary()).announcements).toEqual([]);
    expect(await world.json<unknown[]>(['announcements', 'list', '--merchant', other.merchantId, '--archived'])).toHaveLength(1);
    expect((await world.run(['announcements', 'archive', 'nope'])).code).toBe(4);
  }, 180_000);
});

describe('merchant credits add', () => {
  it('tops up through the ledger, takes back a correction never below 0, and refuses an unknown kind', async () => {
    const added = await world.json<{ balanceAfter: number }>(['credits', 'add', '--merchant', shop.merchantId, '--kind', 'sms', '--amount', '120', '--note', 'Pack of 120']);
    expect(added.balanceAfter).toBe(120);
    expect(await world.json(['credits', 'add', '--merchant', shop.merchantId, '--kind', 'sms', '--amount', '-20'])).toMatchObject({ balanceAfter: 100 });
    const tooMuch = await world.run(['credits', 'add', '--merchant', shop.merchantId, '--kind', 'sms', '--amount', '-101']);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain('Not enough SMS credits: this needs 101.');
    const entries = await rt.database.client.creditEntry.findMany({ where: { merchantId: shop.merchantId, kind: 'sms' }, orderBy: { createdAt: 'asc' }, select: { delta: true, reason: true, note: true } });
    expect(entries).toEqual([
      { delta: 120, reason: 'top_up', note: 'Pack of 120' },
      { delta: -20, reason: 'adjustment', note: '' },
    ]);
    expect((await world.run(['credits', 'add', '--merchant', shop.merchantId, '--kind', 'gold', '--amount', '5'])).code).toBe(2);
  });
});
