import type { BaseCtx, Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { ZPublishAnnouncementInput, type TAnnouncement, type TAnnouncementRow, type TPublishAnnouncementInput } from './schema.ts';

/** How many announcements the dashboard lists, newest first. */
export const LATEST_ANNOUNCEMENTS = 5;

/** The merchant's latest announcements, newest first, on (merchantId, publishedAt). */
export function latestAnnouncements(ctx: Ctx, take = LATEST_ANNOUNCEMENTS): Promise<TAnnouncementRow[]> {
  return ctx.db.announcement.findMany({
    where: { merchantId: ctx.merchantId, publishedAt: { lte: ctx.now() } },
    select: { id: true, title: true, publishedAt: true },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

/** One announcement of the caller's merchant; another merchant's, or one not yet published, is not found. */
export async function getAnnouncement(ctx: Ctx, id: string): Promise<TAnnouncement> {
  const found = await ctx.db.announcement.findFirst({
    where: { merchantId: ctx.merchantId, id, publishedAt: { lte: ctx.now() } },
    select: { id: true, title: true, body: true, publishedAt: true },
  });
  if (!found) throw notFound('announcement');
  return found;
}

/**
 * Operator action (`merchant merchants announce`): publishes a notice now, to one merchant or to
 * every merchant, a row each so that every read stays within its merchant. Returns how many got it.
 */
export async function publishAnnouncement(base: BaseCtx, raw: TPublishAnnouncementInput): Promise<{ merchants: number }> {
  const input = ZPublishAnnouncementInput.parse(raw);
  const merchants = await base.db.merchant.findMany({ where: input.merchantId ? { id: input.merchantId } : {}, select: { id: true } });
  if (input.merchantId && merchants.length === 0) throw notFound('merchant');
  const publishedAt = base.now();
  const { count } = await base.db.announcement.createMany({ data: merchants.map((m) => ({ merchantId: m.id, title: input.title, body: input.body, publishedAt })) });
  return { merchants: count };
}
