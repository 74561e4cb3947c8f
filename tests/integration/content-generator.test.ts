import { describe, expect, it } from 'vitest';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { asToken, rejection, seedMerchant, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const as = (merchant: SeededMerchant) => asToken(rt, merchant.admin.token, testRequest()).contentGenerator;
const site = async (merchant: SeededMerchant) => storefrontCaller(rt, (await asToken(rt, merchant.admin.token, testRequest()).siteKeys.create()).key).storefront.content.generated;

async function topUp(merchant: SeededMerchant, credits: number): Promise<void> {
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: merchant.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: credits, reason: 'top_up' }));
}

const aiRequests = async () => (await (await fetch(`${await simulatorUrl('/ai')}/_control/requests`)).json()) as { messages: { role: string; content: string }[] }[];

describe('the FAQ', () => {
  it('keeps categories in three languages with their questions, refuses blanks with section 5\'s messages, and shows the website only what is published', async () => {
    const shop = await seedMerchant(rt);
    expect((await rejection(as(shop).saveFaqCategory({ category: { titleEn: ' ' } }))).fieldErrors).toEqual({ 'category.titleEn': 'Category title is required.' });
    const delivery = await as(shop).saveFaqCategory({ category: { titleEn: 'Delivery', titleCn: '送货', sort: 1 } });
    const payment = await as(shop).saveFaqCategory({ category: { titleEn: 'Payment', sort: 2 } });
    expect((await rejection(as(shop).saveFaqItem({ categoryId: delivery.id, item: { question: '', answer: '' } }))).fieldErrors).toEqual({ 'item.question': 'Question is required.', 'item.answer': 'Answer is required.' });
    const when = await as(shop).saveFaqItem({ categoryId: delivery.id, item: { question: 'When do you ship?', answer: 'Within 2 working days.' } });
    await as(shop).saveFaqItem({ categoryId: payment.id, item: { question: 'Can I pay by FPX?', answer: 'Yes.' } });
    await as(shop).saveFaqItem({ id: when.id, categoryId: delivery.id, item: { question: 'When do you ship?', answer: 'Within 1 working day.' } });

    const store = await site(shop);
    expect(await store.faq({ lang: 'cn' })).toEqual([]);
    await as(shop).setPublished({ kind: 'faq', published: true });
    expect(await store.faq({ lang: 'cn' })).toEqual([
      { title: '送货', items: [{ question: 'When do you ship?', answer: 'Within 1 working day.' }] },
      { title: 'Payment', items: [{ question: 'Can I pay by FPX?', answer: 'Yes.' }] },
    ]);
    await as(shop).deleteFaqCategory({ id: delivery.id });
    expect(await as(shop).faq()).toMatchObject({ published: true, categories: [{ titleEn: 'Payment', items: [{ question: 'Can I pay by FPX?' }] }] });
    expect(await as(shop).overview()).toMatchObject({ faq: { published: true, categories: 1, items: 1 } });
    expect((await rejection(as(shop).saveFaqItem({ categoryId: delivery.id, item: { question: 'Gone?', answer: 'Yes' } }))).message).toBe('FAQ category not found.');
  });

  it('suggests questions with the AI for 1 credit, in the language asked, saving nothing until added', async () => {
    const shop = await seedMerchant(rt);
    expect((await rejection(as(shop).generateFaq({ about: 'Kuih raya delivery', count: 2 }))).message).toBe('Insufficient AI product credit balance.');
    await topUp(shop, 2);
    expect((await rejection(as(shop).generateFaq({ about: ' ', count: 2 }))).fieldErrors).toEqual({ about: 'Tell the AI what to write about.' });
    const suggested = await as(shop).generateFaq({ about: 'Kuih raya delivery', count: 2, language: 'bm' });
    expect(suggested.items).toEqual([
      { question: 'items 1 question about Kuih raya delivery', answer: 'items 1 answer about Kuih raya delivery' },
      { question: 'items 2 question about Kuih raya delivery', answer: 'items 2 answer about Kuih raya delivery' },
    ]);
    expect((await aiRequests()).at(-1)!.messages[0]!.content).toContain('in Bahasa Melayu');
    expect(await as(shop).overview()).toMatchObject({ credits: 1, faq: { items: 0 } });
  });
});

describe('the return and refund policy and why choose us', () => {
  it('writes the policy in the languages asked (a credit each), saves it edited, and publishes it with the English fallback', async () => {
    const shop = await seedMerchant(rt);
    await topUp(shop, 5);
    expect((await rejection(as(shop).generateReturnPolicy({ about: 'Refunds within 7 days', languages: [] }))).fieldErrors).toEqual({ languages: 'Choose at least one language.' });
    const draft = await as(shop).generateReturnPolicy({ about: 'Refunds within 7 days', languages: ['bm', 'en'] });
    expect(draft).toEqual({ contentEn: 'contentEn about Refunds within 7 days', contentCn: '', contentBm: 'contentBm about Refunds within 7 days' });
    expect((await as(shop).overview()).credits).toBe(3);
    await as(shop).saveReturnPolicy({ ...draft, contentEn: 'Returns within 7 days of delivery.', published: true });
    const store = await site(shop);
    expect(await store.returnPolicy({ lang: 'cn' })).toEqual({ content: 'Returns within 7 days of delivery.' });
    expect(await store.returnPolicy({ lang: 'bm' })).toEqual({ content: 'contentBm about Refunds within 7 days' });
    await as(shop).setPublished({ kind: 'return_policy', published: false });
    expect(await store.returnPolicy({ lang: 'en' })).toBeNull();
  });

  it('keeps why-choose-us items with their rules, suggests them in three languages for 3 credits, and publishes them', async () => {
    const shop = await seedMerchant(rt);
    const refused = await rejection(as(shop).saveWhyChooseUs({ item: { titleEn: '', descriptionEn: '', imageUrl: 'ftp://x' } }));
    expect(refused.fieldErrors).toEqual({ 'item.titleEn': 'Title is required.', 'item.descriptionEn': 'Description is required.', 'item.imageUrl': 'The image link must be a web address (http or https).' });
    await topUp(shop, 3);
    const suggested = await as(shop).generateWhyChooseUs({ about: 'Handmade kuih', count: 1, languages: ['en', 'cn', 'bm'] });
    expect(suggested.items).toEqual([
      {
        titleEn: 'items 1 titleEn about Handmade kuih',
        descriptionEn: 'items 1 descriptionEn about Handmade kuih',
        titleCn: 'items 1 titleCn about Handmade kuih',
        descriptionCn: 'items 1 descriptionCn about Handmade kuih',
        titleBm: 'items 1 titleBm about Handmade kuih',
        descriptionBm: 'items 1 descriptionBm about Handmade kuih',
      },
    ]);
    expect((await as(shop).overview()).credits).toBe(0);
    const saved = await as(shop).saveWhyChooseUs({ item: { ...suggested.items[0]!, titleEn: 'Made by hand', iconClass: 'bx bx-heart', imageUrl: 'https://cdn.kedai.example.my/hands.jpg' } });
    await as(shop).setPublished({ kind: 'why_choose_us', published: true });
    const store = await site(shop);
    expect(await store.whyChooseUs({ lang: 'en' })).toEqual([{ title: 'Made by hand', description: 'items 1 descriptionEn about Handmade kuih', imageUrl: 'https://cdn.kedai.example.my/hands.jpg', iconClass: 'bx bx-heart' }]);
    await as(shop).deleteWhyChooseUs({ id: saved.id });
    expect(await store.whyChooseUs({ lang: 'en' })).toEqual([]);
  });
});
