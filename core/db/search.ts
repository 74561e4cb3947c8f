import type { Engine } from './schema-render.ts';

/**
 * A case-insensitive "contains" filter. SQLite's LIKE ignores ASCII case already; PostgreSQL
 * needs mode 'insensitive', which the SQLite client's types do not declare, hence the cast.
 */
export function containsText(engine: Engine, value: string): { contains: string } {
  return (engine === 'postgres' ? { contains: value, mode: 'insensitive' } : { contains: value }) as { contains: string };
}
