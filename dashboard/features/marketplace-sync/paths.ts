/** The marketplace sync screens (routes.json). The shop list is also where a marketplace's authorization sends the merchant back. */
export const MARKETPLACE_PATHS = {
  shops: '/marketplace-sync',
  dashboard: '/marketplace-sync/dashboard',
  products: '/marketplace-sync/products-list/{sid}',
  boost: '/marketplace-sync/boost/{sid}',
  orders: '/marketplace-sync/orders',
  order: '/marketplace-sync/orders/{oid}',
  syncShopee: '/manage/products/sync2shopee/shop/{sid}/product/{id}',
  syncLazada: '/manage/products/sync2lazada/shop/{sid}/product/{id}',
} as const;

export const productsPath = (shopId: string) => `/marketplace-sync/products-list/${encodeURIComponent(shopId)}`;
export const boostPath = (shopId: string) => `/marketplace-sync/boost/${encodeURIComponent(shopId)}`;
export const orderPath = (id: string) => `/marketplace-sync/orders/${encodeURIComponent(id)}`;
