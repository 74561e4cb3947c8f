import type { Ctx } from '../../shared/context.ts';
import { checkToken, signToken } from '../../shared/signed-token.ts';

/** How long a sign-in to Google may take before its state is refused. */
const STATE_LIFETIME_MS = 60 * 60_000;

const subject = (ctx: Ctx) => `google-reviews|${ctx.merchantId}|${ctx.userId}`;

/**
 * The OAuth state: its expiry and a MAC of it with the merchant and the user, under the server's
 * secret key. Only the same user of the same merchant can finish a sign-in they started, within
 * the hour, so a link someone else made cannot connect their Google account to this merchant.
 */
export const signState = (ctx: Ctx): string => signToken(ctx.env.secretKey, subject(ctx), new Date(ctx.now().getTime() + STATE_LIFETIME_MS));

export const checkState = (ctx: Ctx, state: string): boolean => checkToken(ctx.env.secretKey, subject(ctx), state, ctx.now());
