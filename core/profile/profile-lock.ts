import type { Ctx } from '../shared/context.ts';

/**
 * Serializes the profile's check-then-write saves (the company-tag maximum, the company's one set
 * of hours) per merchant: touching the merchant's profile row holds its lock until the caller's
 * transaction ends on PostgreSQL (SQLite runs one writer at a time anyway).
 */
export async function lockProfile(tx: Pick<Ctx, 'db' | 'merchantId' | 'now'>): Promise<void> {
  await tx.db.merchantProfile.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId }, update: { updatedAt: tx.now() } });
}
