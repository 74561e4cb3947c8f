import { describe, expect, it } from 'vitest';
import { creditBalance, grantCredits } from '../../core/credits/ledger.ts';
import type { CreditKind } from '../../core/credits/kinds.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { asToken, productForm, rejection, testRequest } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const as = (shop: SeededShop) => asToken(rt, shop.admin.token, testRequest());
const ctxOf = (shop: SeededShop) => systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const topUp = (shop: SeededShop, amount: number, kind: CreditKind) => withTransaction(ctxOf(shop), (tx) => grantCredits(tx, { kind, amount, reason: 'top_up' }));
const balance = (shop: SeededShop, kind: CreditKind) => creditBalance(ctxOf(shop), kind);

type Asked = { messages: { role: string; content: string }[] };
async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${await simulatorUrl('/ai')}/_control${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

const NO_QUOTA = 'No positioning quota left. Please remove one to add.';

describe('AI suggestions', () => {
  it('writes a set from the merchant\'s own data for 1 credit, stores it, and marks its items done or dismissed', async () => {
    const shop = await seedShop(rt);
    const other = await seedShop(rt);
    await as(shop).products.create(productForm(shop.categoryId, { nameEn: 'Kaya jar', priceSen: 1500, stock: 2 }));
    await as(other).products.create(productForm(other.categoryId, { nameEn: 'Secret sambal', priceSen: 900, stock: 9 }));
    expect((await rejection(as(shop).aiSuggestion.suggest({ topic: 'products' }))).message).toBe('Insufficient AI product credit balance.');
    await topUp(shop, 1, 'ai');
    await control('/reset', {});
    const set = await as(shop).aiSuggestion.suggest({ topic: 'products', notes: 'Raya is coming' });
    const asked = ((await control('/requests')) as Asked[]).at(-1)!;
    const prompt = asked.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Kaya jar');
    expect(prompt).toContain(shop.name);
    expect(prompt).not.toContain('Secret sambal');
    expect(prompt).not.toContain(other.name);
    expect(asked.messages[1]!.content).toContain("Merchant's notes: Raya is coming");
    expect(set.items).toHaveLength(5);
    expect(set.items[0]).toEqual({ id: expect.any(String), title: 'items 1 title about Products to improve: which products to describe better, rest', reasoning: expect.stringContaining('reasoning'), action: expect.stringContaining('action'), status: 'open' });
    expect(await balance(shop, 'ai')).toBe(0);

    await as(shop).aiSuggestion.setStatus({ id: set.items[0]!.id, status: 'done' });
    await as(shop).aiSuggestion.setStatus({ id: set.items[1]!.id, status: 'dismissed' });
    expect((await as(shop).aiSuggestion.get({ id: set.id })).items.map((i) => i.status)).toEqual(['done', 'dismissed', 'open', 'open', 'open']);
    expect((await as(shop).aiSuggestion.list({})).items).toEqual([{ id: set.id, topic: 'products', notes: 'Raya is coming', createdAt: expect.any(Date), items: 5, open: 3 }]);
    expect((await rejection(as(other).aiSuggestion.get({ id: set.id }))).message).toBe('Suggestion set not found.');
    expect((await rejection(as(other).aiSuggestion.setStatus({ id: set.items[2]!.id, status: 'done' }))).message).toBe('Suggestion not found.');
    await as(shop).aiSuggestion.delete({ id: set.id });
    expect((await as(shop).aiSuggestion.list({})).total).toBe(0);
  });

  it('gives the credit back and stores nothing when the answer fails', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 1, 'ai');
    await control('/fail', { status: 0 });
    try {
      expect((await rejection(as(shop).aiSuggestion.suggest({ topic: 'promotions' }))).message).toBe('Connection lost. Please try again.');
    } finally {
      await control('/reset', {});
    }
    expect(await balance(shop, 'ai')).toBe(1);
    expect((await as(shop).aiSuggestion.list({})).total).toBe(0);
  });
});

describe('AI positioning', () => {
  it('spends 1 positioning quota a question, refuses in the spec\'s words when none is left, and gives it back on removal', async () => {
    const shop = await seedShop(rt);
    expect((await rejection(as(shop).aiPositioning.add({ question: 'Best kuih in Klang' }))).message).toBe(NO_QUOTA);
    await topUp(shop, 2, 'positioning');
    const first = await as(shop).aiPositioning.add({ question: 'Best kuih in Klang' });
    expect((await rejection(as(shop).aiPositioning.add({ question: 'best KUIH in klang' }))).fieldErrors).toEqual({ question: 'This question is already tracked.' });
    await as(shop).aiPositioning.add({ question: 'Cotton shirts Selangor' });
    expect((await as(shop).aiPositioning.list({})).quotaLeft).toBe(0);
    expect((await rejection(as(shop).aiPositioning.add({ question: 'Third one' }))).message).toBe(NO_QUOTA);
    await as(shop).aiPositioning.remove({ id: first.id });
    expect(await balance(shop, 'positioning')).toBe(1);
    await as(shop).aiPositioning.add({ question: 'Third one' });
    expect((await as(shop).aiPositioning.list({ search: 'third' })).items.map((i) => i.question)).toEqual(['Third one']);
    expect((await rejection(as(shop).aiPositioning.remove({ id: first.id }))).message).toBe('Positioning question not found.');
  });

  it('never goes below zero when adds race for the last quota, and refunds a removal once however many race', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 3, 'positioning');
    const adds = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => as(shop).aiPositioning.add({ question: `Question ${i}` })));
    expect(adds.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(shop, 'positioning')).toBe(0);
    expect((await as(shop).aiPositioning.list({})).total).toBe(3);
    const [item] = (await as(shop).aiPositioning.list({})).items;
    const removes = await Promise.allSettled(Array.from({ length: 5 }, () => as(shop).aiPositioning.remove({ id: item!.id })));
    expect(removes.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balance(shop, 'positioning')).toBe(1);
  });

  it('checks a question against the AI for 1 AI credit and records whether and where the shop is mentioned, with history', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 2, 'positioning');
    const named = await as(shop).aiPositioning.add({ question: `${shop.name} kuih raya` });
    const plain = await as(shop).aiPositioning.add({ question: 'Cheapest kuih raya' });
    expect((await rejection(as(shop).aiPositioning.check({ id: named.id }))).message).toBe('Insufficient AI product credit balance.');
    await topUp(shop, 3, 'ai');
    const found = await as(shop).aiPositioning.check({ id: named.id });
    expect(found).toMatchObject({ lastMentioned: true, lastRank: 1, checks: [{ mentioned: true, rank: 1 }] });
    expect(found.checks[0]!.recommended).toHaveLength(5);
    const missing = await as(shop).aiPositioning.check({ id: plain.id });
    expect(missing).toMatchObject({ lastMentioned: false, lastRank: null, checks: [{ mentioned: false, rank: null }] });
    await control('/fail', { status: 429 });
    try {
      expect((await rejection(as(shop).aiPositioning.check({ id: plain.id }))).message).toBe('Server busy or high traffic. Please try again later.');
    } finally {
      await control('/reset', {});
    }
    expect(await balance(shop, 'ai')).toBe(1);
    await as(shop).aiPositioning.check({ id: plain.id });
    expect((await as(shop).aiPositioning.get({ id: plain.id })).checks).toHaveLength(2);
    expect(await balance(shop, 'positioning')).toBe(0);
  });
});
