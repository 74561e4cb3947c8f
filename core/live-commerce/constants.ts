import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The permission module of live commerce (spec: /mysales/live-commerce/...), and its user-log category. */
export const LIVE_COMMERCE_MODULE = 'my_sales';

export const LIVE_SET_STATUSES = ['active', 'inactive'] as const;
export type TLiveSetStatus = (typeof LIVE_SET_STATUSES)[number];

/** A live session's life: scheduled, then live (comments make cart lines), then ended. */
export const LIVE_SESSION_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type TLiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

/** What became of a comment: a cart line, or why not. */
export const LIVE_COMMENT_RESULTS = ['line', 'no_code', 'unknown_code', 'sold_out', 'not_live'] as const;
export type TLiveCommentResult = (typeof LIVE_COMMENT_RESULTS)[number];

/** A cart line holds its units while open; released ones (by age or by hand) gave them back. */
export const LIVE_LINE_STATUSES = ['open', 'released'] as const;
export type TLiveLineStatus = (typeof LIVE_LINE_STATUSES)[number];

export const LIVE_COMMERCE_LIMITS = {
  replyMaxChars: 300,
  cartHoldHoursMin: 1,
  cartHoldHoursMax: 168,
  cartHoldHoursDefault: 24,
  nameMaxChars: 100,
  titleMaxChars: 100,
  codeMaxChars: 10,
  maxItems: 100,
  maxQty: 99_999,
  /** Units one comment may take: `CODE x99`. */
  maxCommentQty: 99,
  /** Comments and lines a session's page shows (the newest). */
  recentMax: 50,
  /** Open cart lines a member's page shows. */
  memberLinesMax: 200,
} as const;

export const LIVE_COMMERCE_MESSAGES = {
  /** Spec section 5: "product set name ... required"; worded like the payment link's. */
  nameRequired: msg('liveCommerce.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.liveCommerce.name'), LIVE_COMMERCE_LIMITS.nameMaxChars),
  titleRequired: msg('liveCommerce.titleRequired'),
  titleTooLong: tooLongMessage(term('fields.liveCommerce.title'), LIVE_COMMERCE_LIMITS.titleMaxChars),
  replyTooLong: tooLongMessage(term('fields.liveCommerce.replyText'), LIVE_COMMERCE_LIMITS.replyMaxChars),
  cartHoldHours: msg('liveCommerce.cartHoldHours', { min: LIVE_COMMERCE_LIMITS.cartHoldHoursMin, max: LIVE_COMMERCE_LIMITS.cartHoldHoursMax }),
  codeInvalid: msg('liveCommerce.codeInvalid', { max: LIVE_COMMERCE_LIMITS.codeMaxChars }),
  codeTaken: msg('liveCommerce.codeTaken'),
  tooManyItems: msg('liveCommerce.tooManyItems', { max: LIVE_COMMERCE_LIMITS.maxItems }),
  itemsRequired: msg('liveCommerce.itemsRequired'),
  pageRequired: msg('liveCommerce.pageRequired'),
  pageNotConnected: msg('liveCommerce.pageNotConnected'),
  videoRequired: msg('liveCommerce.videoRequired'),
  setRequired: msg('liveCommerce.setRequired'),
  setInUse: msg('liveCommerce.setInUse'),
  setInactive: msg('liveCommerce.setInactive'),
  pageBusy: msg('liveCommerce.pageBusy'),
  notScheduled: msg('liveCommerce.notScheduled'),
  notLive: msg('liveCommerce.notLive'),
} as const;
