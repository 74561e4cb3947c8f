import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { DbClient } from '../db/database.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';

export interface Limit {
  /** Attempts a window allows before any wait. */
  max: number;
  /** The count starts over this long after the window's first attempt. */
  windowMs: number;
  /**
   * A progressive delay instead of a refusal until the window ends: the attempt that reaches
   * max, and each one after it, makes the next wait this long (the last wait repeats).
   */
  delaysMs?: readonly number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LIMITS = {
  /** Failed sign-ins per login ID (or per known device): five, then waits of 1, 2, 4, 8 and 15 minutes. */
  signInPerLogin: { max: 5, windowMs: DAY, delaysMs: [1, 2, 4, 8, 15].map((m) => m * MINUTE) },
  /** Failed sign-ins per IP address, whatever the login ID. */
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Two-factor codes sent with a correct password while the login ID has to wait. */
  secondFactorPerLogin: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong current passwords on the change-password form, per user. */
  changePasswordPerUser: { max: 5, windowMs: 15 * MINUTE },
  otpPerChallenge: { max: 5, windowMs: 10 * MINUTE },
  resetPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** E-invoice requests whose order number and proof did not match, per IP address (docs/e-invoice.md). */
  eInvoiceRequestPerIp: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * The bucket's blockedUntil once its count becomes count: unchanged below max, else now plus
 * the wait for that many. The column itself is one branch, so PostgreSQL types the parameters
 * of the others as timestamps.
 */
function blockedUntil(limit: Limit, count: Prisma.Sql, now: Date): Prisma.Sql {
  const kept = Prisma.sql`"RateLimitBucket"."blockedUntil"`;
  const delays = limit.delaysMs ?? [];
  if (delays.length === 0) return kept;
  const steps = delays.slice(0, -1).map((ms, i) => Prisma.sql`WHEN ${count} = ${limit.max + i} THEN ${at(now, ms)}`);
  return Prisma.sql`CASE WHEN ${count} < ${limit.max} THEN ${kept} ${Prisma.join(steps, ' ')} ELSE ${at(now, delays.at(-1)!)} END`;
}

/**
 * Takes one attempt from key's bucket before the attempt is judged, in one statement on both
 * engines: concurrent attempts each need a slot of their own, so a burst cannot slip past the
 * limit between a check and a count. True when a slot was free; a refused attempt changes
 * nothing.
 */
export async function takeAttempt(db: DbClient, key: string, limit: Limit, now: Date): Promise<boolean> {
  const stale = Prisma.sql`"RateLimitBucket"."windowStart" <= ${at(now, -limit.windowMs)}`;
  const count = Prisma.sql`CASE WHEN ${stale} THEN 1 ELSE "RateLimitBucket"."count" + 1 END`;
  const firstWait = limit.max <= 1 && limit.delaysMs?.length ? at(now, limit.delaysMs[0]!) : null;
  const taken = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count", "blockedUntil") VALUES (${key}, ${now}, 1, ${firstWait})
    ON CONFLICT ("key") DO UPDATE SET
      "windowStart" = CASE WHEN ${stale} THEN ${now} ELSE "RateLimitBucket"."windowStart" END,
      "count" = ${count},
      "blockedUntil" = ${blockedUntil(limit, count, now)}
    WHERE ${stale} OR "RateLimitBucket"."count" < ${limit.max} OR "RateLimitBucket"."blockedUntil" <= ${now}
    RETURNING "count"`;
  return taken.length === 1;
}

/** 'Too many attempts. Please try again in N minutes.', for a key whose bucket refused an attempt. */
export async function tooManyAttempts(db: DbClient, key: string, limit: Limit, now: Date): Promise<AppError> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  const until = bucket ? (bucket.blockedUntil ?? at(bucket.windowStart, limit.windowMs)) : now;
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  return new AppError('AUTH.RATE_LIMITED', msg('auth.tooManyAttempts', { count: minutes }), 'rate_limited');
}

/**
 * Refuses when key's bucket has no slot free, without taking one: for checks where successes
 * must never wait on each other (every storefront request shows its site key) and a failure is
 * counted afterwards with takeAttempt. Not atomic with that count, so only for secrets nobody
 * can guess anyway, where the limit just keeps the noise down.
 */
export async function assertWithinLimit(db: DbClient, key: string, limit: Limit, now: Date): Promise<void> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key } });
  const open =
    !bucket || bucket.windowStart.getTime() <= now.getTime() - limit.windowMs || bucket.count < limit.max || (bucket.blockedUntil !== null && bucket.blockedUntil <= now);
  if (!open) throw await tooManyAttempts(db, key, limit, now);
}

/** takeAttempt, refusing with tooManyAttempts when no slot is free. */
export async function takeAttemptOrRefuse(db: DbClient, key: string, limit: Limit, now: Date): Promise<void> {
  if (!(await takeAttempt(db, key, limit, now))) throw await tooManyAttempts(db, key, limit, now);
}

/** Gives back a slot an attempt took, when the attempt turned out not to be a failure. */
export async function returnAttempt(db: DbClient, key: string): Promise<void> {
  await db.rateLimitBucket.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/** Forgets key's attempts (a success ends a run of failures). */
export async function clearAttempts(db: DbClient, key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}
