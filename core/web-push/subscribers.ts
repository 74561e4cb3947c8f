import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { WEB_PUSH_DEVICES } from './constants.ts';
import { ZSubscriber, ZSubscriberListInput, type TSubscriber, type TSubscriberSummary } from './schema.ts';

/** The merchant's subscribers counted by device and status (one grouped count). */
export async function subscriberSummary(ctx: Ctx): Promise<TSubscriberSummary> {
  const groups = await ctx.db.webPushSubscription.groupBy({ by: ['device', 'status'], where: { merchantId: ctx.merchantId }, _count: { _all: true } });
  const countOf = (device: string, status: string) => groups.find((g) => g.device === device && g.status === status)?._count._all ?? 0;
  const counts = WEB_PUSH_DEVICES.map((device) => ({ device, active: countOf(device, 'active'), expired: countOf(device, 'expired') }));
  return { total: counts.reduce((sum, c) => sum + c.active + c.expired, 0), counts };
}

/** The push service's host, not the endpoint: the endpoint is the subscription's secret address. */
const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : '');

/** A page of subscribers, newest first, by device and status when asked. */
export async function listSubscribers(ctx: Ctx, raw: unknown): Promise<{ items: TSubscriber[]; total: number; page: number; pageSize: number }> {
  const input = ZSubscriberListInput.parse(raw ?? {});
  const where = { merchantId: ctx.merchantId, ...(input.device && { device: input.device }), ...(input.status && { status: input.status }) };
  const [rows, total] = await Promise.all([
    ctx.db.webPushSubscription.findMany({
      where,
      select: { id: true, device: true, status: true, endpoint: true, createdAt: true, lastPushAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...skipTake(input),
    }),
    ctx.db.webPushSubscription.count({ where }),
  ]);
  return { items: rows.map(({ endpoint, ...r }) => ZSubscriber.parse({ ...r, host: hostOf(endpoint) })), total, page: input.page, pageSize: input.pageSize };
}
