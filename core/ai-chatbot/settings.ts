import { creditBalance } from '../credits/ledger.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { ZSyncStatus } from '../social/schema.ts';
import { audited } from '../user-logs/audited.ts';
import { AI_CHATBOT_LIMITS as L, AI_CHATBOT_MESSAGES as M, AI_CHATBOT_MODULE, AI_CHATBOT_SCOPES, aiChatbotLog, type TChatbotScope } from './constants.ts';
import { BLOCKERS, ZChatbotConfigInput, ZIdInput, ZNumberInput, ZServiceInput, ZWordInput, type TChatbotConfig, type TChatbotOverview, type TWord } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;
type Blocker = (typeof BLOCKERS)[number];

const BLOCKER_MESSAGE: Record<Blocker, string> = { no_scope: M.scopeRequired, no_channel: M.noPageOrNumber, no_credits: M.noCredits };

/** The stored scopes, in the set's order, unknown keys left out. */
export const scopesOf = (stored: string): TChatbotScope[] => AI_CHATBOT_SCOPES.filter((s) => stored.split(',').includes(s));

/** The merchant's bot settings (offline with no scope until first saved). */
export async function chatbotRow(ctx: Reader) {
  return (await ctx.db.aiChatbot.findUnique({ where: { merchantId: ctx.merchantId } })) ?? { merchantId: ctx.merchantId, onService: false, scopes: '', agentName: '', agentContact: '', agentIntro: '', agentWelcome: '' };
}

/** Why the bot cannot go on service: no active scope, no linked page or number, no AI credit. */
async function blockers(ctx: Reader, scopes: string, channels: number): Promise<Blocker[]> {
  const credits = await creditBalance(ctx, 'ai');
  return BLOCKERS.filter((b) => (b === 'no_scope' ? scopesOf(scopes).length === 0 : b === 'no_channel' ? channels === 0 : credits < L.conversationCost));
}

/** On service or offline, why it cannot go on service, the linked pages and numbers, and the AI credits with their packs' expiry. */
export async function chatbotOverview(ctx: Reader): Promise<TChatbotOverview> {
  const where = { merchantId: ctx.merchantId };
  const [bot, pages, numbers, credits, lots] = await Promise.all([
    chatbotRow(ctx),
    ctx.db.socialPage.findMany({ where, select: { id: true, name: true, syncStatus: true }, orderBy: [{ connectedAt: 'asc' }, { id: 'asc' }], take: L.pages }),
    ctx.db.aiChatbotNumber.findMany({ where, orderBy: [{ linkedAt: 'asc' }, { id: 'asc' }] }),
    creditBalance(ctx, 'ai'),
    ctx.db.creditLot.findMany({ where: { ...where, kind: 'ai', expiredAt: null, remaining: { gt: 0 } }, select: { id: true, remaining: true, expiresAt: true }, orderBy: [{ expiresAt: 'asc' }, { createdAt: 'asc' }] }),
  ]);
  return {
    onService: bot.onService,
    blockers: await blockers(ctx, bot.scopes, pages.length + numbers.length),
    scopes: scopesOf(bot.scopes),
    pages: pages.map((p) => ({ id: p.id, name: p.name, status: ZSyncStatus.parse(p.syncStatus) })),
    numbers: numbers.map((n) => ({ id: n.id, businessName: n.businessName, phone: n.phone, businessId: n.businessId })),
    credits,
    packs: lots,
  };
}

async function words(ctx: Reader): Promise<TWord[]> {
  const rows = await ctx.db.aiChatbotWord.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ language: 'asc' }, { wordKey: 'asc' }], take: L.words });
  return rows.map((w) => ZWordInput.extend({ id: ZIdInput.shape.id }).parse(w));
}

/** The scopes, the training words and the live agent. */
export async function chatbotConfig(ctx: Reader): Promise<TChatbotConfig> {
  const [bot, trained] = await Promise.all([chatbotRow(ctx), words(ctx)]);
  return { scopes: scopesOf(bot.scopes), agentName: bot.agentName, agentContact: bot.agentContact, agentIntro: bot.agentIntro, agentWelcome: bot.agentWelcome, words: trained };
}

/** Saves the scopes (at least one, section 5) and the live agent. */
export async function saveChatbotConfig(ctx: Ctx, raw: unknown): Promise<TChatbotConfig> {
  const { scopes, ...agent } = ZChatbotConfigInput.parse(raw);
  const data = { ...agent, scopes: AI_CHATBOT_SCOPES.filter((s) => scopes.includes(s)).join(',') };
  await audited(ctx, { action: aiChatbotLog('configured'), category: AI_CHATBOT_MODULE }, (tx) => tx.db.aiChatbot.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...data }, update: data }));
  return chatbotConfig(ctx);
}

