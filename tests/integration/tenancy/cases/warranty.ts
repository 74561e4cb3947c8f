import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const form = (a: TenantFixtures) => ({ productId: a.catalogue.productId, optionId: a.catalogue.optionId, serialNo: 'INTRUDER-1', buyerName: 'Intruder', buyerPhone: '0123456789', startDate: '2026-01-01', months: 12 });

/** The warranty system: A's registered items, and the website's lookup by serial number. */
export const warrantyCases: Record<string, IsolationCase> = {
  'warranty.products': { list: (a) => ({ search: a.marker }) },
  'warranty.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'warranty.get': { reach: (a) => ({ id: a.warranty.warrantyId }) },
  'warranty.create': { reach: form },
  'warranty.update': { reach: (a) => ({ id: a.warranty.warrantyId, warranty: form(a) }) },
  'warranty.delete': { reach: (a) => ({ id: a.warranty.warrantyId }) },
  'storefront.warranty.lookup': { reach: (a) => ({ serialNo: a.warranty.serialNo }) },
};
