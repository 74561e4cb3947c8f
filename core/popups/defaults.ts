import type { TPopupSettings } from './schema.ts';

/** A merchant who never saved the settings: every type off, each on the pages it suits. */
export const DEFAULT_POPUP_SETTINGS: TPopupSettings = {
  rules: { delaySeconds: 5, intervalSeconds: 15, maxPerVisit: 5, hideAfterSeconds: 6, position: 'bottom_left' },
  types: {
    order_details: { enabled: false, pages: ['home', 'product', 'category'], lookbackDays: 7, showProduct: true },
    added_to_cart: { enabled: false, pages: ['product', 'category', 'cart'], lookbackHours: 24 },
    promotion_campaigns: { enabled: false, pages: ['home', 'category'] },
    discount_voucher: { enabled: false, pages: ['home', 'cart', 'checkout'] },
    single_product_views: { enabled: false, pages: ['product'], lookbackHours: 24, minViews: 5 },
    inquiries: { enabled: false, pages: ['home', 'product'], lookbackDays: 7 },
    custom: { enabled: false, pages: ['home'], messages: [] },
  },
};
