import type { IsolationCase } from '../isolation-cases.ts';

/** The website area and the product showcases screen, in the back office and on the website. */
export const websiteCases: Record<string, IsolationCase> = {
  'website.banners.list': { list: () => undefined },
  'website.banners.get': { reach: (a) => ({ id: a.website.bannerId }) },
  'website.banners.create': { reach: (a) => ({ pictureId: a.website.pictureId, title: 'Intruder banner' }) },
  'website.banners.update': { reach: (a) => ({ id: a.website.bannerId, pictureId: a.website.pictureId, title: 'Taken over' }) },
  'website.banners.delete': { reach: (a) => ({ id: a.website.bannerId }) },
  // B's own banners in A's order: A's banner is not one of B's, so the list is out of date for B.
  'website.banners.sort': { reach: (a) => ({ ids: [a.website.bannerId] }) },
  'website.urls.list': { list: () => ({ pageSize: 80 }) },
  'website.urls.create': { none: 'a customized URL names no record; the same path is B’s own to use', input: () => ({ sourcePath: '/intruder-path', destination: '/intruder' }) },
  'website.urls.update': { reach: (a) => ({ id: a.website.customUrlId, sourcePath: '/taken-over', destination: '/intruder' }) },
  'website.urls.delete': { reach: (a) => ({ id: a.website.customUrlId }) },
  'website.settings.get': { list: () => undefined },
  'website.settings.save': { reach: (a) => ({ watermark: { enabled: true, pictureId: a.website.pictureId } }) },
  'website.installments.list': { list: () => undefined },
  'website.installments.create': { none: 'an installment names no record; B creates its own', input: () => ({ name: 'Intruder plan', minAmount: 0, months: '3' }) },
  'website.installments.update': { reach: (a) => ({ id: a.website.installmentId, name: 'Taken over', minAmount: 0, months: '3' }) },
  'website.installments.delete': { reach: (a) => ({ id: a.website.installmentId }) },
  'website.specFilters.get': { list: () => undefined },
  'website.specFilters.save': { reach: (a) => ({ ids: [a.catalogue.specNameId] }) },
  'productShowcases.list': { list: () => undefined },
  'productShowcases.products': { list: (a) => ({ search: a.marker }) },
  'productShowcases.setProduct': { reach: (a) => ({ id: a.website.slotId, productId: a.catalogue.productId }) },
  'productShowcases.switch': { reach: (a) => ({ id: a.website.slotId, on: false }) },
  'storefront.website.banners': { none: 'the site key’s merchant’s banners only', input: () => undefined },
  'storefront.website.url': { none: 'looked up among the site key’s merchant’s customized URLs', input: (a) => ({ shortId: a.website.shortId }) },
  'storefront.website.settings': { none: 'the site key’s merchant’s setting', input: () => undefined },
  'storefront.website.installments': { none: 'the site key’s merchant’s installments', input: () => undefined },
  'storefront.website.specFilters': { none: 'the site key’s merchant’s filters', input: () => undefined },
};
