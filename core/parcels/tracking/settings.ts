import { randomBytes } from 'node:crypto';
import { seal, unseal } from '../../platform/secret-box.ts';
import type { BaseCtx, Ctx } from '../../shared/context.ts';
import { msg } from '../../shared/messages.ts';
import { audited } from '../../user-logs/audited.ts';
import { callService } from '../service-failure.ts';
import { PARCELS_CATEGORY } from './constants.ts';
import type { ParcelTracking } from './port.ts';
import { ZTrackingKeyInput, type TTrackingSettings } from './schema.ts';

/** Where the service sends a merchant's parcel updates. */
export const trackingWebhookUrl = (ctx: Pick<BaseCtx, 'env'>, merchantId: string) => `${ctx.env.publicUrl}/api/webhooks/parcel-tracking/${encodeURIComponent(merchantId)}`;

export function trackingService(ctx: Pick<BaseCtx, 'env'>): ParcelTracking {
  const port = ctx.env.parcelTracking;
  if (!port) throw new Error('The parcel tracking service is not configured in this runtime');
  return port;
}

export async function trackingSettings(ctx: Ctx): Promise<TTrackingSettings> {
  const row = await ctx.db.parcelTrackingSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { merchantId: true } });
  return { apiKeySet: row !== null, webhookUrl: trackingWebhookUrl(ctx, ctx.merchantId) };
}

/** The merchant's key, unsealed; null when the service is not set up. */
export async function trackingKey(ctx: BaseCtx, merchantId: string): Promise<string | null> {
  const row = await ctx.db.parcelTrackingSetting.findUnique({ where: { merchantId }, select: { apiKey: true } });
  return row ? unseal(row.apiKey, ctx.env.secretKey) : null;
}

/** The secret the service signs this merchant's webhooks with; null when the service is not set up. */
export async function trackingWebhookSecret(ctx: BaseCtx, merchantId: string): Promise<string | null> {
  const row = await ctx.db.parcelTrackingSetting.findUnique({ where: { merchantId }, select: { webhookSecret: true } });
  return row ? unseal(row.webhookSecret, ctx.env.secretKey) : null;
}

/**
 * Saves the API key once the service has taken it: registering the webhook (with a new secret)
 * checks the key, so a refused key is never stored. Both are sealed.
 */
export async function saveTrackingKey(ctx: Ctx, raw: unknown): Promise<TTrackingSettings> {
  const { apiKey } = ZTrackingKeyInput.parse(raw);
  const secret = randomBytes(32).toString('hex');
  await callService('tracking', () => trackingService(ctx).registerWebhook(apiKey, { url: trackingWebhookUrl(ctx, ctx.merchantId), secret }));
  const sealed = { apiKey: seal(apiKey, ctx.env.secretKey), webhookSecret: seal(secret, ctx.env.secretKey) };
  return audited(
    ctx,
    () => ({ action: msg('log.parcels.trackingKeySaved'), category: PARCELS_CATEGORY }),
    async (tx) => {
      await tx.db.parcelTrackingSetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...sealed }, update: sealed });
      return trackingSettings(tx);
    },
  );
}
