import { afterEach, describe, expect, it } from 'vitest';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { freshPageId, signInReturn, simControl } from '../helpers/social.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const as = (merchant: SeededMerchant) => asToken(rt, merchant.admin.token, testRequest());
const message = async (call: Promise<unknown>) => (await rejection(call)).message;

afterEach(async () => {
  await simControl('/facebook', '/reset', {});
  await simControl('/instagram', '/reset', {});
  await simControl('/tiktok', '/reset', {});
});

/** The merchant grants the app these pages in Facebook's dialog and comes back with the code. */
async function connectPages(merchant: SeededMerchant, ...pageIds: string[]) {
  const back = await signInReturn((await as(merchant).facebookSync.connectUrl()).url, { page: pageIds });
  return as(merchant).facebookSync.connect(back);
}

describe('Facebook pages', () => {
  it('connects pages through the dialog, keeps their tokens sealed, and holds the merchant to 2', async () => {
    const shop = await seedMerchant(rt);
    const [a, b, c] = [freshPageId(), freshPageId(), freshPageId()];
    const url = new URL((await as(shop).facebookSync.connectUrl()).url);
    expect(url.pathname).toBe('/facebook/dialog/oauth');
    expect(url.searchParams.get('redirect_uri')).toBe('http://dashboard.test/facebook-connect');
    const listed = await connectPages(shop, a);
    expect(listed.pages).toMatchObject([{ id: a, name: `Page ${a}`, syncStatus: 'completed', subscribers: 0 }]);
    const row = await rt.database.client.socialPage.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: a } } });
    expect(row.accessToken).not.toMatch(/^EAAP/);
    expect(await message(connectPages(shop, b, c))).toBe('The total Facebook page has reached the limit (2)');
    expect((await connectPages(shop, b)).pages.map((p) => p.id)).toEqual([a, b]);
    expect(await message(connectPages(shop, c))).toBe('The total Facebook page has reached the limit (2)');
    // Granting a page again renews its token rather than counting it twice.
    expect((await connectPages(shop, a)).pages).toHaveLength(2);
    expect(await message(as(shop).facebookSync.connect({ code: 'bogus', state: 'forged' }))).toBe('The sign-in could not be finished. Please try again.');
  });

  it('syncs a page as a job: synchronizing, then completed, with the people who wrote to it as subscribers', async () => {
    const shop = await seedMerchant(rt);
    const page = freshPageId();
    await connectPages(shop, page);
    await simControl('/facebook', `/pages/${page}/incoming`, { psid: '7001', text: 'Hi' });
    await simControl('/facebook', `/pages/${page}/incoming`, { psid: '7002', text: 'Hello' });
    const job = await as(shop).facebookSync.sync({ pageId: page });
    expect(job.kind).toBe('facebook-page-sync');
    expect((await as(shop).facebookSync.pages()).pages[0]!.syncStatus).toBe('synchronizing');
    expect(await message(as(shop).facebookSync.sync({ pageId: page }))).toBe('This page is already synchronizing.');
    await runJobs(rt, shop.merchantId);
    expect((await as(shop).facebookSync.pages()).pages[0]).toMatchObject({ syncStatus: 'completed', syncError: '', subscribers: 2 });
    expect((await as(shop).jobs.get({ id: job.id })).status).toBe('completed');
    expect(await simControl('/facebook', `/pages/${page}`)).toMatchObject({ subscribed: true });
  });

  it('says a revoked or malformed token must be re-added, and re-adding mends it', async () => {
    const shop = await seedMerchant(rt);
    const page = freshPageId();
    await connectPages(shop, page);
    await simControl('/facebook', `/pages/${page}/revoke`, {});
    await as(shop).facebookSync.sync({ pageId: page });
    await runJobs(rt, shop.merchantId);
    const failed = (await as(shop).facebookSync.pages()).pages[0]!;
    expect(failed).toMatchObject({ syncStatus: 'failed', syncError: 'SOCIAL.MALFORMED_TOKEN' });
    expect(await message(as(shop).chatbot.save({ pageId: page, greeting: 'Welcome!', enabled: true, quickReplies: [] }))).toBe('Malformed access token, re-add your Facebook Page');
    await connectPages(shop, page);
    expect((await as(shop).facebookSync.pages()).pages[0]!.syncError).toBe('');
    await as(shop).facebookSync.sync({ pageId: page });
    await runJobs(rt, shop.merchantId);
    expect((await as(shop).facebookSync.pages()).pages[0]!.syncStatus).toBe('completed');
    // A page whose token Facebook refuses can still be removed.
    await simControl('/facebook', `/pages/${page}/revoke`, {});
    expect((await as(shop).facebookSync.remove({ pageId: page })).pages).toEqual([]);
  });

  it('gives section 8\'s "unable to" messages when Facebook fails', async () => {
    const shop = await seedMerchant(rt);
    const page = freshPageId();
    await simControl('/facebook', '/fail', { endpoint: 'accounts' });
    expect(await message(connectPages(shop, page))).toBe('Unable to add. Please try again later.');
    await simControl('/facebook', '/reset', {});
    await connectPages(shop, page);
    await simControl('/facebook', `/pages/${page}/incoming`, { psid: '7101', text: 'Hi' });
    await simControl('/facebook', '/fail', { endpoint: 'conversations' });
    await as(shop).facebookSync.sync({ pageId: page });
    await runJobs(rt, shop.merchantId);
    expect((await as(shop).facebookSync.pages()).pages[0]).toMatchObject({ syncStatus: 'failed', syncError: 'SOCIAL.UNABLE_TO_UPDATE' });
    await simControl('/facebook', '/fail', { endpoint: 'messenger_profile' });
    expect(await message(as(shop).chatbot.save({ pageId: page, greeting: 'Welcome!', enabled: true, quickReplies: [] }))).toBe('Unable to save. Please try again later.');
    await simControl('/facebook', '/reset', {});
    await rt.database.client.chatSubscriber.create({ data: { merchantId: shop.merchantId, pageId: page, psid: '7101', firstSeenAt: new Date(), lastMessageAt: new Date() } });
    await simControl('/facebook', '/fail', { endpoint: 'page', status: 400 });
    expect(await message(as(shop).chatbot.broadcast({ pageId: page, title: 'Raya sale', link: 'https://kedai.example.my/raya', content: 'Up to 30% off' }))).toBe('Unable to submit. Please try again later.');
    await simControl('/facebook', '/fail', { endpoint: 'subscribed_apps' });
    expect(await message(as(shop).facebookSync.remove({ pageId: page }))).toBe('Unable to remove. Please try again later.');
    expect((await as(shop).facebookSync.pages()).pages).toHaveLength(1);
  });

  it('keeps custom content per page, within its length', async () => {
    const shop = await seedMerchant(rt);
    const page = freshPageId();
    await connectPages(shop, page);
    expect((await as(shop).facebookSync.saveContent({ pageId: page, customContent: '  Open daily 9am to 9pm  ' })).pages[0]!.customContent).toBe('Open daily 9am to 9pm');
    expect((await rejection(as(shop).facebookSync.saveContent({ pageId: page, customContent: 'x'.repeat(2001) }))).message).toBe('Custom content can be at most 2000 characters.');
  });
});

