import type { Limit } from '../auth/rate-limit.ts';

/** Advanced e-mail protection is a tool (routes.json: /tools/advanced-email-protection, area tools). */
export const EMAIL_PROTECTION_MODULE = 'tools';

/**
 * DKIM keys sit under a selector the sending service chooses and DNS cannot list: the check
 * looks up the ones the common services use (Google Workspace, Microsoft 365, cPanel and most
 * hosts, Mailchimp, Amazon SES's custom selectors aside).
 */
export const DKIM_SELECTORS = ['default', 'google', 'selector1', 'selector2', 'k1', 'k2', 'mail', 'dkim', 's1', 's2'] as const;

/** Each check makes a dozen lookups: a merchant may ask this often. */
export const CHECK_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 };

export const CHECK_STATUSES = ['ok', 'warning', 'missing', 'error'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What the screen says about a check, each a text of emailProtection.findings.*. */
export const FINDINGS = [
  'spfOk',
  'spfMissing',
  'spfMultiple',
  'spfSoftFail',
  'spfNeutral',
  'spfPassAll',
  'spfNoAll',
  'dkimFound',
  'dkimNotFound',
  'dkimNoKey',
  'dmarcOk',
  'dmarcMissing',
  'dmarcMultiple',
  'dmarcNone',
  'dmarcNoPolicy',
  'dmarcNoReports',
  'lookupFailed',
] as const;
export type Finding = (typeof FINDINGS)[number];
