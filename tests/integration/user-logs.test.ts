import { beforeAll, describe, expect, it } from 'vitest';
import { localDate, startOfLocalDay } from '../../core/shared/time.ts';
import { LOG_DAYS_KEPT } from '../../core/user-logs/retention.ts';
import { asToken, logsDuring, rejection, seedMerchant, seedSubUser, testRequest, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';
import { msg } from '../../core/shared/messages.ts';

const KL = 'Asia/Kuala_Lumpur';
const DAY = 86_400_000;

const rt = await fileRuntime();

/** Noon in Kuala Lumpur, daysAgo days before today there. */
function noonDaysAgo(daysAgo: number): Date {
  return new Date(startOfLocalDay(localDate(new Date(), KL), KL).getTime() - daysAgo * DAY + 12 * 3_600_000);
}

/** The merchant's admin making calls as if it were at. */
const adminAt = (shop: SeededMerchant, at: Date, request = testRequest()) => asToken(rt, shop.admin.token, request, () => at);

/** A cheap mutation that writes one log entry. */
const touch = (shop: SeededMerchant, at: Date) => adminAt(shop, at).account.updateRecipients({ kind: 'inquiry', emails: [], showAtWebsite: false });

/** The distinct log days of a user, newest first, straight from the database. */
async function storedDays(merchantId: string, userId: string): Promise<string[]> {
  const rows = await rt.database.client.userLog.findMany({ where: { merchantId, userId }, distinct: ['day'], orderBy: { day: 'desc' }, select: { day: true } });
  return rows.map((r) => r.day);
}

describe('retention: only the latest 30 log days are kept', () => {
  it('drops the oldest day as mutations reach a 31st and 32nd day', async () => {
    const shop = await seedMerchant(rt);
    // Today already has the sign-in; add 31 earlier days, oldest first.
    for (let daysAgo = 31; daysAgo >= 1; daysAgo--) await touch(shop, noonDaysAgo(daysAgo));
    const expected = Array.from({ length: LOG_DAYS_KEPT }, (_, i) => localDate(noonDaysAgo(i), KL));
    expect(LOG_DAYS_KEPT).toBe(30);
    expect(await storedDays(shop.merchantId, shop.admin.id)).toEqual(expected);

    const page1 = await shop.admin.caller.userLogs.days({ userId: shop.admin.id, pageSize: 20 });
    expect(page1.total).toBe(30);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toEqual({ day: expected[0], actions: 1 });
    const page2 = await shop.admin.caller.userLogs.days({ userId: shop.admin.id, pageSize: 20, page: 2 });
    expect(page2.items.map((d) => d.day)).toEqual(expected.slice(20));
  });

  it('counts days, not entries: many actions on one day are one log day', async () => {
    const shop = await seedMerchant(rt);
    for (let daysAgo = 29; daysAgo >= 1; daysAgo--) await touch(shop, noonDaysAgo(daysAgo));
    // 30 days now; more actions on existing days drop nothing.
    for (let i = 0; i < 3; i++) await touch(shop, noonDaysAgo(29));
    expect(await storedDays(shop.merchantId, shop.admin.id)).toHaveLength(30);
    const days = await shop.admin.caller.userLogs.days({ userId: shop.admin.id, pageSize: 40 });
    expect(days.items.at(-1)).toEqual({ day: localDate(noonDaysAgo(29), KL), actions: 4 });
  });

  it('prunes older rows written directly once a mutation starts a new day, for that user only', async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const rows = (userId: string) =>
      Array.from({ length: 40 }, (_, i) => i + 2).flatMap((daysAgo) =>
        [0, 1].map((n) => ({
          merchantId: shop.merchantId,
          userId,
          at: new Date(noonDaysAgo(daysAgo).getTime() + n * 60_000),
          day: localDate(noonDaysAgo(daysAgo), KL),
          action: `Old action ${n}`,
          category: 'report',
          ip: '10.0.0.1',
          userAgent: 'old',
        })),
      );
    await rt.database.client.userLog.createMany({ data: [...rows(shop.admin.id), ...rows(sub.id)] });

    // Yesterday has no entry yet: this one starts a log day and prunes.
    await touch(shop, noonDaysAgo(1));
    const kept = await storedDays(shop.merchantId, shop.admin.id);
    expect(kept).toEqual(Array.from({ length: 30 }, (_, i) => localDate(noonDaysAgo(i), KL)));
    expect(await rt.database.client.userLog.count({ where: { merchantId: shop.merchantId, userId: shop.admin.id, day: { lt: kept.at(-1)! } } })).toBe(0);
    // The sub-user's logs are its own: 41 days (40 written + today's sign-in), untouched.
    expect(await storedDays(shop.merchantId, sub.id)).toHaveLength(41);
  });
});

