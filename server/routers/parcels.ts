import { z } from 'zod';
import { createRateAddress, deleteRateAddress, listRateAddresses, updateRateAddress } from '../../core/parcels/rates/addresses.ts';
import { orderRates, quoteFromRate } from '../../core/parcels/rates/order-rates.ts';
import {
  ZOrderRates,
  ZOrderRatesInput,
  ZQuoteFromRateInput,
  ZRateAddress,
  ZRateAddressId,
  ZRateAddressInput,
  ZRateAddressUpdateInput,
  ZRateSettings,
  ZRateSettingsInput,
} from '../../core/parcels/rates/schema.ts';
import { rateSettings, saveRateSettings } from '../../core/parcels/rates/settings.ts';
import { createTracking, deleteTracking, getTracking, listTrackings, updateTracking } from '../../core/parcels/tracking/records.ts';
import { refreshMerchantParcels } from '../../core/parcels/tracking/refresh.ts';
import {
  ZOrderTracking,
  ZRefreshResult,
  ZTrackingDetail,
  ZTrackingId,
  ZTrackingInput,
  ZTrackingKeyInput,
  ZTrackingListInput,
  ZTrackingPage,
  ZTrackingSettings,
  ZTrackingUpdateInput,
} from '../../core/parcels/tracking/schema.ts';
import { saveTrackingKey, trackingSettings } from '../../core/parcels/tracking/settings.ts';
import { orderTracking } from '../../core/parcels/tracking/shipments.ts';
import { PARCEL_TRACKING_LIMITS } from '../../core/parcels/tracking/constants.ts';
import { callService } from '../../core/parcels/service-failure.ts';
import { ZOrderDetail } from '../../core/orders/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** Parcel tracking (/mysales/trackingmy): the service's key, the tracking records and an order's parcels. */
export const parcelTrackingRouter = router({
  settings: view.output(ZTrackingSettings).query(({ ctx }) => trackingSettings(ctx.core)),
  saveKey: edit.input(ZTrackingKeyInput).output(ZTrackingSettings).mutation(({ ctx, input }) => saveTrackingKey(ctx.core, input)),
  list: view.input(ZTrackingListInput).output(ZTrackingPage).query(({ ctx, input }) => listTrackings(ctx.core, input)),
  get: view.input(ZTrackingId).output(ZTrackingDetail).query(({ ctx, input }) => getTracking(ctx.core, input.id)),
  create: edit.input(ZTrackingInput).output(ZTrackingDetail).mutation(({ ctx, input }) => createTracking(ctx.core, input)),
  update: edit.input(ZTrackingUpdateInput).output(ZTrackingDetail).mutation(({ ctx, input }) => updateTracking(ctx.core, input)),
  delete: edit.input(ZTrackingId).output(z.void()).mutation(({ ctx, input }) => deleteTracking(ctx.core, input.id)),
  /** The scheduled refresh for this merchant now, for a few parcels (the cron job does the rest). */
  refresh: edit
    .output(ZRefreshResult)
    .mutation(({ ctx }) => callService('tracking', () => refreshMerchantParcels(ctx.core, ctx.core.merchantId, PARCEL_TRACKING_LIMITS.refreshNowBatch))),
  forOrder: moduleProcedure('order', 'view').input(z.object({ orderId: z.string().min(1).max(64) })).output(ZOrderTracking).query(({ ctx, input }) => orderTracking(ctx.core, input.orderId)),
});

/** The parcel-rate service (a section of /mysales/shipping-setting): key, switches, sender addresses, and an order's rates. */
export const parcelRatesRouter = router({
  settings: view.output(ZRateSettings).query(({ ctx }) => rateSettings(ctx.core)),
  saveSettings: edit.input(ZRateSettingsInput).output(ZRateSettings).mutation(({ ctx, input }) => saveRateSettings(ctx.core, input)),
  addresses: view.output(z.array(ZRateAddress)).query(({ ctx }) => listRateAddresses(ctx.core)),
  createAddress: edit.input(ZRateAddressInput).output(ZRateAddress).mutation(({ ctx, input }) => createRateAddress(ctx.core, input)),
  updateAddress: edit.input(ZRateAddressUpdateInput).output(ZRateAddress).mutation(({ ctx, input }) => updateRateAddress(ctx.core, input)),
  deleteAddress: edit.input(ZRateAddressId).output(z.void()).mutation(({ ctx, input }) => deleteRateAddress(ctx.core, input.id)),
  forOrder: view.input(ZOrderRatesInput).output(ZOrderRates).query(({ ctx, input }) => orderRates(ctx.core, input)),
  quoteFromRate: moduleProcedure('order', 'edit').input(ZQuoteFromRateInput).output(ZOrderDetail).mutation(({ ctx, input }) => quoteFromRate(ctx.core, input)),
});
