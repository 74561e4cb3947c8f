import { describe, expect, it } from 'vitest';
import { LIMITS, takeAttempt } from '../../core/auth/rate-limit.ts';
import { totpCode } from '../../core/auth/totp.ts';
import { PASSWORD, anonymous, rejection, seedMerchant, testRequest, uniqueName, type Rejection } from '../helpers/fixtures.ts';
import { clock, enableTwoFactor, wrongCode } from '../helpers/two-factor.ts';
import { fileRuntime } from '../helpers/world.ts';

const INVALID = 'Invalid username or password.';
const WAIT = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
/** For the tests that judge dozens of passwords (about 0.1 s of scrypt each, longer on a busy machine). */
const MANY_PASSWORDS_MS = 180_000;
const waitOf = (minutes: number) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const rt = await fileRuntime();

type Caller = ReturnType<typeof anonymous>;
type SignInInput = Parameters<Caller['auth']['signIn']>[0];

/** Signs in and returns the session result, failing the test when the answer is anything else. */
async function session(caller: Caller, input: SignInInput) {
  const result = await caller.auth.signIn(input);
  if (result.kind !== 'session') throw new Error(`expected a session, got ${result.kind}`);
  return result;
}

/** How many answers said the password was judged wrong, and how many were refused unjudged. */
function tally(answers: Rejection[]) {
  const judged = answers.filter((a) => a.code === 'UNAUTHORIZED' && a.message === INVALID).length;
  const refused = answers.filter((a) => a.code === 'TOO_MANY_REQUESTS' && WAIT.test(a.message)).length;
  return { judged, refused, other: answers.length - judged - refused };
}

/** Five wrong passwords from strangers' addresses: the login ID now has to wait. */
async function makeWait(username: string, now?: () => Date): Promise<void> {
  for (let i = 0; i < LIMITS.signInPerLogin.max; i++) {
    expect((await rejection(anonymous(rt, testRequest(), now).auth.signIn({ username, password: 'Wrong#123' }))).message).toBe(INVALID);
  }
}

describe('attempt buckets', () => {
  it('give out exactly max slots to attempts taken at the same moment', async () => {
    const key = uniqueName('bucket:');
    const limit = { max: 5, windowMs: 60_000 };
    const now = new Date();
    const taken = await Promise.all(Array.from({ length: 50 }, () => takeAttempt(rt.database.client, key, limit, now)));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await rt.database.client.rateLimitBucket.findUnique({ where: { key } })).toMatchObject({ count: 5 });
    // The window ends: counting starts over.
    expect(await takeAttempt(rt.database.client, key, limit, new Date(now.getTime() + 60_000))).toBe(true);
    expect(await rt.database.client.rateLimitBucket.findUnique({ where: { key } })).toMatchObject({ count: 1 });
  });
});

describe('guesses sent at once', () => {
  it('judges at most 5 of 100 wrong passwords for one login ID from 4 addresses; the right one then waits too', async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const addresses = Array.from({ length: 4 }, () => testRequest());
    const burst = (count: number, password: (i: number) => string) =>
      Promise.all(Array.from({ length: count }, (_, i) => rejection(anonymous(rt, addresses[i % 4]).auth.signIn({ username, password: password(i) }))));

    expect(tally(await burst(100, (i) => `Wrong#${i}`))).toEqual({ judged: 5, refused: 95, other: 0 });
    const bucket = await rt.database.client.rateLimitBucket.findUnique({ where: { key: `signin:user:${username}` } });
    expect(bucket?.count).toBe(5);

    // The right password among a second burst, and after it from a fresh address, on a device that never signed in: refused unjudged.
    expect(tally(await burst(21, (i) => (i === 10 ? PASSWORD : `Again#${i}`)))).toEqual({ judged: 0, refused: 21, other: 0 });
    const after = await rejection(anonymous(rt).auth.signIn({ username, password: PASSWORD }));
    expect(after).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: waitOf(1) });
  });

  it('judges at most 30 of 40 attempts sent at once from one address', async () => {
    const request = testRequest();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => rejection(anonymous(rt, request).auth.signIn({ username: uniqueName('ghost'), password: 'Wrong#123' }))),
    );
    expect(tally(answers)).toEqual({ judged: LIMITS.signInPerIp.max, refused: 10, other: 0 });
  }, MANY_PASSWORDS_MS);
});

