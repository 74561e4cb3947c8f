import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { Caller } from '../../server/caller.ts';
import { expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName, adminSession } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ctx = async () => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
const DAY = new Date('2026-03-14T00:00:00Z');

/** A testimonial of a unique title, dated DAY. */
const form = (overrides: Partial<Parameters<Caller['testimonials']['create']>[0]> = {}) => ({ titleEn: uniqueName('Great service '), date: DAY, ...overrides });

describe('testimonials', () => {
  it('are created, read and edited with picture, title, name, position, content, date, visibility and sort', async () => {
    const { caller, request, logs } = admin();
    const pictureId = (await saveUpload(await ctx(), 'content-picture', 'face.png', await QRCode.toBuffer(uniqueName()))).id;
    const title = uniqueName('Five stars ');
    const { result: created, logs: written } = await logs(() =>
      caller.testimonials.create({ titleEn: title, titleCn: '五星', name: 'Aisha Rahman', position: 'Owner, Kedai Aisha', contentEn: 'Fast and friendly.', date: DAY, pictureId, sort: 3 }),
    );
    expectOneLog(written, { action: `Testimonial: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({ titleEn: title, titleCn: '五星', name: 'Aisha Rahman', position: 'Owner, Kedai Aisha', contentEn: 'Fast and friendly.', date: DAY, sort: 3, pictureId, visibility: 'public' });
    expect(created.picture).toBe(`/media/${shop.merchantId}/${pictureId}/thumb`);
    expect([created.categoryId, created.categoryName]).toEqual([null, null]);

    const later = new Date('2026-04-01T00:00:00Z');
    const updated = await caller.testimonials.update({ id: created.id, item: { titleEn: title, name: 'Aisha R.', date: later, visibility: 'hidden', sort: 1 } });
    expect(updated).toMatchObject({ slug: created.slug, name: 'Aisha R.', position: '', contentEn: '', date: later, sort: 1, pictureId: null, visibility: 'hidden' });
    expect(await caller.testimonials.get({ id: created.id })).toEqual(updated);
  });

  it('requires a date (spec section 5), with the message under the field; the title may be empty', async () => {
    const { caller } = admin();
    const { date: _date, ...undated } = form();
    expect(await rejection(caller.testimonials.create(undated as never))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { date: 'Date cannot be empty' } });
    expect(await rejection(caller.testimonials.create(form({ date: null as never })))).toMatchObject({ fieldErrors: { date: 'Date cannot be empty' } });
    const item = await caller.testimonials.create(form({ titleEn: '', name: 'No title' }));
    expect(item.slug).toMatch(/^testimonial(-\d+)?$/);
    expect(await rejection(caller.testimonials.update({ id: item.id, item: { titleEn: '' } as never }))).toMatchObject({ fieldErrors: { 'item.date': 'Date cannot be empty' } });
    expect(await rejection(caller.testimonials.create(form({ sort: -1 })))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('list by sort number first, then newest, by default; the other sorts still apply; quick edit changes the sort', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const make = (titleEn: string, sort: number) => caller.testimonials.create({ titleEn, date: DAY, sort });
    await make('Banana', 2);
    const apple = await make('Apple', 1);
    await make('Cherry', 2);
    await make('Date', 0);
    const titles = async (input: Parameters<Caller['testimonials']['list']>[0] = {}) => (await caller.testimonials.list(input)).items.map((n) => n.titleEn);

    expect(await titles()).toEqual(['Date', 'Apple', 'Cherry', 'Banana']);
    expect(await titles({ sort: 'newest' })).toEqual(['Date', 'Cherry', 'Apple', 'Banana']);
    expect(await titles({ sort: 'a_z' })).toEqual(['Apple', 'Banana', 'Cherry', 'Date']);
    // A type without categories ignores a category filter instead of failing.
    expect(await titles({ categoryId: 'any', sort: 'a_z' })).toEqual(['Apple', 'Banana', 'Cherry', 'Date']);

    const row = await caller.testimonials.quickEdit({ id: apple.id, sort: 5 });
    expect(row).toMatchObject({ titleEn: 'Apple', sort: 5 });
    expect(await titles()).toEqual(['Date', 'Cherry', 'Banana', 'Apple']);
    await caller.testimonials.quickEdit({ id: apple.id, title: 'Avocado', visibility: 'hidden' });
    expect((await caller.testimonials.get({ id: apple.id })).sort).toBe(5);
    expect(await titles({ visibility: 'hidden' })).toEqual(['Avocado']);
    expect(await rejection(caller.testimonials.quickEdit({ id: apple.id, sort: 1.5 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('are read by the website only when public, in the merchant’s order and the language asked for', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const second = await caller.testimonials.create({ titleEn: 'Second', titleBm: 'Kedua', contentEn: 'Good.', date: DAY, sort: 2 });
    const first = await caller.testimonials.create({ titleEn: 'First', date: DAY, sort: 1, name: 'Lee' });
    const hidden = await caller.testimonials.create({ titleEn: 'Hidden', date: DAY, visibility: 'hidden' });

    const page = await website.storefront.content.testimonials.list({ lang: 'bm' });
    expect(page.items.map((t) => t.title)).toEqual(['First', 'Kedua']);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ id: first.id, slug: first.slug, name: 'Lee', position: '', content: '', date: DAY, picture: null });
    expect((await website.storefront.content.testimonials.get({ slug: second.slug, lang: 'cn' })).content).toBe('Good.');
    expect(await rejection(website.storefront.content.testimonials.get({ id: hidden.id }))).toMatchObject({ code: 'NOT_FOUND' });
    // Another merchant's public testimonial is not this website's.
    const mine = await admin().caller.testimonials.create(form());
    expect(await rejection(website.storefront.content.testimonials.get({ id: mine.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const item = await caller.testimonials.create(form());
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.testimonials.get({ id: item.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Testimonial not found.' });
    expect(await rejection(other.admin.caller.testimonials.quickEdit({ id: item.id, sort: 9 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.testimonials.delete({ ids: [item.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.testimonials.get({ id: item.id })).id).toBe(item.id);
    expect(await rejection(viewer.caller.testimonials.quickEdit({ id: item.id, sort: 1 }))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.testimonials.list({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.testimonials.delete({ ids: [item.id] })).toEqual({ deleted: 1 });
  });
});
