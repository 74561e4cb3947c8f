import { spendCredits } from '../credits/ledger.ts';
import { containsText } from '../db/search.ts';
import { AI_DESCRIPTION_PLUGIN } from '../plugins/catalogue.ts';
import { assertPluginOn } from '../plugins/state.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { AI_MESSAGES } from '../ai/constants.ts';
import { AI_PRODUCT_COSTS, AI_PRODUCT_MESSAGES as M } from './constants.ts';
import { ZAiProductListInput, ZAiProductRef, type TAiProductRow } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;
const SELECT = { id: true, nameEn: true, sku: true, detailEn: true, detailCn: true, detailBm: true } as const;

/** The catalogue's products for AI descriptions, searched by name or SKU, each with whether it is unlocked. */
export async function aiProducts(ctx: Reader, raw: unknown) {
  const input = ZAiProductListInput.parse(raw);
  const text = input.search && containsText(ctx.engine, input.search);
  const where = { merchantId: ctx.merchantId, ...(text && { OR: [{ nameEn: text }, { sku: text }] }) };
  const [total, rows] = await Promise.all([ctx.db.product.count({ where }), ctx.db.product.findMany({ where, select: SELECT, orderBy: [{ nameEn: 'asc' }, { id: 'asc' }], ...skipTake(input) })]);
  const unlocked = new Set((await ctx.db.aiProductUnlock.findMany({ where: { merchantId: ctx.merchantId, productId: { in: rows.map((r) => r.id) } }, select: { productId: true } })).map((u) => u.productId));
  const items: TAiProductRow[] = rows.map((r) => ({ ...r, unlocked: unlocked.has(r.id) }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** The product, when it is the merchant's. */
export async function ownProduct(ctx: Reader, productId: string) {
  const product = await ctx.db.product.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: productId } }, select: { ...SELECT, shortDescriptionEn: true } });
  if (!product) throw notFound('product');
  return product;
}

export async function assertUnlocked(ctx: Reader, productId: string): Promise<void> {
  const row = await ctx.db.aiProductUnlock.findUnique({ where: { merchantId_productId: { merchantId: ctx.merchantId, productId } }, select: { productId: true } });
  if (!row) throw new AppError('AI_PRODUCT.NOT_UNLOCKED', M.notUnlocked, 'invalid');
}

/**
 * Unlocks AI descriptions for a product, for 1 credit, once: the credit and the unlock are one
 * transaction, so two unlocks at once charge once (the second's row collides and rolls back its spend).
 */
export async function unlockAiProduct(ctx: Ctx, raw: unknown): Promise<{ productId: string; unlocked: true }> {
  const { productId } = ZAiProductRef.parse(raw);
  await assertPluginOn(ctx, AI_DESCRIPTION_PLUGIN);
  const product = await ownProduct(ctx, productId);
  const where = { merchantId_productId: { merchantId: ctx.merchantId, productId } };
  if (await ctx.db.aiProductUnlock.findUnique({ where })) return { productId, unlocked: true };
  try {
    await withTransaction(ctx, async (tx) => {
      await spendCredits(tx, { kind: 'ai', amount: AI_PRODUCT_COSTS.unlock, reason: 'ai_generation', refId: productId, note: `Unlock ${product.sku}`, createdBy: ctx.userId });
      await tx.db.aiProductUnlock.create({ data: { merchantId: tx.merchantId, productId, unlockedAt: tx.now() } });
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CREDITS.INSUFFICIENT') throw new AppError(error.code, AI_MESSAGES.insufficientCredits, 'invalid');
    // Unlocked meanwhile by another request: nothing was charged here.
    if (await ctx.db.aiProductUnlock.findUnique({ where })) return { productId, unlocked: true };
    throw error;
  }
  return { productId, unlocked: true };
}
