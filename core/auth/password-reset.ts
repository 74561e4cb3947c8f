import { z } from 'zod';
import type { DbClient } from '../db/database.ts';
import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { writeLog } from '../user-logs/audited.ts';
import { accessProblem, findUserForIdentity } from './identity.ts';
import { forgetKnownDevices } from './known-devices.ts';
import { hashPassword } from './password-hash.ts';
import { LIMITS, takeAttemptOrRefuse } from './rate-limit.ts';
import { AUTH_MESSAGES, RESET_VALID_MINUTES, type TForgotPasswordInput, type TForgotPasswordResult, type TResetPasswordInput } from './schema.ts';
import { revokeUserSessions, userContext } from './sessions.ts';
import { composeToken, newSecret, parseToken, secretMatches, sha256 } from './tokens.ts';
import { msg } from '../shared/messages.ts';
import { lockRow } from '../db/row-lock.ts';

export const ZResetTokenStatus = z.object({ username: z.string() });

/** Ends every link of the user that is still outstanding: only the newest link ever works, and none after a reset. */
export async function voidResetLinks(db: DbClient, merchantId: string, userId: string, now: Date): Promise<void> {
  await db.passwordReset.updateMany({ where: { merchantId, userId, usedAt: null }, data: { usedAt: now } });
}

/**
 * Sends a reset link by e-mail when the login ID belongs to an active account. The answer is the
 * same whether or not it does, so the form cannot be used to find out which accounts exist.
 */
export async function requestPasswordReset(base: BaseCtx, input: TForgotPasswordInput): Promise<TForgotPasswordResult> {
  const now = base.now();
  await takeAttemptOrRefuse(base.db, `reset:ip:${base.request.ip}`, LIMITS.resetPerIp, now);
  const login = await base.db.loginName.findUnique({ where: { username: input.username.toLowerCase() } });
  const user = login && (await findUserForIdentity(base.db, login.merchantId, login.userId));
  if (user && !accessProblem(user, now)) {
    await withTransaction(base, async (tx) => {
      // A new link replaces every earlier one. Writing the user's row first makes two requests
      // at once take turns, so the second sees, and ends, the first one's link.
      await lockRow(tx.db, 'User', user.merchantId, user.id);
      await voidResetLinks(tx.db, user.merchantId, user.id, now);
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
      await writeLog(userContext(tx, user, '').ctx, { action: msg('log.account.resetLinkRequested'), category: 'account' });
    });
  }
  return { message: AUTH_MESSAGES.resetLinkSent };
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

/**
 * Sets the new password, uses up the link and every other outstanding one, ends every session
 * of the account and forgets its known devices.
 */
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
    await voidResetLinks(tx.db, user.merchantId, user.id, now);
    await tx.db.user.update({ where: { merchantId_id: { merchantId: user.merchantId, id: user.id } }, data: { passwordHash } });
    await revokeUserSessions(tx.db, user.merchantId, user.id, now);
    await forgetKnownDevices(tx.db, user.merchantId, user.id);
    await writeLog(userContext(tx, user, '').ctx, { action: msg('log.account.passwordReset'), category: 'account' });
  });
}
