import type BetterSqlite3 from 'better-sqlite3';
import type { Engine } from './schema-render.ts';

/**
 * Every text search goes through these filters, so what a user types is matched as plain text:
 * Prisma's `contains` and `startsWith` become LIKE with the value as it is, where `%` and `_`
 * are wildcards. escapeLike writes them (and the escape character itself) after a backslash,
 * which is PostgreSQL's escape character for LIKE and ILIKE; SQLite has none unless the SQL says
 * ESCAPE, which Prisma never writes, so its connections get a LIKE that honours the backslash
 * (useEscapingLike). A search for `50%` finds "50% off", never "5000".
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * A column contains text, in any case. SQLite's LIKE ignores case already; PostgreSQL needs mode
 * 'insensitive' (ILIKE), which the SQLite client's types do not declare, hence the cast.
 */
export function containsText(engine: Engine, text: string): { contains: string } {
  const contains = escapeLike(text);
  return (engine === 'postgres' ? { contains, mode: 'insensitive' } : { contains }) as { contains: string };
}

/** A lower-cased key column (nameKey, searchText...) contains text: any case, any script, on both engines. */
export const keyContains = (text: string): { contains: string } => ({ contains: escapeLike(text.toLowerCase()) });

/** A lower-cased key column starts with text. */
export const keyStartsWith = (text: string): { startsWith: string } => ({ startsWith: escapeLike(text.toLowerCase()) });

const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
const compiled = new Map<string, RegExp>();

/** A LIKE pattern as a regular expression: `%` any run, `_` any one character, `\` makes the next one plain. */
function likeRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (regExp) return regExp;
  const chars = [...pattern];
  let source = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else source += (char === '\\' && i + 1 < chars.length ? chars[++i]! : char).replace(REGEXP_SYNTAX, '\\$&');
  }
  regExp = new RegExp(`^${source}$`, 'isu');
  // A statement tries one pattern on every row; a few recent ones are all worth keeping.
  if (compiled.size >= 64) compiled.clear();
  compiled.set(pattern, regExp);
  return regExp;
}

/**
 * Replaces the connection's `X LIKE Y` (SQLite lets an application define like()) with one that
 * reads `\` as PostgreSQL does, so escapeLike's patterns mean the same on both engines. Case is
 * ignored in every script, as ILIKE does (SQLite's own LIKE folds ASCII only). `LIKE ... ESCAPE`
 * is a three-argument like() and stays SQLite's.
 */
export function useEscapingLike(connection: BetterSqlite3.Database): void {
  connection.function('like', { deterministic: true }, (pattern: unknown, value: unknown) =>
    pattern === null || value === null ? null : likeRegExp(String(pattern)).test(String(value)) ? 1 : 0,
  );
}
