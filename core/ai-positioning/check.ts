import { askJson } from '../ai/ask-json.ts';
import { shopSummary } from '../ai/shop-summary.ts';
import { withAiCredits } from '../ai/spend.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_CATEGORY } from '../ai-assistant/constants.ts';
import { AI_POSITIONING_LIMITS as L, POSITIONING_CHECK_COST } from './constants.ts';
import { getPositioning } from './items.ts';
import { ZPositioningId, ZRecommendations, type TPositioningDetail } from './schema.ts';

const bare = (text: string) => text.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '').trim();

/** Where the shop comes among the recommendations (1 = first), by its name or its website's host; null when absent. */
export function shopRank(recommendations: { name: string; website: string }[], shop: { name: string; website: string }): number | null {
  const name = shop.name.trim().toLowerCase();
  const host = bare(shop.website);
  const index = recommendations.findIndex((r) => (name !== '' && r.name.toLowerCase().includes(name)) || (host !== '' && (bare(r.website) === host || r.name.toLowerCase().includes(host))));
  return index < 0 ? null : index + 1;
}

/**
 * Asks an AI model the question as a buyer would (1 AI credit, given back on failure) and records
 * whether, and where, it recommends the shop; each check is kept in the question's history.
 */
export async function checkPositioning(ctx: Ctx, raw: unknown): Promise<TPositioningDetail> {
  const { id } = ZPositioningId.parse(raw);
  const item = await ctx.db.aiPositioningItem.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { question: true } });
  if (!item) throw notFound('aiPositioningItem');
  const shop = await shopSummary(ctx);
  const example = { recommendations: Array.from({ length: L.recommendations }, () => ({ name: '', website: '' })) };
  const system = `You are an AI assistant helping a shopper in Malaysia. Recommend up to ${L.recommendations} shops or websites for what they ask, best first, with each one's name and website ('' when unknown).`;
  const answer = await withAiCredits(ctx, { credits: POSITIONING_CHECK_COST, refId: id, note: `Positioning check: ${item.question}` }, (ai) => askJson(ai, { system, user: item.question, example }, ZRecommendations));
  const recommended = answer.recommendations.slice(0, L.recommendations);
  const rank = shopRank(recommended, shop);
  await audited(ctx, { action: msg('log.aiPositioning.checked', { question: item.question }), category: AI_CATEGORY }, async (tx) => {
    const at = tx.now();
    // Removed while the model answered: nothing to record it on.
    const { count } = await tx.db.aiPositioningItem.updateMany({ where: { merchantId: tx.merchantId, id }, data: { lastCheckedAt: at, lastMentioned: rank !== null, lastRank: rank } });
    if (count === 0) throw notFound('aiPositioningItem');
    const lines = recommended.map((r) => (r.website ? `${r.name} (${r.website})` : r.name).replace(/\s+/g, ' '));
    await tx.db.aiPositioningCheck.create({ data: { merchantId: tx.merchantId, itemId: id, mentioned: rank !== null, rank, answer: lines.join('\n'), checkedAt: at } });
  });
  return getPositioning(ctx, { id });
}
