import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { createSiteKey } from '../../core/checkout/site-keys.ts';
import { creditBalance, grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { dispatchWhatsappNotifications, queueWhatsappNotification } from '../../core/website/whatsapp-notifications.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';
import { storedPath } from '../helpers/stored-files.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
const admin = () => adminSession(rt, shop);
const ctxOf = async (token: string) => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), token))!.ctx as Ctx;
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c33' } }).png().toBuffer();
const picture = async (width: number, height: number, token = shop.admin.token) => (await saveUpload(await ctxOf(token), 'website-picture', 'banner.png', await png(width, height))).id;
const store = async () => storefrontCaller(rt, (await createSiteKey(await ctxOf(shop.admin.token))).key).storefront;

describe('website banners', () => {
  it('are added with their picture size, listed in order, sorted by drag and shown to the website in order', async () => {
    const { caller, request, logs } = admin();
    const title = uniqueName('Sale ');
    const pictureId = await picture(120, 40);
    const { result: first, logs: written } = await logs(() => caller.website.banners.create({ pictureId, title }));
    expectOneLog(written, { action: `Website: added banner "${title}"`, category: 'website_setting' }, request);
    expect(first).toMatchObject({ width: 120, height: 40, title, visibility: 'public', picture: `/media/${shop.merchantId}/${first.pictureId}` });
    const second = await caller.website.banners.create({ pictureId: await picture(60, 20), title: 'Second', visibility: 'hidden' });
    const third = await caller.website.banners.create({ pictureId: await picture(60, 20), title: 'Third' });
    const ids = (await caller.website.banners.list()).map((b) => b.id);
    expect(ids.slice(-3)).toEqual([first.id, second.id, third.id]);
    const sorted = await caller.website.banners.sort({ ids: [third.id, ...ids.filter((id) => id !== third.id)] });
    expect(sorted[0]!.id).toBe(third.id);
    // A list that leaves a banner out (out of date) changes nothing.
    expect(await rejection(caller.website.banners.sort({ ids: [first.id, third.id] }))).toMatchObject({ message: 'Banner update failed' });
    const shown = await (await store()).website.banners();
    expect(shown.map((b) => b.id)).toEqual(sorted.filter((b) => b.visibility === 'public').map((b) => b.id));
    expect(shown.some((b) => b.id === second.id)).toBe(false);
  });

  it('refuses a replacement picture of another size, judged on the stored picture', async () => {
    const { caller } = admin();
    const banner = await caller.website.banners.create({ pictureId: await picture(200, 80), title: 'Sized' });
    expect(await rejection(caller.website.banners.update({ id: banner.id, pictureId: await picture(201, 80), title: 'Sized' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { pictureId: 'Please re-upload with the previous image size' },
    });
    const same = await picture(200, 80);
    expect(await caller.website.banners.update({ id: banner.id, pictureId: same, title: 'Resized', visibility: 'hidden' })).toMatchObject({ pictureId: same, width: 200, height: 80, title: 'Resized', visibility: 'hidden' });
    await caller.website.banners.delete({ id: banner.id });
    expect(await rejection(caller.website.banners.get({ id: banner.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('take only the merchant’s own website pictures', async () => {
    const other = await seedMerchant(rt, 'banner-other');
    const theirs = await picture(100, 50, other.admin.token);
    expect(await rejection(admin().caller.website.banners.create({ pictureId: theirs }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { pictureId: expect.any(String) } });
  });
});

describe('customized URLs', () => {
  it('need a URL, a valid one, and one not in use, each with the spec’s words', async () => {
    const { caller } = admin();
    expect(await rejection(caller.website.urls.create({ sourcePath: '', destination: '/shop' }))).toMatchObject({ fieldErrors: { sourcePath: 'URL cannot be empty, please fill in the url' } });
    expect(await rejection(caller.website.urls.create({ sourcePath: '/promo', destination: '   ' }))).toMatchObject({ fieldErrors: { destination: 'URL cannot be empty, please fill in the url' } });
    expect(await rejection(caller.website.urls.create({ sourcePath: 'bad path!', destination: '/shop' }))).toMatchObject({ fieldErrors: { sourcePath: 'Invalid url, Please enter a valid url.' } });
    expect(await rejection(caller.website.urls.create({ sourcePath: '/ok', destination: 'https://exa mple.com' }))).toMatchObject({ fieldErrors: { destination: 'Invalid url, Please enter a valid url.' } });
    const made = await caller.website.urls.create({ sourcePath: 'raya-sale/', destination: '/products?category=raya', metaTitle: 'Raya' }).catch(() => null);
    // A query string is not a path: the destination must be a path or a whole address.
    expect(made).toBeNull();
    const url = await caller.website.urls.create({ sourcePath: 'raya-sale/', destination: 'https://shop.example/raya', metaTitle: 'Raya sale' });
    expect(url).toMatchObject({ sourcePath: '/raya-sale', destination: 'https://shop.example/raya', metaTitle: 'Raya sale' });
    expect(url.shortId).toMatch(/^[A-Za-z0-9]{7}$/);
    const inUse = 'Current url or new url is already in use or customized, please try another.';
    expect(await rejection(caller.website.urls.create({ sourcePath: '/raya-sale', destination: '/elsewhere' }))).toMatchObject({ code: 'CONFLICT', fieldErrors: { sourcePath: inUse } });
    expect(await rejection(caller.website.urls.create({ sourcePath: '/another', destination: 'https://shop.example/raya' }))).toMatchObject({ fieldErrors: { sourcePath: inUse } });
    expect(await rejection(caller.website.urls.create({ sourcePath: '/same', destination: '/same' }))).toMatchObject({ fieldErrors: { sourcePath: inUse } });
    // Editing keeps its own URLs free to it.
    expect(await caller.website.urls.update({ id: url.id, sourcePath: '/raya-sale', destination: 'https://shop.example/raya', metaDescription: 'Up to 50%' })).toMatchObject({ metaDescription: 'Up to 50%', shortId: url.shortId });
    // Another merchant may use the same path.
    expect(await adminSession(rt, await seedMerchant(rt, 'url-other')).caller.website.urls.create({ sourcePath: '/raya-sale', destination: '/x' })).toMatchObject({ sourcePath: '/raya-sale' });
  });

  it('answer the website with the redirect and meta by path or short id', async () => {
    const { caller } = admin();
    const url = await caller.website.urls.create({ sourcePath: '/cny', destination: '/news/cny-2027', metaTitle: 'CNY' });
    const website = await store();
    expect(await website.website.url({ path: '/cny/?utm=x' })).toEqual({ destination: '/news/cny-2027', shortId: url.shortId, metaTitle: 'CNY', metaDescription: '' });
    expect(await website.website.url({ shortId: url.shortId })).toMatchObject({ destination: '/news/cny-2027' });
    expect(await website.website.url({ path: '/unknown' })).toBeNull();
    await caller.website.urls.delete({ id: url.id });
    expect(await website.website.url({ shortId: url.shortId })).toBeNull();
    expect((await caller.website.urls.list({})).items.some((u) => u.id === url.id)).toBe(false);
  });
});

describe('website setting', () => {
  it('keeps installments with their rules', async () => {
    const { caller } = admin();
    expect(await rejection(caller.website.installments.create({ name: ' ', minAmount: -1, months: '3,x' }))).toMatchObject({
      fieldErrors: { name: 'Installment name is required', minAmount: 'Minimum amount must be 0 or more', months: 'Duration must be a comma list of months, such as 3,6,9' },
    });
    expect(await rejection(caller.website.installments.create({ name: 'A', minAmount: 0, months: '3,3' }))).toMatchObject({ fieldErrors: { months: expect.any(String) } });
    expect(await rejection(caller.website.installments.create({ name: 'A', minAmount: 0, months: '1.5' }))).toMatchObject({ fieldErrors: { months: expect.any(String) } });
    const plan = await caller.website.installments.create({ name: 'Atome', minAmount: 0, months: ' 9, 3,6 ' });
    expect(plan).toMatchObject({ months: '3,6,9', minAmount: 0 });
    await caller.website.installments.update({ id: plan.id, name: 'Atome', minAmount: 50_00, months: '12' });
    expect(await (await store()).website.installments()).toContainEqual({ id: plan.id, name: 'Atome', minAmount: 5000, months: [12] });
    await caller.website.installments.delete({ id: plan.id });
    expect(await caller.website.installments.list()).not.toContainEqual(expect.objectContaining({ id: plan.id }));
  });

  it('saves every group, refuses a latest news pop-up outside 0 to 100 and a picture that is not the website’s', async () => {
    const { caller, request, logs } = admin();
    const defaults = await caller.website.settings.get();
    expect(defaults).toMatchObject({ latestNewsPopup: 0, layout: { desktopColumns: 4 }, watermark: { enabled: false } });
    for (const bad of [-1, 101, 2.5]) {
      expect(await rejection(caller.website.settings.save({ ...defaults, latestNewsPopup: bad }))).toMatchObject({ fieldErrors: { latestNewsPopup: 'Latest news pop-up must be from 0 to 100 (0 off, 99 all)' } });
    }
    const other = await picture(10, 10, (await seedMerchant(rt, 'setting-other')).admin.token);
    expect(await rejection(caller.website.settings.save({ ...defaults, watermark: { ...defaults.watermark, enabled: true, pictureId: other } }))).toMatchObject({
      fieldErrors: { 'watermark.pictureId': 'Website setting are not saved' },
    });
    const mark = await picture(40, 40);
    const next = { ...defaults, latestNewsPopup: 99, layout: { desktopColumns: 3, phoneColumns: 1 }, watermark: { enabled: true, pictureId: mark, position: 'center' as const, opacity: 30 } };
    const { logs: written } = await logs(() => caller.website.settings.save(next));
    expectOneLog(written, { action: 'Website: saved the website setting', category: 'website_setting' }, request);
    expect(await caller.website.settings.get()).toMatchObject(next);
    const shown = await (await store()).website.settings();
    expect(shown).toMatchObject({ latestNewsPopup: 99, watermark: { enabled: true, position: 'center', opacity: 30 } });
    expect(shown).not.toHaveProperty('notifications');
  });

  it('chooses the specification filters in order, only the merchant’s', async () => {
    const { caller } = admin();
    const colour = await caller.specNames.create({ nameEn: uniqueName('Colour ') });
    const size = await caller.specNames.create({ nameEn: uniqueName('Size ') });
    const saved = await caller.website.specFilters.save({ ids: [size.id, colour.id] });
    expect(saved.chosen.map((n) => n.id)).toEqual([size.id, colour.id]);
    expect(saved.available.some((n) => n.id === size.id)).toBe(false);
    expect((await (await store()).website.specFilters()).map((n) => n.id)).toEqual([size.id, colour.id]);
    const theirs = await adminSession(rt, await seedMerchant(rt, 'spec-other')).caller.specNames.create({ nameEn: 'Theirs' });
    expect(await rejection(caller.website.specFilters.save({ ids: [theirs.id] }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('queues a notification only when the setting sends one, and spends 1 WhatsApp credit per notification sent', async () => {
    const { caller } = admin();
    const ctx = await ctxOf(shop.admin.token);
    const settings = await caller.website.settings.get();
    const sender = { sent: [] as string[], send: async (m: { to: string; text: string }) => (sender.sent.push(`${m.to} ${m.text}`), { providerId: 'p' }) };
    const dispatch = () => dispatchWhatsappNotifications(ctx, sender, { merchantId: shop.merchantId });
    expect(await queueWhatsappNotification(ctx, 'order', 'order-1', 'one')).toBe(false);
    await caller.website.settings.save({ ...settings, notifications: { whatsappEnabled: true, whatsappNumber: '+60123456789', onOrder: true, onEnquiry: false } });
    expect(await queueWhatsappNotification(ctx, 'enquiry', 'enquiry-1', 'enquiry')).toBe(false);
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'whatsapp', amount: 2, reason: 'top_up' }));
    const before = await creditBalance(ctx, 'whatsapp');
    for (const id of ['order-2', 'order-3', 'order-4']) expect(await queueWhatsappNotification(ctx, 'order', id, id)).toBe(true);
    expect(await queueWhatsappNotification(ctx, 'order', 'order-2', 'again')).toBe(false);
    expect(await dispatch()).toEqual({ sent: 2, failed: 0, noCredits: 1 });
    expect(sender.sent).toEqual(['+60123456789 order-2', '+60123456789 order-3']);
    expect(await creditBalance(ctx, 'whatsapp')).toBe(before - 2);
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, noCredits: 0 });
  });
});

describe('the watermark', () => {
  it('is drawn on the product pictures the website is served, once, and drawn anew when it changes', async () => {
    const { caller } = admin();
    const ctx = await ctxOf(shop.admin.token);
    const product = (await saveUpload(ctx, 'product-image', 'shirt.png', await png(200, 100))).id;
    const url = `/media/${shop.merchantId}/${product}`;
    const settings = await caller.website.settings.get();
    await caller.website.settings.save({ ...settings, watermark: { ...settings.watermark, enabled: false } });
    const plain = await app.inject({ url });
    expect(plain.headers['cache-control']).toContain('immutable');
    // A white mark on a red picture, fully opaque, in the bottom-right corner.
    const mark = (await saveUpload(ctx, 'website-picture', 'mark.png', await sharp({ create: { width: 10, height: 10, channels: 4, background: '#ffffffff' } }).png().toBuffer())).id;
    await caller.website.settings.save({ ...settings, watermark: { enabled: true, pictureId: mark, position: 'bottom-right', opacity: 100 } });
    const marked = await app.inject({ url });
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['cache-control']).toBe('public, max-age=3600');
    const pixel = async (body: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    };
    expect(await pixel(marked.rawPayload, 195, 95)).toEqual([255, 255, 255]);
    expect(await pixel(marked.rawPayload, 5, 5)).toEqual([204, 51, 51]);
    const keys = async () => (await import('node:fs/promises')).readdir((await import('node:path')).dirname(storedPath(rt, ((await rt.database.client.upload.findFirstOrThrow({ where: { merchantId: shop.merchantId, id: product } })).key))));
    const drawn = (await keys()).filter((k) => k.includes('.wm-')).length;
    await app.inject({ url });
    expect((await keys()).filter((k) => k.includes('.wm-')).length).toBe(drawn);
    // Half opacity: another version, lighter than the mark at full.
    await caller.website.settings.save({ ...settings, watermark: { enabled: true, pictureId: mark, position: 'bottom-right', opacity: 50 } });
    const half = await app.inject({ url });
    expect((await pixel(half.rawPayload, 195, 95))[1]).toBeGreaterThan(100);
    expect((await pixel(half.rawPayload, 195, 95))[1]).toBeLessThan(200);
    // Off: the picture as stored again; thumbnails are never marked.
    await caller.website.settings.save({ ...settings, watermark: { ...settings.watermark, enabled: false } });
    expect(await pixel((await app.inject({ url })).rawPayload, 195, 95)).toEqual([204, 51, 51]);
  });
});
