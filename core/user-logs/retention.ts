import type { DbClient } from '../db/database.ts';

/** Every action in a day counts as one log day; only the latest 30 log days are kept per user. */
export const LOG_DAYS_KEPT = 30;

/** Deletes the user's log days beyond the latest LOG_DAYS_KEPT; returns the entries removed. */
export async function pruneUserLogs(db: DbClient, merchantId: string, userId: string): Promise<number> {
  const [oldestDropped] = await db.userLog.findMany({
    where: { merchantId, userId },
    distinct: ['day'],
    orderBy: { day: 'desc' },
    select: { day: true },
    skip: LOG_DAYS_KEPT,
    take: 1,
  });
  if (!oldestDropped) return 0;
  const { count } = await db.userLog.deleteMany({ where: { merchantId, userId, day: { lte: oldestDropped.day } } });
  return count;
}

/** The retention rule over every user of every merchant, for cron (merchant logs prune). */
export async function pruneAllLogs(db: DbClient): Promise<{ users: number; removed: number }> {
  const perUserDay = await db.userLog.groupBy({ by: ['merchantId', 'userId', 'day'] });
  const daysPerUser = new Map<string, { merchantId: string; userId: string; days: number }>();
  for (const row of perUserDay) {
    const key = `${row.merchantId}/${row.userId}`;
    const entry = daysPerUser.get(key) ?? { merchantId: row.merchantId, userId: row.userId, days: 0 };
    entry.days += 1;
    daysPerUser.set(key, entry);
  }
  let users = 0;
  let removed = 0;
  for (const { merchantId, userId, days } of daysPerUser.values()) {
    if (days <= LOG_DAYS_KEPT) continue;
    users += 1;
    removed += await pruneUserLogs(db, merchantId, userId);
  }
  return { users, removed };
}
