import { beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../core/shared/time.ts';
import {
  PASSWORD,
  anonymous,
  asToken,
  expectOneLog,
  logsDuring,
  rejection,
  seedMerchant,
  seedSubUser,
  signInToken,
  testRequest,
  uniqueName,
  userForm,
  type SeededMerchant,
} from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const CATEGORY = 'user_roles_management';
const MASTER_ADMIN = 'The master admin account cannot be changed here.';

const rt = await fileRuntime();
/** Tests that only look at the users they create share these merchants; the rest seed their own. */
let shared: SeededMerchant;
let other: SeededMerchant;

beforeAll(async () => {
  [shared, other] = await Promise.all([seedMerchant(rt), seedMerchant(rt)]);
});

/** A role in shop (the shared merchant unless given), and an admin caller whose request is known (for log checks). */
async function shopWithRole(shop?: SeededMerchant) {
  shop ??= shared;
  const request = testRequest();
  const admin = asToken(rt, shop.admin.token, request);
  const role = await admin.roles.create({ name: uniqueName('Sales '), permissions: { order: 'edit' } });
  const logs = (fn: () => Promise<unknown>) => logsDuring(rt, shop.merchantId, shop.admin.id, fn).then((r) => r.logs);
  return { shop, admin, request, roleId: role.id, roleName: role.name, logs };
}

describe('creating a sub-user', () => {
  it('gives every invalid field its message and writes no log entry', async () => {
    const { admin, logs } = await shopWithRole();
    const written = await logs(async () => {
      const r = await rejection(
        admin.users.create({ name: ' ', username: 'a b', email: 'nope', roleId: '', status: 'gone' as 'active', password: 'short', confirmPassword: 'short' }),
      );
      expect(r.code).toBe('BAD_REQUEST');
      expect(r.message).toBe('Name is required.');
      expect(r.fieldErrors).toEqual({
        name: 'Name is required.',
        username: 'Login ID can only contain letters and numbers, with no spaces or special characters.',
        email: 'Please enter a valid e-mail address.',
        roleId: 'Please select a role',
        status: 'Please select a status',
        password: 'Password must be at least 8 characters.',
      });
    });
    expect(written).toEqual([]);
  });

  it('checks the login ID length, the password rules, the confirmation and the dates', async () => {
    const { admin, roleId } = await shopWithRole();
    const cases: [Partial<ReturnType<typeof userForm>>, Record<string, string>][] = [
      [{ username: 'ab' }, { username: 'Login ID must be at least 3 characters.' }],
      [{ email: '' }, { email: 'E-mail is required.' }],
      [{ password: 'secret#123', confirmPassword: 'secret#123' }, { password: 'Password must contain a number, a lower-case letter, an upper-case letter and a special character.' }],
      [{ password: 'Secret #123', confirmPassword: 'Secret #123' }, { password: 'Password must not contain spaces.' }],
      [{ confirmPassword: 'Secret#124' }, { confirmPassword: 'Passwords do not match.' }],
      [{ startsOn: '2030-05-02', expiresOn: '2030-05-01' }, { expiresOn: 'The expired-on date must not be before the starting-on date.' }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const r = await rejection(admin.users.create(userForm(roleId, overrides)));
      expect(r.fieldErrors, JSON.stringify(overrides)).toEqual(fieldErrors);
    }
    expect((await admin.users.list({ roleId })).total).toBe(0);
  });

  it('creates an active user who can sign in, with one log entry', async () => {
    const { shop, admin, request, roleId, roleName, logs } = await shopWithRole();
    const form = userForm(roleId, { startsOn: '2020-01-01', expiresOn: '' });
    let created!: Awaited<ReturnType<typeof admin.users.create>>;
    const written = await logs(async () => {
      created = await admin.users.create(form);
    });
    expect(created).toMatchObject({ username: form.username, email: form.email, roleId, roleName, status: 'active', isMasterAdmin: false, startsOn: '2020-01-01', expiresOn: null });
    expect(Object.keys(created)).not.toContain('passwordHash');
    expectOneLog(written, { action: `Created sub-user "${form.username}"`, category: CATEGORY }, request);
    expect(written[0]!.day).toBe(localDate(written[0]!.at, 'Asia/Kuala_Lumpur'));

    const token = await signInToken(rt, form.username);
    const me = await asToken(rt, token).auth.me();
    expect(me).toMatchObject({ id: created.id, merchantId: shop.merchantId, isMasterAdmin: false, permissions: { order: 'edit' } });
  });

  it("refuses a login ID in use in any merchant, whatever its case: 'This login ID had been used.'", async () => {
    const { admin, roleId, logs } = await shopWithRole();
    const first = userForm(roleId);
    await admin.users.create(first);
    const written = await logs(async () => {
      for (const username of [first.username.toUpperCase(), other.admin.username, other.admin.username.toUpperCase()]) {
        const r = await rejection(admin.users.create(userForm(roleId, { username })));
        expect(r).toMatchObject({ code: 'CONFLICT', message: 'This login ID had been used.', appCode: 'USER.LOGIN_ID_TAKEN', fieldErrors: { username: 'This login ID had been used.' } });
      }
    });
    expect(written).toEqual([]);
  });

  it("refuses an e-mail in use in the same merchant, whatever its case: 'This email had been used.'", async () => {
    const { shop, admin, roleId } = await shopWithRole();
    const first = userForm(roleId, { email: `${uniqueName('mail')}@Shop.test` });
    await admin.users.create(first);
    for (const email of [first.email.toUpperCase(), `${shop.admin.username.toUpperCase()}@shop.test`]) {
      const r = await rejection(admin.users.create(userForm(roleId, { email })));
      expect(r).toMatchObject({ code: 'CONFLICT', message: 'This email had been used.', fieldErrors: { email: 'This email had been used.' } });
    }
    // Another merchant may use the same address.
    const otherRole = await other.admin.caller.roles.create({ name: 'Any', permissions: { report: 'view' } });
    await expect(other.admin.caller.users.create(userForm(otherRole.id, { email: first.email }))).resolves.toMatchObject({ email: first.email });
  });

  it("refuses a role that does not exist in the merchant: 'Please select a role'", async () => {
    const { admin } = await shopWithRole();
    const foreignRole = await other.admin.caller.roles.create({ name: 'Foreign', permissions: { report: 'view' } });
    for (const roleId of ['no-such-role', foreignRole.id]) {
      const r = await rejection(admin.users.create(userForm(roleId)));
      // A foreign role looks exactly like a missing one.
      expect(r).toMatchObject({ code: 'NOT_FOUND', message: 'Please select a role', fieldErrors: { roleId: 'Please select a role' } });
    }
  });

  it("refuses a user beyond the merchant's account limit: 'Account Full'", async () => {
    const { shop, admin, roleId, logs } = await shopWithRole(await seedMerchant(rt));
    await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { accountLimit: 2 } });
    await admin.users.create(userForm(roleId));
    await admin.users.create(userForm(roleId, { status: 'inactive' }));
    const written = await logs(async () => {
      const r = await rejection(admin.users.create(userForm(roleId)));
      expect(r).toMatchObject({ code: 'CONFLICT', message: 'Account Full', appCode: 'USER.ACCOUNT_FULL' });
    });
    expect(written).toEqual([]);
    expect(await admin.users.list({})).toMatchObject({ accountLimit: 2, accountUsed: 2, total: 2 });
  });
});

