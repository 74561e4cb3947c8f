import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { CONTENT_CACHE_CONTROL } from '../../server/http/storefront-caching.ts';
import { rejection, seedMerchant, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
const admin = shop.admin.caller;
const siteKey = (await admin.siteKeys.create()).key;
const website = storefrontCaller(rt, siteKey);
const ctx = (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;

const events = await admin.news.categories.create({ nameEn: 'Events', nameCn: '活动', nameBm: '' });
const pictureId = (await saveUpload(ctx, 'content-picture', 'opening.png', await QRCode.toBuffer('opening'))).id;
const opening = await admin.news.create({ titleEn: 'Grand opening', titleCn: '盛大开幕', detailEn: 'Doors open at ten.', detailBm: 'Pintu dibuka pukul sepuluh.', categoryId: events.id, pictureId });
const secret = await admin.news.create({ titleEn: 'Secret launch', detailEn: 'Not yet.', categoryId: events.id, visibility: 'hidden' });
const loose = await admin.news.create({ titleEn: 'Holiday hours', detailEn: 'Closed on Monday.' });

/** A storefront GET over HTTP, as a website sends it. */
const get = (path: string, input: object, key: string | null = siteKey) =>
  app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, headers: key ? { 'x-site-key': key } : {} });

describe('storefront news', () => {
  it('lists only public news, newest first, by category and page', async () => {
    const all = await website.storefront.content.news.list({});
    expect(all.items.map((n) => n.id)).toEqual([loose.id, opening.id]);
    expect(all.total).toBe(2);
    const inEvents = await website.storefront.content.news.list({ categoryId: events.id });
    expect(inEvents.items.map((n) => n.title)).toEqual(['Grand opening']);
    const paged = await website.storefront.content.news.list({ page: 2, pageSize: 1 });
    expect([paged.items.map((n) => n.id), paged.total]).toEqual([[opening.id], 2]);
  });

  it('answers in the language asked for, English where a translation is empty', async () => {
    const cn = await website.storefront.content.news.get({ slug: opening.slug, lang: 'cn' });
    expect(cn).toMatchObject({ id: opening.id, title: '盛大开幕', detail: 'Doors open at ten.', categoryName: '活动', picture: `/media/${shop.merchantId}/${pictureId}` });
    const bm = await website.storefront.content.news.get({ id: opening.id, lang: 'bm' });
    expect(bm).toMatchObject({ title: 'Grand opening', detail: 'Pintu dibuka pukul sepuluh.', categoryName: 'Events' });
    expect(await website.storefront.content.news.get({ slug: loose.slug })).toMatchObject({ title: 'Holiday hours', categoryId: null, categoryName: null, picture: null });
    expect(await website.storefront.content.news.categories({ lang: 'cn' })).toEqual([{ id: events.id, name: '活动' }]);
    expect(await rejection(website.storefront.content.news.get({ lang: 'en' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Give the item’s slug or id.' });
  });

  it('never gives a hidden item, by slug or id, until it is shown', async () => {
    expect(await rejection(website.storefront.content.news.get({ slug: secret.slug }))).toMatchObject({ code: 'NOT_FOUND', message: 'News item not found.' });
    expect(await rejection(website.storefront.content.news.get({ id: secret.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const text = JSON.stringify(await website.storefront.content.news.list({ categoryId: events.id, pageSize: 100 }));
    expect(text).not.toContain(secret.id);
    await admin.news.setVisibility({ ids: [secret.id], visibility: 'public' });
    expect((await website.storefront.content.news.get({ slug: secret.slug })).title).toBe('Secret launch');
    await admin.news.setVisibility({ ids: [secret.id, opening.id], visibility: 'hidden' });
    expect((await website.storefront.content.news.list({})).items.map((n) => n.id)).toEqual([loose.id]);
    await admin.news.setVisibility({ ids: [opening.id], visibility: 'public' });
  });

  it('never gives another merchant’s news', async () => {
    const other = await seedMerchant(rt);
    const otherSite = storefrontCaller(rt, (await other.admin.caller.siteKeys.create()).key);
    expect((await otherSite.storefront.content.news.list({})).total).toBe(0);
    expect(await otherSite.storefront.content.news.categories({})).toEqual([]);
    expect(await rejection(otherSite.storefront.content.news.get({ id: opening.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(otherSite.storefront.content.news.get({ slug: opening.slug }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets a website or a cache keep an answer a minute, per site key; errors and other calls are not cached', async () => {
    const listed = await get('storefront.content.news.list', { lang: 'en' });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(String(listed.headers.vary)).toContain('x-site-key');
    expect(listed.json<{ result: { data: { json: { total: number } } } }>().result.data.json.total).toBe(2);

    const hidden = await get('storefront.content.news.get', { slug: secret.slug });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['cache-control']).toBeUndefined();
    const noKey = await get('storefront.content.news.list', {}, null);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.headers['cache-control']).toBeUndefined();
    const other = await get('storefront.deliveryDays', {});
    expect(other.headers['cache-control']).toBeUndefined();
  });
});

describe('news pictures', () => {
  it('are served publicly, as product pictures are', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/${shop.merchantId}/${uniqueName()}` });
    expect(res.statusCode).toBe(404);
    const picture = await app.inject({ method: 'GET', url: `/media/${shop.merchantId}/${pictureId}/thumb` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });
});