describe('reading logs', () => {
  // 18 June 2025 is a Wednesday; its week began on Sunday 15 June.
  const at = (iso: string) => new Date(iso);
  const T = at('2025-06-18T04:00:00Z');
  let shop: SeededMerchant;
  const request = testRequest();

  beforeAll(async () => {
    shop = await seedMerchant(rt);
    const create = (when: string, name: string) => adminAt(shop, at(when), request).roles.create({ name, permissions: { report: 'view' } });
    await create('2025-05-19T04:00:00Z', 'Epsilon');
    await create('2025-05-20T04:00:00Z', 'Delta');
    await adminAt(shop, at('2025-06-12T04:00:00Z'), request).account.updateRecipients({ kind: 'career', emails: ['jobs@shop.test'], showAtWebsite: true });
    await create('2025-06-17T15:59:00Z', 'Beta'); // 23:59 on 17 June in Kuala Lumpur
    await create('2025-06-17T16:30:00Z', 'Gamma'); // 00:30 on 18 June in Kuala Lumpur, still 17 June in UTC
    await create('2025-06-18T02:00:00Z', 'Alpha');
  });

  const actions = async (filters: { day?: string; shortcut?: 'today' | 'yesterday' | 'last_week' | 'last_month' | 'last_7_days' | 'last_30_days'; search?: string; category?: string }) => {
    const page = await adminAt(shop, T).userLogs.actions({ userId: shop.admin.id, ...filters });
    expect(page.total).toBe(page.items.length);
    return page.items.map((l) => english(l.action));
  };
  const created = (...names: string[]) => names.map((n) => `Created role "${n}"`);
  const careerUpdate = 'Updated Career e-mail recipients';

  it('records date, local day, action, category, IP and user agent, newest first', async () => {
    const page = await shop.admin.caller.userLogs.actions({ userId: shop.admin.id, search: 'Gamma' });
    expect(page.items.map((l) => ({ ...l, action: english(l.action) }))).toEqual([
      { id: expect.any(String), at: at('2025-06-17T16:30:00Z'), day: '2025-06-18', action: 'Created role "Gamma"', category: 'user_roles_management', ip: request.ip, userAgent: request.userAgent },
    ]);
    // The line is kept as its message, for the dashboard to word in the reader's language.
    expect(page.items[0]!.action).toBe(msg('log.users.roleCreated', { name: 'Gamma' }));
    const all = await shop.admin.caller.userLogs.actions({ userId: shop.admin.id });
    expect(all.items.map((l) => english(l.action))).toEqual(['Signed in', ...created('Alpha', 'Gamma', 'Beta'), careerUpdate, ...created('Delta', 'Epsilon')]);
  });

  it('groups by day in the merchant time zone', async () => {
    const days = await shop.admin.caller.userLogs.days({ userId: shop.admin.id });
    expect(days.items).toEqual([
      { day: localDate(new Date(), KL), actions: 1 },
      { day: '2025-06-18', actions: 2 },
      { day: '2025-06-17', actions: 1 },
      { day: '2025-06-12', actions: 1 },
      { day: '2025-05-20', actions: 1 },
      { day: '2025-05-19', actions: 1 },
    ]);
    expect(days.user).toMatchObject({ id: shop.admin.id, isMasterAdmin: true });
  });

  it('filters by day', async () => {
    expect(await actions({ day: '2025-06-18' })).toEqual(created('Alpha', 'Gamma'));
    expect(await actions({ day: '2025-06-17' })).toEqual(created('Beta'));
    expect(await actions({ day: '2025-06-16' })).toEqual([]);
  });

  it('filters by date shortcut in the merchant time zone', async () => {
    expect(await actions({ shortcut: 'today' })).toEqual(created('Alpha', 'Gamma'));
    expect(await actions({ shortcut: 'yesterday' })).toEqual(created('Beta'));
    expect(await actions({ shortcut: 'last_week' })).toEqual([careerUpdate]);
    expect(await actions({ shortcut: 'last_month' })).toEqual(created('Delta', 'Epsilon'));
    expect(await actions({ shortcut: 'last_7_days' })).toEqual([...created('Alpha', 'Gamma', 'Beta'), careerUpdate]);
    expect(await actions({ shortcut: 'last_30_days' })).toEqual([...created('Alpha', 'Gamma', 'Beta'), careerUpdate, ...created('Delta')]);
  });

  it('searches the values of the action (a name, a kind), case-insensitively, and filters by category', async () => {
    expect(await actions({ search: 'gAMMA' })).toEqual(created('Gamma'));
    expect(await actions({ search: 'CAREER' })).toEqual([careerUpdate]);
    expect(await actions({ category: 'account', shortcut: 'last_30_days' })).toEqual([careerUpdate]);
    expect(await actions({ category: 'account' })).toEqual(['Signed in', careerUpdate]);
    expect(await actions({ search: 'role', shortcut: 'today' })).toEqual(created('Alpha', 'Gamma'));
  });

  it("shows the master admin's own logs (Master Admin Logs) and each sub-user's own", async () => {
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const subLogs = await shop.admin.caller.userLogs.actions({ userId: sub.id });
    expect(subLogs.user).toEqual({ id: sub.id, name: `User ${sub.username}`, username: sub.username, isMasterAdmin: false });
    expect(subLogs.items.map((l) => english(l.action))).toEqual(['Signed in']);
    const adminLogs = await shop.admin.caller.userLogs.actions({ userId: shop.admin.id, pageSize: 80 });
    expect(adminLogs.user).toMatchObject({ id: shop.admin.id, username: shop.admin.username, isMasterAdmin: true });
    expect(adminLogs.items.map((l) => english(l.action))).toContain(`Created sub-user "${sub.username}"`);
    expect(await rejection(shop.admin.caller.userLogs.actions({ userId: 'nobody' }))).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
  });
});

describe('audit entries', () => {
  it('a refused mutation writes none; a successful one exactly one', async () => {
    const shop = await seedMerchant(rt);
    const name = uniqueName('Role ');
    await shop.admin.caller.roles.create({ name, permissions: { report: 'view' } });
    const failed = await logsDuring(rt, shop.merchantId, shop.admin.id, () => rejection(shop.admin.caller.roles.create({ name, permissions: { report: 'view' } })));
    expect(failed.result.message).toBe('This role name had been used.');
    expect(failed.logs).toEqual([]);
    const ok = await logsDuring(rt, shop.merchantId, shop.admin.id, () => shop.admin.caller.roles.create({ name: `${name}2`, permissions: { report: 'view' } }));
    expect(ok.logs.map((l) => l.action)).toEqual([`Created role "${name}2"`]);
  });
});
