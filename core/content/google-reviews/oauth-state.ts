import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../shared/context.ts';

/** How long a sign-in to Google may take before its state is refused. */
const STATE_LIFETIME_MS = 60 * 60_000;

const mac = (ctx: Ctx, expires: string) => createHmac('sha256', ctx.env.secretKey).update(`google-reviews|${ctx.merchantId}|${ctx.userId}|${expires}`).digest('base64url');

/**
 * The OAuth state: its expiry and a MAC of it with the merchant and the user, under the server's
 * secret key. Only the same user of the same merchant can finish a sign-in they started, within
 * the hour, so a link someone else made cannot connect their Google account to this merchant.
 */
export function signState(ctx: Ctx): string {
  const expires = String(ctx.now().getTime() + STATE_LIFETIME_MS);
  return `${expires}.${mac(ctx, expires)}`;
}

export function checkState(ctx: Ctx, state: string): boolean {
  const [expires = '', given = ''] = state.split('.');
  if (!/^\d+$/.test(expires) || Number(expires) < ctx.now().getTime()) return false;
  const expected = Buffer.from(mac(ctx, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
