import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const form = (a: TenantFixtures) => ({ imageUploadId: a.portalAds.imageUploadId, keywords: ['intruder'], url: 'https://intruder.example.my/', startDate: '2026-01-01', endDate: '2026-01-31' });

/** POS vendors (A is no vendor: its merchant id reaches no profile) and A's portal keyword ads. */
export const portalAdCases: Record<string, IsolationCase> = {
  'posVendors.list': { list: () => ({ pageSize: 80 }) },
  'posVendors.get': { reach: (a) => ({ merchantId: a.merchantId }) },
  'posVendors.connect': { reach: (a) => ({ merchantId: a.merchantId }) },
  'posVendors.disconnect': { reach: (a) => ({ merchantId: a.merchantId }) },
  'posVendors.connectedShops': { list: () => ({ pageSize: 80 }) },
  'portalAds.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'portalAds.get': { reach: (a) => ({ id: a.portalAds.adId }) },
  'portalAds.create': { reach: form },
  'portalAds.update': { reach: (a) => ({ id: a.portalAds.adId, ad: form(a) }) },
  'portalAds.delete': { reach: (a) => ({ id: a.portalAds.adId }) },
  'portal.ads': { none: "public: the portal shows every merchant's ongoing ads by design, each only as its image, URL and keyword" },
  'portal.click': { none: "public: a click names an ad the portal was served and answers only that ad's URL" },
};
