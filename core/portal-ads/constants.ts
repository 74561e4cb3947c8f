import type { Limit } from '../auth/rate-limit.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/**
 * Portal keyword ads have no module key in the spec (area 'misc'); they are a marketing tool of
 * the merchant, so the `tools` module guards them (docs/portal-ads.md), and it is their user-log category.
 */
export const PORTAL_ADS_MODULE = 'tools';

/** The upload purpose of an ad's image (core/uploads/policies.ts): public, as the portal shows it. */
export const PORTAL_AD_IMAGE = 'portal-ad-image';

/** Spec section 4: default (-1, not yet running), expired (0), on going (1). */
export const PORTAL_AD_STATES = { default: -1, expired: 0, ongoing: 1 } as const;
export type TPortalAdStateName = keyof typeof PORTAL_AD_STATES;
export const PORTAL_AD_STATE_NAMES = Object.keys(PORTAL_AD_STATES) as TPortalAdStateName[];

/** The spec gives none; these are ours (docs/portal-ads.md). */
export const PORTAL_AD_LIMITS = {
  keywordsMax: 10,
  keywordMaxChars: 50,
  urlMaxChars: 500,
  searchMaxChars: 100,
  /** Ads the portal gets for one keyword. */
  servedMax: 10,
} as const;

/** Portal calls (ads served and clicks) per address: a page view asks once, a visitor clicks a few. */
export const PORTAL_CALL_LIMIT: Limit = { max: 120, windowMs: 60_000 };

const L = PORTAL_AD_LIMITS;

export const PORTAL_AD_MESSAGES = {
  imageRequired: msg('portalAds.imageRequired'),
  imageUnknown: msg('portalAds.imageUnknown'),
  keywordRequired: msg('portalAds.keywordRequired'),
  keywordTooLong: tooLongMessage(term('fields.portalAds.keyword'), L.keywordMaxChars),
  keywordsTooMany: msg('portalAds.keywordsTooMany', { max: L.keywordsMax }),
  keywordRepeated: msg('portalAds.keywordRepeated'),
  urlRequired: msg('portalAds.urlRequired'),
  urlInvalid: msg('portalAds.urlInvalid'),
  startDate: msg('portalAds.startDate'),
  endDate: msg('portalAds.endDate'),
  endBeforeStart: msg('portalAds.endBeforeStart'),
  tooManyCalls: msg('portalAds.tooManyCalls'),
  notRunning: msg('portalAds.notRunning'),
} as const;

export const portalAdLog = (action: 'created' | 'updated' | 'deleted', values: { url: string }) => msg(`log.portalAds.${action}`, values);
