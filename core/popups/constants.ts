import { msg } from '../shared/messages.ts';

/** The user log's category of the popup settings (module my_sales). */
export const POPUP_CATEGORY = 'my_sales';

/** Spec: the 7 popup message types, in the order the settings screen lists them. */
export const POPUP_TYPES = ['order_details', 'added_to_cart', 'promotion_campaigns', 'discount_voucher', 'single_product_views', 'inquiries', 'custom'] as const;
export type TPopupType = (typeof POPUP_TYPES)[number];

/** The kinds of website page a message type may show on; the website says which kind it is showing. */
export const POPUP_PAGES = ['home', 'product', 'category', 'cart', 'checkout', 'content'] as const;
export type TPopupPage = (typeof POPUP_PAGES)[number];

export const POPUP_POSITIONS = ['bottom_left', 'bottom_right', 'top_left', 'top_right'] as const;

/** Bounds of the settings; the answer holds at most maxMessages messages. */
export const POPUP_LIMITS = {
  delaySeconds: { min: 0, max: 600 },
  intervalSeconds: { min: 5, max: 3600 },
  maxPerVisit: { min: 1, max: 50 },
  hideAfterSeconds: { min: 3, max: 60 },
  lookbackDays: { min: 1, max: 30 },
  lookbackHours: { min: 1, max: 168 },
  minViews: { min: 1, max: 100_000 },
  customMessages: 10,
  customTextMaxChars: 225,
  linkMaxChars: 500,
  /** Records of one type read for an answer. */
  perType: 10,
  maxMessages: 50,
  nameMaxChars: 20,
  townMaxChars: 40,
  /** How long an answer is served from memory before it is read again. */
  cacheSeconds: 30,
  cacheEntries: 5000,
} as const;

export const POPUP_MESSAGES = {
  range: (min: number, max: number) => msg('popups.range', { min, max }),
  pagesRequired: msg('popups.pagesRequired'),
  customTextRequired: msg('popups.customTextRequired'),
  customTextTooLong: msg('popups.customTextTooLong', { max: POPUP_LIMITS.customTextMaxChars }),
  tooManyCustom: msg('popups.tooManyCustom', { max: POPUP_LIMITS.customMessages }),
  customRequired: msg('popups.customRequired'),
} as const;
