import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ctx = async () => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
const picture = async (name = 'photo.png', purpose: 'content-picture' | 'catalogue-picture' = 'content-picture') => (await saveUpload(await ctx(), purpose, name, await QRCode.toBuffer(uniqueName()))).id;
const pictures = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => picture(`IMG_${String(i + 1).padStart(4, '0')}.png`)));
const album = (extra: Record<string, unknown> = {}) => admin().caller.photos.categories.create({ nameEn: uniqueName('Album '), ...extra });

const ALBUM_REQUIRED = 'Album name required';

describe('photo albums', () => {
  it('are created with titles and descriptions in three languages, featured, hidden or shown; a name is required and unique', async () => {
    const { caller, request, logs } = admin();
    const name = uniqueName('Grand opening ');
    const { result: created, logs: written } = await logs(() => caller.photos.categories.create({ nameEn: name, nameCn: '开幕', descriptionEn: 'Day one.', featured: true }));
    expectOneLog(written, { action: `Photo: created category "${name}"`, category: 'manage' }, request);
    expect(created).toMatchObject({ nameEn: name, nameCn: '开幕', descriptionEn: 'Day one.', featured: true, visibility: 'public', itemCount: 0, cover: null });
    expect(await rejection(caller.photos.categories.create({ nameEn: '  ' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { nameEn: ALBUM_REQUIRED } });
    expect(await rejection(caller.photos.categories.create({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same' });

    const updated = await caller.photos.categories.update({ id: created.id, nameEn: name, descriptionBm: 'Hari pertama.', visibility: 'hidden', featured: false });
    expect(updated).toMatchObject({ descriptionEn: '', descriptionBm: 'Hari pertama.', visibility: 'hidden', featured: false });
    expect((await caller.photos.categories.list({ search: name })).items).toEqual([expect.objectContaining({ id: created.id, visibility: 'hidden' })]);
  });

  it('cannot be deleted while they hold photos: "{name} is in use"', async () => {
    const { caller } = admin();
    const a = await album();
    const photo = await caller.photos.create({ pictureId: await picture(), categoryId: a.id });
    expect(await rejection(caller.photos.categories.delete({ id: a.id }))).toMatchObject({ code: 'CONFLICT', message: `${a.nameEn} is in use` });
    await caller.photos.delete({ ids: [photo.id] });
    await caller.photos.categories.delete({ id: a.id });
    expect((await caller.photos.categories.options()).some((o) => o.id === a.id)).toBe(false);
  });
});

describe('photos', () => {
  it('need a picture and an album', async () => {
    const { caller } = admin();
    expect(await rejection(caller.photos.create({ pictureId: '', categoryId: '' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { pictureId: 'Please add at least one photo.', categoryId: ALBUM_REQUIRED },
    });
    const a = await album();
    // A catalogue picture is not a content picture; another merchant's album is not found.
    expect(await rejection(caller.photos.create({ pictureId: await picture('x.png', 'catalogue-picture'), categoryId: a.id }))).toMatchObject({ fieldErrors: { pictureId: expect.any(String) } });
    const other = await seedMerchant(rt, 'photos-other');
    const theirs = await adminSession(rt, other).caller.photos.categories.create({ nameEn: uniqueName('Theirs ') });
    expect(await rejection(caller.photos.create({ pictureId: await picture(), categoryId: theirs.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('are created with texts in three languages, listed with their thumbnail and album, edited, quick edited', async () => {
    const { caller } = admin();
    const a = await album();
    const pictureId = await picture();
    const title = uniqueName('Ribbon cutting ');
    const created = await caller.photos.create({ titleEn: title, titleCn: '剪彩', descriptionEn: 'At ten.', pictureId, categoryId: a.id, sort: 3 });
    expect(created).toMatchObject({ titleEn: title, titleCn: '剪彩', pictureId, categoryId: a.id, categoryName: a.nameEn, sort: 3, thumbnail: `/media/${shop.merchantId}/${pictureId}/thumb`, picture: `/media/${shop.merchantId}/${pictureId}` });
    const row = (await caller.photos.list({ categoryId: a.id, pageSize: 30 })).items[0];
    expect(row).toMatchObject({ id: created.id, titleEn: title, thumbnail: created.thumbnail, sort: 3 });
    expect(await caller.photos.quickEdit({ id: created.id, title: 'Ribbon', sort: 1, visibility: 'hidden' })).toMatchObject({ titleEn: 'Ribbon', sort: 1, visibility: 'hidden' });
    // The album may change in a quick edit, not go.
    expect(await rejection(caller.photos.quickEdit({ id: created.id, categoryId: null }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { categoryId: ALBUM_REQUIRED } });
    expect((await caller.photos.categories.list({ search: a.nameEn })).items[0]).toMatchObject({ itemCount: 1, cover: created.thumbnail });
  });

  it('list in either page-size set of spec section 9 (30, 60, 90, 120 and 35, 65, 95, 115), and no other', async () => {
    const { caller } = admin();
    for (const pageSize of [30, 60, 90, 120, 35, 65, 95, 115]) expect((await caller.photos.list({ pageSize })).pageSize).toBe(pageSize);
    expect(await rejection(caller.photos.list({ pageSize: 20 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('are added up to 20 at a time into an album, titled by their files, after its last photo, all or none', async () => {
    const { caller, request, logs } = admin();
    const a = await album();
    const first = await caller.photos.create({ pictureId: await picture(), categoryId: a.id, sort: 7 });
    const ids = await pictures(20);
    const { result, logs: written } = await logs(() => caller.photos.addMany({ categoryId: a.id, pictureIds: ids }));
    expectOneLog(written, { action: 'Photo: added 20 items', category: 'manage' }, request);
    const page = await caller.photos.list({ categoryId: a.id, pageSize: 30 });
    expect(page.total).toBe(21);
    expect(page.items.map((p) => p.id)).toEqual([first.id, ...result.ids]);
    expect(page.items.slice(1).map((p) => [p.titleEn, p.sort])).toEqual(ids.map((_, i) => [`IMG_${String(i + 1).padStart(4, '0')}`, 8 + i]));

    expect(await rejection(caller.photos.addMany({ categoryId: a.id, pictureIds: [...ids, ids[0]!] }))).toMatchObject({ fieldErrors: { pictureIds: 'You can only upload a maximum of 20 photos.' } });
    expect(await rejection(caller.photos.addMany({ categoryId: a.id, pictureIds: [] }))).toMatchObject({ fieldErrors: { pictureIds: 'Please add at least one photo.' } });
    // One picture that is not a content picture: nothing is added.
    const bad = await picture('bad.png', 'catalogue-picture');
    expect(await rejection(caller.photos.addMany({ categoryId: a.id, pictureIds: [await picture(), bad] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.photos.list({ categoryId: a.id, pageSize: 30 })).total).toBe(21);
  });

  it('are put in order by dragging: the page takes the places it held, the album is numbered from 0', async () => {
    const { caller } = admin();
    const a = await album();
    const other = await album();
    const { ids } = await caller.photos.addMany({ categoryId: a.id, pictureIds: await pictures(5) });
    const [p1, p2, p3, p4, p5] = ids as [string, string, string, string, string];
    // The second page of two (p3, p4) swapped: the rest stays where it was.
    await caller.photos.reorder({ categoryId: a.id, ids: [p4, p3] });
    const order = async () => (await caller.photos.list({ categoryId: a.id, pageSize: 30 })).items.map((p) => [p.id, p.sort]);
    expect(await order()).toEqual([p1, p2, p4, p3, p5].map((id, i) => [id, i]));
    await caller.photos.reorder({ categoryId: a.id, ids: [p5, p1, p2, p4, p3] });
    expect((await order()).map(([id]) => id)).toEqual([p5, p1, p2, p4, p3]);
    // A photo of another album, or one twice, is refused and nothing moves.
    const { ids: elsewhere } = await caller.photos.addMany({ categoryId: other.id, pictureIds: await pictures(1) });
    expect(await rejection(caller.photos.reorder({ categoryId: a.id, ids: [p1, elsewhere[0]!] }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { ids: expect.any(String) } });
    expect(await rejection(caller.photos.reorder({ categoryId: a.id, ids: [p1, p1] }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await order()).map(([id]) => id)).toEqual([p5, p1, p2, p4, p3]);
  });

  it('on the website: public albums with their cover and count, public photos of public albums in the merchant order, languages', async () => {
    const { caller } = admin();
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const shown = await album({ nameCn: '展示' });
    const hiddenAlbum = await album({ visibility: 'hidden' });
    const { ids } = await caller.photos.addMany({ categoryId: shown.id, pictureIds: await pictures(4) });
    await caller.photos.quickEdit({ id: ids[0]!, title: 'Opening' });
    await caller.photos.update({ id: ids[0]!, item: { titleEn: 'Opening', titleCn: '开幕', pictureId: (await caller.photos.get({ id: ids[0]! })).pictureId, categoryId: shown.id } });
    await caller.photos.setVisibility({ ids: [ids[1]!, ids[2]!], visibility: 'hidden' });
    const { ids: inHidden } = await caller.photos.addMany({ categoryId: hiddenAlbum.id, pictureIds: await pictures(1) });

    const albums = await website.storefront.content.photos.albums({ lang: 'cn' });
    expect(albums.find((x) => x.id === shown.id)).toMatchObject({ name: '展示', photoCount: 2 });
    expect(albums.some((x) => x.id === hiddenAlbum.id)).toBe(false);
    const page = await website.storefront.content.photos.list({ lang: 'cn', categoryId: shown.id });
    expect(page.items.map((p) => p.id)).toEqual([ids[0], ids[3]]);
    expect(page.items[0]).toMatchObject({ title: '开幕', categoryName: '展示' });
    expect(page.items[1]!.title).toBe('IMG_0004');
    for (const id of [ids[1]!, inHidden[0]!]) expect(await rejection(website.storefront.content.photos.get({ id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('are changed only by editors of the manage module, and are each merchant’s own', async () => {
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const a = await album();
    const { ids } = await admin().caller.photos.addMany({ categoryId: a.id, pictureIds: await pictures(2) });
    const seen = viewer.caller;
    expect((await seen.photos.list({ categoryId: a.id, pageSize: 30 })).total).toBe(2);
    expect(await rejection(seen.photos.reorder({ categoryId: a.id, ids: [...ids].reverse() }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(seen.photos.addMany({ categoryId: a.id, pictureIds: [ids[0]!] }))).toMatchObject({ code: 'FORBIDDEN' });
    const other = adminSession(rt, await seedMerchant(rt, 'photos-tenant')).caller;
    expect(await rejection(other.photos.reorder({ categoryId: a.id, ids }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.photos.get({ id: ids[0]! }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
