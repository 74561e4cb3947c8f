import type { Ctx } from '../shared/context.ts';
import { checkToken, signToken } from '../shared/signed-token.ts';
import type { SocialNetwork } from './constants.ts';

/** How long signing in to a network may take before its state is refused. */
const STATE_LIFETIME_MS = 60 * 60_000;

const subject = (ctx: Ctx, network: SocialNetwork) => `social-${network}|${ctx.merchantId}|${ctx.userId}`;

/**
 * The OAuth state of a sign-in to a network: only the same user of the same merchant can finish
 * it, within the hour, so a link someone else made cannot connect their account to this merchant.
 */
export const signSocialState = (ctx: Ctx, network: SocialNetwork): string => signToken(ctx.env.secretKey, subject(ctx, network), new Date(ctx.now().getTime() + STATE_LIFETIME_MS));

export const checkSocialState = (ctx: Ctx, network: SocialNetwork, state: string): boolean => checkToken(ctx.env.secretKey, subject(ctx, network), state, ctx.now());
