// The purchase link screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
export const PURCHASE_LINKS_PATH = '/mysales/purchase-link';
export const purchaseLinkPath = (id: string) => `/mysales/purchase-detail/${id}`;
