import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../core/credits/entries.ts';
import { grantCredits } from '../../core/credits/ledger.ts';
import type { CreditKind } from '../../core/credits/kinds.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { asToken, productForm, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const as = (shop: SeededShop) => asToken(rt, shop.admin.token, testRequest());
const ctxOf = (shop: SeededShop) => systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });

async function topUp(shop: SeededShop, credits: number, kind: CreditKind = 'ai'): Promise<void> {
  await withTransaction(ctxOf(shop), (tx) => grantCredits(tx, { kind, amount: credits, reason: 'top_up' }));
}
const credits = async (shop: SeededShop) => (await as(shop).contentGenerator.overview()).credits;

type Asked = { messages: { role: string; content: string }[] };
async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${await simulatorUrl('/ai')}/_control${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}
/** The prompt of the last request whose user message starts with marker. */
async function promptOf(marker: string): Promise<Asked> {
  const asked = (await control('/requests')) as Asked[];
  const found = asked.filter((r) => r.messages.some((m) => m.role === 'user' && m.content.startsWith(marker))).at(-1);
  if (!found) throw new Error(`nothing asked with ${marker}`);
  return found;
}
async function failing<T>(status: number, run: () => Promise<T>): Promise<T> {
  await control('/fail', { status });
  try {
    return await run();
  } finally {
    await control('/reset', {});
  }
}

/** A shop with a product named only in it, so its prompts can be told from another shop's. */
async function shopWith(product: string): Promise<SeededShop> {
  const shop = await seedShop(rt);
  await as(shop).products.create(productForm(shop.categoryId, { nameEn: product, priceSen: 1200, stock: 4 }));
  return shop;
}

