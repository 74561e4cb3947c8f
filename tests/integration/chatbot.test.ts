import { describe, expect, it } from 'vitest';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { freshPageId, signInReturn, simControl } from '../helpers/social.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const app = await fileServer(rt);
const as = (merchant: SeededMerchant) => asToken(rt, merchant.admin.token, testRequest());

interface SimPage {
  greeting: string;
  sent: { to: string; text: string; quickReplies: string[]; messagingType: string }[];
}
const simPage = (pageId: string) => simControl<SimPage>('/facebook', `/pages/${pageId}`);

/** A merchant with one connected page. */
async function withPage(): Promise<{ shop: SeededMerchant; page: string }> {
  const shop = await seedMerchant(rt);
  const page = freshPageId();
  await as(shop).facebookSync.connect(await signInReturn((await as(shop).facebookSync.connectUrl()).url, { page }));
  return { shop, page };
}

/** A person writes to the page: Facebook's signed event, delivered to the product's webhook. */
async function incoming(page: string, psid: string, text: string, quickReply?: string) {
  const event = await simControl<{ body: string; signature: string }>('/facebook', `/pages/${page}/incoming`, { psid, text, quickReply });
  const deliver = (signature = event.signature) => app.inject({ method: 'POST', url: '/api/webhooks/facebook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: event.body });
  return { event, deliver };
}

const REPLIES = [
  { question: 'Opening hours', answer: 'We open 9am to 9pm daily.' },
  { question: 'Delivery', answer: 'We deliver across Klang Valley.' },
];

describe('chatbot settings', () => {
  it('saves the greeting on the page at Facebook, the quick replies and on or off, within the limits', async () => {
    const { shop, page } = await withPage();
    expect((await as(shop).chatbot.pages()).pages).toMatchObject([{ pageId: page, greeting: '', enabled: false, quickReplies: [], subscribers: 0 }]);
    const saved = await as(shop).chatbot.save({ pageId: page, greeting: 'Hi! How can we help?', enabled: true, quickReplies: REPLIES });
    expect(saved.pages[0]).toMatchObject({ greeting: 'Hi! How can we help?', enabled: true, quickReplies: REPLIES });
    expect((await simPage(page)).greeting).toBe('Hi! How can we help?');
    expect((await rejection(as(shop).chatbot.save({ pageId: page, greeting: 'x'.repeat(81), enabled: true, quickReplies: [] }))).message).toBe('The greeting can be at most 80 characters.');
    const twelve = Array.from({ length: 12 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` }));
    expect((await rejection(as(shop).chatbot.save({ pageId: page, greeting: '', enabled: true, quickReplies: twelve }))).message).toBe('A chatbot can have at most 11 quick replies.');
    expect((await as(shop).chatbot.save({ pageId: page, greeting: 'x'.repeat(80), enabled: true, quickReplies: twelve.slice(0, 11) })).pages[0]!.quickReplies).toHaveLength(11);
    expect((await rejection(as(shop).chatbot.save({ pageId: page, greeting: '', enabled: true, quickReplies: [REPLIES[0]!, REPLIES[0]!] }))).message).toBe('This question is already a quick reply.');
  });
});

describe('Facebook webhook', () => {
  it('answers the verify-token handshake only for the right token', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=sim-fb-verify-token&hub.challenge=12345' });
    expect([ok.statusCode, ok.body]).toEqual([200, '12345']);
    const wrong = await app.inject({ method: 'GET', url: '/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=12345' });
    expect(wrong.statusCode).toBe(403);
  });

  it('greets a first message, answers a quick reply, and applies a replayed event once; a forged one is refused', async () => {
    const { shop, page } = await withPage();
    await as(shop).chatbot.save({ pageId: page, greeting: 'Hi! How can we help?', enabled: true, quickReplies: REPLIES });
    const first = await incoming(page, '8001', 'Hello');
    expect((await first.deliver()).json()).toEqual({ applied: 1 });
    expect((await first.deliver()).json()).toEqual({ applied: 0 });
    let sent = (await simPage(page)).sent;
    expect(sent).toEqual([{ to: '8001', text: 'Hi! How can we help?', quickReplies: ['Opening hours', 'Delivery'], messagingType: 'RESPONSE' }]);
    expect((await as(shop).chatbot.pages()).pages[0]!.subscribers).toBe(1);

    const tapped = await incoming(page, '8001', 'Opening hours', 'Opening hours');
    await tapped.deliver();
    await tapped.deliver();
    sent = (await simPage(page)).sent;
    expect(sent.slice(1)).toEqual([{ to: '8001', text: 'We open 9am to 9pm daily.', quickReplies: [], messagingType: 'RESPONSE' }]);

    const forged = await incoming(page, '8002', 'Hello');
    expect((await forged.deliver(`sha256=${'0'.repeat(64)}`)).statusCode).toBe(401);
    expect((await forged.deliver('')).statusCode).toBe(401);
    expect((await as(shop).chatbot.pages()).pages[0]!.subscribers).toBe(1);
    expect((await simPage(page)).sent).toHaveLength(2);
  });

  it('records subscribers but says nothing while the chatbot is off', async () => {
    const { shop, page } = await withPage();
    await (await incoming(page, '8101', 'Hello')).deliver();
    expect((await as(shop).chatbot.pages()).pages[0]!.subscribers).toBe(1);
    expect((await simPage(page)).sent).toEqual([]);
  });
});

describe('broadcast messages', () => {
  it('checks the title, link and content, and needs subscribers', async () => {
    const { shop, page } = await withPage();
    const input = { pageId: page, title: 'Raya sale', link: 'https://kedai.example.my/raya', content: 'Up to 30% off kuih raya.' };
    expect((await rejection(as(shop).chatbot.broadcast({ ...input, title: 'Hi' }))).message).toBe('Title must be at least 4 characters.');
    expect((await rejection(as(shop).chatbot.broadcast({ ...input, title: ' ' }))).message).toBe('Title is required.');
    expect((await rejection(as(shop).chatbot.broadcast({ ...input, link: 'kedai raya' }))).fieldErrors).toHaveProperty('link');
    expect((await rejection(as(shop).chatbot.broadcast({ ...input, content: '' }))).message).toBe('Content is required.');
    expect((await rejection(as(shop).chatbot.broadcast(input))).message).toBe('This page has no subscribers yet: people who message the page become its subscribers.');
  });

  it('sends to every subscriber of the page as a job, with each recipient\'s result', async () => {
    const { shop, page } = await withPage();
    for (const psid of ['8201', '8202', '8203', '8200000']) await (await incoming(page, psid, 'Hi')).deliver();
    const before = (await simPage(page)).sent.length;
    const sent = await as(shop).chatbot.broadcast({ pageId: page, title: 'Raya sale', link: 'https://kedai.example.my/raya', content: 'Up to 30% off kuih raya.' });
    expect((await as(shop).jobs.get({ id: sent.jobId })).kind).toBe('chatbot-broadcast');
    await runJobs(rt, shop.merchantId);
    const job = await as(shop).jobs.get({ id: sent.jobId });
    expect(job).toMatchObject({ status: 'completed', doneRows: 3, failedCount: 1 });
    const messages = (await simPage(page)).sent.slice(before);
    expect(messages.map((m) => m.to).sort()).toEqual(['8201', '8202', '8203']);
    expect(messages[0]).toMatchObject({ text: 'Raya sale\n\nUp to 30% off kuih raya.\n\nhttps://kedai.example.my/raya', messagingType: 'UPDATE' });
    const list = await as(shop).chatbot.broadcasts({ pageId: page });
    expect(list.items).toMatchObject([{ id: sent.id, title: 'Raya sale', sentCount: 3, failedCount: 1, pendingCount: 0 }]);
    const recipients = await as(shop).chatbot.recipients({ broadcastId: sent.id });
    expect(recipients.items.map((r) => [r.psid, r.status])).toEqual([['8200000', 'failed'], ['8201', 'sent'], ['8202', 'sent'], ['8203', 'sent']]);
    expect(recipients.items[0]!.error).toContain('code 551');
  });

  it('needs the mychatbot module: view to read, edit to save and broadcast', async () => {
    const { shop, page } = await withPage();
    const viewer = asToken(rt, (await seedSubUser(rt, shop, { mychatbot: 'view' })).token);
    const none = asToken(rt, (await seedSubUser(rt, shop, { facebook_sync: 'edit' })).token);
    expect((await viewer.chatbot.pages()).pages).toHaveLength(1);
    expect((await rejection(viewer.chatbot.save({ pageId: page, greeting: '', enabled: false, quickReplies: [] }))).code).toBe('FORBIDDEN');
    expect((await rejection(viewer.chatbot.broadcast({ pageId: page, title: 'Raya sale', link: 'https://kedai.example.my', content: 'x' }))).code).toBe('FORBIDDEN');
    expect((await rejection(none.chatbot.pages())).code).toBe('FORBIDDEN');
  });
});
