/**
 * Prisma binds at most 999 values per SQLite statement, and loads relations by the parent's
 * composite key (merchantId, id): two values per parent, per nested level. Lists of ids and
 * names go to Prisma queries in batches well below that.
 */
export const ID_BATCH = 200;

export function batches<T>(items: readonly T[], size = ID_BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** run for each batch in turn, the results in order. */
export async function inBatches<T, R>(items: readonly T[], run: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (const batch of batches(items)) out.push(...(await run(batch)));
  return out;
}
