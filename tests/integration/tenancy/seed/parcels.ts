import { createRateAddress } from '../../../../core/parcels/rates/addresses.ts';
import { saveRateSettings } from '../../../../core/parcels/rates/settings.ts';
import { createTracking } from '../../../../core/parcels/tracking/records.ts';
import { saveTrackingKey } from '../../../../core/parcels/tracking/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface ParcelFixtures {
  trackingId: string;
  trackingNo: string;
  addressId: string;
}

/** A's parcel tracking key and a tracking record, and A's parcel-rate key, switches and a sender address, carrying A's marker. */
export async function seedParcels(ctx: Ctx, marker: string): Promise<ParcelFixtures> {
  await saveTrackingKey(ctx, { apiKey: `tracking-${marker}` });
  const trackingNo = `TRK${marker}`.toUpperCase();
  const tracking = await createTracking(ctx, { trackingNo, courier: 'poslaju', orderRef: `ref-${marker}`, parcelContent: `content ${marker}`, customerName: `Customer ${marker}`, customerEmail: `${marker}@buyer.test` });
  await saveRateSettings(ctx, { apiKey: `rates-${marker}`, rateCheck: true, courierService: true });
  const address = await createRateAddress(ctx, { name: `Sender ${marker}`, contact: '0123456789', address: `1 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR', isDefault: true });
  return { trackingId: tracking.id, trackingNo, addressId: address.id };
}
