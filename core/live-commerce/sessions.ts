import { containsText } from '../db/search.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { LIVE_COMMERCE_LIMITS as L, LIVE_COMMERCE_MESSAGES as M, LIVE_COMMERCE_MODULE, type TLiveSessionStatus } from './constants.ts';
import { releaseExpiredLines } from './hold.ts';
import { LINE_SELECT, memberNames, openTotals, toLines } from './lines.ts';
import { ZLiveId, ZLiveListInput, ZSessionInput, type TLiveSession, type TLiveSessionDetail, type TLiveSessionPage } from './schema.ts';
import { assertConnectedPage } from './settings.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;

const SESSION_SELECT = { id: true, title: true, pageId: true, videoId: true, productSetId: true, status: true, startedAt: true, endedAt: true, createdAt: true } as const;
type SessionRow = { id: string; productSetId: string; status: string } & Omit<TLiveSession, 'setName' | 'status' | 'commentCount' | 'lineCount' | 'totalSen'>;

/** Each session with its set's name, comment count and open lines' count and total. */
async function withCounts(ctx: Reader, rows: readonly SessionRow[]): Promise<TLiveSession[]> {
  const ids = rows.map((r) => r.id);
  const [sets, comments, lines] = await Promise.all([
    ctx.db.liveProductSet.findMany({ where: { merchantId: ctx.merchantId, id: { in: rows.map((r) => r.productSetId) } }, select: { id: true, name: true } }),
    ctx.db.liveComment.groupBy({ by: ['sessionId'], where: { merchantId: ctx.merchantId, sessionId: { in: ids } }, _count: { _all: true } }),
    ctx.db.liveCartLine.findMany({ where: { merchantId: ctx.merchantId, sessionId: { in: ids }, status: 'open' }, select: { sessionId: true, qty: true, unitPriceSen: true } }),
  ]);
  const setNames = new Map(sets.map((s) => [s.id, s.name]));
  const commentCounts = new Map(comments.map((c) => [c.sessionId, c._count._all]));
  const totals = openTotals(lines.map((l) => ({ key: l.sessionId, ...l })));
  return rows.map((r) => ({
    ...r,
    status: r.status as TLiveSessionStatus,
    setName: setNames.get(r.productSetId) ?? '',
    commentCount: commentCounts.get(r.id) ?? 0,
    lineCount: totals.get(r.id)?.lines ?? 0,
    totalSen: totals.get(r.id)?.totalSen ?? 0,
  }));
}

/** Sessions, newest first, searched by title. */
export async function listSessions(ctx: Reader, raw: unknown): Promise<TLiveSessionPage> {
  const input = ZLiveListInput.parse(raw);
  await releaseExpiredLines(ctx);
  const where = { merchantId: ctx.merchantId, ...(input.search && { title: containsText(ctx.engine, input.search) }) };
  const [total, rows] = await Promise.all([
    ctx.db.liveSession.count({ where }),
    ctx.db.liveSession.findMany({ where, select: SESSION_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: await withCounts(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

async function sessionRow(ctx: Reader, id: string) {
  const row = await ctx.db.liveSession.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SESSION_SELECT });
  if (!row) throw notFound('liveSession');
  return row;
}

/** A session's page: the session, its newest comments and its newest cart lines. */
export async function getSession(ctx: Reader, raw: unknown): Promise<TLiveSessionDetail> {
  const { id } = ZLiveId.parse(raw);
  await releaseExpiredLines(ctx);
  const row = await sessionRow(ctx, id);
  const [comments, lines] = await Promise.all([
    ctx.db.liveComment.findMany({
      where: { merchantId: ctx.merchantId, sessionId: id },
      select: { id: true, commentId: true, fbMemberId: true, text: true, result: true, at: true },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: L.recentMax,
    }),
    ctx.db.liveCartLine.findMany({ where: { merchantId: ctx.merchantId, sessionId: id }, select: LINE_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: L.memberLinesMax }),
  ]);
  const names = await memberNames(
    ctx,
    comments.map((c) => c.fbMemberId),
  );
  const [session] = await withCounts(ctx, [row]);
  return {
    ...session!,
    comments: comments.map((c) => ({ ...c, result: c.result as TLiveSessionDetail['comments'][number]['result'], memberName: names.get(c.fbMemberId) ?? '' })),
    lines: await toLines(ctx, lines),
  };
}

/** A scheduled session on one of the merchant's pages, selling one of its active sets. */
export function createSession(ctx: Ctx, raw: unknown): Promise<TLiveSessionDetail> {
  const input = ZSessionInput.parse(raw);
  return audited(ctx, { action: msg('log.liveCommerce.sessionCreated', { name: input.title }), category: LIVE_COMMERCE_MODULE }, async (tx) => {
    await assertConnectedPage(tx, input.pageId);
    const set = await tx.db.liveProductSet.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.productSetId } }, select: { status: true } });
    if (!set) throw notFound('liveProductSet');
    if (set.status !== 'active') throw new AppError('LIVE.SET_INACTIVE', M.setInactive, 'invalid', 'productSetId');
    const { id } = await tx.db.liveSession.create({ data: { merchantId: tx.merchantId, ...input, createdAt: tx.now() }, select: { id: true } });
    return getSession(tx, { id });
  });
}

/** Scheduled to live; a page runs one live session at a time. */
export function startSession(ctx: Ctx, raw: unknown): Promise<TLiveSessionDetail> {
  const { id } = ZLiveId.parse(raw);
  return audited(ctx, (s: TLiveSessionDetail) => ({ action: msg('log.liveCommerce.sessionStarted', { name: s.title }), category: LIVE_COMMERCE_MODULE }), async (tx) => {
    const row = await sessionRow(tx, id);
    if (row.status !== 'scheduled') throw new AppError('LIVE.NOT_SCHEDULED', M.notScheduled, 'conflict');
    const busy = await tx.db.liveSession.count({ where: { merchantId: tx.merchantId, pageId: row.pageId, status: 'live' } });
    if (busy > 0) throw new AppError('LIVE.PAGE_BUSY', M.pageBusy, 'conflict');
    const { count } = await tx.db.liveSession.updateMany({ where: { merchantId: tx.merchantId, id, status: 'scheduled' }, data: { status: 'live', startedAt: tx.now() } });
    if (count === 0) throw new AppError('LIVE.NOT_SCHEDULED', M.notScheduled, 'conflict');
    return getSession(tx, { id });
  });
}

/** Live to ended: later comments are recorded as not live. */
export function endSession(ctx: Ctx, raw: unknown): Promise<TLiveSessionDetail> {
  const { id } = ZLiveId.parse(raw);
  return audited(ctx, (s: TLiveSessionDetail) => ({ action: msg('log.liveCommerce.sessionEnded', { name: s.title }), category: LIVE_COMMERCE_MODULE }), async (tx) => {
    await sessionRow(tx, id);
    const { count } = await tx.db.liveSession.updateMany({ where: { merchantId: tx.merchantId, id, status: 'live' }, data: { status: 'ended', endedAt: tx.now() } });
    if (count === 0) throw new AppError('LIVE.NOT_LIVE', M.notLive, 'conflict');
    return getSession(tx, { id });
  });
}
