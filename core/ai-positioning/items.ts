import { creditBalance, grantCredits, spendCredits } from '../credits/ledger.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { keyContains } from '../db/search.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_CATEGORY } from '../ai-assistant/constants.ts';
import { AI_POSITIONING_LIMITS as L, AI_POSITIONING_MESSAGES as M, POSITIONING_QUOTA_PER_ITEM } from './constants.ts';
import { ZAddPositioning, ZPositioningId, ZPositioningListInput, type TPositioningDetail, type TPositioningRow } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;

export const POSITIONING_ROW = { id: true, question: true, createdAt: true, lastCheckedAt: true, lastMentioned: true, lastRank: true } as const;

/** The tracked questions, newest first, searched by text, with the positioning quota left. */
export async function listPositioning(ctx: Reader, raw: unknown) {
  const input = ZPositioningListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.search && { questionKey: keyContains(input.search) }) };
  const [total, items, quotaLeft] = await Promise.all([
    ctx.db.aiPositioningItem.count({ where }),
    ctx.db.aiPositioningItem.findMany({ where, select: POSITIONING_ROW, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
    creditBalance(ctx, 'positioning'),
  ]);
  return { items: items satisfies TPositioningRow[], total, page: input.page, pageSize: input.pageSize, quotaLeft };
}

/** A question with its last checks, newest first. */
export async function getPositioning(ctx: Reader, raw: unknown): Promise<TPositioningDetail> {
  const { id } = ZPositioningId.parse(raw);
  const item = await ctx.db.aiPositioningItem.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { ...POSITIONING_ROW, checks: { select: { id: true, checkedAt: true, mentioned: true, rank: true, answer: true }, orderBy: [{ checkedAt: 'desc' }, { id: 'desc' }], take: L.checksShown } },
  });
  if (!item) throw notFound('aiPositioningItem');
  return { ...item, checks: item.checks.map(({ answer, ...c }) => ({ ...c, recommended: answer ? answer.split('\n') : [] })) };
}

/**
 * Tracks a question for 1 positioning quota: the quota and the row are one transaction, so with
 * one quota left two adds at once track exactly one, on either engine. No quota left: section 8's
 * "no positioning quota left (remove one to add)".
 */
export async function addPositioning(ctx: Ctx, raw: unknown): Promise<TPositioningRow> {
  const { question } = ZAddPositioning.parse(raw);
  try {
    return await audited(ctx, { action: msg('log.aiPositioning.added', { question }), category: AI_CATEGORY }, async (tx) => {
      const questionKey = question.toLowerCase();
      if (await tx.db.aiPositioningItem.findUnique({ where: { merchantId_questionKey: { merchantId: tx.merchantId, questionKey } }, select: { id: true } })) throw taken();
      const item = await tx.db.aiPositioningItem.create({ data: { merchantId: tx.merchantId, question, questionKey, createdAt: tx.now() }, select: POSITIONING_ROW });
      await spendCredits(tx, { kind: 'positioning', amount: POSITIONING_QUOTA_PER_ITEM, reason: 'positioning_item', refId: item.id, note: question, createdBy: tx.userId });
      return item;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CREDITS.INSUFFICIENT') throw new AppError('AI_POSITIONING.NO_QUOTA', M.noQuota, 'invalid');
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

const taken = () => new AppError('AI_POSITIONING.QUESTION_TAKEN', M.questionTaken, 'conflict', 'question');

/** Stops tracking a question: its quota comes back (a ledger refund), once, however many removes race. */
export function removePositioning(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZPositioningId.parse(raw);
  return audited(
    ctx,
    (r: { question: string }) => ({ action: msg('log.aiPositioning.removed', { question: r.question }), category: AI_CATEGORY }),
    async (tx) => {
      const item = await tx.db.aiPositioningItem.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { question: true } });
      // The delete decides: of two removes at once, only the one that deleted the row refunds.
      const { count } = await tx.db.aiPositioningItem.deleteMany({ where: { merchantId: tx.merchantId, id } });
      if (!item || count === 0) throw notFound('aiPositioningItem');
      await grantCredits(tx, { kind: 'positioning', amount: POSITIONING_QUOTA_PER_ITEM, reason: 'refund', refId: id, note: item.question, createdBy: tx.userId });
      return { id, question: item.question };
    },
  ).then(({ id: removed }) => ({ id: removed }));
}
