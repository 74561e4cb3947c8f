import { AiError } from '../ai/port.ts';
import { grantCredits } from '../credits/ledger.ts';
import { unseal } from '../platform/secret-box.ts';
import { systemCtx, withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import { AI_CHATBOT_LIMITS as L, HUMAN_REQUEST, type TChannel } from './constants.ts';
import { addMessage, claimAnswer, openConversation } from './conversation.ts';
import { chatbotPrompt } from './prompt.ts';
import type { IncomingChatMessage } from './schema.ts';
import { chatbotRow, scopesOf } from './settings.ts';

type Bot = Awaited<ReturnType<typeof chatbotRow>>;

/** What the live agent says when a conversation is handed over: intro, welcome message and how to reach them. */
const handOverText = (bot: Bot) => [bot.agentIntro, bot.agentWelcome, [bot.agentName, bot.agentContact].filter(Boolean).join(' ')].filter(Boolean).join('\n');

/** The trained words the message contains: the live agent's, and hints for the active scopes. */
async function trainedWords(ctx: Ctx, text: string, scopes: readonly string[]) {
  const lower = text.toLowerCase();
  const words = (await ctx.db.aiChatbotWord.findMany({ where: { merchantId: ctx.merchantId }, select: { wordKey: true, identifiedAs: true } })).filter((w) => lower.includes(w.wordKey));
  return { liveAgent: words.some((w) => w.identifiedAs === 'live_agent'), hints: words.filter((w) => scopes.includes(w.identifiedAs)).map((w) => `"${w.wordKey}" means ${w.identifiedAs.replace('_', ' ')}`) };
}

/** The model's answer to the conversation so far (its last messages), from the shop's facts of the active scopes. */
async function modelAnswer(ctx: Ctx, bot: Bot, conversationId: string, hints: string[]): Promise<string> {
  const ai = ctx.env.ai;
  if (!ai) throw new AiError('connection', 'AI is not set up');
  const history = await ctx.db.aiChatbotMessage.findMany({ where: { merchantId: ctx.merchantId, conversationId }, select: { role: true, content: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: L.historyMessages });
  const system = await chatbotPrompt(ctx, scopesOf(bot.scopes), hints);
  const messages = history.reverse().map((m) => ({ role: m.role === 'customer' ? ('user' as const) : ('assistant' as const), content: m.content }));
  const { text } = await ai.chat({ messages: [{ role: 'system', content: system }, ...messages], maxTokens: L.answerMaxTokens });
  if (!text.trim()) throw new AiError('refused', 'the answer is empty');
  return text.trim();
}

/** A first answer that failed: its credit comes back and the conversation is closed as failed (the next message starts another). */
async function refundFirst(ctx: Ctx, conversationId: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const { count } = await tx.db.aiChatbotConversation.updateMany({ where: { merchantId: tx.merchantId, id: conversationId, charged: true }, data: { charged: false, status: 'failed', openKey: null, replyingSince: null } });
    if (count === 1) await grantCredits(tx, { kind: 'ai', amount: L.conversationCost, reason: 'refund', refId: conversationId, note: 'AI chatbot conversation' });
  });
}

/**
 * One merchant's bot answers a customer's message (on service only). The message joins the
 * customer's conversation (a new one pays 1 AI credit); a customer asking for a person, or writing
 * a word trained as live agent, is handed over with the agent's welcome; a conversation without
 * credit is handed over at its start and stays silent after. Otherwise the model answers, one
 * answer at a time. Answers the text to send, or null.
 */
export async function answerChatMessage(ctx: Ctx, message: IncomingChatMessage, channelId: string): Promise<string | null> {
  const bot = await chatbotRow(ctx);
  if (!bot.onService) return null;
  const conversation = await openConversation(ctx, message.channel, channelId, message.customer, message.at);
  await addMessage(ctx, conversation.id, 'customer', message.text.slice(0, L.message), message.at);
  const at = ctx.now();
  const handOver = async (status: 'agent' | 'no_credit') => {
    const text = handOverText(bot);
    if (text) await addMessage(ctx, conversation.id, 'agent', text, at, { status });
    else await ctx.db.aiChatbotConversation.updateMany({ where: { merchantId: ctx.merchantId, id: conversation.id }, data: { status } });
    return text || null;
  };
  if (conversation.status === 'no_credit') return conversation.fresh ? handOver('no_credit') : null;
  if (conversation.status !== 'bot') return null;
  const scopes = scopesOf(bot.scopes);
  const words = await trainedWords(ctx, message.text, scopes);
  if (words.liveAgent || HUMAN_REQUEST.test(message.text)) return handOver('agent');
  if (!(await claimAnswer(ctx, conversation.id))) return null;
  try {
    const answer = await modelAnswer(ctx, bot, conversation.id, words.hints);
    await addMessage(ctx, conversation.id, 'bot', answer, ctx.now(), { release: true });
    return answer;
  } catch {
    // An AI failure spends nothing: a conversation whose first answer failed gets its credit back.
    const answered = await ctx.db.aiChatbotMessage.count({ where: { merchantId: ctx.merchantId, conversationId: conversation.id, role: 'bot' } });
    if (answered === 0) await refundFirst(ctx, conversation.id);
    else await ctx.db.aiChatbotConversation.updateMany({ where: { merchantId: ctx.merchantId, id: conversation.id }, data: { replyingSince: null } });
    return null;
  }
}

/** The merchants a message reaches: those that linked the page or number, with how to send from it. */
async function receivers(base: BaseCtx, channel: TChannel, to: string) {
  if (channel === 'messenger') {
    const pages = await base.db.socialPage.findMany({ where: { id: to }, select: { merchantId: true, id: true, accessToken: true } });
    return pages.map((p) => ({ merchantId: p.merchantId, channelId: p.id, token: unseal(p.accessToken, base.env.secretKey) }));
  }
  const numbers = await base.db.aiChatbotNumber.findMany({ where: { phone: to }, select: { merchantId: true, id: true } });
  return numbers.map((n) => ({ merchantId: n.merchantId, channelId: n.id, token: '' }));
}

/**
 * A customer's message to a page (Messenger) or business number (WhatsApp), applied once by the
 * webhook: each merchant's bot on service answers it through the channel's port. A reply that
 * fails to send is not tried again (the customer can write again). Answers how many were sent.
 */
export async function applyChatbotMessage(base: BaseCtx, message: IncomingChatMessage): Promise<number> {
  let sent = 0;
  for (const r of await receivers(base, message.channel, message.to)) {
    const merchant = await base.db.merchant.findUnique({ where: { id: r.merchantId }, select: { id: true, timeZone: true } });
    if (!merchant) continue;
    const text = await answerChatMessage(systemCtx(base, merchant), message, r.channelId);
    if (!text) continue;
    const delivery =
      message.channel === 'messenger' ? base.env.social?.facebook?.send(message.to, r.token, { to: message.customer, text, kind: 'reply' }) : base.env.whatsappSender?.send({ to: `+${message.customer}`, text });
    if (delivery && (await delivery.then(() => true, () => false))) sent++;
  }
  return sent;
}

/** The merchants whose AI chatbot is on service, of those given (the page's own chatbot leaves their messages to it). */
export async function onServiceMerchants(base: BaseCtx, merchantIds: string[]): Promise<Set<string>> {
  const rows = await base.db.aiChatbot.findMany({ where: { merchantId: { in: merchantIds }, onService: true }, select: { merchantId: true } });
  return new Set(rows.map((r) => r.merchantId));
}
