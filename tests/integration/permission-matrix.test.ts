import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../core/auth/sessions.ts';
import { baseContext } from '../../core/shared/context.ts';
import { MODULE_KEYS, type Level, type ModuleKey, type PermissionMap } from '../../core/permissions/modules.ts';
import { adminProcedure, createCallerFactory, moduleProcedure, router, signedInProcedure, publicProcedure, storefrontProcedure } from '../../server/trpc.ts';
import { trpcContext } from '../../server/context.ts';
import { anonymous, asToken, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { allProcedures, callPath } from '../helpers/procedures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
/** The shop's site keys: one in use, one revoked. */
const siteKeys = { live: '', revoked: '' };
/** Sub-users by permission set, created once: none, view of each module, edit of each module, all modules. */
const subjects = new Map<string, string>();

const key = (permissions: PermissionMap | null) => JSON.stringify(permissions);

async function subjectFor(permissions: PermissionMap | null): Promise<string> {
  const k = key(permissions);
  if (!subjects.has(k)) subjects.set(k, (await seedSubUser(rt, shop, permissions)).id);
  return subjects.get(k)!;
}

/** A fresh session per call, so a procedure that signs out cannot disturb the next call. */
async function callerOf(userId: string) {
  const token = await createSession(baseContext(rt.database, rt.env, testRequest()), { merchantId: shop.merchantId, id: userId });
  return asToken(rt, token);
}

/** Whether a call got past the access check (it may still fail on its missing input). */
async function outcome(call: Promise<unknown>): Promise<'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN'> {
  try {
    await call;
    return 'allowed';
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'UNAUTHORIZED' || code === 'FORBIDDEN' ? code : 'allowed';
  }
}

beforeAll(async () => {
  // Two sub-users (viewer, editor) per module the router uses: more than a shop's default 10 accounts.
  await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { accountLimit: 1000 } });
  siteKeys.live = (await shop.admin.caller.siteKeys.create()).key;
  const revoked = await shop.admin.caller.siteKeys.create();
  await shop.admin.caller.siteKeys.revoke({ id: revoked.id });
  siteKeys.revoked = revoked.key;
});

const procedures = allProcedures();

