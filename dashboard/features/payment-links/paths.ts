// The payment link screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
export const PAYMENT_LINKS_PATH = '/mysales/payment-link';
export const paymentLinkPath = (id: string) => `/mysales/payment-detail/${id}`;
