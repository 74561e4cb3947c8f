import type { DbClient } from '../db/database.ts';
import type { BaseCtx } from '../shared/context.ts';

/**
 * A call from a merchant's own website or app, authenticated by one of its site keys. There is
 * no signed-in user: every read and write is scoped by merchantId, which comes from the key.
 */
export interface StorefrontCtx extends BaseCtx {
  merchantId: string;
  siteKeyId: string;
  timeZone: string;
}

/**
 * What the stock and notification writers need of a context: an open client (usually a
 * transaction), the merchant, the clock and, in the back office, the user. Both Ctx and
 * StorefrontCtx fit.
 */
export interface TenantTx {
  db: DbClient;
  merchantId: string;
  now: () => Date;
  userId?: string | null;
}
