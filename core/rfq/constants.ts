import { msg } from '../shared/messages.ts';

/** A request's states: open until the merchant closes it. */
export const RFQ_STATUSES = ['open', 'closed'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_STATUS_FILTERS = ['open', 'closed', 'all'] as const;

/** The user-log category of the board's changes. */
export const RFQ_CATEGORY = 'rfq';

/** Limits of the board's forms; the spec gives none, so these are ours (docs/rfq.md). */
export const RFQ_LIMITS = {
  title: 200,
  description: 5000,
  supplier: 200,
  message: 5000,
  quantity: 10_000_000,
  /** RM 100,000,000. */
  priceSen: 10_000_000_000,
  /** Replies one request keeps; more are refused. */
  repliesPerRequest: 200,
} as const;

export const RFQ_MESSAGES = {
  titleRequired: msg('rfq.titleRequired'),
  supplierRequired: msg('rfq.supplierRequired'),
  closed: msg('rfq.closed'),
  tooManyReplies: (max: number) => msg('rfq.tooManyReplies', { max }),
} as const;
