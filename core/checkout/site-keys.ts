import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { assertWithinLimit, takeAttempt, type Limit } from '../auth/rate-limit.ts';
import { sha256 } from '../auth/tokens.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import type { StorefrontCtx } from './context.ts';
import { msg } from '../shared/messages.ts';

/**
 * Site keys: 'sk_{merchantId}_{secret}', the secret 32 random bytes in base64url. The key names
 * its merchant so that it is found by (merchantId, SHA-256 of the whole key); only the hash and
 * a hint are kept, so a key is shown once, when it is created.
 */
export const SITE_KEY_PREFIX = 'sk_';
const HINT_CHARS = 6;

export const SITE_KEY_MESSAGES = {
  invalid: msg('siteKeys.invalid'),
  alreadyRevoked: msg('siteKeys.alreadyRevoked'),
} as const;

export const ZSiteKeyRow = z.object({
  id: z.string(),
  /** The key's start, for telling keys apart: 'sk_{merchantId}_AbC123…'. */
  hint: z.string(),
  createdAt: z.date(),
  revokedAt: z.date().nullable(),
});
export type TSiteKeyRow = z.infer<typeof ZSiteKeyRow>;

export const ZCreatedSiteKey = ZSiteKeyRow.extend({ key: z.string() });
export const ZSiteKeyIdInput = z.object({ id: z.string().min(1) });

/** 'sk_{merchantId}_{secret}' -> its merchant, or null when the text is not a site key. */
export function parseSiteKey(key: string): { merchantId: string } | null {
  const match = /^sk_([A-Za-z0-9]{1,64})_([A-Za-z0-9_-]{43,128})$/.exec(key.trim());
  return match ? { merchantId: match[1]! } : null;
}

const hintOf = (merchantId: string, secret: string) => `${SITE_KEY_PREFIX}${merchantId}_${secret.slice(0, HINT_CHARS)}…`;
const select = { id: true, hint: true, createdAt: true, revokedAt: true } as const;

/** The merchant's site keys, newest first, revoked ones included. */
export function listSiteKeys(ctx: Ctx): Promise<TSiteKeyRow[]> {
  return ctx.db.siteKey.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select });
}

/** A new key; the answer is the only time the whole key is seen. */
export function createSiteKey(ctx: Ctx): Promise<z.infer<typeof ZCreatedSiteKey>> {
  const secret = randomBytes(32).toString('base64url');
  const key = `${SITE_KEY_PREFIX}${ctx.merchantId}_${secret}`;
  return audited(
    ctx,
    (row) => ({ action: msg('log.checkout.siteKeyCreated', { hint: row.hint }), category: 'my_sales' }),
    async (tx) => {
      const row = await tx.db.siteKey.create({
        data: { merchantId: tx.merchantId, keyHash: sha256(key), hint: hintOf(tx.merchantId, secret), createdBy: tx.userId, createdAt: tx.now() },
        select,
      });
      return { ...row, key };
    },
  );
}

/** Revokes a key: calls with it are refused from the next request on. */
export function revokeSiteKey(ctx: Ctx, id: string): Promise<TSiteKeyRow> {
  return audited(
    ctx,
    (row) => ({ action: msg('log.checkout.siteKeyRevoked', { hint: row.hint }), category: 'my_sales' }),
    async (tx) => {
      const row = await tx.db.siteKey.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select });
      if (!row) throw notFound('siteKey');
      if (row.revokedAt) throw new AppError('SITE_KEY.REVOKED', SITE_KEY_MESSAGES.alreadyRevoked, 'conflict');
      return tx.db.siteKey.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { revokedAt: tx.now() }, select });
    },
  );
}

/** The storefront context of a key, or null when the key is malformed, unknown or revoked. */
export async function resolveSiteKey(base: BaseCtx, key: string): Promise<StorefrontCtx | null> {
  const parsed = parseSiteKey(key);
  if (!parsed) return null;
  // findFirst, not findUnique: Prisma folds findUnique calls of one tick into one query, and a burst
  // of thousands of storefront calls would pass SQLite's limit of bound values.
  const row = await base.db.siteKey.findFirst({
    where: { merchantId: parsed.merchantId, keyHash: sha256(key.trim()) },
    select: { id: true, revokedAt: true },
  });
  if (!row || row.revokedAt) return null;
  const merchant = await base.db.merchant.findFirst({ where: { id: parsed.merchantId }, select: { timeZone: true } });
  if (!merchant) return null;
  return { ...base, merchantId: parsed.merchantId, siteKeyId: row.id, timeZone: merchant.timeZone };
}

/** Failed site-key attempts per IP address, as sign-in counts them: guessing keys gets nowhere fast. */
export const SITE_KEY_LIMIT: Limit = { max: 30, windowMs: 15 * 60_000 };

/**
 * resolveSiteKey with a rate limit: an address that sent SITE_KEY_LIMIT.max bad keys within the
 * window is refused (even with a good key) until the window ends. Good keys are not counted.
 */
export async function resolveSiteKeyLimited(base: BaseCtx, key: string): Promise<StorefrontCtx | null> {
  const bucket = `site-key:ip:${base.request.ip}`;
  await assertWithinLimit(base.db, bucket, SITE_KEY_LIMIT, base.now());
  const store = await resolveSiteKey(base, key);
  if (!store) await takeAttempt(base.db, bucket, SITE_KEY_LIMIT, base.now());
  return store;
}
