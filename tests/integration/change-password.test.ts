import { describe, expect, it } from 'vitest';
import { PASSWORD, anonymous, asToken, expectOneLog, logsDuring, mailsTo, rejection, seedMerchant, signInToken, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const AUTH_ERROR = 'Authentication error occurred.';
const NEW_PASSWORD = 'Changed#789';

const rt = await fileRuntime();

/** Asks for a change-password code for the shop's admin and reads it from the e-mail. */
async function requestCode(shop: SeededMerchant, caller = shop.admin.caller): Promise<string> {
  const to = `${shop.admin.username}@shop.test`;
  const before = new Set((await mailsTo(rt, shop.merchantId, to)).map((m) => m.id));
  const result = await caller.auth.requestChangePasswordOtp();
  expect(result.sentTo).toBe(`${shop.admin.username[0]}***@shop.test`);
  const fresh = (await mailsTo(rt, shop.merchantId, to)).filter((m) => !before.has(m.id));
  expect(fresh).toHaveLength(1);
  const mail = fresh[0];
  expect(mail!.subject).toBe('Your Merchant System verification code');
  const code = /Your code to change your password is (\d{6})\./.exec(mail!.text)?.[1];
  expect(code, mail!.text).toMatch(/^\d{6}$/);
  return code!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const change = (otp: string, overrides: Partial<{ currentPassword: string; newPassword: string; confirmPassword: string }> = {}) => ({
  currentPassword: PASSWORD,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  otp,
  ...overrides,
});

describe('change password', () => {
  it('e-mails a 6-digit code, with one log entry, and keeps only its hash', async () => {
    const shop = await seedMerchant(rt);
    const request = testRequest();
    const caller = asToken(rt, shop.admin.token, request);
    const { result: code, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => requestCode(shop, caller));
    expectOneLog(logs, { action: 'Requested a password change code', category: 'account' }, request);
    const rows = await rt.database.client.emailOtp.findMany({ where: { merchantId: shop.merchantId } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("refuses a wrong current password, a wrong code or no code: 'Authentication error occurred.'", async () => {
    const shop = await seedMerchant(rt);
    const caller = shop.admin.caller;
    const none = await rejection(caller.auth.changePassword(change('123456')));
    expect(none).toMatchObject({ code: 'BAD_REQUEST', message: AUTH_ERROR, appCode: 'AUTH.AUTHENTICATION_ERROR' });

    const code = await requestCode(shop);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      expect(await rejection(caller.auth.changePassword(change(code, { currentPassword: 'Wrong#123' })))).toMatchObject({
        message: AUTH_ERROR,
        fieldErrors: { currentPassword: AUTH_ERROR },
      });
      expect(await rejection(caller.auth.changePassword(change(code, { currentPassword: PASSWORD.toLowerCase() })))).toMatchObject({ message: AUTH_ERROR });
      expect(await rejection(caller.auth.changePassword(change(otherCode(code))))).toMatchObject({ message: AUTH_ERROR, fieldErrors: { otp: AUTH_ERROR } });
    });
    expect(logs).toEqual([]);
    // Still the old password, and the right code still works after one wrong try.
    await caller.auth.changePassword(change(code));
  });

  it('checks the OTP format, the password rules and the confirmation', async () => {
    const shop = await seedMerchant(rt);
    const caller = shop.admin.caller;
    const cases: [ReturnType<typeof change>, Record<string, string>][] = [
      [change(''), { otp: 'OTP is required.' }],
      [change('12a456'), { otp: 'OTP must contain digits only.' }],
      [change('12345'), { otp: 'OTP must be exactly 6 digits.' }],
      [change('123456', { currentPassword: '' }), { currentPassword: 'Current password is required.' }],
      [change('123456', { newPassword: 'Changed 789', confirmPassword: 'Changed 789' }), { newPassword: 'Password must not contain spaces.' }],
      [change('123456', { confirmPassword: 'Changed#788' }), { confirmPassword: 'Passwords do not match.' }],
    ];
    for (const [input, fieldErrors] of cases) {
      const r = await rejection(caller.auth.changePassword(input));
      expect(r.fieldErrors, JSON.stringify(input)).toEqual(fieldErrors);
    }
  });

  it('changes the password: the new one works, other sessions end, this one goes on, and the code is spent', async () => {
    const shop = await seedMerchant(rt);
    const other = await signInToken(rt, shop.admin.username);
    await anonymous(rt).auth.forgotPassword({ username: shop.admin.username });
    const [resetMail] = await mailsTo(rt, shop.merchantId, `${shop.admin.username}@shop.test`);
    const resetToken = /\/reset\/(\S+)\/merchant-reset-password/.exec(resetMail!.text)![1]!;
    const request = testRequest();
    const caller = asToken(rt, shop.admin.token, request);
    const code = await requestCode(shop, caller);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => caller.auth.changePassword(change(code)));
    expectOneLog(logs, { action: 'Changed password', category: 'account' }, request);

    expect((await caller.auth.me()).id).toBe(shop.admin.id);
    expect((await rejection(asToken(rt, other).auth.me())).code).toBe('UNAUTHORIZED');
    expect((await rejection(anonymous(rt).auth.signIn({ username: shop.admin.username, password: PASSWORD }))).code).toBe('UNAUTHORIZED');
    await expect(signInToken(rt, shop.admin.username, NEW_PASSWORD)).resolves.toBeTruthy();

    const reuse = await rejection(caller.auth.changePassword(change(code, { currentPassword: NEW_PASSWORD, newPassword: 'Third#4567', confirmPassword: 'Third#4567' })));
    expect(reuse).toMatchObject({ message: AUTH_ERROR, fieldErrors: { otp: AUTH_ERROR } });
    // A reset link sent before the change no longer works.
    expect((await rejection(anonymous(rt).auth.checkResetToken({ token: resetToken }))).message).toBe('This password reset link is invalid or has expired.');
  });

  it('a new code replaces the earlier one', async () => {
    const shop = await seedMerchant(rt);
    const first = await requestCode(shop);
    const second = await requestCode(shop);
    if (first !== second) expect((await rejection(shop.admin.caller.auth.changePassword(change(first)))).message).toBe(AUTH_ERROR);
    await shop.admin.caller.auth.changePassword(change(second));
  });

  it('gives up on a code after 5 wrong tries', async () => {
    const shop = await seedMerchant(rt);
    const code = await requestCode(shop);
    for (let i = 0; i < 5; i++) await rejection(shop.admin.caller.auth.changePassword(change(otherCode(code))));
    expect((await rejection(shop.admin.caller.auth.changePassword(change(code)))).message).toBe(AUTH_ERROR);
  });

  it('expires the code after 10 minutes', async () => {
    const shop = await seedMerchant(rt);
    const code = await requestCode(shop);
    const later = asToken(rt, shop.admin.token, testRequest(), () => new Date(Date.now() + 11 * 60_000));
    expect((await rejection(later.auth.changePassword(change(code)))).message).toBe(AUTH_ERROR);
  });
});