describe('changing a sub-user', () => {
  it('updates the fields, and a new login ID frees the old one', async () => {
    const { admin, request, roleId, logs } = await shopWithRole();
    const second = await admin.roles.create({ name: uniqueName('Support '), permissions: { report: 'view' } });
    const form = userForm(roleId);
    const user = await admin.users.create(form);
    const renamed = uniqueName('renamed');
    const written = await logs(async () => {
      const updated = await admin.users.update({ ...form, id: user.id, name: 'New Name', username: renamed, roleId: second.id, expiresOn: '2099-01-01' });
      expect(updated).toMatchObject({ id: user.id, name: 'New Name', username: renamed, roleId: second.id, roleName: second.name, expiresOn: '2099-01-01' });
    });
    expectOneLog(written, { action: `Updated sub-user "${renamed}"`, category: CATEGORY }, request);
    expect((await admin.users.get({ id: user.id })).username).toBe(renamed);

    await expect(admin.users.create(userForm(roleId, { username: form.username }))).resolves.toMatchObject({ username: form.username });
    expect((await rejection(admin.users.create(userForm(roleId, { username: renamed.toUpperCase() })))).message).toBe('This login ID had been used.');
  });

  it("keeps a user's own login ID and e-mail, but refuses another user's", async () => {
    const { admin, roleId, logs } = await shopWithRole();
    const a = userForm(roleId);
    const b = userForm(roleId);
    const userA = await admin.users.create(a);
    await admin.users.create(b);
    const same = await admin.users.update({ ...a, id: userA.id, username: a.username.toUpperCase(), email: a.email.toUpperCase() });
    expect(same).toMatchObject({ username: a.username.toUpperCase(), email: a.email.toUpperCase() });
    const written = await logs(async () => {
      expect((await rejection(admin.users.update({ ...a, id: userA.id, username: b.username }))).message).toBe('This login ID had been used.');
      expect((await rejection(admin.users.update({ ...a, id: userA.id, email: b.email }))).message).toBe('This email had been used.');
      expect((await rejection(admin.users.update({ ...a, id: userA.id, roleId: 'missing' }))).message).toBe('Please select a role');
    });
    expect(written).toEqual([]);
  });

  it("a new password ends the user's sessions; other changes keep them", async () => {
    const shop = shared;
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const row = await shop.admin.caller.users.get({ id: sub.id });
    const form = { ...row, roleId: row.roleId!, name: 'Renamed' };
    await shop.admin.caller.users.update(form);
    expect((await sub.caller.auth.me()).name).toBe('Renamed');

    await shop.admin.caller.users.update({ ...form, password: 'Changed#456', confirmPassword: 'Changed#456' });
    expect(await rejection(sub.caller.auth.me())).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    expect((await rejection(anonymous(rt).auth.signIn({ username: sub.username, password: PASSWORD }))).code).toBe('UNAUTHORIZED');
    await expect(signInToken(rt, sub.username, 'Changed#456')).resolves.toBeTruthy();
  });

  it('setting a user inactive ends the sessions at once; active again lets the user back in', async () => {
    const shop = shared;
    const request = testRequest();
    const admin = asToken(rt, shop.admin.token, request);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const off = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.users.setStatus({ id: sub.id, status: 'inactive' }));
    expect(off.result.status).toBe('inactive');
    expectOneLog(off.logs, { action: `Deactivated sub-user "${sub.username}"`, category: CATEGORY }, request);
    expect((await rejection(sub.caller.auth.me())).code).toBe('UNAUTHORIZED');
    expect((await admin.users.list({ status: 'inactive', search: sub.username })).items.map((u) => u.id)).toEqual([sub.id]);

    const on = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.users.setStatus({ id: sub.id, status: 'active' }));
    expectOneLog(on.logs, { action: `Activated sub-user "${sub.username}"`, category: CATEGORY }, request);
    // The old session stays ended; a new sign-in works.
    expect((await rejection(sub.caller.auth.me())).code).toBe('UNAUTHORIZED');
    await expect(signInToken(rt, sub.username)).resolves.toBeTruthy();
  });

  it('deletes a user: gone, signed out, and the login ID is free again', async () => {
    const shop = shared;
    const request = testRequest();
    const admin = asToken(rt, shop.admin.token, request);
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.users.delete({ id: sub.id }));
    expectOneLog(logs, { action: `Deleted sub-user "${sub.username}"`, category: CATEGORY }, request);
    expect(await rejection(admin.users.get({ id: sub.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    expect((await rejection(sub.caller.auth.me())).code).toBe('UNAUTHORIZED');
    expect(await rt.database.client.session.count({ where: { merchantId: shop.merchantId, userId: sub.id } })).toBe(0);

    const { roleId } = await shopWithRole();
    await expect(admin.users.create(userForm(roleId, { username: sub.username }))).resolves.toMatchObject({ username: sub.username });
    const again = await logsDuring(rt, shop.merchantId, shop.admin.id, () => rejection(admin.users.delete({ id: sub.id })));
    expect(again.result).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    expect(again.logs).toEqual([]);
  });

  it('refuses to change, deactivate or delete the master admin', async () => {
    const shop = shared;
    const admin = shop.admin.caller;
    const role = await admin.roles.create({ name: uniqueName('Any '), permissions: { report: 'view' } });
    const self = await admin.users.get({ id: shop.admin.id });
    expect(self.isMasterAdmin).toBe(true);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      const attempts = [
        () => admin.users.update({ ...self, roleId: role.id, name: 'Hijacked', password: 'Hijack#123', confirmPassword: 'Hijack#123' }),
        () => admin.users.setStatus({ id: shop.admin.id, status: 'inactive' }),
        () => admin.users.delete({ id: shop.admin.id }),
      ];
      for (const attempt of attempts) {
        expect(await rejection(attempt())).toMatchObject({ code: 'FORBIDDEN', message: MASTER_ADMIN, appCode: 'USER.MASTER_ADMIN' });
      }
    });
    expect(logs).toEqual([]);
    expect(await admin.users.get({ id: shop.admin.id })).toMatchObject({ name: self.name, status: 'active', roleId: null });
    expect((await admin.auth.me()).id).toBe(shop.admin.id);
  });
});

