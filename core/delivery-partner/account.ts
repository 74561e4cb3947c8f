import { seal, unseal } from '../platform/secret-box.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { msg } from '../shared/messages.ts';
import { DELIVERY_PARTNER_CATEGORY, DELIVERY_PARTNER_MESSAGES as M } from './constants.ts';
import { DeliveryPartnerError, type DeliveryPartner, type PartnerCredentials } from './port.ts';
import { ZKeysInput, type TKeysInput, type TPartnerSettings } from './schema.ts';

/** The address the provider delivers this merchant's webhooks to (server/http/delivery-partner-webhooks.ts). */
export const webhookUrl = (ctx: Pick<BaseCtx, 'env'>, merchantId: string) => `${ctx.env.publicUrl}/api/webhooks/delivery-partner/${encodeURIComponent(merchantId)}`;

/** The provider's failure as the message the merchant reads; its detail stays out (it may name the request). */
export function partnerFailure(error: unknown): AppError {
  if (!(error instanceof DeliveryPartnerError)) throw error;
  switch (error.reason) {
    case 'unauthorized':
      return new AppError('DELIVERY_PARTNER.INVALID_KEYS', M.invalidKeys, 'failed');
    case 'quoteExpired':
      return new AppError('DELIVERY_PARTNER.QUOTE_EXPIRED', M.quoteExpired, 'conflict');
    case 'cancelForbidden':
      return new AppError('DELIVERY_PARTNER.CANNOT_CANCEL', M.cannotCancel, 'conflict');
    case 'outOfArea':
      return new AppError('DELIVERY_PARTNER.OUT_OF_AREA', M.outOfArea, 'invalid');
    case 'refused':
      return new AppError('DELIVERY_PARTNER.REFUSED', M.refused, 'failed');
    case 'unavailable':
      return new AppError('DELIVERY_PARTNER.UNAVAILABLE', M.unavailable, 'failed');
  }
}

/** Runs a provider call, its failures as messages. */
export async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw partnerFailure(error);
  }
}

export function partnerOf(ctx: Pick<BaseCtx, 'env'>): DeliveryPartner {
  const partner = ctx.env.deliveryPartner;
  if (!partner) throw new AppError('DELIVERY_PARTNER.NOT_SET_UP', M.notSetUp, 'failed');
  return partner;
}

/** The merchant's keys, unsealed for one call; refused until both are saved. */
export async function credentialsOf(ctx: Pick<Ctx, 'db' | 'env' | 'merchantId'>): Promise<PartnerCredentials> {
  const row = await ctx.db.deliveryPartnerSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { apiKeySealed: true, secretSealed: true } });
  if (!row?.apiKeySealed || !row.secretSealed) throw new AppError('DELIVERY_PARTNER.KEYS_MISSING', M.keysMissing, 'invalid');
  return { apiKey: unseal(row.apiKeySealed, ctx.env.secretKey), secret: unseal(row.secretSealed, ctx.env.secretKey) };
}

export async function getPartnerSettings(ctx: Ctx): Promise<TPartnerSettings> {
  const row = await ctx.db.deliveryPartnerSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { apiKeySealed: true, secretSealed: true, webhookAt: true } });
  return { apiKeySet: Boolean(row?.apiKeySealed), secretSet: Boolean(row?.secretSealed), webhookAt: row?.webhookAt ?? null };
}

/**
 * Saves the keys, sealed, once the provider has accepted them by taking our webhook address:
 * keys it refuses are not saved, so the screen never shows a key that cannot work.
 */
export async function saveKeys(ctx: Ctx, raw: TKeysInput): Promise<TPartnerSettings> {
  const keys = ZKeysInput.parse(raw);
  await calling(() => partnerOf(ctx).registerWebhook(keys, webhookUrl(ctx, ctx.merchantId)));
  return audited(ctx, { action: msg('log.deliveryPartner.keysSaved'), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    const data = { apiKeySealed: seal(keys.apiKey, tx.env.secretKey), secretSealed: seal(keys.secret, tx.env.secretKey), webhookAt: tx.now() };
    await tx.db.deliveryPartnerSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data });
    return getPartnerSettings(tx);
  });
}
