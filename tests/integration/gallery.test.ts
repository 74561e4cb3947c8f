import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { Caller } from '../../server/caller.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ctx = async () => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
const picture = async (name = 'photo.png', purpose: 'content-picture' | 'catalogue-picture' = 'content-picture') => (await saveUpload(await ctx(), purpose, name, await QRCode.toBuffer(uniqueName()))).id;
const pictures = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => picture(`IMG_${String(i + 1).padStart(4, '0')}.png`)));

/** A new group and category of the shop (or of the caller given). */
async function target(caller: Caller = admin().caller) {
  const group = await caller.gallery.groups.create({ nameEn: uniqueName('Group ') });
  const category = await caller.gallery.categories.create({ nameEn: uniqueName('Category ') });
  return { group, category, ids: { groupId: group.id, categoryId: category.id } };
}

describe('gallery photos', () => {
  it('need a picture, a group, a category and an order, each with its message', async () => {
    const { caller } = admin();
    expect(await rejection(caller.gallery.create({ pictureId: '', groupId: '', categoryId: '' } as never))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { pictureId: 'Please add at least one photo.', groupId: 'Group cannot be empty', categoryId: 'Category cannot be empty', sort: 'Order cannot be empty' },
    });
    const { ids } = await target();
    // A catalogue picture is not a content picture; another merchant's group or category is not found.
    expect(await rejection(caller.gallery.create({ pictureId: await picture('x.png', 'catalogue-picture'), ...ids, sort: 0 }))).toMatchObject({ fieldErrors: { pictureId: expect.any(String) } });
    const theirs = await target(adminSession(rt, await seedMerchant(rt, 'gallery-other')).caller);
    expect(await rejection(caller.gallery.create({ pictureId: await picture(), groupId: theirs.group.id, categoryId: ids.categoryId, sort: 0 }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { groupId: expect.any(String) } });
    expect(await rejection(caller.gallery.create({ pictureId: await picture(), groupId: ids.groupId, categoryId: theirs.category.id, sort: 0 }))).toMatchObject({ code: 'NOT_FOUND' });
    // Quick edit cannot empty the category.
    const item = await caller.gallery.create({ pictureId: await picture(), ...ids, sort: 0 });
    expect(await rejection(caller.gallery.quickEdit({ id: item.id, categoryId: null }))).toMatchObject({ fieldErrors: { categoryId: 'Category cannot be empty' } });
  });

  it('are created with texts in three languages, listed with thumbnail, group and category, edited, quick edited', async () => {
    const { caller, request, logs } = admin();
    const { group, category, ids } = await target();
    const pictureId = await picture();
    const title = uniqueName('Lobby ');
    const { result: created, logs: written } = await logs(() => caller.gallery.create({ titleEn: title, titleCn: '大堂', descriptionEn: 'Ground floor.', pictureId, ...ids, sort: 3 }));
    expectOneLog(written, { action: `Gallery: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({
      titleEn: title,
      titleCn: '大堂',
      descriptionEn: 'Ground floor.',
      pictureId,
      groupId: group.id,
      groupName: group.nameEn,
      categoryId: category.id,
      categoryName: category.nameEn,
      sort: 3,
      thumbnail: `/media/${shop.merchantId}/${pictureId}/thumb`,
      picture: `/media/${shop.merchantId}/${pictureId}`,
    });
    expect((await caller.gallery.list({ search: title })).items).toEqual([expect.objectContaining({ id: created.id, thumbnail: created.thumbnail, groupName: group.nameEn, categoryName: category.nameEn, sort: 3 })]);
    const other = await target();
    const updated = await caller.gallery.update({ id: created.id, item: { titleEn: title, pictureId, ...other.ids, sort: 0 } });
    expect(updated).toMatchObject({ slug: created.slug, groupName: other.group.nameEn, categoryName: other.category.nameEn, sort: 0, titleCn: '' });
    expect(await caller.gallery.quickEdit({ id: created.id, title: 'Lobby', sort: 5, visibility: 'hidden' })).toMatchObject({ titleEn: 'Lobby', sort: 5, visibility: 'hidden' });
  });

  it('list in the merchant order by default and filter by group and category', async () => {
    const { caller } = admin();
    const a = await target();
    const b = await target();
    const make = async (titleEn: string, sort: number, t = a) => (await caller.gallery.create({ titleEn, pictureId: await picture(), ...t.ids, sort })).id;
    const third = await make('Third', 2);
    const first = await make('First', 0);
    const second = await make('Second', 1, { ...b, ids: { groupId: b.ids.groupId, categoryId: a.ids.categoryId } });
    const elsewhere = await make('Elsewhere', 0, b);
    expect((await caller.gallery.list({ categoryId: a.ids.categoryId })).items.map((r) => r.id)).toEqual([first, second, third]);
    expect((await caller.gallery.list({ groupId: a.ids.groupId })).items.map((r) => r.id)).toEqual([first, third]);
    expect((await caller.gallery.list({ groupId: b.ids.groupId })).items.map((r) => r.id)).toEqual([elsewhere, second]);
    expect((await caller.gallery.list({ groupId: b.ids.groupId, categoryId: a.ids.categoryId })).items.map((r) => r.id)).toEqual([second]);
  });
});

describe('gallery groups and categories', () => {
  it('are named lists: a name required and unique, logged; one in use cannot be deleted', async () => {
    const { caller, request, logs } = admin();
    const name = uniqueName('Events ');
    const { result: group, logs: written } = await logs(() => caller.gallery.groups.create({ nameEn: name, nameCn: '活动' }));
    expectOneLog(written, { action: `Gallery: created group "${name}"`, category: 'manage' }, request);
    expect(group).toMatchObject({ nameEn: name, nameCn: '活动', itemCount: 0 });
    expect(await rejection(caller.gallery.groups.create({ nameEn: ' ' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { nameEn: 'Name cannot be empty' } });
    expect(await rejection(caller.gallery.groups.create({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same' });

    const category = await caller.gallery.categories.create({ nameEn: uniqueName('Rooms ') });
    const photo = await caller.gallery.create({ pictureId: await picture(), groupId: group.id, categoryId: category.id, sort: 0 });
    expect((await caller.gallery.groups.list({ search: name })).items[0]).toMatchObject({ itemCount: 1 });
    expect(await rejection(caller.gallery.groups.delete({ id: group.id }))).toMatchObject({ code: 'CONFLICT', message: `${name} is in use` });
    expect(await rejection(caller.gallery.categories.delete({ id: category.id }))).toMatchObject({ code: 'CONFLICT', message: `${category.nameEn} is in use` });
    await caller.gallery.delete({ ids: [photo.id] });
    await caller.gallery.groups.delete({ id: group.id });
    await caller.gallery.categories.delete({ id: category.id });
    expect((await caller.gallery.groups.options()).some((o) => o.id === group.id)).toBe(false);
  });
});

describe('gallery add multiple', () => {
  it('adds up to 20 pictures into a group and category from a starting order, titled by their files, all or none', async () => {
    const { caller, request, logs } = admin();
    const { ids } = await target();
    const files = await pictures(20);
    const { result, logs: written } = await logs(() => caller.gallery.addMany({ ...ids, sort: 10, pictureIds: files }));
    expectOneLog(written, { action: 'Gallery: added 20 items', category: 'manage' }, request);
    const page = await caller.gallery.list({ categoryId: ids.categoryId, pageSize: 40 });
    expect(page.items.map((r) => r.id)).toEqual(result.ids);
    expect(page.items.map((r) => [r.titleEn, r.sort, r.groupId])).toEqual(files.map((_, i) => [`IMG_${String(i + 1).padStart(4, '0')}`, 10 + i, ids.groupId]));
    expect(page.items[0]!.slug).toBe(`gallery-${result.ids[0]}`);

    expect(await rejection(caller.gallery.addMany({ ...ids, sort: 0, pictureIds: [...files, files[0]!] }))).toMatchObject({ fieldErrors: { pictureIds: 'You can only upload a maximum of 20 photos.' } });
    expect(await rejection(caller.gallery.addMany({ ...ids, sort: 0, pictureIds: [] }))).toMatchObject({ fieldErrors: { pictureIds: 'Please add at least one photo.' } });
    expect(await rejection(caller.gallery.addMany({ groupId: '', categoryId: '', pictureIds: files.slice(0, 1) } as never))).toMatchObject({
      fieldErrors: { groupId: 'Group cannot be empty', categoryId: 'Category cannot be empty', sort: 'Order cannot be empty' },
    });
    // One picture that is not a content picture: nothing is added.
    const bad = await picture('bad.png', 'catalogue-picture');
    expect(await rejection(caller.gallery.addMany({ ...ids, sort: 0, pictureIds: [await picture(), bad] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.gallery.list({ categoryId: ids.categoryId, pageSize: 40 })).total).toBe(20);
  });

  it('takes JPG, PNG or GIF pictures only (the content-picture upload)', async () => {
    await expect(saveUpload(await ctx(), 'content-picture', 'notes.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).rejects.toThrow();
  });
});

describe('gallery on the website', () => {
  it('lists public photos in the merchant order by category and group, in the language asked for; hidden ones are never returned', async () => {
    const { caller } = admin();
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const group = await caller.gallery.groups.create({ nameEn: uniqueName('Weddings '), nameCn: '婚礼' });
    const category = await caller.gallery.categories.create({ nameEn: uniqueName('Halls '), nameCn: '礼堂' });
    const other = await target();
    const { ids } = await caller.gallery.addMany({ groupId: group.id, categoryId: category.id, sort: 0, pictureIds: await pictures(3) });
    const { ids: elsewhere } = await caller.gallery.addMany({ ...other.ids, sort: 0, pictureIds: await pictures(1) });
    await caller.gallery.setVisibility({ ids: [ids[1]!], visibility: 'hidden' });
    await caller.gallery.quickEdit({ id: ids[0]!, sort: 9 });

    expect(await website.storefront.content.gallery.groups({ lang: 'cn' })).toEqual(expect.arrayContaining([{ id: group.id, name: '婚礼' }]));
    expect(await website.storefront.content.gallery.categories({ lang: 'cn' })).toEqual(expect.arrayContaining([{ id: category.id, name: '礼堂' }]));
    const byGroup = await website.storefront.content.gallery.list({ lang: 'cn', groupId: group.id });
    expect(byGroup.items.map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect(byGroup.items[0]).toMatchObject({ groupName: '婚礼', categoryName: '礼堂', title: 'IMG_0003' });
    expect((await website.storefront.content.gallery.list({ categoryId: other.ids.categoryId })).items.map((p) => p.id)).toEqual(elsewhere);
    expect(await rejection(website.storefront.content.gallery.get({ id: ids[1]! }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await website.storefront.content.gallery.get({ id: ids[0]! })).id).toBe(ids[0]);
  });
});

describe('gallery access', () => {
  it('is changed only by editors of the manage module, and is each merchant’s own', async () => {
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const { ids } = await target();
    const { ids: photos } = await admin().caller.gallery.addMany({ ...ids, sort: 0, pictureIds: await pictures(1) });
    expect((await viewer.caller.gallery.list({ categoryId: ids.categoryId })).total).toBe(1);
    expect(await rejection(viewer.caller.gallery.addMany({ ...ids, sort: 0, pictureIds: await pictures(1) }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.gallery.groups.create({ nameEn: uniqueName('G ') }))).toMatchObject({ code: 'FORBIDDEN' });
    const other = adminSession(rt, await seedMerchant(rt, 'gallery-tenant')).caller;
    expect(await rejection(other.gallery.get({ id: photos[0]! }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.gallery.groups.delete({ id: ids.groupId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.gallery.list({ groupId: ids.groupId })).total).toBe(0);
  });
});
