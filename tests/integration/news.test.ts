import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { Caller } from '../../server/caller.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ctx = async () => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
const picture = async (purpose: 'content-picture' | 'catalogue-picture') => (await saveUpload(await ctx(), purpose, 'news.png', await QRCode.toBuffer(uniqueName()))).id;

/** A news item of a unique title, its words marked to find it again. */
const newsForm = (overrides: Partial<Parameters<Caller['news']['create']>[0]> = {}) => ({ titleEn: uniqueName('Grand opening '), detailEn: 'Doors open at ten.', ...overrides });

describe('news', () => {
  it('is created, read, edited and listed in three languages, with its picture and category', async () => {
    const { caller, request, logs } = admin();
    const category = await caller.news.categories.create({ nameEn: uniqueName('Events '), nameCn: '活动' });
    const pictureId = await picture('content-picture');
    const title = uniqueName('Grand Opening: 50% off ');
    const { result: created, logs: written } = await logs(() => caller.news.create({ titleEn: title, titleCn: '盛大开幕', detailEn: 'Doors open.', pictureId, categoryId: category.id }));
    expectOneLog(written, { action: `News: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({ titleEn: title, titleCn: '盛大开幕', titleBm: '', detailEn: 'Doors open.', pictureId, categoryId: category.id, categoryName: category.nameEn, visibility: 'public' });
    expect(created.slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    expect(created.picture).toBe(`/media/${shop.merchantId}/${pictureId}/thumb`);

    const again = await caller.news.create({ titleEn: title });
    expect(again.slug).toBe(`${created.slug}-2`);
    const chinese = await caller.news.create({ titleEn: '新闻' });
    expect(chinese.slug).toMatch(/^news(-\d+)?$/);

    const { result: updated } = await logs(() => caller.news.update({ id: created.id, item: { titleEn: `${title} (updated)`, detailBm: 'Pintu dibuka.', categoryId: null, visibility: 'hidden' } }));
    // The slug stays: the website's links keep working.
    expect(updated).toMatchObject({ slug: created.slug, titleEn: `${title} (updated)`, titleCn: '', detailBm: 'Pintu dibuka.', categoryId: null, categoryName: null, pictureId: null, visibility: 'hidden' });
    expect(await caller.news.get({ id: created.id })).toEqual(updated);
  });

  it('refuses a news item without an English title, with the message under the field', async () => {
    const { caller } = admin();
    expect(await rejection(caller.news.create({ titleEn: '   ', titleCn: '标题' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Title cannot be empty', fieldErrors: { titleEn: 'Title cannot be empty' } });
    expect(await rejection(caller.news.create({ titleEn: 'x'.repeat(201) }))).toMatchObject({ fieldErrors: { titleEn: 'Title must be at most 200 characters.' } });
    const item = await caller.news.create(newsForm());
    expect(await rejection(caller.news.update({ id: item.id, item: { titleEn: '' } }))).toMatchObject({ fieldErrors: { 'item.titleEn': 'Title cannot be empty' } });
    expect(await rejection(caller.news.quickEdit({ id: item.id, title: '' }))).toMatchObject({ fieldErrors: { title: 'Title cannot be empty' } });
  });

  it('takes only content pictures and categories of its own merchant', async () => {
    const { caller } = admin();
    const product = await picture('catalogue-picture');
    expect(await rejection(caller.news.create(newsForm({ pictureId: product })))).toMatchObject({ code: 'NOT_FOUND', appCode: 'CONTENT.PICTURE', fieldErrors: { pictureId: 'Please upload the picture again.' } });
    expect(await rejection(caller.news.create(newsForm({ categoryId: 'nope' })))).toMatchObject({ code: 'NOT_FOUND', appCode: 'CONTENT.CATEGORY', message: 'News category not found.' });
  });

  it('lists with search in any language, category and visibility filters, sorts and pages', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const a = await caller.news.categories.create({ nameEn: 'A' });
    const make = (titleEn: string, extra: object = {}) => caller.news.create({ titleEn, ...extra });
    const apple = await make('Apple harvest', { titleCn: '苹果丰收', categoryId: a.id });
    const pear = await make('Pear 100% sale', { visibility: 'hidden' });
    const cherry = await make('Cherry days', { categoryId: a.id });
    const titles = async (input: Parameters<Caller['news']['list']>[0]) => (await caller.news.list(input)).items.map((n) => n.titleEn);

    expect(await titles({})).toEqual(['Cherry days', 'Pear 100% sale', 'Apple harvest']);
    expect(await titles({ sort: 'oldest' })).toEqual(['Apple harvest', 'Pear 100% sale', 'Cherry days']);
    expect(await titles({ sort: 'a_z' })).toEqual(['Apple harvest', 'Cherry days', 'Pear 100% sale']);
    expect(await titles({ sort: 'z_a' })).toEqual(['Pear 100% sale', 'Cherry days', 'Apple harvest']);
    expect(await titles({ search: '苹果' })).toEqual(['Apple harvest']);
    expect(await titles({ search: 'CHERRY' })).toEqual(['Cherry days']);
    // The search is plain text: 100% is not a wildcard.
    expect(await titles({ search: '0% s' })).toEqual(['Pear 100% sale']);
    expect(await titles({ search: '1%0' })).toEqual([]);
    expect(await titles({ categoryId: a.id, sort: 'a_z' })).toEqual(['Apple harvest', 'Cherry days']);
    expect(await titles({ visibility: 'hidden' })).toEqual(['Pear 100% sale']);
    expect(await titles({ visibility: 'public', sort: 'a_z' })).toEqual(['Apple harvest', 'Cherry days']);

    for (let i = 0; i < 20; i++) await make(`Filler ${i}`);
    const first = await caller.news.list({ pageSize: 20 });
    const second = await caller.news.list({ page: 2, pageSize: 20 });
    expect([first.total, first.items.length, second.items.length]).toEqual([23, 20, 3]);
    expect(second.items.map((n) => n.id)).toContain(apple.id);
    expect(await rejection(caller.news.list({ pageSize: 25 }))).toMatchObject({ message: 'Page size must be 20, 40, 60 or 80.' });
    const row = (await caller.news.list({ search: 'cherry' })).items[0]!;
    expect(row).toMatchObject({ id: cherry.id, categoryName: 'A', visibility: 'public', picture: null });
    expect(pear.visibility).toBe('hidden');
  });

  it('shows, hides and deletes in bulk, all or nothing, each logged once', async () => {
    const { caller, request, logs } = admin();
    const [one, two, three] = [await caller.news.create(newsForm()), await caller.news.create(newsForm()), await caller.news.create(newsForm())];
    const { result: hidden, logs: hideLogs } = await logs(() => caller.news.setVisibility({ ids: [one.id, two.id], visibility: 'hidden' }));
    expect(hidden).toEqual({ updated: 2 });
    expectOneLog(hideLogs, { action: 'News: hid 2 items', category: 'manage' }, request);
    expect((await caller.news.get({ id: two.id })).visibility).toBe('hidden');

    const { logs: showLogs } = await logs(() => caller.news.setVisibility({ ids: [two.id], visibility: 'public' }));
    expectOneLog(showLogs, { action: 'News: showed 1 item', category: 'manage' }, request);
    expect((await caller.news.get({ id: two.id })).visibility).toBe('public');

    // An unknown id among them: nothing is changed.
    expect(await rejection(caller.news.setVisibility({ ids: [three.id, 'unknown'], visibility: 'hidden' }))).toMatchObject({ code: 'NOT_FOUND', message: 'News item not found.' });
    expect((await caller.news.get({ id: three.id })).visibility).toBe('public');
    expect(await rejection(caller.news.delete({ ids: [three.id, 'unknown'] }))).toMatchObject({ code: 'NOT_FOUND' });

    const { result: deleted, logs: deleteLogs } = await logs(() => caller.news.delete({ ids: [one.id, two.id] }));
    expect(deleted).toEqual({ deleted: 2 });
    expectOneLog(deleteLogs, { action: 'News: deleted 2 items', category: 'manage' }, request);
    expect(await rejection(caller.news.get({ id: one.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'News item not found.' });
    const { logs: single } = await logs(() => caller.news.delete({ ids: [three.id] }));
    expectOneLog(single, { action: `News: deleted "${three.titleEn}"`, category: 'manage' }, request);
  });

  it('quick-edits the list’s own columns and leaves the rest', async () => {
    const { caller } = admin();
    const category = await caller.news.categories.create({ nameEn: uniqueName('Promo ') });
    const item = await caller.news.create(newsForm({ titleCn: '促销', detailEn: 'Kept as it is.' }));
    const row = await caller.news.quickEdit({ id: item.id, title: 'Flash sale', categoryId: category.id, visibility: 'hidden' });
    expect(row).toMatchObject({ id: item.id, titleEn: 'Flash sale', categoryId: category.id, categoryName: category.nameEn, visibility: 'hidden' });
    expect(await caller.news.get({ id: item.id })).toMatchObject({ titleEn: 'Flash sale', titleCn: '促销', detailEn: 'Kept as it is.', slug: item.slug });
    // The new title is searchable, the Chinese one still too.
    expect((await caller.news.list({ search: 'flash sale' })).items.map((n) => n.id)).toEqual([item.id]);
    expect((await caller.news.list({ search: '促销' })).items.map((n) => n.id)).toContain(item.id);
    expect(await caller.news.quickEdit({ id: item.id, categoryId: null })).toMatchObject({ titleEn: 'Flash sale', categoryId: null, visibility: 'hidden' });
  });
});

describe('news categories', () => {
  it('have unique names in any case, and a category in use is refused with "{name} is in use"', async () => {
    const { caller, request, logs } = admin();
    const name = uniqueName('Press ');
    const { result: category, logs: written } = await logs(() => caller.news.categories.create({ nameEn: name, nameBm: 'Akhbar', sort: 2 }));
    expectOneLog(written, { action: `News: created category "${name}"`, category: 'manage' }, request);
    expect(await rejection(caller.news.categories.create({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', appCode: 'CONTENT.NAME_SAME', message: 'Name cannot be same', fieldErrors: { nameEn: 'Name cannot be same' } });
    expect(await rejection(caller.news.categories.create({ nameEn: ' ' }))).toMatchObject({ fieldErrors: { nameEn: 'Name cannot be empty' } });

    const item = await caller.news.create(newsForm({ categoryId: category.id }));
    const listed = (await caller.news.categories.list({ search: name.toLowerCase() })).items;
    expect(listed).toEqual([expect.objectContaining({ id: category.id, nameBm: 'Akhbar', sort: 2, itemCount: 1 })]);
    expect(await caller.news.categories.options()).toContainEqual({ id: category.id, nameEn: name });

    const { logs: refused } = await logs(async () => {
      expect(await rejection(caller.news.categories.delete({ id: category.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'CONTENT.IN_USE', message: `${name} is in use` });
    });
    expect(refused).toEqual([]);
    await caller.news.delete({ ids: [item.id] });
    const { logs: deleted } = await logs(() => caller.news.categories.delete({ id: category.id }));
    expectOneLog(deleted, { action: `News: deleted category "${name}"`, category: 'manage' }, request);
    expect(await rejection(caller.news.categories.delete({ id: category.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'News category not found.' });
  });

  it('are renamed, keeping their name unique', async () => {
    const { caller } = admin();
    const [first, second] = [await caller.news.categories.create({ nameEn: uniqueName('One ') }), await caller.news.categories.create({ nameEn: uniqueName('Two ') })];
    expect(await caller.news.categories.update({ id: first.id, nameEn: first.nameEn.toUpperCase(), sort: 5 })).toMatchObject({ nameEn: first.nameEn.toUpperCase(), sort: 5 });
    expect(await rejection(caller.news.categories.update({ id: second.id, nameEn: first.nameEn }))).toMatchObject({ appCode: 'CONTENT.NAME_SAME' });
  });
});

describe('news access', () => {
  it('lets a viewer of manage read but not change, and refuses a user without it', async () => {
    const { caller } = admin();
    const item = await caller.news.create(newsForm());
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.news.get({ id: item.id })).id).toBe(item.id);
    expect(await rejection(viewer.caller.news.setVisibility({ ids: [item.id], visibility: 'hidden' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.news.categories.create({ nameEn: 'Nope' }))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.news.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('never shows or changes another merchant’s news', async () => {
    const { caller } = admin();
    const item = await caller.news.create(newsForm());
    const category = await caller.news.categories.create({ nameEn: uniqueName('Mine ') });
    const other = (await seedMerchant(rt)).admin.caller;
    expect((await other.news.list({ search: item.titleEn.toLowerCase() })).total).toBe(0);
    expect(await rejection(other.news.get({ id: item.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.news.quickEdit({ id: item.id, title: 'Taken' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.news.delete({ ids: [item.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.news.create(newsForm({ categoryId: category.id })))).toMatchObject({ appCode: 'CONTENT.CATEGORY' });
    expect(await rejection(other.news.categories.delete({ id: category.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.news.get({ id: item.id })).titleEn).toBe(item.titleEn);
  });
});