describe('progressive delay', () => {
  it('makes the login ID wait longer after each further failure, and lets the right password in once the wait is over', async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const at = clock();
    const signInAt = (seconds: number, password: string) => anonymous(rt, testRequest(), () => at(seconds)).auth.signIn({ username, password });
    await makeWait(username, () => at(0));
    expect(await rejection(signInAt(0, PASSWORD))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: waitOf(1) });
    expect((await rejection(signInAt(61, 'Wrong#123'))).message).toBe(INVALID);
    expect((await rejection(signInAt(61, PASSWORD))).message).toBe(waitOf(2));
    expect((await rejection(signInAt(61 + 121, 'Wrong#123'))).message).toBe(INVALID);
    expect((await rejection(signInAt(61 + 121, PASSWORD))).message).toBe(waitOf(4));
    expect((await signInAt(61 + 121 + 241, PASSWORD)).kind).toBe('session');
    // A success ends the run of failures.
    expect(await rt.database.client.rateLimitBucket.findUnique({ where: { key: `signin:user:${username}` } })).toBeNull();
  });

  it('does not count good sign-ins against the address: 31 in a row from one address all get in', async () => {
    const shop = await seedMerchant(rt);
    const request = testRequest();
    for (let i = 0; i <= LIMITS.signInPerIp.max; i++) {
      expect((await session(anonymous(rt, request), { username: shop.admin.username, password: PASSWORD })).user.id).toBe(shop.admin.id);
    }
  }, MANY_PASSWORDS_MS);
});

describe('known devices', () => {
  it('let the owner in from a device that signed in before while strangers make the login ID wait', async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const { deviceToken } = await session(anonymous(rt), { username, password: PASSWORD });
    await makeWait(username);
    expect((await rejection(anonymous(rt).auth.signIn({ username, password: PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');

    const owner = await session(anonymous(rt), { username, password: PASSWORD, deviceToken });
    expect(owner.user.id).toBe(shop.admin.id);
    expect(owner.deviceToken).toBe(deviceToken);
    // Strangers still wait.
    expect((await rejection(anonymous(rt).auth.signIn({ username, password: PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');

    // Another user's device, or a forged token, is not this user's known device.
    const other = await seedMerchant(rt);
    const { deviceToken: othersDevice } = await session(anonymous(rt), { username: other.admin.username, password: PASSWORD });
    const [m, id] = deviceToken.split('.');
    for (const token of [othersDevice, `${m}.${id}.forged`, 'garbage']) {
      expect((await rejection(anonymous(rt).auth.signIn({ username, password: PASSWORD, deviceToken: token }))).code, token).toBe('TOO_MANY_REQUESTS');
    }

    // Only the token's hash is stored.
    const rows = await rt.database.client.knownDevice.findMany({ where: { merchantId: shop.merchantId, userId: shop.admin.id } });
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(deviceToken.split('.')[2]);
  });

  it("have a delay of their own: guessing from a known device's token gets nowhere fast either", async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const { deviceToken } = await session(anonymous(rt), { username, password: PASSWORD });
    const fromDevice = (password: string) => anonymous(rt).auth.signIn({ username, password, deviceToken });
    for (let i = 0; i < LIMITS.signInPerLogin.max; i++) expect((await rejection(fromDevice('Wrong#123'))).message).toBe(INVALID);
    expect(await rejection(fromDevice(PASSWORD))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: waitOf(1) });
    // The device's failures are its own: the login ID does not wait.
    expect((await session(anonymous(rt), { username, password: PASSWORD })).user.id).toBe(shop.admin.id);
  });
});

describe('two-factor past the delay', () => {
  it('lets the right password with a current code in while the login ID waits, and refuses anything less', async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const at = clock();
    const secret = await enableTwoFactor(rt, shop, at(0));
    await makeWait(username, () => at(0));
    const signInAt = (input: Omit<SignInInput, 'username'>) => anonymous(rt, testRequest(), () => at(30)).auth.signIn({ username, ...input });
    const refused = { code: 'TOO_MANY_REQUESTS', message: waitOf(1) };

    expect(await rejection(signInAt({ password: PASSWORD }))).toMatchObject(refused);
    expect(await rejection(signInAt({ password: PASSWORD, otp: await wrongCode(secret, at(30)) }))).toMatchObject(refused);
    expect(await rejection(signInAt({ password: 'Wrong#123', otp: await totpCode(secret, at(30)) }))).toMatchObject(refused);

    const owner = await signInAt({ password: PASSWORD, otp: await totpCode(secret, at(30)) });
    expect(owner.kind).toBe('session');
    if (owner.kind === 'session') expect(owner.user.id).toBe(shop.admin.id);
    // The code is spent, and strangers still wait.
    expect(await rejection(signInAt({ password: PASSWORD, otp: await totpCode(secret, at(30)) }))).toMatchObject(refused);
  });

  it('gives a known password 5 codes at most while the login ID waits', async () => {
    const shop = await seedMerchant(rt);
    const username = shop.admin.username;
    const at = clock();
    const secret = await enableTwoFactor(rt, shop, at(0));
    await makeWait(username, () => at(0));
    const signInAt = (otp: string) => anonymous(rt, testRequest(), () => at(30)).auth.signIn({ username, password: PASSWORD, otp });
    for (let i = 0; i < LIMITS.secondFactorPerLogin.max; i++) expect((await rejection(signInAt(await wrongCode(secret, at(30))))).code).toBe('TOO_MANY_REQUESTS');
    expect((await rejection(signInAt(await totpCode(secret, at(30))))).code).toBe('TOO_MANY_REQUESTS');
  });
});
