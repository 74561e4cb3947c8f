import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { shortcutRange } from '../shared/time.ts';
import { containsText } from '../db/search.ts';
import type { TLogActionsInput, TLogDayPage, TLogDaysInput, TLogEntryPage } from './schema.ts';

async function logUser(ctx: Ctx, userId: string) {
  const user = await ctx.db.user.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id: userId } },
    select: { id: true, name: true, username: true, isMasterAdmin: true },
  });
  if (!user) throw notFound('user');
  return user;
}

/** A user's log days, newest first, each with its number of actions. */
export async function listLogDays(ctx: Ctx, input: TLogDaysInput): Promise<TLogDayPage> {
  const user = await logUser(ctx, input.userId);
  const groups = await ctx.db.userLog.groupBy({
    by: ['day'],
    where: { merchantId: ctx.merchantId, userId: user.id },
    _count: { _all: true },
    orderBy: { day: 'desc' },
  });
  const { skip, take } = skipTake(input);
  return {
    user,
    items: groups.slice(skip, skip + take).map((g) => ({ day: g.day, actions: g._count._all })),
    total: groups.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** A user's log entries, newest first, by day, date shortcut, category or words in the action. */
export async function listLogActions(ctx: Ctx, input: TLogActionsInput): Promise<TLogEntryPage> {
  const user = await logUser(ctx, input.userId);
  const range = input.shortcut && shortcutRange(input.shortcut, ctx.now(), ctx.timeZone);
  const where = {
    merchantId: ctx.merchantId,
    userId: user.id,
    ...(input.day && { day: input.day }),
    ...(range && { at: { gte: range.from, lt: range.to } }),
    ...(input.category && { category: input.category }),
    ...(input.search && { action: containsText(ctx.engine, input.search) }),
  };
  const [items, total] = await Promise.all([
    ctx.db.userLog.findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      select: { id: true, at: true, day: true, action: true, category: true, ip: true, userAgent: true },
      ...skipTake(input),
    }),
    ctx.db.userLog.count({ where }),
  ]);
  return { user, items, total, page: input.page, pageSize: input.pageSize };
}
