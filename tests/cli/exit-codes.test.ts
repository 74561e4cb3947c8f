import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionUser } from '../../core/auth/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// 0 ok, 1 rejected input, 2 usage, 3 auth, 4 not found; the message on stderr is the spec's.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  // A saved login for the master admin, as `merchant login` leaves it.
  const login = await world.run(['login', '--username', shop.admin.username, '--password-stdin'], { input: PASSWORD });
  expect(login.code).toBe(0);
});
afterAll(() => rt.close());

const userCount = () => rt.database.client.user.count({ where: { merchantId: shop.merchantId } });

describe('exit status 1: the input is refused', () => {
  it('prints the spec message and every field error for a weak password, and adds nobody', async () => {
    const before = await userCount();
    const result = await world.run(['users', 'add', '--name', 'Weak', '--username', 'weakpass', '--email', 'weak@shop.test', '--role', 'x', '--password', 'short']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('No role has the ID or name "x" (see merchant roles list).\n');
    const role = await shop.admin.caller.roles.create({ name: 'Packers', permissions: { order: 'view' } });
    const weak = await world.run(['users', 'add', '--name', 'Weak', '--username', 'weakpass', '--email', 'weak@shop.test', '--role', role.id, '--password', 'short']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe('Password must be at least 8 characters.\n  password: Password must be at least 8 characters.\n');
    expect(await userCount()).toBe(before);
  });

  it('refuses a login ID that is taken, in merchants create too', async () => {
    const result = await world.run(['merchants', 'create', '--name', 'Copycat', '--username', shop.admin.username, '--email', 'copy@shop.test', '--password', PASSWORD]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('This login ID had been used.\n  username: This login ID had been used.\n');
    expect(await rt.database.client.merchant.count({ where: { name: 'Copycat' } })).toBe(0);
  });
});

describe('exit status 2: the command line is wrong', () => {
  it('refuses merchants create with --server, before touching anything', async () => {
    const result = await world.run(['--server', 'http://127.0.0.1:3000', 'merchants', 'create', '--name', 'Remote', '--username', 'remote1', '--email', 'r@shop.test', '--password', PASSWORD]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "merchant merchants create works only on the local database (DATABASE_URL): run it on the server's machine without --server and MERCHANT_SERVER.\n",
    );
    expect(await rt.database.client.merchant.count({ where: { name: 'Remote' } })).toBe(0);
  });

  it('refuses to prompt without a terminal and names the flags to pass', async () => {
    const bare = await world.run(['login']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toBe('Cannot ask for the username without a terminal: pass --username and --password-stdin.\n');
    const noPassword = await world.run(['login', '--username', shop.admin.username]);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toBe('Cannot ask for the password without a terminal: pass --password-stdin.\n');
    const addWithoutPassword = await world.run(['users', 'add', '--name', 'N', '--username', 'nopass', '--email', 'n@shop.test', '--role', 'r']);
    expect(addWithoutPassword.code).toBe(2);
    expect(addWithoutPassword.stderr).toBe('Cannot ask for a password without a terminal: pass --password-stdin (or --password).\n');
  });

  it('reports unknown commands, missing flags and bad values', async () => {
    const unknown = await world.run(['refunds']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown command 'refunds'");
    const missing = await world.run(['users', 'add', '--name', 'Only a name']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: required option '--username <loginId>' not specified");
    const badStatus = await world.run(['users', 'list', '--status', 'asleep']);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain("argument 'asleep' is invalid. Allowed choices are active, inactive.");
    const both = await world.run(['merchants', 'create', '--name', 'N', '--username', 'both1', '--email', 'b@shop.test', '--password', 'x', '--password-stdin']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("option '--password-stdin' cannot be used with option '--password <password>'");
  });
});

describe('exit status 3: not logged in, wrong credentials, not allowed', () => {
  it('refuses a wrong password and saves nothing', async () => {
    const other = world.env.MERCHANT_CONFIG_DIR + '-wrong';
    const result = await world.run(['login', '--username', shop.admin.username, '--password-stdin'], { input: 'Wrong#123', env: { MERCHANT_CONFIG_DIR: other } });
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('Invalid username or password.\n');
    const whoami = await world.run(['whoami'], { env: { MERCHANT_CONFIG_DIR: other } });
    expect(whoami.code).toBe(3);
    expect(whoami.stderr).toBe(`Not logged in to the local database file:${world.databaseFile}: run merchant login first.\n`);
  });

  it('refuses a sub-user on master-admin commands', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    const result = await world.run(['roles', 'list', '--token', clerk.token]);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('You do not have permission for this action.\n');
  });

  it('sends --token over MERCHANT_TOKEN over the saved login', async () => {
    const clerk = await seedSubUser(rt, shop, { report: 'view' });
    const whoami = async (args: string[], env?: Record<string, string>) =>
      (await world.json<{ user: TSessionUser }>([...args, 'whoami'], { ...(env && { env }) })).user.username;
    expect(await whoami([])).toBe(shop.admin.username);
    expect(await whoami([], { MERCHANT_TOKEN: clerk.token })).toBe(clerk.username);
    expect(await whoami(['--token', shop.admin.token], { MERCHANT_TOKEN: clerk.token })).toBe(shop.admin.username);
  });
});

describe('exit status 4: no such record', () => {
  it('says so when the user to deactivate does not exist', async () => {
    const result = await world.run(['users', 'deactivate', 'nobodyhere']);
    expect(result.code).toBe(4);
    expect(result.stderr).toBe('User not found.\n');
  });
});
