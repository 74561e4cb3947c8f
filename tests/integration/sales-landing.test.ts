import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { SALES_PICTURE_SIZES } from '../../core/sales-landing/constants.ts';
import type { TSalesPersonInput } from '../../core/sales-landing/schema.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { postEvents, rollUpAt } from '../helpers/site-events.ts';
import { shopWorld } from '../helpers/world.ts';
import { storedPath } from '../helpers/stored-files.ts';

const { rt, shop } = await shopWorld(seedShop);
const api = (s: { admin: { caller: SeededShop['admin']['caller'] } } = shop) => s.admin.caller.salesLanding;

let seq = 0;
const form = (overrides: Partial<TSalesPersonInput> = {}): TSalesPersonInput => ({
  name: 'Aminah Yusof',
  contact: '0123456789',
  email: 'aminah@kedai.test',
  customUrl: `aminah-${++seq}`,
  ...overrides,
});
const fieldError = async (overrides: Partial<TSalesPersonInput>) => (await rejection(api().create(form(overrides)))).fieldErrors;

async function upload(s: { admin: { token: string } }, purpose: UploadPurpose, width: number, height: number) {
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), s.admin.token);
  const png = await sharp({ create: { width, height, channels: 3, background: '#c33' } }).png().toBuffer();
  return saveUpload(session!.ctx, purpose, 'picture.png', png);
}

