import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName, adminSession } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const ctx = async () => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;

describe('timeline posts', () => {
  it('are posted with title, text, photo, public or private, and edited', async () => {
    const { caller, request, logs } = admin();
    const pictureId = (await saveUpload(await ctx(), 'content-picture', 'post.png', await QRCode.toBuffer(uniqueName()))).id;
    const title = uniqueName('New arrivals ');
    const { result: post, logs: written } = await logs(() => caller.timeline.create({ titleEn: title, titleBm: 'Ketibaan baharu', textEn: 'Come and see.', pictureId }));
    expectOneLog(written, { action: `Timeline post: created "${title}"`, category: 'manage' }, request);
    expect(post).toMatchObject({ titleEn: title, titleBm: 'Ketibaan baharu', textEn: 'Come and see.', pictureId, visibility: 'public', categoryId: null });
    expect(post.picture).toBe(`/media/${shop.merchantId}/${pictureId}/thumb`);

    const edited = await caller.timeline.update({ id: post.id, item: { titleEn: title, textEn: 'Only for us.', visibility: 'hidden' } });
    expect(edited).toMatchObject({ slug: post.slug, textEn: 'Only for us.', pictureId: null, visibility: 'hidden' });
    expect((await caller.timeline.list({ search: 'only for us', visibility: 'hidden' })).items.map((p) => p.id)).toContain(post.id);
    expect(await rejection(caller.timeline.create({ titleEn: '' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { titleEn: 'Title cannot be empty' } });
  });

  it('list newest first, and are made public or private one or many at a time', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const first = await caller.timeline.create({ titleEn: 'First' });
    const second = await caller.timeline.create({ titleEn: 'Second', visibility: 'hidden' });
    const third = await caller.timeline.create({ titleEn: 'Third' });
    const titles = async (visibility?: 'public' | 'hidden') => (await caller.timeline.list({ ...(visibility && { visibility }) })).items.map((p) => p.titleEn);
    expect(await titles()).toEqual(['Third', 'Second', 'First']);
    expect(await titles('hidden')).toEqual(['Second']);

    expect(await caller.timeline.setVisibility({ ids: [first.id, third.id], visibility: 'hidden' })).toEqual({ updated: 2 });
    expect(await titles('hidden')).toEqual(['Third', 'Second', 'First']);
    expect(await caller.timeline.setVisibility({ ids: [second.id], visibility: 'public' })).toEqual({ updated: 1 });
    expect(await titles('public')).toEqual(['Second']);
    expect(await caller.timeline.delete({ ids: [first.id, second.id] })).toEqual({ deleted: 2 });
    expect(await titles()).toEqual(['Third']);
  });
});

describe('the timeline on the website', () => {
  it('shows public posts only, newest first, in the language asked for', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const older = await caller.timeline.create({ titleEn: 'Opening', titleCn: '开业', textEn: 'We are open.' });
    const secret = await caller.timeline.create({ titleEn: 'Staff party', visibility: 'hidden' });
    const newer = await caller.timeline.create({ titleEn: 'Sale' });

    const page = await website.storefront.content.timeline.list({ lang: 'cn' });
    expect(page.items.map((p) => p.title)).toEqual(['Sale', '开业']);
    expect(page.items[1]).toEqual({ id: older.id, slug: older.slug, title: '开业', text: 'We are open.', picture: null, createdAt: older.createdAt, updatedAt: older.updatedAt });
    expect(await website.storefront.content.timeline.get({ slug: newer.slug })).toMatchObject({ id: newer.id, title: 'Sale' });
    expect(await rejection(website.storefront.content.timeline.get({ id: secret.id }))).toMatchObject({ code: 'NOT_FOUND' });
    await caller.timeline.setVisibility({ ids: [newer.id], visibility: 'hidden' });
    expect((await website.storefront.content.timeline.list({})).items.map((p) => p.id)).toEqual([older.id]);
    const mine = await admin().caller.timeline.create({ titleEn: uniqueName('Elsewhere ') });
    expect(await rejection(website.storefront.content.timeline.get({ id: mine.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('timeline tenancy and access', () => {
  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const post = await caller.timeline.create({ titleEn: uniqueName('Ours ') });
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.timeline.get({ id: post.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Timeline post not found.' });
    expect(await rejection(other.admin.caller.timeline.update({ id: post.id, item: { titleEn: 'Taken' } }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.timeline.setVisibility({ ids: [post.id], visibility: 'hidden' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.admin.caller.timeline.list({})).items.map((p) => p.id)).not.toContain(post.id);
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.timeline.get({ id: post.id })).id).toBe(post.id);
    expect(await rejection(viewer.caller.timeline.create({ titleEn: 'No' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.timeline.setVisibility({ ids: [post.id], visibility: 'hidden' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.timeline.delete({ ids: [post.id] }))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.timeline.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
