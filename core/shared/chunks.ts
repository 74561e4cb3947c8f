/** Most queries bind one parameter per id; lists of ids go in chunks of this many. */
export const ID_CHUNK = 500;

/** items in slices of size (the last may be shorter). */
export function chunks<T>(items: readonly T[], size = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
