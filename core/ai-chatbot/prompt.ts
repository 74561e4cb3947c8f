import type { Ctx } from '../shared/context.ts';
import { senToAmount } from '../shared/money.ts';
import type { TChatbotScope } from './constants.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId' | 'now'>;

/** How much of each list a prompt names. */
const NAMED = 20;

/** Each active scope's facts, read under ctx.merchantId only: nothing of another merchant reaches a prompt. */
const FACTS: Record<TChatbotScope, (ctx: Reader, scopes: readonly TChatbotScope[]) => Promise<string>> = {
  async products(ctx, scopes) {
    const rows = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId }, select: { nameEn: true, priceSen: true, stock: true, stockUnlimited: true }, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: NAMED });
    const withPrices = scopes.includes('prices_stock');
    return `Products:\n${rows.map((p) => `- ${p.nameEn}${withPrices ? `: RM ${senToAmount(p.priceSen)}, stock ${p.stockUnlimited ? 'available' : p.stock}` : ''}`).join('\n') || 'none'}`;
  },
  async prices_stock(ctx, scopes) {
    return scopes.includes('products') ? '' : FACTS.products(ctx, ['prices_stock']);
  },
  async orders_delivery() {
    return 'Orders and delivery: explain that orders are placed on the shop website and that the live agent can check a particular order.';
  },
  async store_info(ctx) {
    const m = await ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { name: true, website: true, address: true, tel: true, email: true } });
    return m ? `Store: ${m.name}; website ${m.website || '-'}; address ${m.address || '-'}; phone ${m.tel || '-'}; e-mail ${m.email || '-'}` : '';
  },
  async promotions(ctx) {
    const now = ctx.now();
    const rows = await ctx.db.voucher.findMany({ where: { merchantId: ctx.merchantId, active: true, displayed: true, claimStartAt: { lte: now }, claimEndAt: { gte: now } }, select: { name: true, code: true }, take: NAMED });
    return `Promotions:\n${rows.map((v) => `- ${v.name} (code ${v.code})`).join('\n') || 'none now'}`;
  },
  async bookings(ctx) {
    const rows = await ctx.db.bookingService.findMany({ where: { merchantId: ctx.merchantId }, select: { name: true }, take: NAMED });
    return `Bookable services:\n${rows.map((s) => `- ${s.name}`).join('\n') || 'none'}`;
  },
};

/**
 * The bot's system prompt: the shop's facts of the active scopes only, what the trained words
 * mean, and that anything else is not answered (the customer may ask for a person).
 */
export async function chatbotPrompt(ctx: Reader, scopes: readonly TChatbotScope[], hints: string[]): Promise<string> {
  const merchant = await ctx.db.merchant.findUnique({ where: { id: ctx.merchantId }, select: { name: true } });
  const facts = (await Promise.all(scopes.map((s) => FACTS[s](ctx, scopes)))).filter(Boolean);
  return [
    `You are the customer service assistant of the online shop "${merchant?.name ?? ''}" in Malaysia, answering its customers on chat.`,
    `Answer only about: ${scopes.join(', ')}, using only these facts of the shop; never invent prices, stock or promises. For anything else, say you cannot help with it and that the customer may ask for a person.`,
    ...facts,
    ...(hints.length > 0 ? [`In the customer's message: ${hints.join('; ')}.`] : []),
    'Answer in plain text, briefly, in the language the customer writes in.',
  ].join('\n');
}