describe('sales persons: rules (business-areas.md section 5)', () => {
  it('refuses a name under 4 characters, a missing or invalid email, a missing or non-numeric contact, a non-numeric WhatsApp', async () => {
    expect(await fieldError({ name: 'Ali' })).toEqual({ name: 'Name must be at least 4 characters.' });
    expect(await fieldError({ email: '' })).toEqual({ email: 'Email is required.' });
    expect(await fieldError({ email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(await fieldError({ contact: '' })).toEqual({ contact: 'Contact number is required.' });
    expect(await fieldError({ contact: '012-345 678' })).toEqual({ contact: 'Contact number must contain numbers only.' });
    expect(await fieldError({ whatsapp: '+6012' })).toEqual({ whatsapp: 'WhatsApp number must contain numbers only.' });
  });

  it('requires the custom sales URL, checks its form and the social URLs', async () => {
    expect(await fieldError({ customUrl: '  ' })).toEqual({ customUrl: 'URL cannot be empty, please fill in the url' });
    expect(await fieldError({ customUrl: 'has space' })).toEqual({ customUrl: 'Invalid url, Please enter a valid url.' });
    expect(await fieldError({ facebookUrl: 'facebook' })).toEqual({ facebookUrl: 'Please enter a valid url' });
    expect(await fieldError({ instagramUrl: 'ftp://x.test' })).toEqual({ instagramUrl: 'Please enter a valid url' });
    expect(await fieldError({ tiktokUrl: 'https://' })).toEqual({ tiktokUrl: 'Please enter a valid url' });
  });

  it('keeps each custom sales URL once per merchant, but another merchant may use it', async () => {
    await api().create(form({ customUrl: 'Only-Once' }));
    const refused = await rejection(api().create(form({ customUrl: 'only-once' })));
    expect(refused.fieldErrors).toEqual({ customUrl: 'Current url or new url is already in use or customized, please try another.' });
    const other = await seedMerchant(rt);
    expect((await other.admin.caller.salesLanding.create(form({ customUrl: 'only-once' }))).customUrl).toBe('only-once');
  });
});

describe('sales persons: add, edit, list, delete', () => {
  it('adds a person with pictures resized to 750x750, 1050x600 and 1920x1080, logs it, edits and deletes them', async () => {
    const s = await seedShop(rt);
    const photo = await upload(s, 'sales-photo', 300, 200);
    const card = await upload(s, 'sales-name-card', 2000, 2000);
    const background = await upload(s, 'sales-background', 640, 480);
    for (const [row, size] of [[photo, SALES_PICTURE_SIZES.photo], [card, SALES_PICTURE_SIZES.nameCard], [background, SALES_PICTURE_SIZES.background]] as const) {
      const stored = await rt.database.client.upload.findUniqueOrThrow({ where: { merchantId_id: { merchantId: s.merchantId, id: row.id } }, select: { key: true } });
      const meta = await sharp(storedPath(rt, stored.key)).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(size);
    }
    const { caller, request, logs } = adminSession(rt, s);
    const { result: person, logs: written } = await logs(() =>
      caller.salesLanding.create(form({ name: '  Siti Nur  ', customUrl: 'Siti', whatsapp: '60123', facebookUrl: 'https://facebook.com/siti', photoId: photo.id, nameCardId: card.id, backgroundId: background.id })),
    );
    expectOneLog(written, { action: 'Added sales person "Siti Nur"', category: 'sales_landing' }, request);
    expect(person).toMatchObject({ name: 'Siti Nur', customUrl: 'siti', whatsapp: '60123', photo: { id: photo.id }, nameCard: { id: card.id }, background: { id: background.id } });
    expect(await caller.salesLanding.get({ id: person.id })).toEqual(person);

    const refused = await rejection(caller.salesLanding.update({ id: person.id, person: form({ photoId: card.id }) }));
    expect(refused.fieldErrors).toEqual({ photoId: 'Please upload the picture again.' });
    const edited = await caller.salesLanding.update({ id: person.id, person: form({ name: 'Siti Aminah', customUrl: 'siti' }) });
    expect(edited).toMatchObject({ name: 'Siti Aminah', customUrl: 'siti', photo: null });

    await caller.salesLanding.create(form({ name: 'Zainal Abidin', email: 'zainal@kedai.test' }));
    expect((await caller.salesLanding.list({ search: 'ZAINAL' })).items.map((p) => p.name)).toEqual(['Zainal Abidin']);
    expect((await caller.salesLanding.list({})).total).toBe(2);
    await caller.salesLanding.delete({ id: person.id });
    expect((await rejection(caller.salesLanding.get({ id: person.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses a user without the sales landing module, and lets a viewer read but not change', async () => {
    const s = await seedMerchant(rt);
    const none = await seedSubUser(rt, s, { report: 'view' });
    expect((await rejection(none.caller.salesLanding.list({}))).code).toBe('FORBIDDEN');
    const viewer = await seedSubUser(rt, s, { sales_landing: 'view' });
    expect((await viewer.caller.salesLanding.list({})).total).toBe(0);
    expect((await rejection(viewer.caller.salesLanding.create(form()))).code).toBe('FORBIDDEN');
  });
});

describe('sales binding (section 4: bind, activate, deactivate, edit, remove)', () => {
  it('binds a person to one sub-user, moves, deactivates, activates and removes the binding', async () => {
    const s = await seedMerchant(rt);
    const a = await seedSubUser(rt, s, { sales_landing: 'view' });
    const b = await seedSubUser(rt, s, { sales_landing: 'view' });
    const person = await api(s).create(form());
    const options = await api(s).bindings.options();
    expect(options.users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(options.people).toEqual([{ id: person.id, name: 'Aminah Yusof', bound: false }]);

    expect((await rejection(api(s).bindings.bind({ salesPersonId: person.id, userId: s.admin.id }))).fieldErrors).toEqual({ userId: 'Please choose one of your sub-users.' });
    const binding = await api(s).bindings.bind({ salesPersonId: person.id, userId: a.id });
    expect(binding).toMatchObject({ salesPersonId: person.id, userId: a.id, active: true });
    expect((await rejection(api(s).bindings.bind({ salesPersonId: person.id, userId: b.id }))).message).toBe('This sales person is already bound to a sub-user.');
    expect((await api(s).list({})).items[0]!.boundTo).toBe(binding.userName);

    expect(await api(s).bindings.edit({ id: binding.id, userId: b.id })).toMatchObject({ userId: b.id });
    expect(await api(s).bindings.setActive({ id: binding.id, active: false })).toMatchObject({ active: false });
    expect(await api(s).bindings.setActive({ id: binding.id, active: true })).toMatchObject({ active: true });
    expect((await api(s).bindings.list({})).items).toHaveLength(1);
    await api(s).bindings.remove({ id: binding.id });
    expect((await api(s).bindings.list({})).total).toBe(0);
  });
});

describe('customization, the landing page and the report', () => {
  it('saves the customization, serves the page by custom URL and reports views, clicks, enquiries and orders through it', async () => {
    const s = await seedShop(rt);
    const person = await api(s).create(form({ customUrl: 'amin-page', whatsapp: '60123456789' }));
    expect(await api(s).customization({ id: person.id })).toMatchObject({ themeColor: '#1c7ed6', showNameCard: true });
    expect((await rejection(api(s).saveCustomization({ id: person.id, customization: { themeColor: 'red' } }))).fieldErrors).toEqual({ 'customization.themeColor': 'Please choose a colour such as #1c7ed6.' });
    await api(s).saveCustomization({ id: person.id, customization: { themeColor: '#aa3300', headline: 'Your durian man', showSocial: false } });

    const website = storefrontCaller(rt, s.siteKey, testRequest(), () => new Date('2026-03-10T05:00:00Z'));
    const page = await website.storefront.salesLanding.page({ customUrl: 'AMIN-PAGE' });
    expect(page).toMatchObject({ salesPersonId: person.id, name: 'Aminah Yusof', whatsapp: '60123456789', customization: { themeColor: '#aa3300', headline: 'Your durian man', showSocial: false } });
    expect((await rejection(website.storefront.salesLanding.page({ customUrl: 'nobody' }))).code).toBe('NOT_FOUND');

    const via = { salesPersonId: person.id };
    await postEvents(rt, s.siteKey, '2026-03-10T04:00:00Z', [
      { kind: 'page_view', page: '/sales/amin-page', landing: true, ...via },
      { kind: 'page_view', page: '/sales/amin-page', ...via },
      { kind: 'page_view', page: '/' },
      { kind: 'contact', contact: 'whatsapp', ...via },
      { kind: 'enquiry', name: 'Buyer', email: 'b@x.test', ...via },
    ]);
    const refused = await rejection(postEvents(rt, s.siteKey, '2026-03-10T04:00:00Z', [{ kind: 'page_view', salesPersonId: 'someone-else' }]));
    expect(refused.fieldErrors).toEqual({ 'events.0.salesPersonId': 'Sales person not found.' });

    const order = await website.storefront.placeOrder(orderInput(s, via));
    await website.storefront.placeOrder(orderInput(s));
    expect((await rejection(website.storefront.placeOrder(orderInput(s, { salesPersonId: 'nobody' })))).code).toBe('NOT_FOUND');

    const report = await api(s).report({ id: person.id, period: 'custom', from: '2026-03-09', to: '2026-03-10' });
    expect(report).toMatchObject({ name: 'Aminah Yusof', views: 2, clicks: 1, enquiries: 1, orders: 1, salesSen: order.totalSen, days: { from: '2026-03-09', to: '2026-03-10', grain: 'day' } });
    expect(report.series).toEqual([
      { bucket: '2026-03-09', views: 0, clicks: 0, enquiries: 0, orders: 0 },
      { bucket: '2026-03-10', views: 2, clicks: 1, enquiries: 1, orders: 1 },
    ]);
    const earlier = await api(s).report({ id: person.id, period: 'custom', from: '2026-03-01', to: '2026-03-09' });
    expect(earlier).toMatchObject({ views: 0, orders: 0, salesSen: 0 });
    // Months later the raw events are gone past retention; the report reads the rolled-up counts.
    await rollUpAt(rt, s.merchantId, '2026-11-20T04:00:00Z');
    expect(await rt.database.client.siteEvent.count({ where: { merchantId: s.merchantId } })).toBe(0);
    expect(await api(s).report({ id: person.id, period: 'custom', from: '2026-03-09', to: '2026-03-10' })).toMatchObject({ views: 2, clicks: 1, enquiries: 1, orders: 1 });

    const binder = await seedSubUser(rt, s, { sales_landing: 'view' });
    const binding = await api(s).bindings.bind({ salesPersonId: person.id, userId: binder.id });
    await api(s).bindings.setActive({ id: binding.id, active: false });
    expect((await rejection(website.storefront.salesLanding.page({ customUrl: 'amin-page' }))).code).toBe('NOT_FOUND');
  });
});
