import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const DAY = new Date('2026-05-01T00:00:00Z');

/** A page of a unique title, dated DAY. */
const form = (overrides: Partial<Parameters<Caller['pages']['create']>[0]> = {}) => ({ titleEn: uniqueName('About us '), date: DAY, ...overrides });

describe('pages', () => {
  it('are created, read and edited with title and content in three languages and a date', async () => {
    const { caller, request, logs } = admin();
    const title = uniqueName('Terms of service ');
    const { result: created, logs: written } = await logs(() => caller.pages.create({ titleEn: title, titleCn: '服务条款', contentEn: 'Be kind.', contentBm: 'Bersopan.', date: DAY }));
    expectOneLog(written, { action: `Page: created "${title}"`, category: 'manage' }, request);
    expect(created).toMatchObject({ titleEn: title, titleCn: '服务条款', titleBm: '', contentEn: 'Be kind.', contentBm: 'Bersopan.', date: DAY, visibility: 'public', categoryId: null });
    const later = new Date('2026-06-01T00:00:00Z');
    const updated = await caller.pages.update({ id: created.id, item: { titleEn: `${title} v2`, date: later, visibility: 'hidden' } });
    expect(updated).toMatchObject({ slug: created.slug, titleEn: `${title} v2`, contentEn: '', date: later, visibility: 'hidden' });
    expect(await caller.pages.get({ id: created.id })).toEqual(updated);
  });

  it('requires a title (spec section 5) and a date, with the messages under the fields', async () => {
    const { caller } = admin();
    expect(await rejection(caller.pages.create(form({ titleEn: '  ' })))).toMatchObject({ code: 'BAD_REQUEST', message: 'Title cannot be empty', fieldErrors: { titleEn: 'Title cannot be empty' } });
    expect(await rejection(caller.pages.create(form({ date: null as never })))).toMatchObject({ fieldErrors: { date: 'Date cannot be empty' } });
    const page = await caller.pages.create(form());
    expect(await rejection(caller.pages.quickEdit({ id: page.id, title: '' }))).toMatchObject({ fieldErrors: { title: 'Title cannot be empty' } });
    expect(await rejection(caller.pages.create(form({ titleEn: 'x'.repeat(201) })))).toMatchObject({ fieldErrors: { titleEn: 'Title must be at most 200 characters.' } });
  });

  it('list newest first by default and search every language', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    await caller.pages.create({ titleEn: 'About', titleCn: '关于', date: DAY });
    await caller.pages.create({ titleEn: 'Contact', date: DAY });
    const titles = async (input: Parameters<Caller['pages']['list']>[0] = {}) => (await caller.pages.list(input)).items.map((p) => p.titleEn);
    expect(await titles()).toEqual(['Contact', 'About']);
    expect(await titles({ sort: 'oldest' })).toEqual(['About', 'Contact']);
    expect(await titles({ search: '关于' })).toEqual(['About']);
  });

  it('are read by the website only when public, in the language asked for', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const about = await caller.pages.create({ titleEn: 'About', titleCn: '关于', contentEn: 'We sell tea.', date: DAY });
    const draft = await caller.pages.create({ titleEn: 'Draft', date: DAY, visibility: 'hidden' });
    const list = await website.storefront.content.pages.list({ lang: 'cn' });
    expect(list.items).toEqual([{ id: about.id, slug: 'about', title: '关于', content: 'We sell tea.', date: DAY, createdAt: about.createdAt, updatedAt: about.updatedAt }]);
    expect((await website.storefront.content.pages.get({ slug: 'about' })).title).toBe('About');
    expect(await rejection(website.storefront.content.pages.get({ id: draft.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const page = await caller.pages.create(form());
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.pages.get({ id: page.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found.' });
    expect(await rejection(other.admin.caller.pages.setVisibility({ ids: [page.id], visibility: 'hidden' }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.pages.list({ search: page.titleEn.toLowerCase() })).items.map((p) => p.id)).toEqual([page.id]);
    expect(await rejection(viewer.caller.pages.delete({ ids: [page.id] }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
