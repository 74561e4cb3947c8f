import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dashboardPath } from '../../core/auth/access-link-path.ts';
import { signSystemToken, type SystemClaims } from '../../core/auth/access-link-system.ts';
import { issueAccessLink } from '../../core/auth/access-links.ts';
import { parseToken, sha256 } from '../../core/auth/tokens.ts';
import { baseContext } from '../../core/shared/context.ts';
import { anonymous, asToken, logsDuring, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const KEY = Buffer.from('a-shared-key-of-a-trusted-system-0123456789', 'utf8');
// Trusted systems' links are on for this file (ACCESS_LINK_KEY); one test turns them off again.
rt.env.accessLinkKey = KEY;

const MINUTE = 60_000;
const operatorBase = () => baseContext(rt.database, rt.env, { ip: '127.0.0.1', userAgent: 'merchant-cli/test' });
const issue = (shop: SeededMerchant, extra: { toPath?: string; ttlMs?: number } = {}) => issueAccessLink(operatorBase(), { login: shop.admin.username, ...extra });
const appCodeOf = async (call: Promise<unknown>) => (await rejection(call)).appCode;
const sessionsOf = (shop: SeededMerchant) => rt.database.client.session.count({ where: { merchantId: shop.merchantId, userId: shop.admin.id } });
const claims = (shop: SeededMerchant, extra: Partial<SystemClaims> = {}): SystemClaims => ({
  m: shop.merchantId,
  u: shop.admin.username,
  exp: Math.floor(Date.now() / 1000) + 300,
  jti: randomBytes(16).toString('base64url'),
  ...extra,
});

describe('an operator link', () => {
  it('signs in once, as sign-in does, lands on its page and is logged; only the secret’s hash is stored', async () => {
    const shop = await seedMerchant(rt);
    const link = await issue(shop, { toPath: '/mysales/order' });
    expect(link.url).toBe(`http://dashboard.test/authlogin?token=${link.token}`);
    const parts = parseToken(link.token)!;
    const row = await rt.database.client.accessLink.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: parts.id } } });
    expect(row).toMatchObject({ source: 'operator', secretHash: sha256(parts.secret), toPath: '/mysales/order', usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * MINUTE);
    const request = testRequest();
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => anonymous(rt, request).accessLinks.redeem({ token: link.token }));
    expect(result).toMatchObject({ kind: 'session', toPath: '/mysales/order', user: { username: shop.admin.username } });
    if (result.kind !== 'session') throw new Error('no session');
    expect((await asToken(rt, result.token).auth.me()).id).toBe(shop.admin.id);
    expect(logs.map((l) => l.action)).toEqual(['Signed in', 'Signed in with a sign-in link from the operator']);
    expect(logs[1]).toMatchObject({ ip: request.ip, category: 'account' });
    const used = await rt.database.client.accessLink.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: parts.id } } });
    expect(used).toMatchObject({ usedIp: request.ip });
    expect(used.usedAt).not.toBeNull();
  });

  it('refuses a replay, and logs the refusal on the user', async () => {
    const shop = await seedMerchant(rt);
    const { token } = await issue(shop);
    await anonymous(rt).accessLinks.redeem({ token });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => rejection(anonymous(rt).accessLinks.redeem({ token })));
    expect(result).toMatchObject({ code: 'CONFLICT', appCode: 'ACCESS_LINK.USED', message: 'This sign-in link has already been used.' });
    expect(logs.map((l) => l.action)).toEqual(['Refused a sign-in link: already used']);
  });

  it('refuses an expired link', async () => {
    const shop = await seedMerchant(rt);
    const { token } = await issue(shop, { ttlMs: 2 * MINUTE });
    const later = () => new Date(Date.now() + 2 * MINUTE + 1000);
    expect(await appCodeOf(anonymous(rt, testRequest(), later).accessLinks.redeem({ token }))).toBe('ACCESS_LINK.EXPIRED');
    // Refused, not used: it still could not be used later.
    expect(await sessionsOf(shop)).toBe(1);
  });

  it('refuses a forged one: a wrong secret, another merchant or id, malformed', async () => {
    const shop = await seedMerchant(rt);
    const other = await seedMerchant(rt);
    const { token } = await issue(shop);
    const { merchantId, id, secret } = parseToken(token)!;
    const otherLink = parseToken((await issue(other)).token)!;
    const forged = [
      `${merchantId}.${id}.${randomBytes(32).toString('base64url')}`,
      `${merchantId}.${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      `${other.merchantId}.${id}.${secret}`,
      `${merchantId}.${otherLink.id}.${secret}`,
      `${merchantId}.${id}x.${secret}`,
      'not-a-token',
      `${merchantId}.${id}.${secret}.extra`,
    ];
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => Promise.all(forged.map((t) => appCodeOf(anonymous(rt).accessLinks.redeem({ token: t })))));
    expect(result).toEqual(forged.map(() => 'ACCESS_LINK.INVALID'));
    // Wrong secrets of a real link are logged on its user; the others name no user of this merchant.
    expect(logs.map((l) => l.action)).toEqual(['Refused a sign-in link: not valid', 'Refused a sign-in link: not valid']);
    // The genuine link still works after all of that.
    expect((await anonymous(rt).accessLinks.redeem({ token })).kind).toBe('session');
  });

  it('gives exactly one session to two redemptions at the same moment', async () => {
    const shop = await seedMerchant(rt);
    const { token } = await issue(shop);
    const before = await sessionsOf(shop);
    const outcomes = await Promise.allSettled([anonymous(rt).accessLinks.redeem({ token }), anonymous(rt).accessLinks.redeem({ token })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(await appCodeOf(Promise.reject((refused as PromiseRejectedResult).reason))).toBe('ACCESS_LINK.USED');
    expect(await sessionsOf(shop)).toBe(before + 1);
  });

  it('refuses an account that may not sign in now', async () => {
    const shop = await seedMerchant(rt);
    const { token } = await issue(shop);
    await rt.database.client.user.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.admin.id } }, data: { status: 'inactive' } });
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token }))).toBe('AUTH.ACCOUNT_UNAVAILABLE');
  });

  it('takes the sign-in limit per address for each attempt', async () => {
    const request = testRequest();
    for (let i = 0; i < 30; i++) expect(await appCodeOf(anonymous(rt, request).accessLinks.redeem({ token: `x.y.z${i}` }))).toBe('ACCESS_LINK.INVALID');
    expect(await appCodeOf(anonymous(rt, request).accessLinks.redeem({ token: 'x.y.z' }))).toBe('AUTH.RATE_LIMITED');
  });

  it('is issued only for a known login ID (of the merchant named), a dashboard page and at most an hour', async () => {
    const shop = await seedMerchant(rt);
    const other = await seedMerchant(rt);
    await expect(issueAccessLink(operatorBase(), { login: 'nobody-here' })).rejects.toMatchObject({ code: 'ACCESS_LINK.USER_NOT_FOUND' });
    await expect(issueAccessLink(operatorBase(), { login: shop.admin.username, merchantId: other.merchantId })).rejects.toMatchObject({ code: 'ACCESS_LINK.USER_NOT_FOUND' });
    expect((await issueAccessLink(operatorBase(), { login: shop.admin.username.toUpperCase(), merchantId: shop.merchantId })).toPath).toBe('/dashboard');
    await expect(issue(shop, { ttlMs: 61 * MINUTE })).rejects.toThrow();
    for (const toPath of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/a/../b', 'javascript:alert(1)', 'dashboard', '/ok/ok@evil']) {
      await expect(issue(shop, { toPath }), toPath).rejects.toThrow();
    }
  });
});

describe('the destination of a link and quick access', () => {
  it('is a page of this dashboard and nothing else', () => {
    for (const ok of ['/', '/dashboard', '/mysales/order', '/mysales/order/abc-1', '/order/details_mobile?oid=1&x=y']) expect(dashboardPath(ok), ok).toBe(ok);
    const refused = ['', 'dashboard', '//evil.example', '///evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example', '/https:/evil.example', '/%2f%2fevil.example', '/%5Cevil.example', '/a//b', '/./a', '/../a', '/a/..', '/a b', '/a\n', '/a?next=https://x', '/a#frag', `/${'a'.repeat(300)}`];
    for (const bad of refused) expect(dashboardPath(bad), JSON.stringify(bad)).toBeNull();
    // Quick access prefixes its (decoded) parameter with '/': an encoded '//evil' stays refused.
    for (const param of ['/evil.example', decodeURIComponent('%2F%2Fevil.example'), 'https:', '\\evil']) expect(dashboardPath(`/${param}`), param).toBeNull();
  });
});

describe('a trusted system’s link', () => {
  it('signs in once; its nonce is recorded, so a replay is refused', async () => {
    const shop = await seedMerchant(rt);
    const c = claims(shop, { p: '/booking/dashboard', u: shop.admin.username.toUpperCase() });
    const token = signSystemToken(KEY, c);
    expect(await anonymous(rt).accessLinks.redeem({ token })).toMatchObject({ kind: 'session', toPath: '/booking/dashboard' });
    const row = await rt.database.client.accessLink.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: c.jti } } });
    expect(row).toMatchObject({ source: 'system', secretHash: null, userId: shop.admin.id });
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token }))).toBe('ACCESS_LINK.USED');
    // The recorded row cannot be opened as a stored link either.
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token: `${shop.merchantId}.${c.jti}.${randomBytes(32).toString('base64url')}` }))).toBe('ACCESS_LINK.INVALID');
  });

  it('gives one session to the same token sent twice at once', async () => {
    const shop = await seedMerchant(rt);
    const token = signSystemToken(KEY, claims(shop));
    const outcomes = await Promise.allSettled([anonymous(rt).accessLinks.redeem({ token }), anonymous(rt).accessLinks.redeem({ token })]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a bad signature, a tampered claim, another key, an expired or too long-lived link and a page elsewhere', async () => {
    const shop = await seedMerchant(rt);
    const other = await seedMerchant(rt);
    const good = signSystemToken(KEY, claims(shop));
    const [payload, sig] = good.split('.') as [string, string];
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: other.admin.username })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string][] = [
      [`${payload}.${sig.slice(0, -2)}AA`, 'ACCESS_LINK.INVALID'],
      [`${tampered}.${sig}`, 'ACCESS_LINK.INVALID'],
      [signSystemToken(Buffer.from('another-key-another-key-another-key!'), claims(shop)), 'ACCESS_LINK.INVALID'],
      // A login of another merchant than the one named.
      [signSystemToken(KEY, claims(shop, { u: other.admin.username })), 'ACCESS_LINK.INVALID'],
      [signSystemToken(KEY, claims(shop, { exp: now - 1 })), 'ACCESS_LINK.EXPIRED'],
      [signSystemToken(KEY, claims(shop, { exp: now + 3 * 3600 })), 'ACCESS_LINK.INVALID'],
      [signSystemToken(KEY, claims(shop, { p: '//evil.example' })), 'ACCESS_LINK.BAD_PATH'],
      [signSystemToken(KEY, claims(shop, { jti: 'short' })), 'ACCESS_LINK.INVALID'],
    ];
    for (const [token, code] of cases) expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token })), token).toBe(code);
    expect(await sessionsOf(shop)).toBe(1);
  });

  it('is refused when no key is set up', async () => {
    const shop = await seedMerchant(rt);
    rt.env.accessLinkKey = undefined;
    try {
      expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token: signSystemToken(KEY, claims(shop)) }))).toBe('ACCESS_LINK.SYSTEM_OFF');
    } finally {
      rt.env.accessLinkKey = KEY;
    }
  });
});

describe('scan and secure login', () => {
  it('shows a code that a phone confirms, signs in once as the same user, and the desktop sees it used', async () => {
    const shop = await seedMerchant(rt);
    const code = await shop.admin.caller.accessLinks.createScanLink();
    expect(code.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(code.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * MINUTE);
    expect(await shop.admin.caller.accessLinks.scanStatus({ id: code.id })).toMatchObject({ state: 'waiting', usedAt: null });
    const token = new URL(code.url).searchParams.get('token')!;
    const phone = testRequest();
    // The phone asks first: nothing is used yet.
    expect(await anonymous(rt, phone).accessLinks.redeem({ token })).toEqual({ kind: 'confirm', username: shop.admin.username, name: expect.any(String), merchantName: shop.name });
    expect((await shop.admin.caller.accessLinks.scanStatus({ id: code.id })).state).toBe('waiting');
    const signedIn = await anonymous(rt, phone).accessLinks.redeem({ token, confirm: true });
    expect(signedIn).toMatchObject({ kind: 'session', toPath: '/dashboard', user: { id: shop.admin.id } });
    expect(await shop.admin.caller.accessLinks.scanStatus({ id: code.id })).toMatchObject({ state: 'used', usedIp: phone.ip });
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token, confirm: true }))).toBe('ACCESS_LINK.USED');
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token }))).toBe('ACCESS_LINK.USED');
  });

  it('expires after two minutes, and a new code ends the one before', async () => {
    const shop = await seedMerchant(rt);
    const first = await shop.admin.caller.accessLinks.createScanLink();
    const second = await shop.admin.caller.accessLinks.createScanLink();
    expect((await shop.admin.caller.accessLinks.scanStatus({ id: first.id })).state).toBe('expired');
    const token = (url: string) => new URL(url).searchParams.get('token')!;
    expect(await appCodeOf(anonymous(rt).accessLinks.redeem({ token: token(first.url), confirm: true }))).toBe('ACCESS_LINK.EXPIRED');
    const later = () => new Date(Date.now() + 2 * MINUTE + 1000);
    expect(await appCodeOf(anonymous(rt, testRequest(), later).accessLinks.redeem({ token: token(second.url), confirm: true }))).toBe('ACCESS_LINK.EXPIRED');
    expect((await asToken(rt, shop.admin.token, testRequest(), later).accessLinks.scanStatus({ id: second.id })).state).toBe('expired');
  });

  it('shows each user only their own codes, within their merchant', async () => {
    const shop = await seedMerchant(rt);
    const other = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, null);
    const code = await shop.admin.caller.accessLinks.createScanLink();
    expect(await rejection(other.admin.caller.accessLinks.scanStatus({ id: code.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(sub.caller.accessLinks.scanStatus({ id: code.id }))).toMatchObject({ code: 'NOT_FOUND' });
    // A sub-user with no module signs in on a phone as themself.
    const own = await sub.caller.accessLinks.createScanLink();
    const token = new URL(own.url).searchParams.get('token')!;
    expect(await anonymous(rt).accessLinks.redeem({ token, confirm: true })).toMatchObject({ user: { id: sub.id, merchantId: shop.merchantId } });
  });
});
