import type { IsolationCase } from '../isolation-cases.ts';

const tracking = { orderRef: 'intruder', parcelContent: 'intruder', customerName: 'Intruder', customerEmail: 'intruder@b.test', customerPhone: '', note: '' };
const address = { name: 'Intruder', contact: '0123456789', address: '1 Jalan B', city: 'Klang', postcode: '41000', state: 'SGR' as const };

/** Parcel tracking (/mysales/trackingmy) and the parcel-rate service (shipping settings, delivery list, quotes). */
export const parcelCases: Record<string, IsolationCase> = {
  'parcelTracking.settings': { list: () => undefined },
  'parcelTracking.saveKey': { none: 'the key is the calling merchant’s own; B saves B’s', input: () => ({ apiKey: 'intruder-key' }) },
  'parcelTracking.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'parcelTracking.get': { reach: (a) => ({ id: a.parcels.trackingId }) },
  'parcelTracking.create': { none: 'a record names no record; B tracks its own parcels' },
  'parcelTracking.update': { reach: (a) => ({ id: a.parcels.trackingId, ...tracking }) },
  'parcelTracking.delete': { reach: (a) => ({ id: a.parcels.trackingId }) },
  'parcelTracking.refresh': { none: 'refreshes the calling merchant’s parcels only', input: () => undefined },
  'parcelTracking.forOrder': { list: (a) => ({ orderId: a.checkout.orderId }) },
  'parcelRates.settings': { list: () => undefined },
  'parcelRates.saveSettings': { none: 'the settings are the calling merchant’s own', input: () => ({ apiKey: 'intruder-key', rateCheck: true, courierService: true }) },
  'parcelRates.addresses': { list: () => undefined },
  'parcelRates.createAddress': { none: 'an address names no record; B adds its own', input: () => address },
  'parcelRates.updateAddress': { reach: (a) => ({ id: a.parcels.addressId, ...address }) },
  'parcelRates.deleteAddress': { reach: (a) => ({ id: a.parcels.addressId }) },
  'parcelRates.forOrder': { reach: (a) => ({ orderId: a.checkout.orderId }) },
  'parcelRates.quoteFromRate': { reach: (a) => ({ orderId: a.checkout.orderId, serviceId: 'EP-CS0A' }) },
};
