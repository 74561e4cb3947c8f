import { DEFAULT_CHECKOUT_SETTINGS } from '../../../../core/sales-settings/defaults.ts';
import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const zoneForm = { name: 'Intruder zone', stateCodes: ['JHR'], postcodes: [] };
const optionOfA = (a: TenantFixtures) => ({ titleEn: 'Intruder courier', zoneId: a.salesSettings.shippingZoneId, type: 'free_shipping' });
const pickupForm = { titleEn: 'Intruder shop', countryCode: 'MY', address: '2 Jalan Lain', name: 'Intruder' };
const checkoutForm = (categoryId: string) => ({ ...DEFAULT_CHECKOUT_SETTINGS, additionalCharges: [{ conditionType: 4, categoryId, charge: { kind: 'percent', percent: 5 } }] });

/** Order settings, shipping zones and options, self pick-up, disabled delivery dates, the seller dashboard and its notifications. */
export const salesSettingsCases: Record<string, IsolationCase> = {
  'orderSettings.get': { list: () => undefined },
  'orderSettings.updateInvoice': {
    none: 'the settings row is the caller’s own; no record is named',
    input: () => ({ autoGenerate: false, companyName: 'Intruder', registerNumber: '', address: '', prefix: 'B', startingNumber: '7' }),
  },
  // A charge by category naming A's category is refused as not found.
  'orderSettings.updateCheckout': { reach: (a) => checkoutForm(a.catalogue.categoryId) },
  'orderSettings.updateTimeSlots': {
    none: 'the settings row is the caller’s own; no record is named',
    input: () => ({ slotStart: '10:00', slotEnd: '12:00', slotIntervalMinutes: 30, slotDaysAhead: 3 }),
  },

  'shippingZones.list': { list: () => undefined },
  'shippingZones.get': { reach: (a) => ({ id: a.salesSettings.shippingZoneId }) },
  'shippingZones.create': { none: 'a zone names no record; B creates its own', input: () => zoneForm },
  'shippingZones.update': { reach: (a) => ({ id: a.salesSettings.shippingZoneId, zone: zoneForm }) },
  'shippingZones.setStatus': { reach: (a) => ({ id: a.salesSettings.shippingZoneId, status: 'disabled' }) },
  'shippingZones.delete': { reach: (a) => ({ id: a.salesSettings.shippingZoneId }) },

  'shippingOptions.list': { list: (a) => ({ zoneId: a.salesSettings.shippingZoneId }) },
  'shippingOptions.get': { reach: (a) => ({ id: a.salesSettings.shippingOptionId }) },
  'shippingOptions.create': { reach: optionOfA },
  'shippingOptions.update': { reach: (a) => ({ id: a.salesSettings.shippingOptionId, option: optionOfA(a) }) },
  'shippingOptions.setStatus': { reach: (a) => ({ id: a.salesSettings.shippingOptionId, status: 'disabled' }) },
  'shippingOptions.delete': { reach: (a) => ({ id: a.salesSettings.shippingOptionId }) },

  'pickupAddresses.list': { list: () => undefined },
  'pickupAddresses.get': { reach: (a) => ({ id: a.salesSettings.pickupAddressId }) },
  'pickupAddresses.create': { none: 'an address names no record; B creates its own', input: () => pickupForm },
  'pickupAddresses.update': { reach: (a) => ({ id: a.salesSettings.pickupAddressId, address: pickupForm }) },
  'pickupAddresses.setActive': { reach: (a) => ({ id: a.salesSettings.pickupAddressId, active: false }) },
  'pickupAddresses.delete': { reach: (a) => ({ id: a.salesSettings.pickupAddressId }) },

  'disabledDeliveryDates.list': { list: () => undefined },
  'disabledDeliveryDates.create': { none: 'a date names no record; B disables its own', input: () => ({ fromDate: '2030-01-02' }) },
  'disabledDeliveryDates.delete': { reach: (a) => ({ id: a.salesSettings.disabledDateId }) },

  'sellerDashboard.summary': { list: () => undefined },
  'sellerDashboard.stockAlerts': { list: () => ({ page: 1, pageSize: 80 }) },
  'sellerNotifications.list': { list: () => ({ pageSize: 80 }) },
  'sellerNotifications.markRead': { reach: (a) => ({ ids: [a.salesSettings.notificationId] }) },
  'sellerNotifications.markAllRead': { none: 'marks the caller’s own notifications; no record is named', input: () => undefined },
};
