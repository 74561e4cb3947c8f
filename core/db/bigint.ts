/**
 * Amounts that add up (an order's figures and lines, its payments, its voucher's use, a member's
 * paid total, a product's monthly sales) are 64-bit columns (BigInt in prisma/schema.prisma):
 * PostgreSQL's integer stops at 2^31 − 1 sen (RM 21,474,836.47), below the largest order
 * (MONEY_LIMITS in core/shared/limits.ts). Prisma reads them as bigint; core works with plain
 * numbers, which hold every such value exactly (all stay far below 2^53). Reads convert here,
 * at the boundary; writes pass numbers, which Prisma's BigInt inputs take.
 */

/** A 64-bit column's value as a number; one a number cannot hold exactly is a broken invariant, never rounded. */
export function fromBigInt(value: bigint | number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`A 64-bit column holds ${value}, beyond what a number holds exactly`);
  return n;
}

/** A row with its bigint columns as numbers. */
export type WithNumbers<T> = { [K in keyof T]: T[K] extends bigint ? number : T[K] extends bigint | null ? number | null : T[K] };

/** The row with each bigint column read as a number; other fields (nested rows too) stay as they are. */
export function withNumbers<T extends object>(row: T): WithNumbers<T> {
  const out = { ...row } as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (typeof value === 'bigint') out[key] = fromBigInt(value);
  }
  return out as WithNumbers<T>;
}
