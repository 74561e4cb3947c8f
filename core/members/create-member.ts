import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { type BulkRow, insertMany } from '../db/bulk-write.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { newId } from '../db/ids.ts';
import { awardJoinPoints, joinAwards, postJoinPoints, type JoinAward } from '../loyalty/earn-join.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { MEMBER_LIMITS, MEMBER_MESSAGES as M, MEMBER_STATUS, type MemberSource } from './constants.ts';
import type { TMemberProfile } from './schema.ts';

/**
 * The one place members are created, whatever their source (website sign-up, checkout, import,
 * back office): the member number, the lower-cased keys, the e-mail's uniqueness and the join
 * points are the same for all.
 */

/** The key one member per address and merchant is checked on: e-mail addresses compare without case. */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase();
/** The key name prefix search reads. */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase();

export const emailTaken = (field = 'email') => new AppError('MEMBER.EMAIL_TAKEN', M.emailTaken, 'conflict', field);

/**
 * Takes count member numbers from the merchant's counter: the first of a gap-free range. The
 * counter row stays locked by the update until the transaction commits (as order numbers do in
 * core/checkout/place-order.ts), so concurrent creations never share or skip a number. A
 * merchant without the row yet gets it here.
 */
async function allocateMemberNos(tx: Ctx, count: number): Promise<number> {
  const row = await tx.db.memberSetting.upsert({
    where: { merchantId: tx.merchantId },
    create: { merchantId: tx.merchantId, nextMemberNo: 1 + count },
    update: { nextMemberNo: { increment: count } },
    select: { nextMemberNo: true },
  });
  return row.nextMemberNo - count;
}

/**
 * The member-number counter as a transaction holds it after lockMemberNumbers: numbers are
 * handed out here without a query each, and store() writes the counter back once, before the
 * commit. A query a batch (Prisma's) was most of the garbage an import of a million rows left
 * on the heap (docs/members-import.md).
 */
export class HeldMemberNumbers {
  #next: number;
  #stored: number;

  constructor(next: number) {
    this.#next = next;
    this.#stored = next;
  }

  /** The first of count numbers, all of them taken. */
  take(count: number): number {
    const first = this.#next;
    this.#next += count;
    return first;
  }

