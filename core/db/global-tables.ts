/**
 * The only tables without merchantId, each with the reason it cannot belong to one merchant.
 * Every other table is a tenant table: merchantId in its key and leading every index
 * (a test reads the migrations to hold this).
 */
export const GLOBAL_TABLES = {
  Merchant: 'the tenant itself',
  LoginName: 'login IDs are unique across merchants; sign-in looks them up before any merchant is known',
  AppVersion: 'product releases, the same for everyone',
  RateLimitBucket: 'attempt counters keyed by login ID or IP address, before any merchant is known',
  WebhookReceipt: 'provider event ids, recorded before the event is matched to a merchant (docs/integrations.md)',
  SmeProgramme: 'the SME programme\'s seat count, one for the whole platform: the first 500 members (docs/sme.md)',
  PortalAdKeyword: 'the portal finds ongoing ads by keyword across merchants, so the key leads with the keyword; each row names its merchant and ad (docs/portal-ads.md)',
} as const;

export const isGlobalTable = (model: string): boolean => Object.hasOwn(GLOBAL_TABLES, model);
