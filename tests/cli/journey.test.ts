import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../core/platform/version.ts';
import type { TSessionUser } from '../../core/auth/schema.ts';
import type { TRoleRow } from '../../core/roles/schema.ts';
import type { TUserPage, TUserRow } from '../../core/users/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { anonymous, signInToken, asToken, rejection } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// One operator's first day, in order: each step uses what the one before made.
const world = cliWorld();
const PASSWORD = 'Kedai#2026';
const admin = { username: 'aliadmin', email: 'ali@kedai.test' };
let rt: Runtime;
let merchantId: string;
let roleId: string;
let sub: TUserRow;

beforeAll(async () => {
  rt = await world.openRuntime();
});
afterAll(() => rt.close());

describe('merchant on the local database', () => {
  it('creates a merchant and its master admin (merchants create)', async () => {
    const created = await world.json<{ merchantId: string; userId: string }>(
      ['merchants', 'create', '--name', 'Kedai Ali', '--username', admin.username, '--email', admin.email, '--password-stdin', '--account-limit', '3'],
      { input: `${PASSWORD}\n` },
    );
    merchantId = created.merchantId;
    const merchant = await rt.database.client.merchant.findUniqueOrThrow({ where: { id: merchantId } });
    expect(merchant).toMatchObject({ name: 'Kedai Ali', email: admin.email, accountLimit: 3, timeZone: 'Asia/Kuala_Lumpur' });
    const user = await rt.database.client.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: created.userId } } });
    expect(user).toMatchObject({ username: admin.username, isMasterAdmin: true });
  });

  it('logs in with --password-stdin and keeps the token in a private credentials file', async () => {
    const result = await world.run(['login', '--username', admin.username, '--password-stdin'], { input: `${PASSWORD}\n` });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Logged in to the local database file:${world.databaseFile} as Kedai Ali (${admin.username}) of Kedai Ali.\n`);
    const saved = world.credentials()?.targets[world.localTarget];
    expect(saved?.username).toBe(admin.username);
    expect(statSync(path.join(world.env.MERCHANT_CONFIG_DIR!, 'credentials.json')).mode & 0o777).toBe(0o600);
    // The session is a real one, shown as the CLI in the active sessions list.
    const me = await asToken(rt, saved!.token).auth.me();
    expect(me.username).toBe(admin.username);
    const session = await rt.database.client.session.findFirstOrThrow({ where: { merchantId, revokedAt: null } });
    expect(session).toMatchObject({ userAgent: `merchant-cli/${APP_VERSION}`, deviceName: `Merchant CLI ${APP_VERSION}`, ip: '127.0.0.1' });
  });

  it('tells who is logged in (whoami)', async () => {
    const { target, user } = await world.json<{ target: string; user: TSessionUser }>(['whoami']);
    expect(target).toBe(world.localTarget);
    expect(user).toMatchObject({ username: admin.username, merchantId, isMasterAdmin: true, twoFactorEnabled: false });
    const plain = await world.run(['whoami']);
    expect(plain.stdout).toMatch(new RegExp(`^Login ID: +${admin.username}$`, 'm'));
    expect(plain.stdout).toMatch(/^Account: +Master admin$/m);
  });

  it('creates a role and lists it (roles create, roles list)', async () => {
    const role = await world.json<TRoleRow>(['roles', 'create', '--name', 'Sales', '--grant', 'order:edit', '--grant', 'report:view']);
    expect(role.permissions).toEqual({ order: 'edit', report: 'view' });
    roleId = role.id;
    const roles = await world.json<TRoleRow[]>(['roles', 'list']);
    expect(roles.map((r) => [r.id, r.name, r.userCount])).toEqual([[roleId, 'Sales', 0]]);
    const plain = await world.run(['roles', 'list']);
    expect(plain.stdout.split('\n')[0]).toMatch(/^Name +Description +Modules +Users +Role ID$/);
    expect(plain.stdout).toMatch(new RegExp(`^Sales +2 modules +0 +${roleId}$`, 'm'));
  });

  it('adds a sub-user with the role given by name (users add)', async () => {
    sub = await world.json<TUserRow>(
      ['users', 'add', '--name', 'Siti Aminah', '--username', 'siti', '--email', 'siti@kedai.test', '--role', 'sales', '--password-stdin', '--expires-on', '2099-12-31'],
      { input: PASSWORD },
    );
    expect(sub).toMatchObject({ username: 'siti', roleId, roleName: 'Sales', status: 'active', expiresOn: '2099-12-31' });
    expect(await signInToken(rt, 'siti', PASSWORD)).toBeTruthy();
  });

  it('lists sub-users as JSON and as lines (users list)', async () => {
    const page = await world.json<TUserPage>(['users', 'list', '--search', 'sit', '--page-size', '40']);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 40, accountLimit: 3, accountUsed: 1 });
    expect(page.items.map((u) => u.id)).toEqual([sub.id]);
    expect((await world.json<TUserPage>(['users', 'list', '--status', 'inactive'])).items).toEqual([]);
    const plain = await world.run(['users', 'list']);
    expect(plain.stdout).toMatch(/^siti +Siti Aminah +siti@kedai\.test +Sales +active +- +2099-12-31 /m);
    expect(plain.stdout).toContain('Page 1 of 1, 1 user; 1 of 3 accounts used.');
  });

  it('deactivates a sub-user by login ID, ending their sessions (users deactivate)', async () => {
    const token = await signInToken(rt, 'siti', PASSWORD);
    const result = await world.run(['users', 'deactivate', 'SITI']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('Deactivated siti; their sessions have ended.');
    const stored = await rt.database.client.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: sub.id } } });
    expect(stored.status).toBe('inactive');
    expect((await rejection(asToken(rt, token).auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('shows the outbox with the text of each message (mail outbox)', async () => {
    await anonymous(rt).auth.forgotPassword({ username: admin.username });
    const messages = await world.json<{ to: string; subject: string; text: string; status: string }[]>(['mail', 'outbox', '--to', admin.email]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: admin.email, status: 'pending' });
    const link = /http:\/\/dashboard\.test\/reset\/\S+\/merchant-reset-password/.exec(messages[0]!.text)?.[0];
    expect(link).toBeDefined();
    const plain = await world.run(['mail', 'outbox']);
    expect(plain.stdout).toMatch(new RegExp(`^To: +${admin.email}$`, 'm'));
    expect(plain.stdout).toContain(link);
  });

  it('logs out: the session ends and the saved token is forgotten (logout)', async () => {
    const token = world.credentials()!.targets[world.localTarget]!.token;
    const result = await world.run(['logout']);
    expect(result.stdout).toBe(`Logged out of the local database file:${world.databaseFile}.\n`);
    expect(world.credentials()?.targets[world.localTarget]).toBeUndefined();
    expect((await rejection(asToken(rt, token).auth.me())).code).toBe('UNAUTHORIZED');
    const twice = await world.run(['logout']);
    expect([twice.code, twice.stdout]).toEqual([0, `Not logged in to the local database file:${world.databaseFile}.\n`]);
    const again = await world.run(['whoami']);
    expect(again.code).toBe(3);
    expect(again.stderr).toBe(`Not logged in to the local database file:${world.databaseFile}: run merchant login first.\n`);
  });

  it('logs in again while strangers make the login ID wait: the device token outlives logout, so this machine is known', async () => {
    expect(Object.keys(world.credentials()?.devices[world.localTarget] ?? {})).toEqual([admin.username]);
    for (let i = 0; i < 5; i++) await rejection(anonymous(rt).auth.signIn({ username: admin.username, password: 'Wrong#123' }));
    expect((await rejection(anonymous(rt).auth.signIn({ username: admin.username, password: PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    const result = await world.run(['login', '--username', admin.username, '--password-stdin'], { input: `${PASSWORD}\n` });
    expect([result.code, result.stderr]).toEqual([0, '']);
  });
});
