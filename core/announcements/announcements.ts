import type { BaseCtx, Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { ZPublishAnnouncementInput, type TAnnouncement, type TAnnouncementRow, type TPublishAnnouncementInput } from './schema.ts';

/** How many announcements the dashboard lists, newest first. */
export const LATEST_ANNOUNCEMENTS = 5;

/** Published and not archived: what merchants' users may see. */
const shown = (ctx: Ctx) => ({ merchantId: ctx.merchantId, publishedAt: { lte: ctx.now() }, archivedAt: null });

/** The merchant's latest shown announcements, newest first, on (merchantId, publishedAt), each with whether the caller has read it. */
export async function latestAnnouncements(ctx: Ctx, take = LATEST_ANNOUNCEMENTS): Promise<TAnnouncementRow[]> {
  const rows = await ctx.db.announcement.findMany({
    where: shown(ctx),
    select: { id: true, title: true, publishedAt: true },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take,
  });
  const reads = await ctx.db.announcementRead.findMany({
    where: { merchantId: ctx.merchantId, userId: ctx.userId, announcementId: { in: rows.map((r) => r.id) } },
    select: { announcementId: true },
  });
  const read = new Set(reads.map((r) => r.announcementId));
  return rows.map((r) => ({ ...r, read: read.has(r.id) }));
}

/**
 * One announcement of the caller's merchant, marked read for the caller: opening it is reading
 * it, and marking again changes nothing, so the page's refetches are harmless. Another
 * merchant's, an archived one, or one not yet published is not found.
 */
export async function getAnnouncement(ctx: Ctx, id: string): Promise<TAnnouncement> {
  const found = await ctx.db.announcement.findFirst({ where: { ...shown(ctx), id }, select: { id: true, title: true, body: true, publishedAt: true } });
  if (!found) throw notFound('announcement');
  const key = { merchantId: ctx.merchantId, announcementId: id, userId: ctx.userId };
  await ctx.db.announcementRead.upsert({ where: { merchantId_announcementId_userId: key }, create: { ...key, readAt: ctx.now() }, update: {} });
  return { ...found, read: true };
}

/**
 * Operator action (`merchant announcements add`): publishes a notice now, to one merchant or to
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
