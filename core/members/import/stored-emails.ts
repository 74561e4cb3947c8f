import { selectInTransaction } from '../../db/bulk-write.ts';
import type { Ctx } from '../../shared/context.ts';

type Stored = { emailKey: string; importBatch: string | null };

const SQLITE = 'SELECT "emailKey", "importBatch" FROM "Member" WHERE "merchantId" = ? AND "emailKey" IN (SELECT value FROM json_each(?))';
const POSTGRES = 'SELECT "emailKey", "importBatch" FROM "Member" WHERE "merchantId" = $1 AND "emailKey" = ANY($2::text[])';

/**
 * The stored members of ctx's merchant among these lower-cased e-mails, key -> the batch that
 * imported the member (null: not imported). One query a batch, the keys bound as one value (a
 * JSON array on SQLite, a text array on PostgreSQL), which the (merchantId, emailKey) unique
 * index answers: Prisma's findMany with `in` binds each key alone and measured two to four
 * times slower. Inside a transaction on SQLite the query runs on the connection itself
 * (selectInTransaction), where a commit of a million rows makes no garbage of it.
 */
export async function storedEmails(ctx: Ctx, keys: readonly string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  if (keys.length === 0) return found;
  const rows =
    ctx.engine === 'postgres'
      ? await ctx.db.$queryRawUnsafe<Stored[]>(POSTGRES, ctx.merchantId, keys)
      : ctx.inTransaction
        ? selectInTransaction<Stored>(ctx, SQLITE, [ctx.merchantId, JSON.stringify(keys)])
        : await ctx.db.$queryRawUnsafe<Stored[]>(SQLITE, ctx.merchantId, JSON.stringify(keys));
  for (const row of rows) found.set(row.emailKey, row.importBatch);
  return found;
}
