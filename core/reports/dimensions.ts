/**
 * The ways events are counted (EventRollup.dimension): which events each counts (where), what it
 * counts them by (key and sub), as SQL over SiteEvent that reads the same on SQLite and PostgreSQL.
 * The rollup and the live count of days not yet rolled up both use these, so the two always agree.
 */
export interface Dimension {
  where: string;
  key: string;
  sub: string;
  /** The kind whose every event this dimension counts: its totals are the kind dimension's row of it (a few rows a day, not one per word or page). */
  kind?: string;
}

const q = (column: string) => `"${column}"`;
const none = `''`;

export const DIMENSIONS = {
  /** Every event by its kind: page views, product views, searches, contact clicks, enquiries. */
  kind: { where: 'TRUE', key: q('kind'), sub: none },
  /** Visits (landing page views) by where they came from, and the referrer's host. */
  source: { where: `${q('landing')} = TRUE`, key: q('source'), sub: q('sourceHost') },
  /** Visits by the kind of device. */
  device: { where: `${q('landing')} = TRUE`, key: q('device'), sub: none },
  /** Page views by page. */
  page: { where: `${q('kind')} = 'page_view'`, key: q('page'), sub: none, kind: 'page_view' },
  /** Visits by the page they began on. */
  landing: { where: `${q('landing')} = TRUE`, key: q('page'), sub: none },
  /** Product views by product. */
  product: { where: `${q('kind')} = 'product_view'`, key: q('productId'), sub: none, kind: 'product_view' },
  /** Searches by their words. */
  search: { where: `${q('kind')} = 'search'`, key: q('term'), sub: none, kind: 'search' },
  /** Contact clicks by type, and the page they were made on. */
  contact: { where: `${q('kind')} = 'contact'`, key: q('contact'), sub: q('page') },
  /**
   * Enquiries, searches and contact clicks by IP address and type (the IP view): the one count
   * that keeps addresses, because the IP view shows them. Page views are not kept by address.
   */
  ip: {
    where: `${q('kind')} IN ('enquiry', 'search', 'contact')`,
    key: q('ip'),
    sub: `CASE ${q('kind')} WHEN 'contact' THEN ${q('contact')} WHEN 'enquiry' THEN 'inquiry' ELSE 'search' END`,
  },
  /** What visitors with a referral person's code did: visits, enquiries and contact clicks by code. */
  referral: {
    where: `${q('referralCode')} <> '' AND (${q('landing')} = TRUE OR ${q('kind')} IN ('enquiry', 'contact'))`,
    key: q('referralCode'),
    sub: `CASE WHEN ${q('kind')} = 'contact' THEN ${q('contact')} WHEN ${q('kind')} = 'enquiry' THEN 'inquiry' ELSE 'visit' END`,
  },
  /** Product showcase slots' views and clicks (the traffic guarantee report): by slot and kind. */
  showcase: { where: `${q('kind')} IN ('showcase_view', 'showcase_click')`, key: q('slotId'), sub: q('kind') },
  /** Page views and contact clicks on a sales person's landing page (the sales landing report): by person and kind. */
  salesPerson: { where: `${q('salesPersonId')} IS NOT NULL AND ${q('kind')} IN ('page_view', 'contact')`, key: q('salesPersonId'), sub: q('kind') },
  /** Clicks of affiliate links (the affiliate reports): by affiliate event and the source the link named. */
  affiliateClicks: { where: `${q('kind')} = 'affiliate_click'`, key: q('affiliateId'), sub: q('affiliateSource') },
  /** Registrations through affiliate links, the same way. */
  affiliateSignups: { where: `${q('kind')} = 'affiliate_registration'`, key: q('affiliateId'), sub: q('affiliateSource') },
} as const satisfies Record<string, Dimension>;

export type DimensionName = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as DimensionName[];

/** A visitor is a unique IP address per hour (spec section 9): the distinct address-hours among the counted events. */
export const VISITORS_SQL = `COUNT(DISTINCT ${q('ip')} || '|' || ${q('hour')})`;
