import { isUniqueViolation } from '../db/errors.ts';
import { spendCredits } from '../credits/ledger.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError, busyError } from '../shared/errors.ts';
import { AI_CHATBOT_LIMITS as L, type TChannel, type TConversationStatus } from './constants.ts';

export interface OpenConversation {
  id: string;
  status: TConversationStatus;
  /** Started by this message. */
  fresh: boolean;
}

const HOUR_MS = 3_600_000;
const insufficient = (e: unknown) => e instanceof AppError && e.code === 'CREDITS.INSUFFICIENT';

/**
 * The customer's open conversation on the page or number, or a new one when there is none or the
 * last message is 24 hours old. A new conversation takes 1 AI credit in the transaction that
 * creates it; with none left it starts handed over ('no_credit'). One open conversation per
 * customer and channel (a unique key): messages arriving together start one and pay once.
 */
export async function openConversation(ctx: Ctx, channel: TChannel, channelId: string, customer: string, at: Date): Promise<OpenConversation> {
  const openKey = `${channel}:${channelId}:${customer}`;
  const where = { merchantId_openKey: { merchantId: ctx.merchantId, openKey } };
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await ctx.db.aiChatbotConversation.findUnique({ where, select: { id: true, status: true, lastMessageAt: true } });
    if (found && found.lastMessageAt.getTime() > at.getTime() - L.idleHours * HOUR_MS) return { id: found.id, status: found.status as TConversationStatus, fresh: false };
    if (found) await ctx.db.aiChatbotConversation.updateMany({ where: { merchantId: ctx.merchantId, id: found.id, openKey }, data: { openKey: null } });
    const data = { merchantId: ctx.merchantId, channel, channelId, customer, openKey, startedAt: at, lastMessageAt: at };
    try {
      return await withTransaction(ctx, async (tx) => {
        const { id } = await tx.db.aiChatbotConversation.create({ data: { ...data, status: 'bot', charged: true }, select: { id: true } });
        await spendCredits(tx, { kind: 'ai', amount: L.conversationCost, reason: 'ai_generation', refId: id, note: 'AI chatbot conversation' });
        return { id, status: 'bot' as const, fresh: true };
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      if (!insufficient(error)) throw error;
    }
    try {
      const { id } = await ctx.db.aiChatbotConversation.create({ data: { ...data, status: 'no_credit' }, select: { id: true } });
      return { id, status: 'no_credit', fresh: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw busyError();
}

/** Claims the conversation for one answer at a time: false while another answer is in flight. */
export async function claimAnswer(ctx: Ctx, id: string): Promise<boolean> {
  const free = { OR: [{ replyingSince: null }, { replyingSince: { lt: new Date(ctx.now().getTime() - L.replyHoldMs) } }] };
  const { count } = await ctx.db.aiChatbotConversation.updateMany({ where: { merchantId: ctx.merchantId, id, ...free }, data: { replyingSince: ctx.now() } });
  return count === 1;
}

/** Appends a message to the conversation and frees it for the next answer. */
export async function addMessage(ctx: Ctx, conversationId: string, role: 'customer' | 'bot' | 'agent', content: string, at: Date, data: { status?: TConversationStatus; release?: boolean } = {}) {
  await withTransaction(ctx, async (tx) => {
    await tx.db.aiChatbotMessage.create({ data: { merchantId: tx.merchantId, conversationId, role, content, createdAt: at } });
    await tx.db.aiChatbotConversation.updateMany({
      where: { merchantId: tx.merchantId, id: conversationId },
      data: { lastMessageAt: at, ...(data.status && { status: data.status }), ...(data.release && { replyingSince: null }) },
    });
  });
}
