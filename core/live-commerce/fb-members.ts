import { containsText } from '../db/search.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { LIVE_COMMERCE_LIMITS as L } from './constants.ts';
import { releaseExpiredLines } from './hold.ts';
import { LINE_SELECT, openTotals, toLines } from './lines.ts';
import { ZLiveId, ZLiveListInput, type TFbMember, type TFbMemberDetail, type TFbMemberPage } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;

const MEMBER_SELECT = { id: true, name: true, psid: true, pageId: true, comments: true, firstSeenAt: true, lastCommentAt: true } as const;

async function withOpenTotals(ctx: Reader, rows: readonly Omit<TFbMember, 'openLines' | 'openTotalSen'>[]): Promise<TFbMember[]> {
  const lines = await ctx.db.liveCartLine.findMany({
    where: { merchantId: ctx.merchantId, fbMemberId: { in: rows.map((r) => r.id) }, status: 'open' },
    select: { fbMemberId: true, qty: true, unitPriceSen: true },
  });
  const totals = openTotals(lines.map((l) => ({ key: l.fbMemberId, ...l })));
  return rows.map((r) => ({ ...r, openLines: totals.get(r.id)?.lines ?? 0, openTotalSen: totals.get(r.id)?.totalSen ?? 0 }));
}

/** The Facebook member list: people who commented on the merchant's lives, latest comment first, searched by name. */
export async function listFbMembers(ctx: Reader, raw: unknown): Promise<TFbMemberPage> {
  const input = ZLiveListInput.parse(raw);
  await releaseExpiredLines(ctx);
  const where = { merchantId: ctx.merchantId, ...(input.search && { name: containsText(ctx.engine, input.search) }) };
  const [total, rows] = await Promise.all([
    ctx.db.fbMember.count({ where }),
    ctx.db.fbMember.findMany({ where, select: MEMBER_SELECT, orderBy: [{ lastCommentAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: await withOpenTotals(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

/** A member with its open cart lines across sessions. */
export async function getFbMember(ctx: Reader, raw: unknown): Promise<TFbMemberDetail> {
  const { id } = ZLiveId.parse(raw);
  await releaseExpiredLines(ctx);
  const row = await ctx.db.fbMember.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: MEMBER_SELECT });
  if (!row) throw notFound('fbMember');
  const lines = await ctx.db.liveCartLine.findMany({
    where: { merchantId: ctx.merchantId, fbMemberId: id, status: 'open' },
    select: LINE_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: L.memberLinesMax,
  });
  const [member] = await withOpenTotals(ctx, [row]);
  return { ...member!, lines: await toLines(ctx, lines) };
}
