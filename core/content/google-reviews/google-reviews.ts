import { seal, unseal } from '../../platform/secret-box.ts';
import type { Ctx } from '../../shared/context.ts';
import { AppError, type ErrorKind } from '../../shared/errors.ts';
import { GoogleBusinessError, type GoogleBusiness, type GoogleFailure, type GoogleNamed } from './google-business.ts';
import {
  GOOGLE_REVIEW_MESSAGES as M,
  REVIEWS_PAGE_SIZE,
  ZAccountInput,
  ZChooseLocationInput,
  ZConnectInput,
  ZReplyInput,
  ZReviewsInput,
  type TGoogleReviewList,
  type TGoogleReviewsStatus,
} from './google-reviews-schema.ts';
import { checkState, signState } from './oauth-state.ts';

/** Where Google sends the merchant back after signing in: the screen that finishes connecting. */
export const GOOGLE_REVIEWS_PATH = '/manage/google-reviews';

/** A token this close to its end is renewed before a call, so it does not expire during one. */
const RENEW_BEFORE_MS = 60_000;

const FAILURES: Record<GoogleFailure, { code: string; message: string }> = {
  invalid_token: { code: 'TOKEN_INVALID', message: M.tokenInvalid },
  expired: { code: 'TOKEN_EXPIRED', message: M.tokenExpired },
  forbidden: { code: 'UNABLE_TO_GET_REVIEW', message: M.unableToGetReview },
  not_found: { code: 'NO_REVIEW', message: M.noReview },
  unavailable: { code: 'FETCH_FAILED', message: M.fetchFailed },
};

const refusal = (code: string, message: string, kind: ErrorKind = 'failed') => new AppError(`GOOGLE_REVIEWS.${code}`, message, kind);

/** Google's failures as the spec's messages; anything else is "Unexpected error!" (its cause stays in the server's log). */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof GoogleBusinessError) throw refusal(FAILURES[error.failure].code, FAILURES[error.failure].message);
    throw Object.assign(refusal('UNEXPECTED', M.unexpected), { cause: error });
  }
}

function google(ctx: Ctx): GoogleBusiness {
  if (!ctx.env.googleBusiness) throw refusal('NOT_CONFIGURED', M.notConfigured);
  return ctx.env.googleBusiness;
}

const redirectUri = (ctx: Ctx) => `${ctx.env.publicUrl}${GOOGLE_REVIEWS_PATH}`;

async function linkOf(ctx: Ctx) {
  const link = await ctx.db.googleReviewLink.findUnique({ where: { merchantId: ctx.merchantId } });
  if (!link) throw refusal('NOT_CONNECTED', M.notConnected, 'not_found');
  return link;
}

/** A live access token: renewed with the refresh token when near its end; without one, "Token is expired!" (sign in again). */
async function accessToken(ctx: Ctx): Promise<{ token: string; link: Awaited<ReturnType<typeof linkOf>> }> {
  const link = await linkOf(ctx);
  if (link.expiresAt.getTime() - RENEW_BEFORE_MS > ctx.now().getTime()) return { token: unseal(link.accessToken, ctx.env.secretKey), link };
  if (!link.refreshToken) throw refusal(FAILURES.expired.code, M.tokenExpired);
  const renewed = await calling(() => google(ctx).refresh(unseal(link.refreshToken, ctx.env.secretKey)));
  await ctx.db.googleReviewLink.update({
    where: { merchantId: ctx.merchantId },
    data: { accessToken: seal(renewed.accessToken, ctx.env.secretKey), expiresAt: renewed.expiresAt, ...(renewed.refreshToken && { refreshToken: seal(renewed.refreshToken, ctx.env.secretKey) }) },
  });
  return { token: renewed.accessToken, link };
}

const named = (name: string, title: string): GoogleNamed | null => (name ? { name, title } : null);

export async function googleReviewsStatus(ctx: Ctx): Promise<TGoogleReviewsStatus> {
  const link = await ctx.db.googleReviewLink.findUnique({ where: { merchantId: ctx.merchantId } });
  return { configured: Boolean(ctx.env.googleBusiness), connected: Boolean(link), account: link && named(link.account, link.accountTitle), location: link && named(link.location, link.locationTitle) };
}

/** Where to send the merchant to sign in to Google, with a state only this merchant's user can bring back within the hour. */
export function connectUrl(ctx: Ctx): { url: string } {
  return { url: google(ctx).authorizeUrl({ state: signState(ctx), redirectUri: redirectUri(ctx) }) };
}

