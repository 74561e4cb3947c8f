import type { Ctx } from '../../../../core/shared/context.ts';
import { notify } from '../../../../core/notifications/create.ts';
import { updateCheckoutSettings } from '../../../../core/sales-settings/update-checkout-settings.ts';
import { updateInvoiceSettings } from '../../../../core/sales-settings/update-invoice-settings.ts';
import { ZCheckoutSettingsInput } from '../../../../core/sales-settings/schema.ts';
import { addDisabledDate } from '../../../../core/shipping/disabled-dates.ts';
import { createShippingOption } from '../../../../core/shipping/options.ts';
import { createPickupAddress } from '../../../../core/shipping/pickup-addresses.ts';
import { ZShippingOptionInput } from '../../../../core/shipping/schema.ts';
import { ZShippingZoneInput } from '../../../../core/shipping/zone-schema.ts';
import { ZPickupAddressInput } from '../../../../core/shipping/settings-schema.ts';
import { createShippingZone } from '../../../../core/shipping/zones.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface SalesSettingsFixtures {
  shippingZoneId: string;
  shippingOptionId: string;
  pickupAddressId: string;
  disabledDateId: string;
  notificationId: string;
}

/** Merchant A's shipping and checkout settings and a seller notification, all carrying A's marker. */
export async function seedSalesSettings(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<SalesSettingsFixtures> {
  const zone = await createShippingZone(ctx, ZShippingZoneInput.parse({ name: `Zone ${marker}`, stateCodes: ['SGR'], postcodes: ['40000'] }));
  const option = await createShippingOption(
    ctx,
    ZShippingOptionInput.parse({ titleEn: `Courier ${marker}`, description: marker, zoneId: zone.id, type: 'one_time', charge: { form: 'each_order', amountSen: 800 } }),
  );
  const pickup = await createPickupAddress(ctx, ZPickupAddressInput.parse({ titleEn: `Shop ${marker}`, countryCode: 'MY', address: `1 Jalan ${marker}`, name: `Ali ${marker}` }));
  const disabled = await addDisabledDate(ctx, { fromDate: '2030-01-01', toDate: '2030-01-03' });
  await updateInvoiceSettings(ctx, { autoGenerate: true, companyName: `Company ${marker}`, registerNumber: marker.slice(0, 40), address: marker, prefix: 'ALPHA', startingNumber: '000100' });
  await updateCheckoutSettings(
    ctx,
    ZCheckoutSettingsInput.parse({
      minimumPriceSen: 1000,
      fasterCheckout: true,
      whatsappCheckout: false,
      selfPickup: true,
      productReview: true,
      showPrice: true,
      compulsoryMember: false,
      autoCancelMinutes: 60,
      headerMessage: `Header ${marker}`,
      additionalCharges: [{ conditionType: 4, name: `Charge ${marker}`, categoryId: catalogue.categoryId, charge: { kind: 'fixed', amountSen: 100 } }],
      // A's variant option (stock 5) is running out.
      lowQuantityAlert: 10,
      salesTaxBp: 600,
      serviceTaxBp: 0,
    }),
  );
  const notification = await notify(ctx, ctx.merchantId, { kind: 'low_stock', productId: catalogue.productId, message: `Low stock ${marker}` });
  return { shippingZoneId: zone.id, shippingOptionId: option.id, pickupAddressId: pickup.id, disabledDateId: disabled.id, notificationId: notification.id };
}
