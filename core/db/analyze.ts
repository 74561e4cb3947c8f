import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { BaseCtx } from '../shared/context.ts';

/**
 * PostgreSQL keeps a statement's plan for the connection (its foreign-key checks among them)
 * until the table's statistics change. A plan made while a table was empty may read every row
 * of it once it is not (measured: a first marketplace sync's order lines each read all the
 * merchant's orders, so 15,000 orders ran at 300 a second), and the statistics change only when
 * the table is analyzed: by autovacuum a minute or more later, or never where it is off. A bulk
 * write that starts on empty tables analyzes them after its first batch. SQLite keeps no such plans.
 */
export async function analyzeTables(ctx: Pick<BaseCtx, 'db' | 'engine'>, tables: readonly Prisma.ModelName[]): Promise<void> {
  if (ctx.engine !== 'postgres') return;
  await ctx.db.$executeRawUnsafe(`ANALYZE ${tables.map((t) => `"${t}"`).join(', ')}`);
}
