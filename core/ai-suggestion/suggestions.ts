import { askJson } from '../ai/ask-json.ts';
import { shopSummary } from '../ai/shop-summary.ts';
import { withAiCredits } from '../ai/spend.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_CATEGORY } from '../ai-assistant/constants.ts';
import { AI_SUGGESTION_LIMITS as L, SUGGESTION_SET_COST, type TSuggestionStatus, type TSuggestionTopic } from './constants.ts';
import { ZSetItemStatus, ZSuggestInput, ZSuggestionAnswer, ZSuggestionListInput, ZSuggestionSetId, type TSuggestionSet, type TSuggestionSetRow } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;

/** What each topic asks of the model; the first line is the topic itself. */
const ASK: Record<TSuggestionTopic, string> = {
  products: 'Products to improve: which products to describe better, restock, reprice or add, and why.',
  promotions: 'Promotions to run: which vouchers, discounts or bundles would sell more, and why.',
  content: 'Content gaps: what the website and product pages are missing, and why it matters.',
  customers: 'Customers: how to bring buyers back and win new ones, and why.',
};

/**
 * A set of suggestions on a topic, written from a summary of the caller's own shop (never another
 * merchant's), for 1 AI credit (given back if the answer fails), and stored with its items.
 */
export async function suggest(ctx: Ctx, raw: unknown): Promise<TSuggestionSet> {
  const input = ZSuggestInput.parse(raw);
  const shop = await shopSummary(ctx);
  const example = { items: Array.from({ length: L.itemsPerSet }, () => ({ title: '', reasoning: '', action: '' })) };
  const system = `You are a business adviser for a small online shop in Malaysia. Give ${L.itemsPerSet} suggestions, each a short title, the reasoning (from the shop's figures below) and the first step to take. Use only the figures given; plain text, no HTML.\n\n${shop.text}`;
  const user = [ASK[input.topic], input.notes && `Merchant's notes: ${input.notes}`].filter(Boolean).join('\n');
  const answer = await withAiCredits(ctx, { credits: SUGGESTION_SET_COST, refId: `suggestion:${input.topic}`, note: `AI suggestions: ${input.topic}` }, (ai) => askJson(ai, { system, user, example, maxTokens: 2_000 }, ZSuggestionAnswer));
  const id = await audited(ctx, { action: msg('log.aiSuggestion.created', { topic: input.topic }), category: AI_CATEGORY }, async (tx) => {
    const set = await tx.db.aiSuggestionSet.create({ data: { merchantId: tx.merchantId, userId: tx.userId, topic: input.topic, notes: input.notes, createdAt: tx.now() }, select: { id: true } });
    await tx.db.aiSuggestionItem.createMany({
      data: answer.items.slice(0, L.itemsPerSet).map((item, sort) => ({ merchantId: tx.merchantId, setId: set.id, sort, title: item.title.slice(0, L.titleChars), reasoning: item.reasoning.slice(0, L.textChars), action: item.action.slice(0, L.textChars) })),
    });
    return set.id;
  });
  return getSuggestionSet(ctx, { id });
}

/** The merchant's suggestion sets, newest first, each with how many items are still open. */
export async function listSuggestionSets(ctx: Reader, raw: unknown) {
  const input = ZSuggestionListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.topic && { topic: input.topic }) };
  const [total, rows] = await Promise.all([
    ctx.db.aiSuggestionSet.count({ where }),
    ctx.db.aiSuggestionSet.findMany({ where, select: { id: true, topic: true, notes: true, createdAt: true, items: { select: { status: true } } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  const items: TSuggestionSetRow[] = rows.map((r) => ({ id: r.id, topic: r.topic as TSuggestionTopic, notes: r.notes, createdAt: r.createdAt, items: r.items.length, open: r.items.filter((i) => i.status === 'open').length }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function getSuggestionSet(ctx: Reader, raw: unknown): Promise<TSuggestionSet> {
  const { id } = ZSuggestionSetId.parse(raw);
  const set = await ctx.db.aiSuggestionSet.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { id: true, topic: true, notes: true, createdAt: true, items: { select: { id: true, title: true, reasoning: true, action: true, status: true }, orderBy: { sort: 'asc' } } },
  });
  if (!set) throw notFound('aiSuggestionSet');
  return { ...set, topic: set.topic as TSuggestionTopic, items: set.items.map((i) => ({ ...i, status: i.status as TSuggestionStatus })) };
}

/** Marks an item done or dismissed (or open again). */
export function setSuggestionStatus(ctx: Ctx, raw: unknown): Promise<{ id: string; status: TSuggestionStatus }> {
  const input = ZSetItemStatus.parse(raw);
  return audited(
    ctx,
    (r: { title: string }) => ({ action: msg(`log.aiSuggestion.${input.status}`, { title: r.title }), category: AI_CATEGORY }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id: input.id } };
      const item = await tx.db.aiSuggestionItem.findUnique({ where: key, select: { title: true } });
      if (!item) throw notFound('aiSuggestionItem');
      await tx.db.aiSuggestionItem.update({ where: key, data: { status: input.status }, select: { id: true } });
      return { id: input.id, status: input.status, title: item.title };
    },
  ).then(({ id, status }) => ({ id, status }));
}

export function deleteSuggestionSet(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZSuggestionSetId.parse(raw);
  return audited(ctx, { action: msg('log.aiSuggestion.deleted'), category: AI_CATEGORY }, async (tx) => {
    const { count } = await tx.db.aiSuggestionSet.deleteMany({ where: { merchantId: tx.merchantId, id } });
    if (count === 0) throw notFound('aiSuggestionSet');
    return { id };
  });
}
