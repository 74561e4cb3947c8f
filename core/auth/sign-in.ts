import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { unseal } from '../platform/secret-box.ts';
import { writeLog } from '../user-logs/audited.ts';
import { accessProblem, findUserForIdentity, type UserForIdentity } from './identity.ts';
import { findKnownDevice, isDeviceOf, rememberDevice } from './known-devices.ts';
import { DUMMY_HASH, verifyPassword } from './password-hash.ts';
import { LIMITS, clearAttempts, returnAttempt, takeAttempt, takeAttemptOrRefuse, tooManyAttempts } from './rate-limit.ts';
import { AUTH_MESSAGES, type TSignInInput, type TSignInResult, type TVerifyOtpInput } from './schema.ts';
import { createSession, userContext } from './sessions.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';
import { checkTotp } from './totp.ts';
import { msg } from '../shared/messages.ts';

/** How long the two-factor step may take after a correct password. */
const CHALLENGE_MS = 5 * 60_000;

const invalidCredentials = () => new AppError('AUTH.INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials, 'unauthenticated');
const invalidOtp = () => new AppError('AUTH.OTP_INVALID', AUTH_MESSAGES.otpInvalid, 'invalid', 'otp');
const unavailable = (problem: string) => new AppError('AUTH.ACCOUNT_UNAVAILABLE', problem, 'forbidden');

/** The attempt buckets of sign-in (core/auth/rate-limit.ts). */
const buckets = {
  login: (login: string) => `signin:user:${login}`,
  device: (deviceId: string) => `signin:device:${deviceId}`,
  address: (ip: string) => `signin:ip:${ip}`,
  secondFactor: (login: string) => `signin:otp:${login}`,
};

type Found = NonNullable<Awaited<ReturnType<typeof findByLogin>>>;

/** Finds a user by login ID (lower case), with what sign-in checks. */
async function findByLogin(base: BaseCtx, login: string) {
  const name = await base.db.loginName.findUnique({ where: { username: login } });
  if (!name) return null;
  const [user, secrets] = await Promise.all([
    findUserForIdentity(base.db, name.merchantId, name.userId),
    base.db.user.findUnique({
      where: { merchantId_id: { merchantId: name.merchantId, id: name.userId } },
      select: { passwordHash: true, twoFactorEnabled: true, twoFactorSecret: true, twoFactorLastStep: true },
    }),
  ]);
  return user && secrets ? { user, secrets } : null;
}

/**
 * Accepts a two-factor code of the user at most once: its time step is claimed in one
 * conditional update, so the same code sent twice at the same moment is accepted once.
 */
async function acceptCode(base: BaseCtx, user: { merchantId: string; id: string }, sealedSecret: string, lastStep: number | null, otp: string, now: Date): Promise<boolean> {
  const step = await checkTotp(unseal(sealedSecret, base.env.secretKey), otp, now, lastStep);
  if (step === null) return false;
  const claimed = await base.db.user.updateMany({
    where: { merchantId: user.merchantId, id: user.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
    data: { twoFactorLastStep: step },
  });
  return claimed.count === 1;
}

/** Starts a session as every way of signing in does: the session, the known device and the 'Signed in' entry, in one transaction. */
export async function startSession(base: BaseCtx, user: UserForIdentity, device: { timeZone?: string | undefined; deviceToken?: string | undefined }): Promise<TSignInResult> {
  return withTransaction(base, async (tx) => {
    const token = await createSession(tx, user, device.timeZone);
    const deviceToken = await rememberDevice(tx.db, user, device.deviceToken, tx.now());
    const sessionId = parseToken(token)!.id;
    const signedIn = userContext(tx, user, sessionId);
    await writeLog(signedIn.ctx, { action: msg('log.account.signedIn'), category: 'account' });
    return { kind: 'session' as const, token, user: signedIn.user, deviceToken };
  });
}

async function challengeFor(base: BaseCtx, found: Found, input: TSignInInput, throttleKey: string, now: Date): Promise<TSignInResult> {
  const secret = newSecret();
  const challenge = await base.db.loginChallenge.create({
    data: {
      merchantId: found.user.merchantId,
      userId: found.user.id,
      secretHash: sha256(secret),
      expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      timeZone: input.timeZone ?? '',
      throttleKey,
    },
    select: { id: true },
  });
  return { kind: 'otp', challenge: composeToken({ merchantId: found.user.merchantId, id: challenge.id, secret }) };
}

/**
 * Step one of sign-in. Each attempt takes a slot before its password is judged: one in its
 * address's bucket (failures per IP) and one in its login ID's (a progressive delay), so
 * guesses sent at once cannot outrun the count. A success gives the slots back. A known device
 * (one that signed in before and sends its device token) uses a bucket of its own instead of
 * both, so failures caused by strangers never keep the owner out. With two-factor on, the
 * answer is a short-lived challenge for the code, unless the code came with the password.
 */
export async function signIn(base: BaseCtx, input: TSignInInput): Promise<TSignInResult> {
  const now = base.now();
  const login = input.username.toLowerCase();
  const [found, device] = await Promise.all([findByLogin(base, login), findKnownDevice(base.db, input.deviceToken, now)]);
  const known = found && isDeviceOf(device, found.user) ? device : null;
  const attempts = known ? buckets.device(known.id) : buckets.login(login);
  const address = buckets.address(base.request.ip);
  if (!known) await takeAttemptOrRefuse(base.db, address, LIMITS.signInPerIp, now);
  if (!(await takeAttempt(base.db, attempts, LIMITS.signInPerLogin, now))) {
    if (!known && input.otp) return signInPastDelay(base, { ...input, otp: input.otp }, found, now);
    throw await tooManyAttempts(base.db, attempts, LIMITS.signInPerLogin, now);
  }

  // Compare against a dummy hash when the user is unknown, so timing does not tell.
  const passwordOk = await verifyPassword(input.password, found?.secrets.passwordHash ?? DUMMY_HASH);
  // A failure keeps the slots it took: they are the count.
  if (!found || !passwordOk) throw invalidCredentials();
  if (!known) await returnAttempt(base.db, address);
  const problem = accessProblem(found.user, now);
  if (problem) {
    await clearAttempts(base.db, attempts);
    throw unavailable(problem);
  }

  const { twoFactorEnabled, twoFactorSecret, twoFactorLastStep } = found.secrets;
  if (twoFactorEnabled && twoFactorSecret) {
    // Until the code is accepted the slot stays taken: a password alone cannot ask for codes without end.
    if (!input.otp) return challengeFor(base, found, input, attempts, now);
    if (!(await acceptCode(base, found.user, twoFactorSecret, twoFactorLastStep, input.otp, now))) throw invalidOtp();
  }
  await clearAttempts(base.db, attempts);
  return startSession(base, found.user, input);
}

/**
 * The login ID has to wait, but its owner still gets in with the password and a current
 * two-factor code. Every refusal reads as the delay's own, so this tells a stranger nothing
 * about the password. The login ID's delay stays as it was.
 */
async function signInPastDelay(base: BaseCtx, input: TSignInInput & { otp: string }, found: Found | null, now: Date): Promise<TSignInResult> {
  const login = input.username.toLowerCase();
  const refuse = () => tooManyAttempts(base.db, buckets.login(login), LIMITS.signInPerLogin, now);
  const passwordOk = await verifyPassword(input.password, found?.secrets.passwordHash ?? DUMMY_HASH);
  const secret = found?.secrets.twoFactorEnabled ? found.secrets.twoFactorSecret : null;
  if (!found || !passwordOk || !secret) throw await refuse();
  // Only a correct password spends these tries, so strangers cannot use up the owner's.
  const codes = buckets.secondFactor(login);
  if (!(await takeAttempt(base.db, codes, LIMITS.secondFactorPerLogin, now))) throw await refuse();
  if (!(await acceptCode(base, found.user, secret, found.secrets.twoFactorLastStep, input.otp, now))) throw await refuse();
  await clearAttempts(base.db, codes);
  await returnAttempt(base.db, buckets.address(base.request.ip));
  const problem = accessProblem(found.user, now);
  if (problem) throw unavailable(problem);
  return startSession(base, found.user, input);
}

/** Step two for users with two-factor on: the 6-digit code from their authenticator app. */
export async function verifySignInOtp(base: BaseCtx, input: TVerifyOtpInput): Promise<TSignInResult> {
  const now = base.now();
  const expired = () => new AppError('AUTH.CHALLENGE_EXPIRED', AUTH_MESSAGES.challengeExpired, 'unauthenticated');
  const parts = parseToken(input.challenge);
  if (!parts) throw expired();
  const key = { merchantId: parts.merchantId, id: parts.id };
  const challenge = await base.db.loginChallenge.findUnique({ where: { merchantId_id: key } });
  if (!challenge || challenge.usedAt || challenge.expiresAt <= now || challenge.attempts >= LIMITS.otpPerChallenge.max) throw expired();
  if (!secretMatches(parts.secret, challenge.secretHash)) throw expired();

  const userKey = { merchantId: challenge.merchantId, id: challenge.userId };
  const stored = await base.db.user.findUnique({
    where: { merchantId_id: userKey },
    select: { twoFactorSecret: true, twoFactorEnabled: true, twoFactorLastStep: true },
  });
  if (!stored?.twoFactorEnabled || !stored.twoFactorSecret) throw expired();
  if (!(await acceptCode(base, userKey, stored.twoFactorSecret, stored.twoFactorLastStep, input.otp, now))) {
    await base.db.loginChallenge.update({ where: { merchantId_id: key }, data: { attempts: { increment: 1 } } });
    throw invalidOtp();
  }
  // Claim the challenge exactly once, even if two codes are sent for it at the same moment.
  const claimed = await base.db.loginChallenge.updateMany({ where: { ...key, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw expired();
  if (challenge.throttleKey) await clearAttempts(base.db, challenge.throttleKey);
  const user = await findUserForIdentity(base.db, challenge.merchantId, challenge.userId);
  const problem = user && accessProblem(user, now);
  if (!user || problem) throw unavailable(problem || AUTH_MESSAGES.accountNotValid);
  return startSession(base, user, { timeZone: challenge.timeZone || undefined, deviceToken: input.deviceToken });
}
