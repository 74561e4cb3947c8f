import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { expectOneLog, rejection, seedMerchant, seedSubUser, uniqueName, adminSession } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ID = 'dQw4w9WgXcQ';
const BAD_URL = 'Enter a YouTube video address or its 11-character id.';

/** A video of a unique title. */
const form = (overrides: Partial<Parameters<Caller['videos']['create']>[0]> = {}) => ({ url: ID, titleEn: uniqueName('Launch video '), ...overrides });

describe('YouTube videos', () => {
  it('are created from an address, stored as the video id, with the thumbnail, title, description, category, visibility and sort', async () => {
    const { caller, request, logs } = admin();
    const category = await caller.videos.categories.create({ nameEn: uniqueName('Tutorials ') });
    const title = uniqueName('How to order ');
    const { result: created, logs: written } = await logs(() =>
      caller.videos.create({ url: `https://www.youtube.com/watch?v=${ID}&t=42s`, titleEn: title, titleCn: '如何下单', descriptionEn: 'Step by step.', categoryId: category.id, sort: 4 }),
    );
    expectOneLog(written, { action: `Video: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({
      titleEn: title,
      titleCn: '如何下单',
      descriptionEn: 'Step by step.',
      categoryId: category.id,
      categoryName: category.nameEn,
      visibility: 'public',
      sort: 4,
      videoId: ID,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      thumbnail: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    });
    const row = (await caller.videos.list({ search: title })).items[0];
    expect(row).toMatchObject({ id: created.id, videoId: ID, thumbnail: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`, sort: 4, categoryName: category.nameEn });

    const updated = await caller.videos.update({ id: created.id, item: { url: 'https://youtu.be/a-B_c1D2e3F?si=x', titleEn: title, visibility: 'hidden' } });
    expect(updated).toMatchObject({ slug: created.slug, videoId: 'a-B_c1D2e3F', descriptionEn: '', categoryId: null, sort: 0, visibility: 'hidden' });
    expect(await caller.videos.get({ id: created.id })).toEqual(updated);
  });

  it.each([
    ID,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
  ])('take %s as the video id', async (url) => {
    const { caller } = admin();
    expect((await caller.videos.create(form({ url }))).videoId).toBe(ID);
  });

  it('refuse anything but a YouTube video, naming the address field, and an empty title', async () => {
    const { caller } = admin();
    for (const url of ['', 'not a video', `https://vimeo.com/${ID}`, 'https://www.youtube.com/watch?v=short', `https://www.youtube.com/channel/${ID}`]) {
      expect(await rejection(caller.videos.create(form({ url })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { url: BAD_URL } });
    }
    expect(await rejection(caller.videos.create(form({ titleEn: ' ' })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { titleEn: 'Title cannot be empty' } });
    const item = await caller.videos.create(form());
    expect(await rejection(caller.videos.update({ id: item.id, item: { url: 'youtube.com', titleEn: 'x' } }))).toMatchObject({ fieldErrors: { 'item.url': BAD_URL } });
    expect(await rejection(caller.videos.quickEdit({ id: item.id, title: '' }))).toMatchObject({ fieldErrors: { title: 'Title cannot be empty' } });
    expect((await caller.videos.get({ id: item.id })).videoId).toBe(ID);
  });

  it('list by sort number first, then newest, by default; quick edit changes the sort and category', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const make = (titleEn: string, sort: number) => caller.videos.create({ url: ID, titleEn, sort });
    await make('Banana', 2);
    const apple = await make('Apple', 1);
    await make('Cherry', 2);
    await make('Date', 0);
    const titles = async (input: Parameters<Caller['videos']['list']>[0] = {}) => (await caller.videos.list(input)).items.map((n) => n.titleEn);

    expect(await titles()).toEqual(['Date', 'Apple', 'Cherry', 'Banana']);
    expect(await titles({ sort: 'a_z' })).toEqual(['Apple', 'Banana', 'Cherry', 'Date']);
    const category = await caller.videos.categories.create({ nameEn: 'Fruit' });
    expect(await caller.videos.quickEdit({ id: apple.id, sort: 5, categoryId: category.id })).toMatchObject({ titleEn: 'Apple', sort: 5, categoryName: 'Fruit' });
    expect(await titles()).toEqual(['Date', 'Cherry', 'Banana', 'Apple']);
    expect(await titles({ categoryId: category.id })).toEqual(['Apple']);
    expect(await rejection(caller.videos.quickEdit({ id: apple.id, sort: -1 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('video categories', () => {
  it('have unique names, and one in use cannot be deleted', async () => {
    const { caller } = admin();
    const name = uniqueName('Reviews ');
    const category = await caller.videos.categories.create({ nameEn: name });
    expect(await rejection(caller.videos.categories.create({ nameEn: name.toLowerCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same' });
    const item = await caller.videos.create(form({ categoryId: category.id }));
    expect((await caller.videos.categories.list({ search: name })).items).toEqual([expect.objectContaining({ id: category.id, itemCount: 1 })]);
    expect(await rejection(caller.videos.categories.delete({ id: category.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'CONTENT.IN_USE', message: `${name} is in use` });
    await caller.videos.delete({ ids: [item.id] });
    await caller.videos.categories.delete({ id: category.id });
    expect(await rejection(caller.videos.categories.delete({ id: category.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Video category not found.' });
  });
});

describe('videos on the website', () => {
  it('are public ones only, in the merchant’s order, with the watch, embed and thumbnail addresses', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const category = await caller.videos.categories.create({ nameEn: 'Shows', nameBm: 'Rancangan' });
    const second = await caller.videos.create({ url: 'https://youtu.be/a-B_c1D2e3F', titleEn: 'Second', titleBm: 'Kedua', descriptionEn: 'Good.', sort: 2, categoryId: category.id });
    const first = await caller.videos.create({ url: ID, titleEn: 'First', sort: 1 });
    const hidden = await caller.videos.create({ url: ID, titleEn: 'Hidden', visibility: 'hidden' });

    const page = await website.storefront.content.videos.list({ lang: 'bm' });
    expect(page.items.map((v) => v.title)).toEqual(['First', 'Kedua']);
    expect(page.items[0]).toEqual({
      id: first.id,
      slug: first.slug,
      categoryId: null,
      categoryName: null,
      title: 'First',
      description: '',
      videoId: ID,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      thumbnail: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
    expect((await website.storefront.content.videos.list({ categoryId: category.id })).items.map((v) => v.id)).toEqual([second.id]);
    expect(await website.storefront.content.videos.categories({ lang: 'bm' })).toEqual([{ id: category.id, name: 'Rancangan' }]);
    expect(await website.storefront.content.videos.get({ slug: second.slug, lang: 'cn' })).toMatchObject({ description: 'Good.', categoryName: 'Shows', videoId: 'a-B_c1D2e3F' });
    expect(await rejection(website.storefront.content.videos.get({ id: hidden.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const mine = await admin().caller.videos.create(form());
    expect(await rejection(website.storefront.content.videos.get({ id: mine.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('video tenancy and access', () => {
  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const item = await caller.videos.create(form());
    const category = await caller.videos.categories.create({ nameEn: uniqueName('Mine ') });
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.videos.get({ id: item.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Video not found.' });
    expect(await rejection(other.admin.caller.videos.update({ id: item.id, item: form() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.videos.delete({ ids: [item.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.videos.create(form({ categoryId: category.id })))).toMatchObject({ code: 'NOT_FOUND', appCode: 'CONTENT.CATEGORY' });
    expect((await other.admin.caller.videos.list({})).items.map((v) => v.id)).not.toContain(item.id);
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.videos.get({ id: item.id })).id).toBe(item.id);
    expect(await rejection(viewer.caller.videos.create(form()))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.videos.list({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.videos.delete({ ids: [item.id] })).toEqual({ deleted: 1 });
  });
});