describe('permission matrix', () => {
  it('every procedure declares its access', () => {
    const undeclared = procedures.filter((p) => !p.access).map((p) => p.path);
    expect(undeclared).toEqual([]);
  });

  for (const { path, access } of procedures) {
    if (!access) continue;
    it(`${path} (${access.access}${access.access === 'module' ? ` ${access.module}:${access.level}` : ''})`, async () => {
      const anon = await outcome(callPath(anonymous(rt), path, undefined));
      const noRole = await outcome(callPath(await callerOf(await subjectFor(null)), path, undefined));
      const everything = Object.fromEntries(MODULE_KEYS.map((m) => [m, 'edit'])) as PermissionMap;
      const allModules = await outcome(callPath(await callerOf(await subjectFor(everything)), path, undefined));
      const master = await outcome(callPath(await callerOf(shop.admin.id), path, undefined));
      switch (access.access) {
        case 'public':
          expect([anon, noRole, master]).toEqual(['allowed', 'allowed', 'allowed']);
          break;
        case 'signedIn':
          expect([anon, noRole, allModules, master]).toEqual(['UNAUTHORIZED', 'allowed', 'allowed', 'allowed']);
          break;
        case 'admin':
          expect([anon, noRole, allModules, master]).toEqual(['UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'allowed']);
          break;
        case 'storefront': {
          // Only a live site key opens the storefront; a back-office session is not one.
          const keyed = await outcome(callPath(storefrontCaller(rt, siteKeys.live), path, undefined));
          const revoked = await outcome(callPath(storefrontCaller(rt, siteKeys.revoked), path, undefined));
          const forged = await outcome(callPath(storefrontCaller(rt, `${siteKeys.live.slice(0, -4)}AAAA`), path, undefined));
          expect({ anon, noRole, master, keyed, revoked, forged }).toEqual({
            anon: 'UNAUTHORIZED',
            noRole: 'UNAUTHORIZED',
            master: 'UNAUTHORIZED',
            keyed: 'allowed',
            revoked: 'UNAUTHORIZED',
            forged: 'UNAUTHORIZED',
          });
          break;
        }
        case 'module': {
          const viewer = await outcome(callPath(await callerOf(await subjectFor({ [access.module]: 'view' })), path, undefined));
          const editor = await outcome(callPath(await callerOf(await subjectFor({ [access.module]: 'edit' })), path, undefined));
          const otherModule = MODULE_KEYS.find((m) => m !== access.module)!;
          const elsewhere = await outcome(callPath(await callerOf(await subjectFor({ [otherModule]: 'edit' })), path, undefined));
          expect({ anon, noRole, elsewhere, viewer, editor, master }).toEqual({
            anon: 'UNAUTHORIZED',
            noRole: 'FORBIDDEN',
            elsewhere: 'FORBIDDEN',
            viewer: access.level === 'view' ? 'allowed' : 'FORBIDDEN',
            editor: 'allowed',
            master: 'allowed',
          });
          break;
        }
      }
    });
  }
});

describe('moduleProcedure', () => {
  // The builder every business module uses, proven on a router of its own.
  const probe = router({
    read: moduleProcedure('order', 'view').query(() => 'read'),
    write: moduleProcedure('order', 'edit').mutation(() => 'written'),
    open: publicProcedure.query(() => 'open'),
    mine: signedInProcedure.query(({ ctx }) => ctx.user.id),
    admin: adminProcedure.query(() => 'admin'),
  });
  const call = async (token: string | null) => createCallerFactory(probe)(trpcContext(rt, { token, request: testRequest() }));
  const tokenOf = async (userId: string) =>
    createSession(baseContext(rt.database, rt.env, testRequest()), { merchantId: shop.merchantId, id: userId });

  const grid: [string, PermissionMap | null, Level | null][] = [
    ['no role', null, null],
    ['viewer', { order: 'view' }, 'view'],
    ['editor', { order: 'edit' }, 'edit'],
    ['another module', { report: 'edit' }, null],
  ];
  for (const [label, permissions, level] of grid) {
    it(`${label}: read ${level ? 'allowed' : 'refused'}, write ${level === 'edit' ? 'allowed' : 'refused'}`, async () => {
      const caller = await call(await tokenOf(await subjectFor(permissions)));
      if (level) expect(await caller.read()).toBe('read');
      else expect((await rejection(caller.read())).code).toBe('FORBIDDEN');
      if (level === 'edit') expect(await caller.write()).toBe('written');
      else expect((await rejection(caller.write())).code).toBe('FORBIDDEN');
      expect((await rejection(caller.admin())).code).toBe('FORBIDDEN');
    });
  }

  it('a module outside the merchant plan is refused even to the master admin', async () => {
    const other = await seedMerchant(rt);
    await rt.database.client.inactiveModule.create({ data: { merchantId: other.merchantId, module: 'order' satisfies ModuleKey } });
    const caller = createCallerFactory(probe)(trpcContext(rt, { token: other.admin.token, request: testRequest() }));
    expect((await rejection(caller.read())).code).toBe('FORBIDDEN');
    expect(await caller.admin()).toBe('admin');
  });

  it('anonymous callers reach only public procedures', async () => {
    const caller = await call(null);
    expect(await caller.open()).toBe('open');
    for (const attempt of [caller.read(), caller.mine(), caller.admin()]) expect((await rejection(attempt)).code).toBe('UNAUTHORIZED');
  });
});

describe('storefrontProcedure', () => {
  const probe = router({ store: storefrontProcedure.query(({ ctx }) => ctx.store.merchantId) });
  const call = (siteKey: string | null, token: string | null = null) => createCallerFactory(probe)(trpcContext(rt, { token, siteKey, request: testRequest() }));

  it("runs in the key's merchant", async () => {
    expect(await call(siteKeys.live).store()).toBe(shop.merchantId);
  });

  it('refuses no key, a revoked key, a malformed key and a key naming another merchant, with the same message', async () => {
    const other = await seedMerchant(rt);
    const secret = siteKeys.live.slice(`sk_${shop.merchantId}_`.length);
    for (const key of [null, siteKeys.revoked, 'sk_nonsense', `sk_${other.merchantId}_${secret}`]) {
      const error = await rejection(call(key, other.admin.token).store());
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'The site key is not valid or has been revoked.' });
    }
  });
});