/** On service or offline: on service needs an active scope, a linked page or number and an AI credit (the first reason is said). */
export async function setChatbotService(ctx: Ctx, raw: unknown): Promise<TChatbotOverview> {
  const { onService } = ZServiceInput.parse(raw);
  if (onService) {
    const overview = await chatbotOverview(ctx);
    const blocker = overview.blockers[0];
    if (blocker) throw new AppError(`AI_CHATBOT.${blocker.toUpperCase()}`, BLOCKER_MESSAGE[blocker], 'invalid');
  }
  await audited(ctx, { action: aiChatbotLog(onService ? 'onService' : 'offline'), category: AI_CHATBOT_MODULE }, (tx) =>
    tx.db.aiChatbot.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, onService }, update: { onService } }),
  );
  return chatbotOverview(ctx);
}

/** Adds a training word: one per word (any case) and chat language. */
export async function addChatbotWord(ctx: Ctx, raw: unknown): Promise<TChatbotConfig> {
  const input = ZWordInput.parse(raw);
  await audited(ctx, { action: aiChatbotLog('wordAdded', { word: input.word }), category: AI_CHATBOT_MODULE }, async (tx) => {
    const where = { merchantId: tx.merchantId };
    if ((await tx.db.aiChatbotWord.count({ where })) >= L.words) throw new AppError('AI_CHATBOT.TOO_MANY_WORDS', M.tooManyWords, 'invalid');
    const wordKey = input.word.toLowerCase();
    if (await tx.db.aiChatbotWord.findUnique({ where: { merchantId_wordKey_language: { ...where, wordKey, language: input.language } }, select: { id: true } })) {
      throw new AppError('AI_CHATBOT.WORD_REPEATED', M.wordRepeated, 'conflict');
    }
    await tx.db.aiChatbotWord.create({ data: { ...where, ...input, wordKey } });
  });
  return chatbotConfig(ctx);
}

export async function removeChatbotWord(ctx: Ctx, raw: unknown): Promise<TChatbotConfig> {
  const { id } = ZIdInput.parse(raw);
  await audited(
    ctx,
    (word: string) => ({ action: aiChatbotLog('wordRemoved', { word }), category: AI_CHATBOT_MODULE }),
    async (tx) => {
      const found = await tx.db.aiChatbotWord.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { word: true } });
      if (!found) throw notFound('aiChatbotWord');
      await tx.db.aiChatbotWord.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return found.word;
    },
  );
  return chatbotConfig(ctx);
}

/** Links a WhatsApp business number the bot answers on (each number once). */
export async function linkChatbotNumber(ctx: Ctx, raw: unknown): Promise<TChatbotOverview> {
  const input = ZNumberInput.parse(raw);
  await audited(ctx, { action: aiChatbotLog('numberLinked', { name: input.businessName }), category: AI_CHATBOT_MODULE }, async (tx) => {
    const where = { merchantId: tx.merchantId };
    if ((await tx.db.aiChatbotNumber.count({ where })) >= L.numbers) throw new AppError('AI_CHATBOT.TOO_MANY_NUMBERS', M.tooManyNumbers, 'invalid');
    if (await tx.db.aiChatbotNumber.findUnique({ where: { merchantId_phone: { ...where, phone: input.phone } }, select: { id: true } })) throw new AppError('AI_CHATBOT.NUMBER_LINKED', M.numberLinked, 'conflict');
    await tx.db.aiChatbotNumber.create({ data: { ...where, ...input, linkedAt: tx.now() } });
  });
  return chatbotOverview(ctx);
}

/** Unlinks a number; its conversations stay in the history. */
export async function unlinkChatbotNumber(ctx: Ctx, raw: unknown): Promise<TChatbotOverview> {
  const { id } = ZIdInput.parse(raw);
  await audited(
    ctx,
    (name: string) => ({ action: aiChatbotLog('numberUnlinked', { name }), category: AI_CHATBOT_MODULE }),
    async (tx) => {
      const found = await tx.db.aiChatbotNumber.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { businessName: true } });
      if (!found) throw notFound('aiChatbotNumber');
      await tx.db.aiChatbotNumber.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return found.businessName;
    },
  );
  return chatbotOverview(ctx);
}