describe('AI assistants', () => {
  it('charges 1 credit when a conversation starts, includes the next messages, and gives Platinum AI the shop\'s own figures only', async () => {
    const shop = await shopWith('Pandan layer cake');
    await shopWith('Durian crepe');
    await topUp(shop, 2);
    const started = await as(shop).aiAssistant.start({ assistant: 'platinum', message: 'Which cake sells best?\nThink of Raya.' });
    expect(started).toMatchObject({ assistant: 'platinum', title: 'Which cake sells best?', userMessages: 1, messagesLeft: 19, replying: false });
    expect(started.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Which cake sells best?\nThink of Raya.'],
      ['assistant', 'Simulated answer: Which cake sells best?'],
    ]);
    const system = (await promptOf('Which cake sells best?')).messages[0]!.content;
    expect(system).toContain('Pandan layer cake');
    expect(system).not.toContain('Durian crepe');
    expect(await credits(shop)).toBe(1);

    const replied = await as(shop).aiAssistant.reply({ id: started.id, message: 'And for Deepavali?' });
    expect(replied.messages.map((m) => m.content)).toEqual(['Which cake sells best?\nThink of Raya.', 'Simulated answer: Which cake sells best?', 'And for Deepavali?', 'Simulated answer: And for Deepavali?']);
    expect((await promptOf('And for Deepavali?')).messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(await credits(shop)).toBe(1);

    const writer = await as(shop).aiAssistant.start({ assistant: 'npgpt', message: 'NPgpt post about cakes' });
    expect((await promptOf('NPgpt post about cakes')).messages[0]!.content).not.toContain('Pandan layer cake');
    expect(await credits(shop)).toBe(0);
    const ledger = await creditEntries(ctxOf(shop), { kind: 'ai' });
    expect(ledger.rows.filter((r) => r.reason === 'ai_generation').map((r) => r.refId).sort()).toEqual([started.id, writer.id].sort());
  });

  it('refuses without credits, and gives the credit back (keeping nothing) when the first answer fails, in the spec\'s words', async () => {
    const shop = await seedShop(rt);
    const broke = await rejection(as(shop).aiAssistant.start({ assistant: 'npgpt', message: 'Hello' }));
    expect(broke.message).toBe('Insufficient AI product credit balance.');
    await topUp(shop, 1);
    expect((await failing(429, () => rejection(as(shop).aiAssistant.start({ assistant: 'npgpt', message: 'Hello' })))).message).toBe('Server busy or high traffic. Please try again later.');
    expect((await failing(0, () => rejection(as(shop).aiAssistant.start({ assistant: 'platinum', message: 'Hello' })))).message).toBe('Connection lost. Please try again.');
    expect(await credits(shop)).toBe(1);
    expect((await as(shop).aiAssistant.conversations({})).total).toBe(0);
    expect((await rejection(as(shop).aiAssistant.start({ assistant: 'npgpt', message: '  ' }))).fieldErrors).toEqual({ message: 'Please write a message.' });
  });

  it('keeps a conversation when a later answer fails, and frees it for the next message', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 1);
    const { id } = await as(shop).aiAssistant.start({ assistant: 'npgpt', message: 'Tagline for shirts' });
    expect((await failing(503, () => rejection(as(shop).aiAssistant.reply({ id, message: 'Shorter' })))).message).toBe('Server busy or high traffic. Please try again later.');
    const after = await as(shop).aiAssistant.reply({ id, message: 'Shorter' });
    expect(after.messages).toHaveLength(4);
    expect(await credits(shop)).toBe(0);
  });

  it('refuses a message while another answer of the conversation is running, and stops at the cap', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 1);
    const { id } = await as(shop).aiAssistant.start({ assistant: 'platinum', message: 'Plan my week' });
    const both = await Promise.allSettled([as(shop).aiAssistant.reply({ id, message: 'First' }), as(shop).aiAssistant.reply({ id, message: 'Second' })]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((r) => r.status === 'rejected');
    expect(refused && (await rejection(Promise.reject(refused.reason))).message).toBe('Only 1 AI model in queue. Please wait for the current answer.');
    expect((await as(shop).aiAssistant.conversation({ id })).messages).toHaveLength(4);

    // An answer in flight holds the conversation; one left over by a crash stops holding it after 3 minutes.
    const conversations = rt.database.client.aiConversation;
    await conversations.updateMany({ where: { merchantId: shop.merchantId, id }, data: { replyingSince: new Date() } });
    expect((await as(shop).aiAssistant.conversation({ id })).replying).toBe(true);
    expect((await rejection(as(shop).aiAssistant.reply({ id, message: 'Third' }))).message).toBe('Only 1 AI model in queue. Please wait for the current answer.');
    await conversations.updateMany({ where: { merchantId: shop.merchantId, id }, data: { replyingSince: new Date(Date.now() - 4 * 60_000) } });
    await as(shop).aiAssistant.reply({ id, message: 'Third' });

    await conversations.updateMany({ where: { merchantId: shop.merchantId, id }, data: { userMessages: 20 } });
    expect((await as(shop).aiAssistant.conversation({ id })).messagesLeft).toBe(0);
    expect((await rejection(as(shop).aiAssistant.reply({ id, message: 'Fourth' }))).message).toBe('This conversation has reached 20 messages. Please start a new conversation.');
  });

  it('lists the user\'s own conversations of both assistants, searched literally and filtered, and deletes them', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 3);
    const a = await as(shop).aiAssistant.start({ assistant: 'platinum', message: 'Stock 50% clearance' });
    const b = await as(shop).aiAssistant.start({ assistant: 'npgpt', message: 'Stock 5000 post' });
    const staff = await seedSubUser(rt, shop, { manage: 'edit' });
    const c = await staff.caller.aiAssistant.start({ assistant: 'npgpt', message: 'Staff question' });
    expect((await as(shop).aiAssistant.conversations({})).items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await as(shop).aiAssistant.conversations({ search: '50%' })).items.map((r) => r.id)).toEqual([a.id]);
    expect((await as(shop).aiAssistant.conversations({ assistant: 'npgpt' })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await staff.caller.aiAssistant.conversations({})).items.map((r) => r.id)).toEqual([c.id]);
    expect((await rejection(staff.caller.aiAssistant.conversation({ id: a.id }))).message).toBe('Conversation not found.');
    expect((await rejection(staff.caller.aiAssistant.delete({ id: a.id }))).message).toBe('Conversation not found.');
    await as(shop).aiAssistant.delete({ id: a.id });
    expect((await as(shop).aiAssistant.conversations({})).items.map((r) => r.id)).toEqual([b.id]);
    expect(await rt.database.client.aiConversationMessage.count({ where: { merchantId: shop.merchantId, conversationId: a.id } })).toBe(0);
  });
});
