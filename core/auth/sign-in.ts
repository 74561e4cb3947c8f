import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { unseal } from '../platform/secret-box.ts';
import { writeLog } from '../user-logs/audited.ts';
import { accessProblem, findUserForIdentity, type UserForIdentity } from './identity.ts';
import { DUMMY_HASH, verifyPassword } from './password-hash.ts';
import { LIMITS, assertWithinLimit, clearAttempts, countAttempt } from './rate-limit.ts';
import { AUTH_MESSAGES, type TSignInInput, type TSignInResult, type TVerifyOtpInput } from './schema.ts';
import { createSession, userContext } from './sessions.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';
import { checkTotp } from './totp.ts';

/** How long the two-factor step may take after a correct password. */
const CHALLENGE_MS = 5 * 60_000;

const invalidCredentials = () => new AppError('AUTH.INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials, 'unauthenticated');

/** Finds a user by login ID (case-insensitive), with what sign-in checks. */
async function findByLogin(base: BaseCtx, username: string) {
  const login = await base.db.loginName.findUnique({ where: { username: username.toLowerCase() } });
  if (!login) return null;
  const [user, secrets] = await Promise.all([
    findUserForIdentity(base.db, login.merchantId, login.userId),
    base.db.user.findUnique({
      where: { merchantId_id: { merchantId: login.merchantId, id: login.userId } },
      select: { passwordHash: true, twoFactorEnabled: true, twoFactorSecret: true },
    }),
  ]);
  return user && secrets ? { user, secrets } : null;
}

async function startSession(base: BaseCtx, user: UserForIdentity, timeZone?: string): Promise<TSignInResult> {
  return withTransaction(base, async (tx) => {
    const token = await createSession(tx, user, timeZone);
    const sessionId = parseToken(token)!.id;
    const signedIn = userContext(tx, user, sessionId);
    await writeLog(signedIn.ctx, { action: 'Signed in', category: 'account' });
    return { kind: 'session' as const, token, user: signedIn.user };
  });
}

/**
 * Step one of sign-in. Rate limited per login ID (failed attempts) and per IP (all attempts).
 * With two-factor on, the answer is a short-lived challenge for the OTP step instead of a session.
 */
export async function signIn(base: BaseCtx, input: TSignInInput): Promise<TSignInResult> {
  const now = base.now();
  const userKey = `signin:user:${input.username.toLowerCase()}`;
  const ipKey = `signin:ip:${base.request.ip}`;
  await assertWithinLimit(base.db, ipKey, LIMITS.signInPerIp, now);
  await assertWithinLimit(base.db, userKey, LIMITS.signInPerUser, now);
  await countAttempt(base.db, ipKey, LIMITS.signInPerIp, now);

  const found = await findByLogin(base, input.username);
  // Compare against a dummy hash when the user is unknown, so timing does not tell.
  const passwordOk = await verifyPassword(input.password, found?.secrets.passwordHash ?? DUMMY_HASH);
  if (!found || !passwordOk) {
    await countAttempt(base.db, userKey, LIMITS.signInPerUser, now);
    throw invalidCredentials();
  }
  const problem = accessProblem(found.user, now);
  if (problem) throw new AppError('AUTH.ACCOUNT_UNAVAILABLE', problem, 'forbidden');
  await clearAttempts(base.db, userKey);

  if (found.secrets.twoFactorEnabled && found.secrets.twoFactorSecret) {
    const secret = newSecret();
    const challenge = await base.db.loginChallenge.create({
      data: {
        merchantId: found.user.merchantId,
        userId: found.user.id,
        secretHash: sha256(secret),
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        timeZone: input.timeZone ?? '',
      },
      select: { id: true },
    });
    return { kind: 'otp', challenge: composeToken({ merchantId: found.user.merchantId, id: challenge.id, secret }) };
  }
  return startSession(base, found.user, input.timeZone);
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
  const step = await checkTotp(unseal(stored.twoFactorSecret, base.env.secretKey), input.otp, now, stored.twoFactorLastStep);
  if (step === null) {
    await base.db.loginChallenge.update({ where: { merchantId_id: key }, data: { attempts: { increment: 1 } } });
    throw new AppError('AUTH.OTP_INVALID', AUTH_MESSAGES.otpInvalid, 'invalid', 'otp');
  }
  // Claim the challenge exactly once, even if the same code is sent twice at the same moment.
  const claimed = await base.db.loginChallenge.updateMany({ where: { ...key, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw expired();
  await base.db.user.update({ where: { merchantId_id: userKey }, data: { twoFactorLastStep: step } });
  const user = await findUserForIdentity(base.db, challenge.merchantId, challenge.userId);
  const problem = user && accessProblem(user, now);
  if (!user || problem) throw new AppError('AUTH.ACCOUNT_UNAVAILABLE', problem || AUTH_MESSAGES.accountNotValid, 'forbidden');
  return startSession(base, user, challenge.timeZone || undefined);
}