describe('Instagram and TikTok feeds', () => {
  it('connects Instagram accounts, syncs the latest 15 photos, and keeps one active for the website', async () => {
    const shop = await seedMerchant(rt);
    const site = storefrontCaller(rt, (await as(shop).siteKeys.create()).key);
    expect(await site.storefront.social.instagram()).toEqual({ account: null, items: [] });
    const authorize = (await as(shop).instagramSync.connectUrl()).url;
    expect(new URL(authorize).searchParams.get('redirect_uri')).toBe('http://dashboard.test/instagram-redirect');
    const first = await as(shop).instagramSync.connect(await signInReturn(authorize, { username: `kedai${shop.merchantId.slice(-6)}` }));
    const account = first.accounts[0]!;
    expect(account).toMatchObject({ active: true });
    expect(account.items).toHaveLength(15);
    expect(account.items.every((i) => i.mediaUrl.endsWith('.jpg'))).toBe(true);
    // The simulator's posts are newest first: videos (every fifth) are left out.
    expect(account.items[0]!.caption).toMatch(/post 24$/);
    expect(account.items.map((i) => i.caption)).not.toContain(`${account.username} post 20`);
    const second = await as(shop).instagramSync.connect(await signInReturn((await as(shop).instagramSync.connectUrl()).url, { username: `outlet${shop.merchantId.slice(-6)}` }));
    expect(second.accounts.map((a) => a.active)).toEqual([true, false]);
    const other = second.accounts[1]!;
    expect((await as(shop).instagramSync.setActive({ accountId: other.id, active: true })).accounts.map((a) => a.active)).toEqual([false, true]);
    const feed = await site.storefront.social.instagram();
    expect(feed.account).toEqual({ username: other.username });
    expect(feed.items).toHaveLength(15);
    await simControl('/instagram', `/accounts/${other.username}/post`, { caption: 'Fresh kuih today' });
    await as(shop).instagramSync.sync({ accountId: other.id });
    expect((await site.storefront.social.instagram()).items[0]!.caption).toBe('Fresh kuih today');
    await simControl('/instagram', '/fail', { endpoint: 'media' });
    expect(await message(as(shop).instagramSync.sync({ accountId: other.id }))).toBe('Unable to update. Please try again later.');
    await simControl('/instagram', '/fail', { endpoint: 'oauth' });
    expect(await message(as(shop).instagramSync.connect(await signInReturn((await as(shop).instagramSync.connectUrl()).url, { username: 'x' })))).toBe('Unable to add. Please try again later.');
    await simControl('/instagram', '/reset', {});
    expect((await as(shop).instagramSync.remove({ accountId: other.id })).accounts).toHaveLength(1);
    expect(await site.storefront.social.instagram()).toEqual({ account: null, items: [] });
  });

  it('connects a TikTok account, syncs its latest 20 videos, renews its token and removes it', async () => {
    const shop = await seedMerchant(rt);
    const site = storefrontCaller(rt, (await as(shop).siteKeys.create()).key);
    const username = `tt${shop.merchantId.slice(-6)}`;
    const connected = await as(shop).tiktokSync.connect(await signInReturn((await as(shop).tiktokSync.connectUrl()).url, { username }));
    const account = connected.accounts[0]!;
    expect(account.items).toHaveLength(20);
    expect((await site.storefront.social.tiktok()).items.map((i) => i.caption).slice(0, 2)).toEqual([`${username} video 30`, `${username} video 29`]);
    const row = await rt.database.client.socialAccount.findUniqueOrThrow({ where: { merchantId_network_id: { merchantId: shop.merchantId, network: 'tiktok', id: account.id } } });
    expect(row.accessToken).not.toMatch(/^act\./);
    // An expired token is renewed with the refresh token before the sync.
    await rt.database.client.socialAccount.update({ where: { merchantId_network_id: { merchantId: shop.merchantId, network: 'tiktok', id: account.id } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await simControl('/tiktok', `/accounts/${username}/revoke`, {});
    expect((await as(shop).tiktokSync.sync({ accountId: account.id })).accounts[0]!.items).toHaveLength(20);
    await simControl('/tiktok', '/fail', { endpoint: 'videos' });
    expect(await message(as(shop).tiktokSync.sync({ accountId: account.id }))).toBe('Unable to update. Please try again later.');
    await simControl('/tiktok', '/fail', { endpoint: 'revoke' });
    expect(await message(as(shop).tiktokSync.remove({ accountId: account.id }))).toBe('Unable to delete. Please try again later.');
    await simControl('/tiktok', '/reset', {});
    expect((await as(shop).tiktokSync.remove({ accountId: account.id })).accounts).toEqual([]);
    expect(await site.storefront.social.tiktok()).toEqual({ account: null, items: [] });
  });
});

describe('permissions', () => {
  it('needs facebook_sync and instagram_sync to view and edit; TikTok is for every signed-in user', async () => {
    const shop = await seedMerchant(rt);
    const viewer = asToken(rt, (await seedSubUser(rt, shop, { facebook_sync: 'view', instagram_sync: 'view' })).token);
    const none = asToken(rt, (await seedSubUser(rt, shop, { report: 'view' })).token);
    expect((await viewer.facebookSync.pages()).pages).toEqual([]);
    expect((await rejection(viewer.facebookSync.connectUrl())).code).toBe('FORBIDDEN');
    expect((await rejection(viewer.instagramSync.connectUrl())).code).toBe('FORBIDDEN');
    expect((await rejection(none.facebookSync.pages())).code).toBe('FORBIDDEN');
    expect((await rejection(none.instagramSync.accounts())).code).toBe('FORBIDDEN');
    expect((await none.tiktokSync.accounts()).accounts).toEqual([]);
  });
});
