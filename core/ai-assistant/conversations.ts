import { keyContains } from '../db/search.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_ASSISTANT_LIMITS as L, AI_CATEGORY, type TAssistant } from './constants.ts';
import { ZConversationId, ZConversationListInput, type TConversation, type TConversationRow } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId' | 'userId' | 'now'>;

const ROW = { id: true, assistant: true, title: true, userMessages: true, createdAt: true, updatedAt: true } as const;
const row = (r: { assistant: string } & Omit<TConversationRow, 'assistant'>): TConversationRow => ({ ...r, assistant: r.assistant as TAssistant });

/** A conversation is its user's: another user of the same merchant does not find it either. */
const mine = (ctx: Reader) => ({ merchantId: ctx.merchantId, userId: ctx.userId });

/** The caller's conversations with both assistants, the latest first, searched by title. */
export async function listConversations(ctx: Reader, raw: unknown) {
  const input = ZConversationListInput.parse(raw);
  const text = input.search && keyContains(input.search);
  const where = { ...mine(ctx), ...(input.assistant && { assistant: input.assistant }), ...(text && { titleKey: text }) };
  const [total, rows] = await Promise.all([ctx.db.aiConversation.count({ where }), ctx.db.aiConversation.findMany({ where, select: ROW, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], ...skipTake(input) })]);
  return { items: rows.map(row), total, page: input.page, pageSize: input.pageSize };
}

/** The caller's conversation (NOT_FOUND for anyone else's). */
export async function ownConversation(ctx: Reader, id: string) {
  const found = await ctx.db.aiConversation.findFirst({ where: { ...mine(ctx), id }, select: { ...ROW, replyingSince: true } });
  if (!found) throw notFound('aiConversation');
  return found;
}

/** Whether an answer is in flight: marked, and not older than a call can last. */
export const isReplying = (ctx: Pick<Ctx, 'now'>, since: Date | null): boolean => since !== null && since.getTime() > ctx.now().getTime() - L.replyHoldMs;

/** A conversation with its messages, oldest first. */
export async function getConversation(ctx: Reader, raw: unknown): Promise<TConversation> {
  const { id } = ZConversationId.parse(raw);
  const { replyingSince, ...found } = await ownConversation(ctx, id);
  const messages = await ctx.db.aiConversationMessage.findMany({ where: { merchantId: ctx.merchantId, conversationId: id }, select: { id: true, role: true, content: true, createdAt: true }, orderBy: { seq: 'asc' } });
  return {
    ...row(found),
    messages: messages.map((m) => ({ ...m, role: m.role === 'user' ? 'user' : 'assistant' })),
    messagesLeft: Math.max(0, L.messagesPerConversation - found.userMessages),
    replying: isReplying(ctx, replyingSince),
  };
}

export function deleteConversation(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZConversationId.parse(raw);
  return audited(
    ctx,
    (r: { id: string; title: string }) => ({ action: msg('log.aiAssistant.deleted', { title: r.title }), category: AI_CATEGORY }),
    async (tx) => {
      const found = await ownConversation(tx, id);
      await tx.db.aiConversation.deleteMany({ where: { ...mine(tx), id } });
      return { id, title: found.title };
    },
  );
}
