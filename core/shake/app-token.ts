import { checkToken, signToken } from '../shared/signed-token.ts';
import type { BaseCtx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { SHAKE_MESSAGES, SHAKE_TOKEN_TTL_MS } from './constants.ts';

type TenantCtx = BaseCtx & { merchantId: string };

const subject = (ctx: TenantCtx, userId: string) => `shake|${ctx.merchantId}|${userId}`;

/** What the app keeps after a phone is verified: a token for this user of this merchant only. */
export const appToken = (ctx: TenantCtx, userId: string): string => signToken(ctx.env.secretKey, subject(ctx, userId), new Date(ctx.now().getTime() + SHAKE_TOKEN_TTL_MS));

export function checkAppToken(ctx: TenantCtx, userId: string, token: string): void {
  if (!checkToken(ctx.env.secretKey, subject(ctx, userId), token, ctx.now())) throw new AppError('SHAKE.NOT_VERIFIED', SHAKE_MESSAGES.notVerified, 'unauthenticated');
}
