import { describe, expect, it } from 'vitest';
import { applyChatbotMessage } from '../../core/ai-chatbot/incoming.ts';
import { creditEntries } from '../../core/credits/entries.ts';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { simulatedWhatsapp } from '../../server/integrations/whatsapp/whatsapp-simulator.ts';
import { asToken, productForm, rejection, testRequest } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { freshPageId, signInReturn, simControl } from '../helpers/social.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const app = await fileServer(rt);
const as = (shop: SeededShop) => asToken(rt, shop.admin.token, testRequest());
const base = () => baseContext(rt.database, rt.env, testRequest());
const ctxOf = (shop: SeededShop) => systemCtx(base(), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const topUp = (shop: SeededShop, amount: number) => withTransaction(ctxOf(shop), (tx) => grantCredits(tx, { kind: 'ai', amount, reason: 'top_up' }));
const credits = async (shop: SeededShop) => (await as(shop).aiChatbot.overview()).credits;
const spends = async (shop: SeededShop) => (await creditEntries(ctxOf(shop), { kind: 'ai' })).rows.filter((r) => r.reason === 'ai_generation').length;
const sentOn = async (page: string) => (await simControl<{ sent: { to: string; text: string }[] }>('/facebook', `/pages/${page}`)).sent;
const AGENT = { agentName: 'Aina', agentContact: '+60 12-345 6789', agentIntro: 'Aina from the shop here.', agentWelcome: 'How can I help you today?' };

async function aiControl(path: string, body: unknown): Promise<void> {
  await fetch(`${await simulatorUrl('/ai')}/_control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A shop with a product, a connected page, the scopes set and credits; on service when asked. */
async function botShop(opts: { credits?: number; onService?: boolean; product?: string } = {}) {
  const shop = await seedShop(rt);
  await as(shop).products.create(productForm(shop.categoryId, { nameEn: opts.product ?? 'Pandan layer cake', priceSen: 1200, stock: 4 }));
  const page = freshPageId();
  await as(shop).facebookSync.connect(await signInReturn((await as(shop).facebookSync.connectUrl()).url, { page }));
  await as(shop).aiChatbot.saveConfig({ scopes: ['products', 'store_info'], ...AGENT });
  if (opts.credits) await topUp(shop, opts.credits);
  if (opts.onService !== false) await as(shop).aiChatbot.setService({ onService: true });
  return { shop, page };
}

/** A customer writes to the page: Facebook's signed event through the product's webhook. */
async function messenger(page: string, psid: string, text: string) {
  const event = await simControl<{ body: string; signature: string }>('/facebook', `/pages/${page}/incoming`, { psid, text });
  return app.inject({ method: 'POST', url: '/api/webhooks/facebook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature }, payload: event.body });
}

/** A customer writes to a WhatsApp business number, through the same app's webhook. */
async function whatsapp(to: string, from: string, text: string) {
  const event = await simControl<{ body: string; signature: string }>('/facebook', '/whatsapp/incoming', { to, from, text });
  return app.inject({ method: 'POST', url: '/api/webhooks/facebook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature }, payload: event.body });
}

const history = async (shop: SeededShop, channel: 'messenger' | 'whatsapp', channelId: string) => {
  const list = await as(shop).aiChatbot.conversations({ channel, channelId });
  const messages = await Promise.all(list.items.map((c) => as(shop).aiChatbot.messages({ channel, channelId, conversationId: c.id })));
  return list.items.map((c, i) => ({ status: c.status, customer: c.customer, messages: messages[i]!.items.map((m) => [m.role, m.content]) }));
};

describe('AI chatbot configure', () => {
  it('needs at least one scope, keeps training words unique per word and language, and bounds the live agent', async () => {
    const shop = await seedShop(rt);
    expect((await rejection(as(shop).aiChatbot.saveConfig({ scopes: [], ...AGENT }))).message).toBe('At least one scope must be set.');
    expect((await rejection(as(shop).aiChatbot.saveConfig({ scopes: ['products'], ...AGENT, agentIntro: 'x'.repeat(501) }))).message).toBe("The live agent's details are too long.");
    const saved = await as(shop).aiChatbot.saveConfig({ scopes: ['promotions', 'products'], ...AGENT });
    expect(saved).toMatchObject({ scopes: ['products', 'promotions'], ...AGENT, words: [] });
    await as(shop).aiChatbot.addWord({ word: 'Harga', identifiedAs: 'prices_stock', language: 'ms' });
    expect((await rejection(as(shop).aiChatbot.addWord({ word: 'harga ', identifiedAs: 'products', language: 'ms' }))).message).toBe('This word is already trained for this chat language.');
    const both = await as(shop).aiChatbot.addWord({ word: 'harga', identifiedAs: 'prices_stock', language: 'en' });
    expect(both.words.map((w) => [w.word, w.language])).toEqual([['harga', 'en'], ['Harga', 'ms']]);
    expect((await rejection(as(shop).aiChatbot.addWord({ word: ' ', identifiedAs: 'products', language: 'en' }))).message).toBe('Please enter the detected word.');
    expect((await as(shop).aiChatbot.removeWord({ id: both.words[0]!.id })).words).toHaveLength(1);
  });

  it('links WhatsApp business numbers once each, at most two', async () => {
    const shop = await seedShop(rt);
    expect((await rejection(as(shop).aiChatbot.linkNumber({ businessName: 'Kedai', phone: '12ab', businessId: 'B1' }))).message).toBe('Please enter a valid phone number with its country code.');
    const linked = await as(shop).aiChatbot.linkNumber({ businessName: 'Kedai', phone: '+60 12-300 1001', businessId: 'B1' });
    expect(linked.numbers).toMatchObject([{ businessName: 'Kedai', phone: '60123001001', businessId: 'B1' }]);
    expect((await rejection(as(shop).aiChatbot.linkNumber({ businessName: 'Again', phone: '60123001001', businessId: 'B2' }))).message).toBe('This number is already linked.');
    await as(shop).aiChatbot.linkNumber({ businessName: 'Two', phone: '60123001002', businessId: 'B2' });
    expect((await rejection(as(shop).aiChatbot.linkNumber({ businessName: 'Three', phone: '60123001003', businessId: 'B3' }))).message).toBe('At most 2 WhatsApp business numbers can be linked.');
    expect((await as(shop).aiChatbot.unlinkNumber({ id: linked.numbers[0]!.id })).numbers).toHaveLength(1);
  });

  it('goes on service only with an active scope, a linked page or number and an AI credit, saying why not', async () => {
    const shop = await seedShop(rt);
    expect((await as(shop).aiChatbot.overview()).blockers).toEqual(['no_scope', 'no_channel', 'no_credits']);
    expect((await rejection(as(shop).aiChatbot.setService({ onService: true }))).message).toBe('At least one scope must be set.');
    await as(shop).aiChatbot.saveConfig({ scopes: ['products'], ...AGENT });
    expect((await rejection(as(shop).aiChatbot.setService({ onService: true }))).message).toBe('Link a Facebook page or a WhatsApp business number before going on service.');
    await as(shop).aiChatbot.linkNumber({ businessName: 'Kedai', phone: '60123002001', businessId: 'B1' });
    expect((await rejection(as(shop).aiChatbot.setService({ onService: true }))).message).toBe('There are no AI credits left. Buy an AI credit pack before going on service.');
    await topUp(shop, 1);
    expect(await as(shop).aiChatbot.setService({ onService: true })).toMatchObject({ onService: true, blockers: [], credits: 1, packs: [{ remaining: 1 }] });
    expect((await as(shop).aiChatbot.setService({ onService: false })).onService).toBe(false);
  });
});

describe('AI chatbot answers', () => {
  it('answers Messenger from the shop\'s own data in active scopes, 1 credit per conversation, and shows the history', async () => {
    const { shop, page } = await botShop({ credits: 3 });
    await botShop({ credits: 1, onService: false, product: 'Durian crepe' });
    await messenger(page, '9001', 'Do you have cake?');
    await messenger(page, '9001', 'Which one?');
    expect((await sentOn(page)).map((m) => m.text)).toEqual(['Simulated answer: Do you have cake?', 'Simulated answer: Which one?']);
    expect(await credits(shop)).toBe(2);
    expect(await history(shop, 'messenger', page)).toEqual([
      {
        status: 'bot',
        customer: '9001',
        messages: [
          ['customer', 'Do you have cake?'],
          ['bot', 'Simulated answer: Do you have cake?'],
          ['customer', 'Which one?'],
          ['bot', 'Simulated answer: Which one?'],
        ],
      },
    ]);
    const asked = (await (await fetch(`${await simulatorUrl('/ai')}/_control/requests`)).json()) as { messages: { role: string; content: string }[] }[];
    const system = asked.filter((r) => r.messages.at(-1)?.content === 'Which one?').at(-1)!.messages[0]!.content;
    expect(system).toContain('Pandan layer cake');
    expect(system).not.toContain('Durian crepe');
    expect(system).not.toContain('RM 12');
    await messenger(page, '9002', 'Hello');
    expect(await credits(shop)).toBe(1);
  });

  it('starts a new conversation (another credit) after 24 hours without messages', async () => {
    const { shop, page } = await botShop({ credits: 2 });
    const at = new Date();
    await applyChatbotMessage(base(), { channel: 'messenger', to: page, customer: '9101', text: 'Hi', at });
    await applyChatbotMessage(base(), { channel: 'messenger', to: page, customer: '9101', text: 'Later', at: new Date(at.getTime() + 23 * 3_600_000) });
    expect(await credits(shop)).toBe(1);
    await applyChatbotMessage(base(), { channel: 'messenger', to: page, customer: '9101', text: 'Next day', at: new Date(at.getTime() + 48 * 3_600_000) });
    expect(await credits(shop)).toBe(0);
    expect((await as(shop).aiChatbot.conversations({ channel: 'messenger', channelId: page })).total).toBe(2);
  });

  it('spends one credit for messages arriving together on WhatsApp, answering one at a time', async () => {
    const { shop } = await botShop({ credits: 5 });
    const { numbers } = await as(shop).aiChatbot.linkNumber({ businessName: 'Kedai', phone: `601${Date.now() % 100_000_000}`, businessId: 'B1' });
    const number = numbers[0]!;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => applyChatbotMessage(base(), { channel: 'whatsapp', to: number.phone, customer: '60198887777', text: `Message ${i}`, at: new Date() })));
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await credits(shop)).toBe(4);
    expect(await spends(shop)).toBe(1);
    const [conversation] = await history(shop, 'whatsapp', number.id);
    expect(conversation!.messages.filter(([role]) => role === 'customer')).toHaveLength(6);
    await whatsapp(number.phone, '60198886666', 'Opening hours?');
    expect(simulatedWhatsapp('60198886666')).toEqual(['Simulated answer: Opening hours?']);
  });

  it('gives the credit back when the first answer fails, and spends nothing on a later failure', async () => {
    const { shop, page } = await botShop({ credits: 1 });
    await aiControl('/fail', { status: 503 });
    try {
      await messenger(page, '9201', 'Hello?');
    } finally {
      await aiControl('/reset', {});
    }
    expect(await credits(shop)).toBe(1);
    expect(await history(shop, 'messenger', page)).toEqual([{ status: 'failed', customer: '9201', messages: [['customer', 'Hello?']] }]);
    expect(await sentOn(page)).toEqual([]);
    await messenger(page, '9201', 'Hello again');
    expect(await credits(shop)).toBe(0);
    await aiControl('/fail', { status: 0 });
    try {
      await messenger(page, '9201', 'Still there?');
    } finally {
      await aiControl('/reset', {});
    }
    expect(await credits(shop)).toBe(0);
    expect((await history(shop, 'messenger', page))[0]).toMatchObject({ status: 'bot' });
  });

  it('hands over to the live agent when asked for a person or a trained word says so, and without credit', async () => {
    const { shop, page } = await botShop({ credits: 1 });
    await as(shop).aiChatbot.addWord({ word: 'bos', identifiedAs: 'live_agent', language: 'ms' });
    await messenger(page, '9301', 'Saya nak cakap dengan bos');
    const welcome = 'Aina from the shop here.\nHow can I help you today?\nAina +60 12-345 6789';
    await messenger(page, '9301', 'Hello?');
    expect((await sentOn(page)).map((m) => m.text)).toEqual([welcome]);
    expect(await history(shop, 'messenger', page)).toEqual([{ status: 'agent', customer: '9301', messages: [['customer', 'Saya nak cakap dengan bos'], ['agent', welcome], ['customer', 'Hello?']] }]);
    expect(await credits(shop)).toBe(0);

    await messenger(page, '9302', 'Can I talk to a human?');
    await messenger(page, '9302', 'Anyone?');
    const conversations = await history(shop, 'messenger', page);
    expect(conversations.find((c) => c.customer === '9302')).toEqual({ status: 'no_credit', customer: '9302', messages: [['customer', 'Can I talk to a human?'], ['agent', welcome], ['customer', 'Anyone?']] });
    expect(await spends(shop)).toBe(1);
  });

  it('says nothing offline, leaving the page to its own chatbot; another page\'s or merchant\'s history is not found', async () => {
    const { shop, page } = await botShop({ credits: 1, onService: false });
    await messenger(page, '9401', 'Hi');
    expect(await sentOn(page)).toEqual([]);
    expect((await as(shop).aiChatbot.conversations({ channel: 'messenger', channelId: page })).total).toBe(0);
    const other = await botShop({ credits: 1 });
    await messenger(other.page, '9402', 'Hi');
    const [conversation] = (await as(other.shop).aiChatbot.conversations({ channel: 'messenger', channelId: other.page })).items;
    expect((await rejection(as(shop).aiChatbot.messages({ channel: 'messenger', channelId: other.page, conversationId: conversation!.id }))).code).toBe('NOT_FOUND');
    expect((await as(shop).aiChatbot.conversations({ channel: 'messenger', channelId: other.page })).total).toBe(0);
  });
});