/** Finishes signing in: the code Google sent back is exchanged for tokens, kept sealed; the account and location are chosen next. */
export async function connectGoogle(ctx: Ctx, raw: unknown): Promise<TGoogleReviewsStatus> {
  const input = ZConnectInput.parse(raw);
  // A sign-in another user began, or one too old: refused, in the spec's words for it.
  if (!checkState(ctx, input.state)) throw refusal('STATE', M.unexpected, 'forbidden');
  if (!input.code) throw refusal('CODE_MISSING', M.codeMissing);
  const tokens = await calling(() => google(ctx).exchangeCode({ code: input.code, redirectUri: redirectUri(ctx) }));
  const data = {
    accessToken: seal(tokens.accessToken, ctx.env.secretKey),
    refreshToken: tokens.refreshToken ? seal(tokens.refreshToken, ctx.env.secretKey) : '',
    expiresAt: tokens.expiresAt,
    connectedAt: ctx.now(),
    account: '',
    accountTitle: '',
    location: '',
    locationTitle: '',
  };
  await ctx.db.googleReviewLink.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, ...data }, update: data });
  return googleReviewsStatus(ctx);
}

export async function googleAccounts(ctx: Ctx): Promise<GoogleNamed[]> {
  const { token } = await accessToken(ctx);
  return calling(() => google(ctx).accounts(token));
}

/** An account's locations: "No Account Selected!" without one, "No Location Found" when it has none. */
export async function googleLocations(ctx: Ctx, raw: unknown): Promise<GoogleNamed[]> {
  const { account } = ZAccountInput.parse(raw);
  if (!account) throw refusal('NO_ACCOUNT', M.noAccount);
  const { token } = await accessToken(ctx);
  const locations = await calling(() => google(ctx).locations(token, account));
  if (locations.length === 0) throw refusal('NO_LOCATION', M.noLocation);
  return locations;
}

/** Keeps the account and location whose reviews the screen lists; both are read back from Google, so only the merchant's own can be chosen. */
export async function chooseGoogleLocation(ctx: Ctx, raw: unknown): Promise<TGoogleReviewsStatus> {
  const input = ZChooseLocationInput.parse(raw);
  if (!input.account) throw refusal('NO_ACCOUNT', M.noAccount);
  if (!input.location) throw refusal('LOCATION_REQUIRED', M.locationRequired);
  const account = (await googleAccounts(ctx)).find((a) => a.name === input.account);
  if (!account) throw refusal('NO_ACCOUNT', M.noAccount);
  const location = (await googleLocations(ctx, { account: account.name })).find((l) => l.name === input.location);
  if (!location) throw refusal('NO_LOCATION', M.noLocation);
  await ctx.db.googleReviewLink.update({ where: { merchantId: ctx.merchantId }, data: { account: account.name, accountTitle: account.title, location: location.name, locationTitle: location.title } });
  return googleReviewsStatus(ctx);
}

/** A page of the location's reviews, newest, highest or lowest first: "Required Location ID!" before one is chosen. */
export async function googleReviews(ctx: Ctx, raw: unknown): Promise<TGoogleReviewList> {
  const input = ZReviewsInput.parse(raw);
  const { token, link } = await accessToken(ctx);
  if (!link.location) throw refusal('LOCATION_REQUIRED', M.locationRequired);
  return calling(() => google(ctx).reviews(token, { account: link.account, location: link.location, sort: input.sort, pageSize: REVIEWS_PAGE_SIZE, pageToken: input.pageToken }));
}

/** Replies to a review of the chosen location (a reply already there is replaced, as Google does). */
export async function replyToGoogleReview(ctx: Ctx, raw: unknown): Promise<void> {
  const input = ZReplyInput.parse(raw);
  const { token, link } = await accessToken(ctx);
  if (!link.location) throw refusal('LOCATION_REQUIRED', M.locationRequired);
  // Only a review of the chosen location: its name starts with the location's.
  if (!input.review.startsWith(`${link.account}/${link.location}/reviews/`)) throw refusal('NO_REVIEW', M.noReview);
  await calling(() => google(ctx).reply(token, input.review, input.comment));
}

/** Forgets the link and its tokens (the merchant may also remove the access in its Google account). */
export async function disconnectGoogle(ctx: Ctx): Promise<TGoogleReviewsStatus> {
  await ctx.db.googleReviewLink.deleteMany({ where: { merchantId: ctx.merchantId } });
  return googleReviewsStatus(ctx);
}
