import { describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp.ts';
import { PASSWORD, anonymous, asToken, expectOneLog, logsDuring, rejection, seedMerchant, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { clock, enableTwoFactor, wrongCode } from '../helpers/two-factor.ts';
import { fileRuntime } from '../helpers/world.ts';

const INVALID_OTP = 'Invalid OTP. Please try again.';
const EXPIRED = 'Your sign-in has expired. Please sign in again.';

const rt = await fileRuntime();

const enable = (shop: SeededMerchant, instant: Date) => enableTwoFactor(rt, shop, instant);

async function challengeAt(shop: SeededMerchant, instant: Date): Promise<string> {
  const result = await anonymous(rt, testRequest(), () => instant).auth.signIn({ username: shop.admin.username, password: PASSWORD });
  expect(result.kind).toBe('otp');
  return result.kind === 'otp' ? result.challenge : '';
}

describe('setting up two-factor', () => {
  it('gives a base32 secret, an otpauth URI and a PNG barcode, and keeps the secret sealed', async () => {
    const shop = await seedMerchant(rt);
    const request = testRequest();
    const { result: setup, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => asToken(rt, shop.admin.token, request).twoFactor.setUp());
    expectOneLog(logs, { action: 'Started two-factor authentication set-up', category: 'account' }, request);
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Merchant System');
    expect(decodeURIComponent(uri.pathname)).toContain(shop.admin.username);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(setup.qrDataUrl.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    expect(await shop.admin.caller.twoFactor.status()).toEqual({ enabled: false, settingUp: true });
    const row = await rt.database.client.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.admin.id } } });
    expect(row.twoFactorSecret).toMatch(/^v1\./);
    expect(row.twoFactorSecret).not.toContain(setup.secret);
    expect(row.twoFactorSecret!.toLowerCase()).not.toContain(setup.secret.toLowerCase());
  });

  it("refuses a wrong code: 'Invalid OTP. Please try again.'", async () => {
    const shop = await seedMerchant(rt);
    expect(await rejection(shop.admin.caller.twoFactor.enable({ otp: '123456' }))).toMatchObject({ message: 'Set up two-factor authentication first.' });
    const { secret } = await shop.admin.caller.twoFactor.setUp();
    const now = new Date();
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      const r = await rejection(asToken(rt, shop.admin.token, testRequest(), () => now).twoFactor.enable({ otp: await wrongCode(secret, now) }));
      expect(r).toMatchObject({ code: 'BAD_REQUEST', message: INVALID_OTP, fieldErrors: { otp: INVALID_OTP } });
      expect((await rejection(shop.admin.caller.twoFactor.enable({ otp: '12a456' }))).message).toBe('OTP must contain digits only.');
    });
    expect(logs).toEqual([]);
    expect(await shop.admin.caller.twoFactor.status()).toEqual({ enabled: false, settingUp: true });
  });

  it('turns on with the right code, with one log entry', async () => {
    const shop = await seedMerchant(rt);
    const { secret } = await shop.admin.caller.twoFactor.setUp();
    const now = new Date();
    const request = testRequest();
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () =>
      asToken(rt, shop.admin.token, request, () => now).twoFactor.enable({ otp: await totpCode(secret, now) }),
    );
    expectOneLog(logs, { action: 'Enabled two-factor authentication', category: 'account' }, request);
    expect(await shop.admin.caller.twoFactor.status()).toEqual({ enabled: true, settingUp: false });
    expect((await shop.admin.caller.auth.me()).twoFactorEnabled).toBe(true);
    expect((await rejection(shop.admin.caller.twoFactor.setUp())).message).toBe(
      'Two-factor authentication is already enabled. Reset it to set it up with a new key.',
    );
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code, checks its format, and opens a session with the right one', async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(0));
    const challenge = await challengeAt(shop, at(60));
    const verify = (otp: string) => anonymous(rt, testRequest(), () => at(60)).auth.verifyOtp({ challenge, otp });

    expect((await rejection(verify(''))).fieldErrors).toEqual({ otp: 'OTP is required.' });
    expect((await rejection(verify('abc123'))).fieldErrors).toEqual({ otp: 'OTP must contain digits only.' });
    expect((await rejection(verify('12345'))).fieldErrors).toEqual({ otp: 'OTP must be exactly 6 digits.' });
    expect(await rejection(verify(await wrongCode(secret, at(60))))).toMatchObject({ code: 'BAD_REQUEST', message: INVALID_OTP });

    const result = await verify(await totpCode(secret, at(60)));
    expect(result.kind).toBe('session');
    if (result.kind !== 'session') return;
    expect(result.user.id).toBe(shop.admin.id);
    expect((await asToken(rt, result.token).auth.me()).twoFactorEnabled).toBe(true);
    // The challenge is spent.
    expect((await rejection(verify(await totpCode(secret, at(90))))).message).toBe(EXPIRED);
  });

  it('never accepts the same code twice', async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(0));
    const verifyAt = async (seconds: number, otp: string) =>
      anonymous(rt, testRequest(), () => at(seconds)).auth.verifyOtp({ challenge: await challengeAt(shop, at(seconds)), otp });

    // The code that turned two-factor on is spent.
    expect((await rejection(verifyAt(0, await totpCode(secret, at(0))))).message).toBe(INVALID_OTP);
    const code = await totpCode(secret, at(60));
    expect((await verifyAt(60, code)).kind).toBe('session');
    expect((await rejection(verifyAt(60, code))).message).toBe(INVALID_OTP);
    expect((await verifyAt(90, await totpCode(secret, at(90)))).kind).toBe('session');
  });

  it("answers 'Invalid OTP' when this server's clock lags behind the last accepted code", async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(120));
    // Another server, two minutes behind, sees a code of its own time.
    const r = await rejection(anonymous(rt, testRequest(), () => at(0)).auth.verifyOtp({ challenge: await challengeAt(shop, at(0)), otp: await totpCode(secret, at(0)) }));
    expect(r).toMatchObject({ code: 'BAD_REQUEST', message: INVALID_OTP });
  });

  it('expires the challenge after 5 wrong codes, after 5 minutes, or when forged', async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(0));
    const challenge = await challengeAt(shop, at(60));
    const bad = await wrongCode(secret, at(60));
    for (let i = 0; i < 5; i++) {
      expect((await rejection(anonymous(rt, testRequest(), () => at(60)).auth.verifyOtp({ challenge, otp: bad }))).message).toBe(INVALID_OTP);
    }
    const locked = await rejection(anonymous(rt, testRequest(), () => at(60)).auth.verifyOtp({ challenge, otp: await totpCode(secret, at(60)) }));
    expect(locked).toMatchObject({ code: 'UNAUTHORIZED', message: EXPIRED });

    const slow = await challengeAt(shop, at(120));
    const late = at(120 + 5 * 60 + 1);
    expect((await rejection(anonymous(rt, testRequest(), () => late).auth.verifyOtp({ challenge: slow, otp: await totpCode(secret, late) }))).message).toBe(EXPIRED);

    const [m, id] = slow.split('.');
    expect((await rejection(anonymous(rt).auth.verifyOtp({ challenge: `${m}.${id}.forged`, otp: '123456' }))).message).toBe(EXPIRED);
  });
});

