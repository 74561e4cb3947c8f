import { z } from 'zod';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { seal, unseal } from '../platform/secret-box.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { checkToken, signToken } from '../shared/signed-token.ts';
import { audited } from '../user-logs/audited.ts';
import { MARKETPLACE_CATEGORY, MARKETPLACE_LIMITS, MARKETPLACE_MESSAGES, PLATFORM_NAMES, SHOP_STATUS, marketCall, marketplaceAppError } from './constants.ts';
import { MarketplaceError, MARKETPLACE_PLATFORMS, type Marketplace, type MarketplacePlatform, type MarketplaceTokens, type ShopAuth } from './port.ts';

export const ZPlatform = z.enum(MARKETPLACE_PLATFORMS as [MarketplacePlatform, ...MarketplacePlatform[]]);
export const ZFinishConnectInput = z.object({ platform: ZPlatform, state: z.string().min(1).max(200), code: z.string().min(1).max(200), shopId: z.string().max(40).default('') });

export const SHOP_SELECT = { id: true, platform: true, shopId: true, storeName: true, country: true, status: true, tokenExpiresAt: true, lastError: true, lastSyncAt: true, lastBoostAt: true, updatedAt: true } as const;
export type TMarketplaceShop = Prisma.MarketplaceShopGetPayload<{ select: typeof SHOP_SELECT }> & { platform: MarketplacePlatform };
/** A shop as stored, its tokens sealed. */
export type ShopRow = Prisma.MarketplaceShopGetPayload<object>;

/** The port of a platform, or the refusal when it is not set up on this server. */
export function marketOf(ctx: BaseCtx, platform: MarketplacePlatform): Marketplace {
  const market = ctx.env.marketplaces?.[platform];
  if (!market) throw new AppError('MARKETPLACE.NOT_SET_UP', MARKETPLACE_MESSAGES.notSetUp, 'failed');
  return market;
}

/** Where the marketplace sends the merchant back: the shop list, which finishes the connection. */
const redirectUrl = (ctx: BaseCtx, platform: MarketplacePlatform, state: string) => `${ctx.env.publicUrl}/marketplace-sync?${new URLSearchParams({ platform, state }).toString()}`;
const stateSubject = (merchantId: string, platform: string) => `marketplace-connect|${merchantId}|${platform}`;

/**
 * Connecting (or reconnecting) a shop, step one: the marketplace's authorization page, which sends
 * the merchant back to the shop list with a code. The state signs the merchant and the platform,
 * so a code brought back by anyone else, or late, is refused.
 */
export async function startConnect(ctx: Ctx, platform: MarketplacePlatform): Promise<{ url: string }> {
  const state = signToken(ctx.env.secretKey, stateSubject(ctx.merchantId, platform), new Date(ctx.now().getTime() + MARKETPLACE_LIMITS.connectWithinMs));
  return { url: await marketCall(() => marketOf(ctx, platform).authorizeUrl(redirectUrl(ctx, platform, state))) };
}

const sealed = (ctx: BaseCtx, tokens: MarketplaceTokens) => ({
  accessToken: seal(tokens.accessToken, ctx.env.secretKey),
  refreshToken: seal(tokens.refreshToken, ctx.env.secretKey),
  tokenExpiresAt: tokens.expiresAt,
});

/** Step two: the code exchanged for the shop's tokens (sealed); a shop connected before is reconnected, keeping its products and orders. */
export async function finishConnect(ctx: Ctx, raw: z.input<typeof ZFinishConnectInput>): Promise<TMarketplaceShop> {
  const input = ZFinishConnectInput.parse(raw);
  if (!checkToken(ctx.env.secretKey, stateSubject(ctx.merchantId, input.platform), input.state, ctx.now())) throw new AppError('MARKETPLACE.CONNECT_EXPIRED', MARKETPLACE_MESSAGES.connectExpired, 'invalid');
  const market = marketOf(ctx, input.platform);
  const tokens = await marketCall(() => market.exchangeCode(input.code, input.shopId));
  const info = await marketCall(() => market.shopInfo({ shopId: tokens.shopId, accessToken: tokens.accessToken }));
  return audited(
    ctx,
    { action: msg('log.marketplaces.connected', { platform: PLATFORM_NAMES[input.platform], name: info.storeName }), category: MARKETPLACE_CATEGORY },
    async (tx) => {
      const key = { merchantId: tx.merchantId, platform: input.platform, shopId: tokens.shopId };
      const data = { ...sealed(tx, tokens), storeName: info.storeName, country: info.country, status: SHOP_STATUS.active, lastError: '' };
      const row = await tx.db.marketplaceShop.upsert({ where: { merchantId_platform_shopId: key }, create: { ...key, ...data }, update: data, select: SHOP_SELECT });
      return row as TMarketplaceShop;
    },
  );
}

