import { msg } from '../shared/messages.ts';
import { PRODUCT_LINE } from './product-line.ts';

/** Where a storefront event happened: the merchant's website or the product line's app. */
export const CHANNELS = ['website', PRODUCT_LINE] as const;
export type Channel = (typeof CHANNELS)[number];

/** The contact clicks of the IP view filter (business-areas.md section 9), in the spec's order. */
export const CONTACT_TYPES = ['whatsapp', 'phone', 'map', 'navigation_app', 'messenger', 'email', 'wechat', 'fax'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The IP view filter: all, inquiry, search and each contact click (11 types). */
export const IP_VIEW_FILTERS = ['all', 'inquiry', 'search', ...CONTACT_TYPES] as const;
export type IpViewFilter = (typeof IP_VIEW_FILTERS)[number];

/** Where visitors came from, by their referrer. */
export const SOURCE_KINDS = ['direct', 'search', 'social', 'ai', 'marketplace', 'website'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** What visitors do on the website or app (event-schema.ts), in the order the reports list and chart them. */
export const EVENT_KINDS = ['page_view', 'product_view', 'search', 'contact', 'enquiry'] as const;
/** The showcase slots' and the affiliate events' own kinds, counted by their reports. */
export const PROGRAMME_EVENT_KINDS = ['showcase_view', 'showcase_click', 'affiliate_click', 'affiliate_registration'] as const;
export type EventKind = (typeof EVENT_KINDS)[number] | (typeof PROGRAMME_EVENT_KINDS)[number];

export const REPORT_LIMITS = {
  /** Events one storefront call may carry. */
  eventsPerBatch: 500,
  /** Event calls a site key may make a minute (each up to eventsPerBatch events). */
  eventCallsPerMinute: 600,
  /** Raw events are kept this many days unless EVENT_RETENTION_DAYS says otherwise. */
  retentionDays: 90,
  /** Spec section 9: a visitor is a unique IP address per hour. */
  visitorWindowMinutes: 60,
  /** Spec section 9: the website search report lists the top 50 searches. */
  topSearches: 50,
  /** Spec section 9: top 5 lists in the monthly report. */
  monthlyTop: 5,
  /** Rows a report table shows (the IP view, pages, products). */
  tableRows: 100,
  /** A custom range spans at most this many days. */
  maxRangeDays: 3660,
} as const;

export const REPORT_MESSAGES = {
  rangeRequired: msg('reports.rangeRequired'),
  endBeforeStart: msg('reports.endBeforeStart'),
  rangeTooLong: msg('reports.rangeTooLong', { max: REPORT_LIMITS.maxRangeDays }),
  tooManyEvents: msg('siteEvents.tooManyEvents', { max: REPORT_LIMITS.eventsPerBatch }),
} as const;
