import { z } from 'zod';
import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { writeLog } from '../user-logs/audited.ts';
import { accessProblem, findUserForIdentity } from './identity.ts';
import { hashPassword } from './password-hash.ts';
import { LIMITS, assertWithinLimit, countAttempt } from './rate-limit.ts';
import { AUTH_MESSAGES, type TForgotPasswordInput, type TResetPasswordInput } from './schema.ts';
import { revokeUserSessions, userContext } from './sessions.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';

export const RESET_VALID_MINUTES = 60;

export const ZForgotPasswordResult = z.object({ sentTo: z.string() });
export const ZResetTokenStatus = z.object({ username: z.string() });

/** 'a***@example.com': enough to recognise the address, not enough to harvest it. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** Sends a reset link by e-mail; 'Sorry, this account is not valid.' for an unknown or unusable account. */
export async function requestPasswordReset(base: BaseCtx, input: TForgotPasswordInput): Promise<{ sentTo: string }> {
  const now = base.now();
  const ipKey = `reset:ip:${base.request.ip}`;
  await assertWithinLimit(base.db, ipKey, LIMITS.resetPerIp, now);
  await countAttempt(base.db, ipKey, LIMITS.resetPerIp, now);
  const login = await base.db.loginName.findUnique({ where: { username: input.username.toLowerCase() } });
  const user = login && (await findUserForIdentity(base.db, login.merchantId, login.userId));
  if (!user || accessProblem(user, now)) throw new AppError('AUTH.ACCOUNT_NOT_VALID', AUTH_MESSAGES.accountNotValid, 'not_found', 'username');

  return withTransaction(base, async (tx) => {
    const secret = newSecret();
    const reset = await tx.db.passwordReset.create({
      data: {
        merchantId: user.merchantId,
        userId: user.id,
        secretHash: sha256(secret),
        expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
      },
      select: { id: true },
    });
    const token = composeToken({ merchantId: user.merchantId, id: reset.id, secret });
    const link = `${base.env.publicUrl}/reset/${token}/merchant-reset-password`;
    await queueMail(tx.db, user.merchantId, passwordResetMail(user.email, user.name, link, RESET_VALID_MINUTES));
    await writeLog(userContext(tx, user, '').ctx, { action: 'Requested a password reset link', category: 'account' });
    return { sentTo: maskEmail(user.email) };
  });
}

async function findUsableReset(base: BaseCtx, token: string) {
  const parts = parseToken(token);
  const invalid = () => new AppError('AUTH.RESET_LINK_INVALID', AUTH_MESSAGES.resetLinkInvalid, 'not_found');
  if (!parts) throw invalid();
  const reset = await base.db.passwordReset.findUnique({ where: { merchantId_id: { merchantId: parts.merchantId, id: parts.id } } });
  if (!reset || reset.usedAt || reset.expiresAt <= base.now() || !secretMatches(parts.secret, reset.secretHash)) throw invalid();
  const user = await findUserForIdentity(base.db, reset.merchantId, reset.userId);
  if (!user || accessProblem(user, base.now())) throw invalid();
  return { reset, user };
}

/** Whether a reset link still works, and for whom (the reset screen shows the login ID). */
export async function checkResetToken(base: BaseCtx, token: string): Promise<{ username: string }> {
  const { user } = await findUsableReset(base, token);
  return { username: user.username };
}

/** Sets the new password, uses up the link, and ends every session of the account. */
export async function resetPassword(base: BaseCtx, input: TResetPasswordInput): Promise<void> {
  const { reset, user } = await findUsableReset(base, input.token);
  const passwordHash = await hashPassword(input.password);
  await withTransaction(base, async (tx) => {
    const now = tx.now();
    const claimed = await tx.db.passwordReset.updateMany({
      where: { merchantId: reset.merchantId, id: reset.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw new AppError('AUTH.RESET_LINK_INVALID', AUTH_MESSAGES.resetLinkInvalid, 'not_found');
    await tx.db.user.update({ where: { merchantId_id: { merchantId: user.merchantId, id: user.id } }, data: { passwordHash } });
    await revokeUserSessions(tx.db, user.merchantId, user.id, now);
    await writeLog(userContext(tx, user, '').ctx, { action: 'Reset password by e-mailed link', category: 'account' });
  });
}
