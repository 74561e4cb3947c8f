import type { DbClient } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Sign-in: failed attempts per login ID, all attempts per IP address. */
export const LIMITS = {
  signInPerUser: { max: 5, windowMs: 15 * MINUTE },
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  otpPerChallenge: { max: 5, windowMs: 10 * MINUTE },
  resetPerIp: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Refuses when key has used up limit in its current window. */
export async function assertWithinLimit(db: DbClient, key: string, limit: Limit, now: Date): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || bucket.windowStart.getTime() + limit.windowMs <= now.getTime() || bucket.count < limit.max) return;
  const minutes = Math.max(1, Math.ceil((bucket.windowStart.getTime() + limit.windowMs - now.getTime()) / MINUTE));
  throw new AppError(
    'AUTH.RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'rate_limited',
  );
}

/** Counts one attempt against key. */
export async function countAttempt(db: DbClient, key: string, limit: Limit, now: Date): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  if (!bucket || bucket.windowStart.getTime() + limit.windowMs <= now.getTime()) {
    await db.rateLimitBucket.upsert({
      where: { key },
      create: { key, windowStart: now, count: 1 },
      update: { windowStart: now, count: 1 },
    });
  } else {
    await db.rateLimitBucket.update({ where: { key }, data: { count: { increment: 1 } } });
  }
}

export async function clearAttempts(db: DbClient, key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}
