import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../core/auth/schema.ts';
import { PASSWORD, anonymous, asToken, expectOneLog, logsDuring, mailsTo, rejection, seedMerchant, signInToken, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const INVALID_LINK = 'This password reset link is invalid or has expired.';
const NEW_PASSWORD = 'Brand#New9';
const LINK = /http:\/\/dashboard\.test\/reset\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\/merchant-reset-password/;

const rt = await fileRuntime();

const emailOf = (shop: SeededMerchant) => `${shop.admin.username}@shop.test`;

/** The one answer of forgot password, whatever the login ID. */
const SENT = { message: AUTH_MESSAGES.resetLinkSent };

/** Asks for a reset link for the shop's admin and returns the token from the newest e-mail. */
async function requestLink(shop: SeededMerchant): Promise<string> {
  expect(await anonymous(rt).auth.forgotPassword({ username: shop.admin.username })).toEqual(SENT);
  const [mail] = await mailsTo(rt, shop.merchantId, emailOf(shop));
  const match = LINK.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

describe('forgot password', () => {
  it('answers the same for an existing, an unknown and an inactive account, and mails only the existing one', async () => {
    const shop = await seedMerchant(rt);
    const inactive = await seedMerchant(rt);
    await rt.database.client.user.update({ where: { merchantId_id: { merchantId: inactive.merchantId, id: inactive.admin.id } }, data: { status: 'inactive' } });
    const answers = [];
    for (const username of [shop.admin.username, 'nobody-at-all', inactive.admin.username]) {
      answers.push(await anonymous(rt).auth.forgotPassword({ username }));
    }
    expect(answers).toEqual([SENT, SENT, SENT]);
    expect(await mailsTo(rt, shop.merchantId, emailOf(shop))).toHaveLength(1);
    expect(await mailsTo(rt, inactive.merchantId, emailOf(inactive))).toEqual([]);
    expect((await rejection(anonymous(rt).auth.forgotPassword({ username: ' ' }))).fieldErrors).toEqual({ username: 'Username is required.' });
  });

  it('is rate limited per address, for unknown login IDs too', async () => {
    const request = testRequest();
    for (let i = 0; i < 10; i++) expect(await anonymous(rt, request).auth.forgotPassword({ username: `nobody${i}` })).toEqual(SENT);
    expect(await rejection(anonymous(rt, request).auth.forgotPassword({ username: 'nobody' }))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('queues an e-mail with the reset link for a known account, whatever the case of the login ID', async () => {
    const shop = await seedMerchant(rt);
    const request = testRequest();
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () =>
      anonymous(rt, request).auth.forgotPassword({ username: shop.admin.username.toUpperCase() }),
    );
    expectOneLog(logs, { action: 'Requested a password reset link', category: 'account' }, request);
    const mails = await mailsTo(rt, shop.merchantId, emailOf(shop));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Reset your Merchant System password', status: 'pending' });
    expect(mails[0]!.text).toMatch(LINK);
    expect(mails[0]!.text).toContain('within 60 minutes');
    // The database keeps only a hash of the link's secret.
    const token = LINK.exec(mails[0]!.text)![1]!;
    const rows = await rt.database.client.passwordReset.findMany({ where: { merchantId: shop.merchantId } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token.split('.')[2]);
  });
});

describe('reset link', () => {
  it('tells which login ID it resets', async () => {
    const shop = await seedMerchant(rt);
    const token = await requestLink(shop);
    expect(await anonymous(rt).auth.checkResetToken({ token })).toEqual({ username: shop.admin.username });
    const [m, id] = token.split('.');
    for (const bad of [`${m}.${id}.wrong`, 'garbage', `${m}.unknown.${token.split('.')[2]}`]) {
      expect(await rejection(anonymous(rt).auth.checkResetToken({ token: bad }))).toMatchObject({ code: 'NOT_FOUND', message: INVALID_LINK });
    }
  });

  it('checks every password rule and the confirmation', async () => {
    const shop = await seedMerchant(rt);
    const token = await requestLink(shop);
    const cases: [string, string | undefined, Record<string, string>][] = [
      ['', '', { password: 'Password is required.' }],
      ['Ab#1xyz', 'Ab#1xyz', { password: 'Password must be at least 8 characters.' }],
      ['brand#new9', 'brand#new9', { password: 'Password must contain a number, a lower-case letter, an upper-case letter and a special character.' }],
      ['Brand New#9', 'Brand New#9', { password: 'Password must not contain spaces.' }],
      [NEW_PASSWORD, undefined, { confirmPassword: 'Please confirm the password.' }],
      [NEW_PASSWORD, 'Brand#New8', { confirmPassword: 'Password does not match the new password.' }],
    ];
    for (const [password, confirmPassword, fieldErrors] of cases) {
      const r = await rejection(anonymous(rt).auth.resetPassword({ token, password, confirmPassword }));
      expect(r.code).toBe('BAD_REQUEST');
      expect(r.fieldErrors, password).toMatchObject(fieldErrors);
      expect(r.message).toBe(Object.values(fieldErrors)[0]);
    }
    // None of this used up the link.
    expect(await anonymous(rt).auth.checkResetToken({ token })).toEqual({ username: shop.admin.username });
  });

  it('sets the new password, ends every session, logs it, and works only once', async () => {
    const shop = await seedMerchant(rt);
    const other = await signInToken(rt, shop.admin.username);
    const token = await requestLink(shop);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () =>
      anonymous(rt).auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Reset password by e-mailed link', 'account']]);

    for (const ended of [shop.admin.token, other]) {
      expect((await rejection(asToken(rt, ended).auth.me())).code).toBe('UNAUTHORIZED');
    }
    expect(await rt.database.client.session.count({ where: { merchantId: shop.merchantId, revokedAt: null } })).toBe(0);

    expect((await rejection(anonymous(rt).auth.signIn({ username: shop.admin.username, password: PASSWORD }))).message).toBe('Invalid username or password.');
    await expect(signInToken(rt, shop.admin.username, NEW_PASSWORD)).resolves.toBeTruthy();

    expect(await rejection(anonymous(rt).auth.resetPassword({ token, password: 'Again#1234', confirmPassword: 'Again#1234' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: INVALID_LINK,
    });
    expect((await rejection(anonymous(rt).auth.checkResetToken({ token }))).message).toBe(INVALID_LINK);
  });

  it('stops working once a newer link is sent', async () => {
    const shop = await seedMerchant(rt);
    const first = await requestLink(shop);
    const second = await requestLink(shop);
    expect(await rejection(anonymous(rt).auth.checkResetToken({ token: first }))).toMatchObject({ code: 'NOT_FOUND', message: INVALID_LINK });
    expect(await rejection(anonymous(rt).auth.resetPassword({ token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).toMatchObject({ message: INVALID_LINK });
    expect(await anonymous(rt).auth.checkResetToken({ token: second })).toEqual({ username: shop.admin.username });
  });

  it('ends every other outstanding link when one is used, and forgets the known devices', async () => {
    const shop = await seedMerchant(rt);
    const first = await requestLink(shop);
    const second = await requestLink(shop);
    // Two links out at once, as two requests sent together could leave them.
    const [merchantId, id] = first.split('.');
    await rt.database.client.passwordReset.update({ where: { merchantId_id: { merchantId: merchantId!, id: id! } }, data: { usedAt: null } });
    expect(await anonymous(rt).auth.checkResetToken({ token: first })).toEqual({ username: shop.admin.username });

    await anonymous(rt).auth.resetPassword({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(await rejection(anonymous(rt).auth.resetPassword({ token: first, password: 'Again#1234', confirmPassword: 'Again#1234' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: INVALID_LINK,
    });
    expect(await rt.database.client.passwordReset.count({ where: { merchantId: shop.merchantId, usedAt: null } })).toBe(0);
    expect(await rt.database.client.knownDevice.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  });

  it('expires after 60 minutes', async () => {
    const shop = await seedMerchant(rt);
    const token = await requestLink(shop);
    const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
    await expect(anonymous(rt, undefined, later(59)).auth.checkResetToken({ token })).resolves.toEqual({ username: shop.admin.username });
    expect((await rejection(anonymous(rt, undefined, later(61)).auth.checkResetToken({ token }))).message).toBe(INVALID_LINK);
    const r = await rejection(anonymous(rt, undefined, later(61)).auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect(r).toMatchObject({ code: 'NOT_FOUND', message: INVALID_LINK });
    await expect(signInToken(rt, shop.admin.username)).resolves.toBeTruthy();
  });
});