  /** Writes the counter back: every number taken so far is used. */
  async store(tx: Ctx): Promise<void> {
    if (this.#next === this.#stored) return;
    await tx.db.memberSetting.update({ where: { merchantId: tx.merchantId }, data: { nextMemberNo: this.#next } });
    this.#stored = this.#next;
  }
}

/**
 * Takes the merchant's member-number counter for the rest of tx without taking a number.
 * Every creation of a member takes it first, so none can be created until tx ends: an import
 * that locks first may trust what it reads of the stored members while it writes, and take its
 * numbers from what this returns.
 */
export async function lockMemberNumbers(tx: Ctx): Promise<HeldMemberNumbers> {
  return new HeldMemberNumbers(await allocateMemberNos(tx, 0));
}

/** Whether a member of the merchant already uses email (any case). */
export async function emailInUse(tx: Ctx, email: string): Promise<boolean> {
  const found = await tx.db.member.findUnique({ where: { merchantId_emailKey: { merchantId: tx.merchantId, emailKey: emailKeyOf(email) } }, select: { id: true } });
  return found !== null;
}

/**
 * A unique violation from the plain-SQL inserts below: better-sqlite3's constraint error on
 * SQLite, PostgreSQL's 23505 as Prisma's raw-query error carries it.
 */
function isBulkUniqueViolation(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  const e = error as { code?: unknown; meta?: { code?: unknown }; message?: unknown } | null;
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return e?.code === 'P2010' && (e.meta?.code === '23505' || String(e.message).includes('23505'));
}

/**
 * Many rows through core/db/bulk-write.ts's insertMany (prepared multi-row statements on
 * SQLite, parameterised multi-row INSERTs on PostgreSQL) in the caller's transaction: Prisma's
 * createMany costs over a millisecond per member row on SQLite (measured: 10,000 rows in 16 s),
 * which a 100,000-row import cannot afford. Columns left out take the schema's defaults.
 */
async function bulkInsertMembers(tx: Ctx, rows: BulkRow[]): Promise<void> {
  try {
    await insertMany(tx, 'Member', rows);
  } catch (error) {
    if (isBulkUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Inserts rows; a unique violation is the e-mail (the member number cannot collide: the counter is locked). */
async function insertMembers(tx: Ctx, rows: Prisma.MemberCreateManyInput[]): Promise<void> {
  try {
    await tx.db.member.createMany({ data: rows });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export interface NewMember extends Partial<Omit<TMemberProfile, 'name' | 'email'>> {
  name: string;
  email: string;
  /** A password to hash; none leaves the member unable to sign in until one is set. */
  password?: string | null;
}

/** One member, in tx; refuses an e-mail another member of the merchant has (any case). Not audited: the caller decides. */
export async function createMember(tx: Ctx, input: NewMember, source: Exclude<MemberSource, 'import'>): Promise<{ id: string; memberNo: number }> {
  if (await emailInUse(tx, input.email)) throw emailTaken();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const memberNo = await allocateMemberNos(tx, 1);
  const id = newId();
  const { password: _password, ...profile } = input;
  await insertMembers(tx, [
    {
      ...profile,
      merchantId: tx.merchantId,
      id,
      memberNo,
      name: input.name.trim(),
      nameKey: nameKeyOf(input.name),
      email: input.email.trim(),
      emailKey: emailKeyOf(input.email),
      passwordHash,
      status: MEMBER_STATUS.enabled,
      source,
      joinedAt: tx.now(),
    },
  ]);
  await awardJoinPoints(tx, [id]);
  return { id, memberNo };
}

export interface CreateMembersOptions {
  source: 'import';
  importBatch: string;
  /** The counter tx holds (lockMemberNumbers), for a caller that creates members in many calls; else one update a call takes the numbers. */
  numbers?: HeldMemberNumbers;
  /** The join points, read once (joinAwards) by a caller that creates members in many calls; else read a call. */
  joinAwards?: readonly JoinAward[];
}

/**
 * Many members at once, for imports: the whole range of numbers taken at once, rows go in with
 * createMany in chunks, in the caller's transaction. The rows' e-mails must be new to the
 * merchant and to each other (the import checks that first); a duplicate fails the call with
 * the e-mail-taken error. Imported members have no password. Ids come back in rows' order.
 */
export async function createMembers(
  tx: Ctx,
  rows: readonly { name: string; email: string; phone: string; dateOfBirth: string | null }[],
  opts: CreateMembersOptions,
): Promise<{ ids: string[] }> {
  if (rows.length === 0) return { ids: [] };
  const first = opts.numbers ? opts.numbers.take(rows.length) : await allocateMemberNos(tx, rows.length);
  const joinedAt = tx.now();
  const ids = rows.map(() => newId());
  for (let start = 0; start < rows.length; start += MEMBER_LIMITS.insertChunk) {
    const chunk = rows.slice(start, start + MEMBER_LIMITS.insertChunk);
    await bulkInsertMembers(
      tx,
      chunk.map((row, i) => ({
        merchantId: tx.merchantId,
        id: ids[start + i]!,
        memberNo: first + start + i,
        name: row.name.trim(),
        nameKey: nameKeyOf(row.name),
        email: row.email.trim(),
        emailKey: emailKeyOf(row.email),
        phone: row.phone.trim(),
        dateOfBirth: row.dateOfBirth,
        status: MEMBER_STATUS.enabled,
        source: opts.source,
        importBatch: opts.importBatch,
        joinedAt,
        // Prisma's @updatedAt, which plain SQL does not fill in.
        updatedAt: joinedAt,
      })),
    );
  }
  await postJoinPoints(tx, ids, opts.joinAwards ?? (await joinAwards(tx)));
  return { ids };
}
