import type { Engine } from '../db/schema-render.ts';

const WILDCARDS = /[%_\\]/g;

/**
 * A filter: a lower-cased text column contains search as plain text, the same on both engines.
 * Prisma hands `contains` to LIKE without escaping % and _. PostgreSQL's LIKE escapes with a
 * backslash; SQLite's LIKE has no escape character here, so a search holding %, _ or \ first
 * finds the candidates (a superset) and keeps the ids of those that really contain it. Searches
 * without those characters are one plain query on both engines.
 */
export async function containsLiteral<F extends string>(
  engine: Engine,
  field: F,
  search: string,
  candidates: (filter: Record<F, { contains: string }>) => Promise<{ id: string; text: string }[]>,
): Promise<Record<F, { contains: string }> | { id: { in: string[] } }> {
  const needle = search.toLowerCase();
  const filter = (contains: string) => ({ [field]: { contains } }) as Record<F, { contains: string }>;
  if (!needle.match(WILDCARDS)) return filter(needle);
  if (engine === 'postgres') return filter(needle.replace(WILDCARDS, (c) => `\\${c}`));
  const found = await candidates(filter(needle));
  return { id: { in: found.filter((c) => c.text.includes(needle)).map((c) => c.id) } };
}
