import { beforeAll, describe, expect, it } from 'vitest';
import { asToken, expectOneLog, logsDuring, rejection, seedMerchant, seedSubUser, testRequest, uniqueName, userForm, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const CATEGORY = 'user_roles_management';
const MOVE_TARGET_INVALID = 'Please choose another role for its users, or No Role (Without Permission).';

const rt = await fileRuntime();
/** Tests that only look at the roles they create share this merchant; the rest seed their own. */
let shared: SeededMerchant;
let elsewhere: SeededMerchant;

beforeAll(async () => {
  [shared, elsewhere] = await Promise.all([seedMerchant(rt), seedMerchant(rt)]);
});

/** A merchant (the shared one unless given) whose admin caller has a known request, for log checks. */
async function shop(merchant = shared) {
  const request = testRequest();
  const admin = asToken(rt, merchant.admin.token, request);
  const logs = <T>(fn: () => Promise<T>) => logsDuring(rt, merchant.merchantId, merchant.admin.id, fn);
  return { merchant, admin, request, logs };
}

describe('role form', () => {
  it("needs a name and at least one module, and writes no log entry when refused", async () => {
    const { admin, logs } = await shop();
    const { logs: written } = await logs(async () => {
      expect(await rejection(admin.roles.create({ name: '  ', permissions: { order: 'view' } }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please set a role name.',
        fieldErrors: { name: 'Please set a role name.' },
      });
      expect(await rejection(admin.roles.create({ name: 'Empty', permissions: {} }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please select at least one module.',
        fieldErrors: { permissions: 'Please select at least one module.' },
      });
      const unknown = await rejection(admin.roles.create({ name: 'Bad', permissions: { warehouse: 'view' } as never }));
      expect(unknown.code).toBe('BAD_REQUEST');
      expect(Object.keys(unknown.fieldErrors ?? {})[0]).toMatch(/^permissions/);
      const level = await rejection(admin.roles.create({ name: 'Bad', permissions: { order: 'admin' } as never }));
      expect(Object.keys(level.fieldErrors ?? {})).toEqual(['permissions.order']);
    });
    expect(written).toEqual([]);
    expect((await admin.roles.list()).map((r) => r.name)).not.toContain('Bad');
  });

  it('creates a role whose permissions read back exactly, with one log entry', async () => {
    const { admin, request, logs } = await shop();
    const permissions = { order: 'edit', report: 'view', crm: 'view', user_roles_management: 'edit' } as const;
    const name = uniqueName('Sales team ');
    const { result: role, logs: written } = await logs(() => admin.roles.create({ name: ` ${name} `, permissions }));
    expect(role).toMatchObject({ name, description: '', permissions, userCount: 0, users: [] });
    expectOneLog(written, { action: `Created role "${name}"`, category: CATEGORY }, request);
    expect((await admin.roles.get({ id: role.id })).permissions).toEqual(permissions);
    expect((await admin.roles.list()).filter((r) => r.id === role.id).map((r) => [r.name, r.permissions])).toEqual([[name, permissions]]);
  });

  it("refuses a name already used in the merchant: 'This role name had been used.'", async () => {
    const { admin, logs } = await shop();
    const taken = uniqueName('Sales ');
    await admin.roles.create({ name: taken, permissions: { order: 'view' } });
    const other = await admin.roles.create({ name: uniqueName('Support '), permissions: { report: 'view' } });
    const { logs: written } = await logs(async () => {
      expect(await rejection(admin.roles.create({ name: taken, permissions: { report: 'view' } }))).toMatchObject({
        code: 'CONFLICT',
        message: 'This role name had been used.',
        fieldErrors: { name: 'This role name had been used.' },
      });
      expect((await rejection(admin.roles.update({ id: other.id, name: taken, permissions: { report: 'view' } }))).message).toBe('This role name had been used.');
    });
    expect(written).toEqual([]);
    expect((await admin.roles.get({ id: other.id })).name).toBe(other.name);
    // Another merchant may use the same name.
    await expect(elsewhere.admin.caller.roles.create({ name: taken, permissions: { order: 'view' } })).resolves.toMatchObject({ name: taken });
  });

  it("refuses a module outside the merchant's plan: 'Module Inactive'", async () => {
    const { merchant, admin, logs } = await shop(await seedMerchant(rt));
    const role = await admin.roles.create({ name: 'Had CRM', permissions: { crm: 'edit', order: 'view' } });
    const sub = await seedSubUser(rt, merchant, { report: 'view' });
    await admin.users.update({ ...(await admin.users.get({ id: sub.id })), roleId: role.id });
    await rt.database.client.inactiveModule.create({ data: { merchantId: merchant.merchantId, module: 'crm' } });

    const { logs: written } = await logs(async () => {
      for (const call of [
        () => admin.roles.create({ name: 'CRM', permissions: { crm: 'view' } }),
        () => admin.roles.update({ id: role.id, name: 'Had CRM', permissions: { crm: 'edit', order: 'view' } }),
      ]) {
        const r = await rejection(call());
        expect(r).toMatchObject({ code: 'BAD_REQUEST', appCode: 'ROLE.MODULE_INACTIVE', field: 'permissions.crm' });
        expect(r.message).toBe('Module Inactive');
      }
    });
    expect(written).toEqual([]);

    // Already granted, it no longer counts; the master admin loses it too.
    expect((await sub.caller.auth.me()).permissions).toEqual({ order: 'view' });
    const me = await admin.auth.me();
    expect(me.inactiveModules).toEqual(['crm']);
    expect(me.permissions.crm).toBeUndefined();
    expect(Object.keys(me.permissions)).toHaveLength(31);
  });

  it('replaces the permissions on update, with one log entry', async () => {
    const { admin, request, logs } = await shop();
    const role = await admin.roles.create({ name: uniqueName('Sales '), description: 'Front desk', permissions: { order: 'edit', quotation: 'edit' } });
    const renamed = uniqueName('Sales desk ');
    const { result, logs: written } = await logs(() =>
      admin.roles.update({ id: role.id, name: renamed, description: '', permissions: { report: 'view' } }),
    );
    expect(result).toMatchObject({ id: role.id, name: renamed, description: '', permissions: { report: 'view' } });
    expect((await admin.roles.get({ id: role.id })).permissions).toEqual({ report: 'view' });
    expectOneLog(written, { action: `Updated role "${renamed}"`, category: CATEGORY }, request);
    expect(await rejection(admin.roles.update({ id: 'missing', name: 'X', permissions: { report: 'view' } }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Role not found.',
    });
  });
});

describe("a sub-user's permissions", () => {
  it('follow role edits on the very next request', async () => {
    const { merchant, admin } = await shop();
    const sub = await seedSubUser(rt, merchant, { report: 'view' });
    expect((await sub.caller.auth.me()).permissions).toEqual({ report: 'view' });
    const roleId = (await admin.users.get({ id: sub.id })).roleId!;
    const name = uniqueName('Edited ');
    await admin.roles.update({ id: roleId, name, permissions: { order: 'edit', report: 'edit' } });
    expect((await sub.caller.auth.me()).permissions).toEqual({ order: 'edit', report: 'edit' });
    await admin.roles.update({ id: roleId, name, permissions: { booking_system: 'view' } });
    expect((await sub.caller.auth.me()).permissions).toEqual({ booking_system: 'view' });
  });
});

describe('deleting a role', () => {
  it('moves its users to another role', async () => {
    const { admin, request, logs } = await shop();
    const doomed = await admin.roles.create({ name: uniqueName('Doomed '), permissions: { order: 'view' } });
    const target = await admin.roles.create({ name: uniqueName('Target '), permissions: { report: 'edit' } });
    const a = await admin.users.create(userForm(doomed.id));
    const b = await admin.users.create(userForm(doomed.id));
    expect((await admin.roles.get({ id: doomed.id })).userCount).toBe(2);

    const { logs: written } = await logs(() => admin.roles.delete({ id: doomed.id, moveUsersTo: target.id }));
    expectOneLog(written, { action: `Deleted role "${doomed.name}"`, category: CATEGORY }, request);
    expect(await rejection(admin.roles.get({ id: doomed.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Role not found.' });
    const moved = await admin.roles.get({ id: target.id });
    expect(moved.users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect((await admin.users.get({ id: a.id })).roleName).toBe(target.name);
  });

  it('moves its users to no role, and a user with no role has no permission', async () => {
    const { merchant, admin } = await shop();
    const sub = await seedSubUser(rt, merchant, { order: 'edit' });
    const roleId = (await admin.users.get({ id: sub.id })).roleId!;
    await admin.roles.delete({ id: roleId, moveUsersTo: null });
    expect(await admin.users.get({ id: sub.id })).toMatchObject({ roleId: null, roleName: null });
    const me = await sub.caller.auth.me();
    expect(me.permissions).toEqual({});
    expect((await rejection(sub.caller.users.list({}))).code).toBe('FORBIDDEN');
  });

  it('refuses an unknown target, the role itself, or another merchant\'s role, and changes nothing', async () => {
    const { admin, logs } = await shop();
    const role = await admin.roles.create({ name: uniqueName('Keep '), permissions: { order: 'view' } });
    const user = await admin.users.create(userForm(role.id));
    const foreign = await elsewhere.admin.caller.roles.create({ name: uniqueName('Foreign '), permissions: { order: 'view' } });

    const { logs: written } = await logs(async () => {
      for (const moveUsersTo of ['no-such-role', role.id, foreign.id]) {
        const r = await rejection(admin.roles.delete({ id: role.id, moveUsersTo }));
        expect(r, moveUsersTo).toMatchObject({ message: MOVE_TARGET_INVALID, appCode: 'ROLE.MOVE_TARGET_INVALID', fieldErrors: { moveUsersTo: MOVE_TARGET_INVALID } });
      }
    });
    expect(written).toEqual([]);
    expect((await admin.roles.get({ id: role.id })).users.map((u) => u.id)).toEqual([user.id]);
    expect((await elsewhere.admin.caller.roles.get({ id: foreign.id })).userCount).toBe(0);
    expect(await rejection(admin.roles.delete({ id: 'missing', moveUsersTo: null }))).toMatchObject({ code: 'NOT_FOUND', message: 'Role not found.' });
  });
});