describe('turning two-factor off', () => {
  it('disables with a current code; sign-in then needs the password only', async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(0));
    const request = testRequest();
    const later = asToken(rt, shop.admin.token, request, () => at(60));
    const wrong = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      expect((await rejection(later.twoFactor.disable({ otp: await wrongCode(secret, at(60)) }))).message).toBe(INVALID_OTP);
    });
    expect(wrong.logs).toEqual([]);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => later.twoFactor.disable({ otp: await totpCode(secret, at(60)) }));
    expectOneLog(logs, { action: 'Disabled two-factor authentication', category: 'account' }, request);
    expect(await shop.admin.caller.twoFactor.status()).toEqual({ enabled: false, settingUp: false });
    expect((await anonymous(rt).auth.signIn({ username: shop.admin.username, password: PASSWORD })).kind).toBe('session');
    expect((await rejection(later.twoFactor.disable({ otp: '123456' }))).message).toBe('Two-factor authentication is not enabled.');
  });

  it("resets with the password ('Authentication error occurred.' otherwise) to a new key, off until confirmed", async () => {
    const shop = await seedMerchant(rt);
    const at = clock();
    const secret = await enable(shop, at(0));
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      const r = await rejection(shop.admin.caller.twoFactor.reset({ password: 'Wrong#123' }));
      expect(r).toMatchObject({ code: 'BAD_REQUEST', message: 'Authentication error occurred.', fieldErrors: { password: 'Authentication error occurred.' } });
    });
    expect(logs).toEqual([]);
    expect((await shop.admin.caller.twoFactor.status()).enabled).toBe(true);

    const request = testRequest();
    const reset = await logsDuring(rt, shop.merchantId, shop.admin.id, () => asToken(rt, shop.admin.token, request).twoFactor.reset({ password: PASSWORD }));
    expectOneLog(reset.logs, { action: 'Reset two-factor authentication', category: 'account' }, request);
    const fresh = reset.result;
    expect(fresh.secret).not.toBe(secret);
    expect(await shop.admin.caller.twoFactor.status()).toEqual({ enabled: false, settingUp: true });
    expect((await anonymous(rt).auth.signIn({ username: shop.admin.username, password: PASSWORD })).kind).toBe('session');
    // The old key no longer turns it on; the new one does.
    const on = asToken(rt, shop.admin.token, testRequest(), () => at(60));
    expect((await rejection(on.twoFactor.enable({ otp: await wrongCode(fresh.secret, at(60)) }))).message).toBe(INVALID_OTP);
    await on.twoFactor.enable({ otp: await totpCode(fresh.secret, at(60)) });
    expect((await shop.admin.caller.twoFactor.status()).enabled).toBe(true);
  });
});