describe('listing sub-users', () => {
  it('searches name, login ID and e-mail, filters by status and role, and leaves out the master admin', async () => {
    const { shop, admin, roleId } = await shopWithRole(await seedMerchant(rt));
    const otherRole = await admin.roles.create({ name: 'Other', permissions: { report: 'view' } });
    const tag = uniqueName('x');
    const alice = await admin.users.create(userForm(roleId, { name: `Alice ${tag}` }));
    const bob = await admin.users.create(userForm(otherRole.id, { username: `Bob${tag}`, status: 'inactive' }));
    const carol = await admin.users.create(userForm(roleId, { email: `carol.${tag}@example.test` }));

    const ids = async (input: Parameters<typeof admin.users.list>[0]) => (await admin.users.list(input)).items.map((u) => u.id).sort();
    expect(await ids({})).toEqual([alice.id, bob.id, carol.id].sort());
    expect(await ids({ search: `ALICE ${tag.toUpperCase()}` })).toEqual([alice.id]);
    expect(await ids({ search: `bob${tag.toUpperCase()}` })).toEqual([bob.id]);
    expect(await ids({ search: `carol.${tag}@EXAMPLE` })).toEqual([carol.id]);
    expect(await ids({ search: tag })).toEqual([alice.id, bob.id, carol.id].sort());
    expect(await ids({ status: 'inactive' })).toEqual([bob.id]);
    expect(await ids({ status: 'active', roleId })).toEqual([alice.id, carol.id].sort());
    expect(await ids({ search: shop.admin.username })).toEqual([]);
  });

  it('pages newest first with page sizes 20, 40, 60 and 80 only', async () => {
    const shop = await seedMerchant(rt);
    const base = Date.now() - 3_600_000;
    await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { accountLimit: 100 } });
    await rt.database.client.user.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        merchantId: shop.merchantId,
        name: `Bulk ${String(i).padStart(2, '0')}`,
        username: uniqueName('bulk'),
        email: `bulk${i}@shop.test`,
        emailKey: `bulk${i}@shop.test`,
        passwordHash: 'x',
        createdAt: new Date(base + i * 1000),
      })),
    });
    const admin = shop.admin.caller;
    const first = await admin.users.list({ page: 1, pageSize: 20 });
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, accountUsed: 45, accountLimit: 100 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.name).toBe('Bulk 44');
    const third = await admin.users.list({ page: 3, pageSize: 20 });
    expect(third.items.map((u) => u.name)).toEqual(['Bulk 04', 'Bulk 03', 'Bulk 02', 'Bulk 01', 'Bulk 00']);
    expect((await admin.users.list({ page: 2, pageSize: 40 })).items).toHaveLength(5);
    expect((await admin.users.list({ pageSize: 80 })).items).toHaveLength(45);
    expect((await admin.users.list({ page: 4 })).items).toEqual([]);
    for (const pageSize of [10, 50, 100]) {
      expect(await rejection(admin.users.list({ pageSize }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { pageSize: 'Page size must be 20, 40, 60 or 80.' } });
    }
  });
});
