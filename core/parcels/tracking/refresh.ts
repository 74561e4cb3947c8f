import type { BaseCtx } from '../../shared/context.ts';
import { serviceFailure } from '../service-failure.ts';
import { ParcelServiceError } from '../service-error.ts';
import { applyTracked, trackedColumns } from './apply.ts';
import { PARCEL_TRACKING_LIMITS as L } from './constants.ts';
import { trackingKey, trackingService } from './settings.ts';
import type { TRefreshResult } from './schema.ts';

/** One merchant's refresh: what it did, or the message it stopped on (a refused key, no answer). */
export interface MerchantRefresh extends TRefreshResult {
  merchantId: string;
  merchantName: string;
  error?: string;
}

/** The service's failure as the product's message, for the refresh's report. */
function failureMessage(error: unknown): string {
  try {
    serviceFailure(error, 'tracking');
  } catch (failure) {
    return (failure as Error).message;
  }
}

/**
 * One merchant's parcels brought up to date: first the parcels of shipped orders the service does
 * not follow yet are registered, then the parcels not yet final are asked about, the longest
 * unchecked first, at most batch of each. A parcel the service no longer knows is skipped; a
 * refused key or no answer stops the run for this merchant (the next run tries again).
 */
export async function refreshMerchantParcels(ctx: BaseCtx, merchantId: string, batch: number = L.refreshBatch): Promise<TRefreshResult> {
  const result = { registered: 0, checked: 0, changed: 0 };
  const key = await trackingKey(ctx, merchantId);
  if (!key) return result;
  const service = trackingService(ctx);
  const pending = await ctx.db.parcelTracking.findMany({
    where: { merchantId, registeredAt: null },
    select: { id: true, trackingNo: true, courier: true, orderRef: true, parcelContent: true, customerName: true, customerEmail: true, customerPhone: true, note: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: batch,
  });
  for (const { id, ...parcel } of pending) {
    const tracked = await service.track(key, parcel);
    const now = ctx.now();
    await ctx.db.parcelTracking.updateMany({ where: { merchantId, id }, data: { ...trackedColumns(tracked, now), registeredAt: now } });
    result.registered++;
  }
  const due = await ctx.db.parcelTracking.findMany({
    where: { merchantId, final: false, registeredAt: { not: null } },
    select: { id: true, courier: true, trackingNo: true },
    orderBy: [{ checkedAt: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
    take: batch,
  });
  for (const parcel of due) {
    let tracked;
    try {
      tracked = await service.get(key, parcel.courier, parcel.trackingNo);
    } catch (error) {
      if (error instanceof ParcelServiceError && error.reason === 'not_found') continue;
      throw error;
    }
    result.checked++;
    if (await applyTracked(ctx, merchantId, parcel.id, tracked)) result.changed++;
  }
  return result;
}

/** Every merchant with the service set up (or only merchantId), one after the other, for `merchant parcels refresh`. */
export async function refreshAllParcels(ctx: BaseCtx, options: { merchantId?: string } = {}): Promise<MerchantRefresh[]> {
  const settings = await ctx.db.parcelTrackingSetting.findMany({ where: options.merchantId ? { merchantId: options.merchantId } : {}, select: { merchantId: true }, orderBy: { merchantId: 'asc' } });
  const names = new Map((await ctx.db.merchant.findMany({ where: { id: { in: settings.map((s) => s.merchantId) } }, select: { id: true, name: true } })).map((m) => [m.id, m.name]));
  const runs: MerchantRefresh[] = [];
  for (const { merchantId } of settings) {
    const merchantName = names.get(merchantId) ?? merchantId;
    try {
      runs.push({ merchantId, merchantName, ...(await refreshMerchantParcels(ctx, merchantId)) });
    } catch (error) {
      runs.push({ merchantId, merchantName, registered: 0, checked: 0, changed: 0, error: failureMessage(error) });
    }
  }
  return runs;
}
