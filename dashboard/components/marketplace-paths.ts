/** A catalogue product's sync page on one marketplace shop (routes.json); shared: the product form and the marketplace product list link to it. */
export const productSyncPath = (platform: string, shopId: string, productId: string) =>
  `/manage/products/sync2${platform}/shop/${encodeURIComponent(shopId)}/product/${encodeURIComponent(productId)}`;
