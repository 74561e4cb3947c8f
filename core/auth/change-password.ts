import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { changePasswordOtpMail } from '../mail/templates.ts';
import { audited } from '../user-logs/audited.ts';
import { forgetKnownDevices } from './known-devices.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { voidResetLinks } from './password-reset.ts';
import { LIMITS, clearAttempts, takeAttemptOrRefuse } from './rate-limit.ts';
import { AUTH_MESSAGES, type TChangePasswordInput } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';
import { sha256, sixDigitCode } from './tokens.ts';
import { msg } from '../shared/messages.ts';

export const OTP_VALID_MINUTES = 10;
const PURPOSE = 'change-password';

/** 'a***@example.com': enough to recognise the address, not enough to harvest it. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

const authError = (field?: string) => new AppError('AUTH.AUTHENTICATION_ERROR', AUTH_MESSAGES.authenticationError, 'invalid', field);

/** E-mails a 6-digit code to the signed-in user; the change needs it. */
export function requestChangePasswordOtp(ctx: Ctx): Promise<{ sentTo: string }> {
  return audited(ctx, { action: msg('log.account.changeCodeRequested'), category: 'account' }, async (tx) => {
    const key = { merchantId: tx.merchantId, id: tx.userId };
    const user = await tx.db.user.findUniqueOrThrow({ where: { merchantId_id: key }, select: { email: true, name: true } });
    const code = sixDigitCode();
    // A new code replaces any earlier one.
    await tx.db.emailOtp.updateMany({ where: { merchantId: tx.merchantId, userId: tx.userId, purpose: PURPOSE, usedAt: null }, data: { usedAt: tx.now() } });
    await tx.db.emailOtp.create({
      data: {
        merchantId: tx.merchantId,
        userId: tx.userId,
        purpose: PURPOSE,
        codeHash: sha256(code),
        expiresAt: new Date(tx.now().getTime() + OTP_VALID_MINUTES * 60_000),
      },
    });
    await queueMail(tx.db, tx.merchantId, changePasswordOtpMail(user.email, user.name, code, OTP_VALID_MINUTES));
    return { sentTo: maskEmail(user.email) };
  });
}

/**
 * Changes the signed-in user's password: the current password and the e-mailed code must both
 * be right ('Authentication error occurred.' otherwise). Other sessions of the user end, its
 * outstanding reset links stop working and its devices are no longer known.
 */
export async function changePassword(ctx: Ctx, input: TChangePasswordInput): Promise<void> {
  const key = { merchantId: ctx.merchantId, id: ctx.userId };
  const attemptsKey = `change-password:${ctx.merchantId}:${ctx.userId}`;
  // Wrong current passwords count like failed sign-ins, so the form cannot be used to guess.
  await takeAttemptOrRefuse(ctx.db, attemptsKey, LIMITS.changePasswordPerUser, ctx.now());
  const user = await ctx.db.user.findUniqueOrThrow({ where: { merchantId_id: key }, select: { passwordHash: true } });
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw authError('currentPassword');
  await clearAttempts(ctx.db, attemptsKey);

  const otp = await ctx.db.emailOtp.findFirst({
    where: { merchantId: ctx.merchantId, userId: ctx.userId, purpose: PURPOSE, usedAt: null, expiresAt: { gt: ctx.now() } },
    orderBy: { createdAt: 'desc' },
  });
  if (!otp || otp.attempts >= LIMITS.otpPerChallenge.max) throw authError('otp');
  if (otp.codeHash !== sha256(input.otp)) {
    await ctx.db.emailOtp.update({ where: { merchantId_id: { merchantId: otp.merchantId, id: otp.id } }, data: { attempts: { increment: 1 } } });
    throw authError('otp');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await audited(ctx, { action: msg('log.account.passwordChanged'), category: 'account' }, async (tx) => {
    const claimed = await tx.db.emailOtp.updateMany({ where: { merchantId: otp.merchantId, id: otp.id, usedAt: null }, data: { usedAt: tx.now() } });
    if (claimed.count !== 1) throw authError('otp');
    await tx.db.user.update({ where: { merchantId_id: key }, data: { passwordHash } });
    await revokeUserSessions(tx.db, tx.merchantId, tx.userId, tx.now(), tx.sessionId);
    await voidResetLinks(tx.db, tx.merchantId, tx.userId, tx.now());
    await forgetKnownDevices(tx.db, tx.merchantId, tx.userId);
  });
}
