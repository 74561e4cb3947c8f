import { withTransaction, type Ctx } from '../shared/context.ts';
import { fitMessageText } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import { pruneUserLogs } from './retention.ts';

export interface LogEntry {
  /** What was done, as a message (msg('log.roles.created', { name })): 'Created role "Sales"' in English. */
  action: string;
  /** The module key, or 'account' for the user's own account. */
  category: string;
}

/** Writes one user-log entry for ctx's user, in ctx's transaction. */
export async function writeLog(ctx: Ctx, entry: LogEntry): Promise<void> {
  const at = ctx.now();
  const day = localDate(at, ctx.timeZone);
  const firstToday = !(await ctx.db.userLog.findFirst({
    where: { merchantId: ctx.merchantId, userId: ctx.userId, day },
    select: { id: true },
  }));
  await ctx.db.userLog.create({
    data: {
      merchantId: ctx.merchantId,
      userId: ctx.userId,
      at,
      day,
      action: fitMessageText(entry.action, 500),
      category: entry.category,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent.slice(0, 500),
    },
  });
  // A new log day may push the oldest one out of the 30 kept.
  if (firstToday) await pruneUserLogs(ctx.db, ctx.merchantId, ctx.userId);
}

/**
 * Every mutation runs through here: the change and its user-log entry commit together or not
 * at all. entry may depend on the result (e.g. the name of what was created).
 */
export function audited<T>(ctx: Ctx, entry: LogEntry | ((result: T) => LogEntry), fn: (tx: Ctx) => Promise<T>): Promise<T> {
  return withTransaction(ctx, async (tx) => {
    const result = await fn(tx);
    await writeLog(tx, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}
