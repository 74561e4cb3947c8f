import type { IsolationCase } from '../isolation-cases.ts';

/** Marketplace sync (/marketplace-sync): shops, their products, boost and orders. */
export const marketplaceCases: Record<string, IsolationCase> = {
  'marketplaceSync.shops': { list: () => undefined },
  'marketplaceSync.overview': { list: () => undefined },
  'marketplaceSync.connect': { none: 'the authorization is for the calling merchant (its state is signed for it)', input: () => ({ platform: 'shopee' }) },
  'marketplaceSync.finishConnect': { none: 'a code names no record of ours, and the state is signed for the merchant that asked for it' },
  'marketplaceSync.renewToken': { reach: (a) => ({ id: a.marketplaces.marketplaceShopId }) },
  'marketplaceSync.disconnect': { reach: (a) => ({ id: a.marketplaces.marketplaceShopId }) },
  'marketplaceSync.sync': { reach: (a) => ({ id: a.marketplaces.marketplaceShopId }) },
  'marketplaceSync.products': { reach: (a) => ({ shopId: a.marketplaces.marketplaceShopId }) },
  'marketplaceSync.syncBySku': { reach: (a) => ({ shopId: a.marketplaces.marketplaceShopId, ids: [a.marketplaces.marketplaceProductId] }) },
  'marketplaceSync.chooseBoost': { reach: (a) => ({ shopId: a.marketplaces.marketplaceShopId, productIds: [a.marketplaces.marketplaceProductId] }) },
  'marketplaceSync.orders': { list: (a) => ({ shopId: a.marketplaces.marketplaceShopId, search: a.marker, pageSize: 80 }) },
  'marketplaceSync.order': { reach: (a) => ({ id: a.marketplaces.marketplaceOrderId }) },
  'marketplaceSync.importProducts': { reach: (a) => ({ shopId: a.marketplaces.marketplaceShopId, ids: [a.marketplaces.marketplaceProductId], mode: 'duplicate', categoryId: a.catalogue.categoryId, image: { uploadId: a.catalogue.pictureId } }) },
  'marketplaceSync.productSync': { reach: (a) => ({ platform: 'shopee', shopId: a.marketplaces.marketplaceShopId, productId: a.catalogue.productId }) },
  'marketplaceSync.mapProduct': { reach: (a) => ({ platform: 'shopee', shopId: a.marketplaces.marketplaceShopId, productId: a.catalogue.productId, marketplaceProductId: a.marketplaces.marketplaceProductId, optionId: null }) },
  'marketplaceSync.unmapProduct': { reach: (a) => ({ platform: 'shopee', shopId: a.marketplaces.marketplaceShopId, productId: a.catalogue.productId, marketplaceProductId: a.marketplaces.marketplaceProductId }) },
  'marketplaceSync.pushProduct': { reach: (a) => ({ platform: 'shopee', shopId: a.marketplaces.marketplaceShopId, productId: a.catalogue.productId }) },
};