export async function listShops(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TMarketplaceShop[]> {
  const rows = await ctx.db.marketplaceShop.findMany({ where: { merchantId: ctx.merchantId }, select: SHOP_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows as TMarketplaceShop[];
}

export async function shopRow(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<ShopRow> {
  const row = await ctx.db.marketplaceShop.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!row) throw notFound('marketplaceShop');
  return row;
}

/** A shop refused for its token: expired until the token is renewed or the shop reconnected. */
async function markExpired(ctx: BaseCtx & { merchantId: string }, id: string, error: AppError): Promise<AppError> {
  await ctx.db.marketplaceShop.updateMany({ where: { merchantId: ctx.merchantId, id }, data: { status: SHOP_STATUS.expired, lastError: error.message } });
  return error;
}

/**
 * The shop's calls' credentials. An expired shop is refused with "This shop token is invalid,
 * renew token to process next action" until the token is renewed.
 */
export function authOf(ctx: BaseCtx, shop: ShopRow): ShopAuth {
  if (shop.status === SHOP_STATUS.expired) throw new AppError('MARKETPLACE.TOKEN_INVALID', MARKETPLACE_MESSAGES.tokenInvalid, 'failed');
  return { shopId: shop.shopId, accessToken: unseal(shop.accessToken, ctx.env.secretKey) };
}

/**
 * A call of the shop: a token refusal marks the shop expired (renew token), an unknown shop
 * records its message; every refusal becomes the spec's message.
 */
export async function shopCall<T>(ctx: BaseCtx & { merchantId: string }, shop: ShopRow, call: (market: Marketplace, auth: ShopAuth) => Promise<T>): Promise<T> {
  const market = marketOf(ctx, shop.platform as MarketplacePlatform);
  const auth = authOf(ctx, shop);
  try {
    return await call(market, auth);
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error;
    const refusal = marketplaceAppError(error);
    if (error.failure === 'token') throw await markExpired(ctx, shop.id, refusal);
    await ctx.db.marketplaceShop.updateMany({ where: { merchantId: ctx.merchantId, id: shop.id }, data: { lastError: refusal.message } });
    throw refusal;
  }
}

/**
 * New tokens from the refresh token (renew token; the scheduled sync too, before they expire). A
 * refused refresh token leaves the shop expired: only reconnecting brings it back.
 */
export async function renewTokens(ctx: BaseCtx & { merchantId: string }, shop: ShopRow): Promise<ShopRow> {
  const market = marketOf(ctx, shop.platform as MarketplacePlatform);
  let tokens: MarketplaceTokens;
  try {
    tokens = await market.refresh(shop.shopId, unseal(shop.refreshToken, ctx.env.secretKey));
  } catch (error) {
    if (!(error instanceof MarketplaceError)) throw error;
    const refusal = marketplaceAppError(error);
    if (error.failure === 'refresh' || error.failure === 'token') throw await markExpired(ctx, shop.id, refusal);
    throw refusal;
  }
  return ctx.db.marketplaceShop.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: shop.id } }, data: { ...sealed(ctx, tokens), status: SHOP_STATUS.active, lastError: '' } });
}

/** Renew token, from the shop list. */
export async function renewShopToken(ctx: Ctx, id: string): Promise<TMarketplaceShop> {
  const shop = await shopRow(ctx, id);
  await renewTokens(ctx, shop);
  await audited(ctx, { action: msg('log.marketplaces.renewed', { platform: PLATFORM_NAMES[shop.platform as MarketplacePlatform], name: shop.storeName }), category: MARKETPLACE_CATEGORY }, () => Promise.resolve());
  return (await listShops(ctx)).find((s) => s.id === id)!;
}

/** Disconnects a shop: its products and marketplace orders go; the orders pulled stay in the order list. */
export async function disconnectShop(ctx: Ctx, id: string): Promise<void> {
  const shop = await shopRow(ctx, id);
  await audited(ctx, { action: msg('log.marketplaces.disconnected', { platform: PLATFORM_NAMES[shop.platform as MarketplacePlatform], name: shop.storeName }), category: MARKETPLACE_CATEGORY }, async (tx) => {
    const where = { merchantId: tx.merchantId, shopId: id };
    await tx.db.marketplaceProduct.deleteMany({ where });
    await tx.db.marketplaceOrder.deleteMany({ where });
    await tx.db.marketplaceShop.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}
