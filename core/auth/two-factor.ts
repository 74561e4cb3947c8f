import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { seal, unseal } from '../platform/secret-box.ts';
import { audited } from '../user-logs/audited.ts';
import { verifyPassword } from './password-hash.ts';
import { AUTH_MESSAGES, type TTwoFactorSetup } from './schema.ts';
import { checkTotp, newTotpSecret, totpSetup } from './totp.ts';
import { msg } from '../shared/messages.ts';

export const TWO_FACTOR_MESSAGES = {
  alreadyEnabled: msg('twoFactor.alreadyEnabled'),
  notSetUp: msg('twoFactor.notSetUp'),
  notEnabled: msg('twoFactor.notEnabled'),
} as const;

const userKey = (ctx: Ctx) => ({ merchantId_id: { merchantId: ctx.merchantId, id: ctx.userId } });

async function stored(ctx: Ctx) {
  return ctx.db.user.findUniqueOrThrow({
    where: userKey(ctx),
    select: { username: true, twoFactorEnabled: true, twoFactorSecret: true, twoFactorLastStep: true, passwordHash: true },
  });
}

export async function twoFactorStatus(ctx: Ctx): Promise<{ enabled: boolean; settingUp: boolean }> {
  const user = await stored(ctx);
  return { enabled: user.twoFactorEnabled, settingUp: !user.twoFactorEnabled && !!user.twoFactorSecret };
}

async function issueKey(tx: Ctx, username: string): Promise<TTwoFactorSetup> {
  const secret = newTotpSecret();
  await tx.db.user.update({
    where: userKey(tx),
    data: { twoFactorSecret: seal(secret, tx.env.secretKey), twoFactorEnabled: false, twoFactorLastStep: null },
  });
  return totpSetup(secret, username);
}

/** A new secret key and its QR barcode; two-factor is on only once a code from it is confirmed. */
export function setUpTwoFactor(ctx: Ctx): Promise<TTwoFactorSetup> {
  return audited(ctx, { action: msg('log.account.twoFactorStarted'), category: 'account' }, async (tx) => {
    const user = await stored(tx);
    if (user.twoFactorEnabled) throw new AppError('TWO_FACTOR.ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled, 'conflict');
    return issueKey(tx, user.username);
  });
}

async function acceptCode(tx: Ctx, secretSealed: string, otp: string, lastStep: number | null): Promise<number> {
  const step = await checkTotp(unseal(secretSealed, tx.env.secretKey), otp, tx.now(), lastStep);
  if (step === null) throw new AppError('AUTH.OTP_INVALID', AUTH_MESSAGES.otpInvalid, 'invalid', 'otp');
  return step;
}

/** Turns two-factor on with a code from the key just set up. */
export function enableTwoFactor(ctx: Ctx, otp: string): Promise<void> {
  return audited(ctx, { action: msg('log.account.twoFactorEnabled'), category: 'account' }, async (tx) => {
    const user = await stored(tx);
    if (user.twoFactorEnabled) throw new AppError('TWO_FACTOR.ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled, 'conflict');
    if (!user.twoFactorSecret) throw new AppError('TWO_FACTOR.NOT_SET_UP', TWO_FACTOR_MESSAGES.notSetUp, 'invalid');
    const step = await acceptCode(tx, user.twoFactorSecret, otp, user.twoFactorLastStep);
    await tx.db.user.update({ where: userKey(tx), data: { twoFactorEnabled: true, twoFactorLastStep: step } });
  });
}

/** Turns two-factor off; a current code proves the device is at hand. */
export function disableTwoFactor(ctx: Ctx, otp: string): Promise<void> {
  return audited(ctx, { action: msg('log.account.twoFactorDisabled'), category: 'account' }, async (tx) => {
    const user = await stored(tx);
    if (!user.twoFactorEnabled || !user.twoFactorSecret) throw new AppError('TWO_FACTOR.NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled, 'invalid');
    await acceptCode(tx, user.twoFactorSecret, otp, user.twoFactorLastStep);
    await tx.db.user.update({ where: userKey(tx), data: { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null } });
  });
}

/** For a lost device: the password replaces the key with a new one to set up; two-factor is off until confirmed. */
export function resetTwoFactor(ctx: Ctx, password: string): Promise<TTwoFactorSetup> {
  return audited(ctx, { action: msg('log.account.twoFactorReset'), category: 'account' }, async (tx) => {
    const user = await stored(tx);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw new AppError('AUTH.AUTHENTICATION_ERROR', AUTH_MESSAGES.authenticationError, 'invalid', 'password');
    }
    return issueKey(tx, user.username);
  });
}
