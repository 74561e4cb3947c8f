import type { Limit } from '../auth/rate-limit.ts';
import { msg } from '../shared/messages.ts';

/** The reports a merchant may share read-only; each names a core function returning a period's figures (docs/report-shares.md). */
export const SHAREABLE_REPORTS = ['order_report'] as const;
export type ShareableReport = (typeof SHAREABLE_REPORTS)[number];

export const REPORT_SHARE_LIMITS = { title: 200, sharesListed: 100 } as const;

/** Bad share links per IP address (forged, revoked or unknown): guessing gets nowhere fast, as with site keys. */
export const SHARE_LINK_LIMIT: Limit = { max: 30, windowMs: 15 * 60_000 };

export const REPORT_SHARE_MESSAGES = {
  titleRequired: msg('reportShares.titleRequired'),
  /** One answer for a forged, unknown and revoked link, so a guess learns nothing. */
  unavailable: msg('reportShares.unavailable'),
} as const;

/** The user-log category: the module whose report is shared. */
export const REPORT_SHARE_CATEGORY = 'ecommerce_report';
