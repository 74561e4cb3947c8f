import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { KEYWORD_LIMITS, KEYWORD_MESSAGES as M, ZKeywordInput, keywordKey, type TKeywordInput, type TTrackedKeyword } from './keyword-schema.ts';

const select = { id: true, keyword: true, createdAt: true } as const;

const repeated = () => new AppError('KEYWORDS.REPEATED', M.repeated, 'conflict', 'keyword');

/** Follows a keyword on Google for the merchant's website: at most KEYWORD_LIMITS.maxKeywords, none twice. */
export function addKeyword(ctx: Ctx, raw: TKeywordInput): Promise<TTrackedKeyword> {
  const { keyword } = ZKeywordInput.parse(raw);
  return audited(ctx, { action: msg('log.keywords.added', { keyword }), category: 'report' }, async (tx) => {
    const where = { merchantId: tx.merchantId };
    if (await tx.db.trackedKeyword.findUnique({ where: { merchantId_keywordKey: { merchantId: tx.merchantId, keywordKey: keywordKey(keyword) } }, select: { id: true } })) throw repeated();
    if ((await tx.db.trackedKeyword.count({ where })) >= KEYWORD_LIMITS.maxKeywords) throw new AppError('KEYWORDS.TOO_MANY', M.tooMany, 'conflict', 'keyword');
    try {
      return await tx.db.trackedKeyword.create({ data: { merchantId: tx.merchantId, keyword, keywordKey: keywordKey(keyword), createdAt: tx.now() }, select });
    } catch (error) {
      if (isUniqueViolation(error)) throw repeated();
      throw error;
    }
  });
}

/** Stops following a keyword; its positions go with it. */
export function removeKeyword(ctx: Ctx, id: string): Promise<TTrackedKeyword> {
  return audited(
    ctx,
    (row) => ({ action: msg('log.keywords.removed', { keyword: row.keyword }), category: 'report' }),
    async (tx) => {
      const row = await tx.db.trackedKeyword.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select });
      if (!row) throw notFound('keyword');
      await tx.db.trackedKeyword.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return row;
    },
  );
}
