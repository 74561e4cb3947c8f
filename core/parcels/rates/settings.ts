import { seal, unseal } from '../../platform/secret-box.ts';
import type { Ctx } from '../../shared/context.ts';
import { AppError } from '../../shared/errors.ts';
import { msg } from '../../shared/messages.ts';
import { audited } from '../../user-logs/audited.ts';
import { callService } from '../service-failure.ts';
import { PARCELS_CATEGORY } from '../tracking/constants.ts';
import { PARCEL_RATE_MESSAGES as M } from './constants.ts';
import type { ParcelRates } from './port.ts';
import { ZRateSettingsInput, type TRateSettings, type TRateSettingsInput } from './schema.ts';

export function ratesService(ctx: Pick<Ctx, 'env'>): ParcelRates {
  const port = ctx.env.parcelRates;
  if (!port) throw new Error('The parcel-rate service is not configured in this runtime');
  return port;
}

export async function rateSettings(ctx: Ctx): Promise<TRateSettings> {
  const row = await ctx.db.parcelRateSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { rateCheck: true, courierService: true } });
  return { apiKeySet: row !== null, rateCheck: row?.rateCheck ?? false, courierService: row?.courierService ?? false };
}

/** The merchant's key and switches; refuses when the service is not set up. */
export async function requireRateKey(ctx: Ctx): Promise<{ key: string; rateCheck: boolean; courierService: boolean }> {
  const row = await ctx.db.parcelRateSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { apiKey: true, rateCheck: true, courierService: true } });
  if (!row) throw new AppError('PARCELS.RATES_NOT_SET_UP', M.notSetUp, 'invalid');
  return { key: unseal(row.apiKey, ctx.env.secretKey), rateCheck: row.rateCheck, courierService: row.courierService };
}

/**
 * Saves the key (required the first time; blank afterwards keeps the one stored) and the
 * rate-check and courier-service switches. A new key is saved only once the service takes it.
 */
export async function saveRateSettings(ctx: Ctx, raw: TRateSettingsInput): Promise<TRateSettings> {
  const input = ZRateSettingsInput.parse(raw);
  const stored = await ctx.db.parcelRateSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { merchantId: true } });
  if (!input.apiKey && !stored) throw new AppError('PARCELS.API_KEY_REQUIRED', M.apiKeyRequired, 'invalid', 'apiKey');
  if (input.apiKey) await callService('rates', () => ratesService(ctx).checkKey(input.apiKey));
  const switches = { rateCheck: input.rateCheck, courierService: input.courierService };
  return audited(
    ctx,
    () => ({ action: msg('log.parcels.rateSettingsSaved'), category: PARCELS_CATEGORY }),
    async (tx) => {
      const key = input.apiKey ? { apiKey: seal(input.apiKey, tx.env.secretKey) } : {};
      if (stored) await tx.db.parcelRateSetting.update({ where: { merchantId: tx.merchantId }, data: { ...switches, ...key } });
      else await tx.db.parcelRateSetting.create({ data: { merchantId: tx.merchantId, apiKey: key.apiKey!, ...switches } });
      return rateSettings(tx);
    },
  );
}
