import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { DbClient } from './database.ts';

/**
 * The rows core locks, each with a column that is not part of a key: setting it to itself is a
 * write PostgreSQL locks the row for without blocking inserts that reference it.
 */
const LOCK_COLUMNS = {
  User: 'passwordHash',
  ShakeUser: 'phone',
  Voucher: 'quantity',
  Member: 'memberNo',
  Product: 'sort',
  RewardItem: 'pointsRequired',
} as const;
export type LockedTable = keyof typeof LOCK_COLUMNS;

/**
 * Holds one of a merchant's rows until the caller's transaction ends, so check-then-write steps on
 * it take turns: a write of a column to itself, the same SQL on both engines (PostgreSQL locks
 * the row; SQLite runs one writer at a time anyway). False when the row does not exist.
 */
export async function lockRow(db: DbClient, table: LockedTable, merchantId: string, id: string): Promise<boolean> {
  const column = Prisma.raw(`"${LOCK_COLUMNS[table]}"`);
  const count = await db.$executeRaw`UPDATE ${Prisma.raw(`"${table}"`)} SET ${column} = ${column} WHERE "merchantId" = ${merchantId} AND "id" = ${id}`;
  return count === 1;
}
