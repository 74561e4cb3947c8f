import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../core/auth/schema.ts';
import { PASSWORD, anonymous, asToken, rejection, seedMerchant, seedSubUser, signInToken, testRequest } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld();

describe('sign in', () => {
  it('requires a username and a password with the spec messages', async () => {
    const r = await rejection(anonymous(rt).auth.signIn({ username: '', password: '' }));
    expect(r.code).toBe('BAD_REQUEST');
    expect(r.fieldErrors).toEqual({ username: 'Username is required.', password: 'Password is required.' });
  });

  it('signs in the master admin with every module and writes a log entry', async () => {
    const result = await anonymous(rt).auth.signIn({ username: shop.admin.username.toUpperCase(), password: PASSWORD, timeZone: 'Asia/Kuala_Lumpur' });
    expect(result.kind).toBe('session');
    if (result.kind !== 'session') return;
    expect(result.user.isMasterAdmin).toBe(true);
    expect(Object.keys(result.user.permissions)).toHaveLength(32);
    const me = await asToken(rt, result.token).auth.me();
    expect(me.id).toBe(shop.admin.id);
    const sessions = await shop.admin.caller.sessions.list();
    const mine = sessions.find((s) => english(s.deviceName).startsWith('Chrome') && s.region === 'Asia / Kuala Lumpur');
    expect(mine).toBeDefined();
    const logs = await shop.admin.caller.userLogs.actions({ userId: shop.admin.id });
    expect(logs.items.some((l) => english(l.action) === 'Signed in')).toBe(true);
  });

  it('refuses a wrong password without saying whether the user exists', async () => {
    const wrong = await rejection(anonymous(rt).auth.signIn({ username: shop.admin.username, password: 'Wrong#123' }));
    const unknown = await rejection(anonymous(rt).auth.signIn({ username: 'nobody-here', password: 'Wrong#123' }));
    expect(wrong).toMatchObject({ code: 'UNAUTHORIZED', message: english(AUTH_MESSAGES.invalidCredentials) });
    expect(unknown).toMatchObject({ code: 'UNAUTHORIZED', message: english(AUTH_MESSAGES.invalidCredentials) });
  });

  it('rate limits failed attempts per username, even from many addresses', async () => {
    const target = await seedMerchant(rt);
    for (let i = 0; i < 5; i++) {
      await rejection(anonymous(rt).auth.signIn({ username: target.admin.username, password: 'Wrong#123' }));
    }
    const limited = await rejection(anonymous(rt).auth.signIn({ username: target.admin.username, password: PASSWORD }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('rate limits attempts per IP address', async () => {
    const request = testRequest();
    await Promise.all(Array.from({ length: 30 }, (_, i) => rejection(anonymous(rt, request).auth.signIn({ username: `ghost${i}`, password: 'x' }))));
    const limited = await rejection(anonymous(rt, request).auth.signIn({ username: shop.admin.username, password: PASSWORD }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
  });

  it('stores session tokens only as hashes', async () => {
    const token = await signInToken(rt, shop.admin.username);
    const secret = token.split('.')[2]!;
    const rows = await rt.database.client.session.findMany({ where: { merchantId: shop.merchantId } });
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('signs out: the token stops working at once', async () => {
    const token = await signInToken(rt, shop.admin.username);
    await asToken(rt, token).auth.signOut();
    expect((await rejection(asToken(rt, token).auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('refuses forged and malformed tokens', async () => {
    const token = await signInToken(rt, shop.admin.username);
    const [m, id] = token.split('.');
    for (const bad of [`${m}.${id}.forged`, 'garbage', `${m}.nope.x`, '']) {
      expect((await rejection(asToken(rt, bad).auth.me())).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('sub-user access windows', () => {
  it('ends the sessions of a deactivated user at once and refuses sign-in', async () => {
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    await shop.admin.caller.users.setStatus({ id: sub.id, status: 'inactive' });
    expect((await rejection(sub.caller.auth.me())).code).toBe('UNAUTHORIZED');
    const r = await rejection(anonymous(rt).auth.signIn({ username: sub.username, password: PASSWORD }));
    expect(r).toMatchObject({ code: 'FORBIDDEN', message: english(AUTH_MESSAGES.accountInactive) });
  });

  it('ends a session when the expired-on date has passed', async () => {
    const sub = await seedSubUser(rt, shop, { report: 'view' });
    const row = await shop.admin.caller.users.get({ id: sub.id });
    await shop.admin.caller.users.update({ ...row, roleId: row.roleId!, startsOn: '2020-01-01', expiresOn: '2099-12-31' });
    expect((await sub.caller.auth.me()).id).toBe(sub.id);
    const afterExpiry = () => new Date('2100-01-02T00:00:00Z');
    expect((await rejection(asToken(rt, sub.token, testRequest(), afterExpiry).auth.me())).code).toBe('UNAUTHORIZED');
  });
});
