import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { MAX_BUSINESS_NATURES } from '../../core/profile/business-natures.ts';
import { PROFILE_LIMITS } from '../../core/profile/constants.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = shop.admin.caller;
const ctxOf = async (token: string) => (await resolveSession(baseContext(rt.database, rt.env, testRequest()), token))!.ctx as Ctx;
const ctx = await ctxOf(shop.admin.token);
const qr = async (purpose: 'profile-picture' | 'profile-header' | 'content-picture' = 'profile-picture', c = ctx) => (await saveUpload(c, purpose, 'qr.png', await QRCode.toBuffer(uniqueName()))).id;

describe('business nature', () => {
  it('keeps the natures chosen from the list, at most the maximum, with the spec message past it', async () => {
    expect(await admin.profile.natures()).toEqual({ natures: [], max: MAX_BUSINESS_NATURES });
    const saved = await admin.profile.saveNatures({ natures: ['retail', 'food_beverage', 'retail'] });
    expect(saved.natures).toEqual(['retail', 'food_beverage']);
    const tooMany = await rejection(admin.profile.saveNatures({ natures: ['retail', 'wholesale', 'education', 'travel'] }));
    expect(tooMany.fieldErrors).toEqual({ natures: `You can choose up to ${MAX_BUSINESS_NATURES} only!` });
    expect(await rejection(admin.profile.saveNatures({ natures: ['spaceships' as never] }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin.profile.natures()).natures).toEqual(['retail', 'food_beverage']);
  });
});

describe('company tags', () => {
  it('are added, renamed and deleted, with the three spec messages', async () => {
    const other = await seedMerchant(rt);
    const session = adminSession(rt, other);
    const caller = session.caller;
    const { result: halal, logs } = await session.logs(() => caller.profile.tags.create({ name: ' Halal ' }));
    expectOneLog(logs, { action: 'Company tag: created "Halal"', category: 'profile_setting' }, session.request);
    expect(halal.name).toBe('Halal');
    expect((await rejection(caller.profile.tags.create({ name: '   ' }))).fieldErrors).toEqual({ name: 'Tag name cannot be empty' });
    expect(await rejection(caller.profile.tags.create({ name: 'HALAL' }))).toMatchObject({ message: 'Tag name cannot be same' });
    const vegan = await caller.profile.tags.create({ name: 'Vegan' });
    expect(await rejection(caller.profile.tags.update({ id: vegan.id, name: 'halal' }))).toMatchObject({ message: 'Tag name cannot be same' });
    expect(await caller.profile.tags.update({ id: halal.id, name: 'HALAL certified' })).toMatchObject({ name: 'HALAL certified' });
    expect(await caller.profile.tags.update({ id: vegan.id, name: 'VEGAN' })).toMatchObject({ name: 'VEGAN' });
    for (let i = 2; i < PROFILE_LIMITS.maxCompanyTags; i++) await caller.profile.tags.create({ name: `Tag ${i}` });
    expect(await rejection(caller.profile.tags.create({ name: 'One more' }))).toMatchObject({ message: `Maximum of company tag is ${PROFILE_LIMITS.maxCompanyTags}` });
    await caller.profile.tags.remove({ id: vegan.id });
    await caller.profile.tags.create({ name: 'One more' });
    const list = await caller.profile.tags.list();
    expect([list.items.length, list.max, list.items[0]!.name]).toEqual([PROFILE_LIMITS.maxCompanyTags, PROFILE_LIMITS.maxCompanyTags, 'HALAL certified']);
  });
});

describe('profile saves at once', () => {
  it('never go past the company-tag maximum nor make the company hours twice', async () => {
    const merchant = await seedMerchant(rt);
    const other = adminSession(rt, merchant).caller;
    const max = PROFILE_LIMITS.maxCompanyTags;
    const tags = await Promise.allSettled(Array.from({ length: max + 5 }, (_, i) => other.profile.tags.create({ name: `Tag ${i}` })));
    expect(tags.filter((t) => t.status === 'fulfilled')).toHaveLength(max);
    expect((await other.profile.tags.list()).items).toHaveLength(max);
    const day = (dayId: number) => ({ days: [{ dayId, ranges: [{ opensAt: '09:00', closesAt: '17:00' }] }] });
    await Promise.all([1, 2, 3, 4, 5].map((d) => other.profile.saveHours(day(d))));
    expect(await rt.database.client.businessHourSet.count({ where: { merchantId: merchant.merchantId, branchId: null } })).toBe(1);
  });
});

describe('contact and social media', () => {
  const base = { phone: '03-1234 5678', email: 'hello@kedai.example.my', address: '1 Jalan Ampang, KL' };

  it('asks for the WeChat QR code once a WeChat ID is given', async () => {
    expect((await rejection(admin.profile.saveContact({ ...base, wechatId: 'kedaiaisha' }))).fieldErrors).toEqual({ wechatQrId: 'Please upload a WeChat QR Code' });
    const wechatQrId = await qr();
    const saved = await admin.profile.saveContact({ ...base, wechatId: 'kedaiaisha', wechatQrId });
    expect(saved).toMatchObject({ wechatId: 'kedaiaisha', wechatQrId, wechatQr: `/media/${shop.merchantId}/${wechatQrId}/thumb` });
    // A QR code of another purpose or merchant is not taken.
    expect(await rejection(admin.profile.saveContact({ ...base, wechatId: 'x', wechatQrId: await qr('content-picture') }))).toMatchObject({ message: 'Please upload the picture again.' });
  });

  it('reads WhatsApp contacts as "number, separator, name" a line, naming the bad line', async () => {
    const saved = await admin.profile.saveContact({ ...base, whatsapp: '60123456789, Aisha\n\n+60 12 345 6780 - Ben Lee\n60111111111 | Counter' });
    expect(saved.whatsapp).toEqual([
      { number: '60123456789', name: 'Aisha' },
      { number: '+60123456780', name: 'Ben Lee' },
      { number: '60111111111', name: 'Counter' },
    ]);
    const bad = await rejection(admin.profile.saveContact({ ...base, whatsapp: '60123456789, Aisha\nAisha 60123456789\n123, Tiny' }));
    expect(bad.fieldErrors?.whatsapp).toBe('Line 2: write the WhatsApp number, a separator (, | : ; or -) and the contact name, e.g. 60123456789, Alice.');
  });

  it('takes marketplace and social URLs as full http(s) URLs, one a line', async () => {
    const saved = await admin.profile.saveContact({ ...base, marketplaceUrls: 'https://shopee.com.my/kedai\nhttp://lazada.com.my/kedai', socialUrls: 'https://facebook.com/kedai' });
    expect([saved.marketplaceUrls, saved.socialUrls]).toEqual([['https://shopee.com.my/kedai', 'http://lazada.com.my/kedai'], ['https://facebook.com/kedai']]);
    expect((await rejection(admin.profile.saveContact({ ...base, socialUrls: 'https://facebook.com/kedai\nfacebook.com/kedai' }))).fieldErrors).toEqual({ socialUrls: 'Line 2: enter a full URL starting with http:// or https://.' });
    expect((await rejection(admin.profile.saveContact({ ...base, marketplaceUrls: 'ftp://shop.example.my' }))).fieldErrors).toEqual({ marketplaceUrls: 'Line 1: enter a full URL starting with http:// or https://.' });
    expect((await rejection(admin.profile.saveContact({ ...base, email: 'not-an-email' }))).fieldErrors).toEqual({ email: 'Invalid Email Address' });
    expect(await admin.profile.contact()).toMatchObject({ ...base, marketplaceUrls: saved.marketplaceUrls });
  });
});

describe('homepage', () => {
  it('resizes the header picture to 1,050 px wide and keeps the introduction in three languages', async () => {
    const wide = await sharp({ create: { width: 2100, height: 600, channels: 3, background: '#c33' } }).png().toBuffer();
    const header = await saveUpload(ctx, 'profile-header', 'header.png', wide);
    const stored = Buffer.concat((await (await rt.env.storage.get(`${shop.merchantId}/profile-header/${header.id}.png`)).toArray()) as Buffer[]);
    expect(await sharp(stored).metadata()).toMatchObject({ width: PROFILE_LIMITS.headerPictureWidth, height: 300 });
    const mainPictureId = await qr();
    const saved = await admin.profile.saveHomepage({ headerPictureId: header.id, mainPictureId, introEn: 'Family bakery since 1998.', introCn: '自1998年起的家庭面包店。' });
    expect(saved).toMatchObject({ headerPictureId: header.id, mainPictureId, introEn: 'Family bakery since 1998.', introBm: '' });
    expect(await rejection(admin.profile.saveHomepage({ headerPictureId: mainPictureId }))).toMatchObject({ message: 'Please upload the picture again.' });
  });
});

describe('classified', () => {
  it('needs a category and a title once listed; keywords may not repeat', async () => {
    expect(await admin.profile.classified()).toEqual({ listed: false, category: null, title: '', description: '', keywords: [] });
    expect((await rejection(admin.profile.saveClassified({ listed: true }))).fieldErrors).toEqual({ category: 'A listed classified needs a category.', title: 'A listed classified needs a title.' });
    expect((await rejection(admin.profile.saveClassified({ keywords: ['cake', 'Cake'] }))).fieldErrors).toEqual({ keywords: 'The keyword you entered is repeated' });
    const saved = await admin.profile.saveClassified({ listed: true, category: 'food_beverage', title: 'Fresh cakes daily', description: 'Order by noon.', keywords: ['cake', 'bakery'] });
    expect(await admin.profile.classified()).toEqual(saved);
  });
});

describe('branches', () => {
  it('are added, edited and deleted with name and detail in three languages; name and address are required', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    expect((await rejection(caller.profile.branches.create({ nameEn: ' ', address: '' }))).fieldErrors).toEqual({ nameEn: 'Branch name cannot be empty', address: 'Branch address cannot be empty' });
    const ampang = await caller.profile.branches.create({ nameEn: 'Ampang', nameCn: '安邦', detailBm: 'Cawangan utama', address: '1 Jalan Ampang', phone: '03-1111', sort: 2 });
    const pj = await caller.profile.branches.create({ nameEn: 'Petaling Jaya', address: '2 Jalan PJ', sort: 1, visibility: 'hidden' });
    expect((await caller.profile.branches.list()).map((b) => b.nameEn)).toEqual(['Petaling Jaya', 'Ampang']);
    expect(await caller.profile.branches.update({ id: ampang.id, nameEn: 'Ampang Point', address: '1 Jalan Ampang', sort: 0 })).toMatchObject({ nameEn: 'Ampang Point', nameCn: '', sort: 0 });
    await caller.branchHours.save({ branchId: pj.id, days: [{ dayId: 1, ranges: [{ opensAt: '09:00', closesAt: '17:00' }] }] });
    expect(await caller.profile.branches.remove({ id: pj.id })).toEqual({ deleted: 1 });
    expect(await rejection(caller.branchHours.get({ branchId: pj.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Branch not found.' });
    expect(await rt.database.client.businessHourSet.count({ where: { merchantId: other.merchantId } })).toBe(0);
  });
});

describe('business hours', () => {
  const week = [
    { dayId: 1, ranges: [{ opensAt: '14:00', closesAt: '18:00' }, { opensAt: '09:00', closesAt: '12:00' }] },
    { dayId: 6, ranges: [{ opensAt: '10:00', closesAt: '24:00' }] },
  ];

  it('keep several ranges a weekday, closed days and a state holiday calendar; company and branch hours are apart', async () => {
    const saved = await admin.profile.saveHours({ holidayState: 'SGR', days: week, closedDays: [{ day: '2026-12-31', note: 'Stock take' }] });
    expect(saved.days).toHaveLength(7);
    expect(saved.days[0]).toEqual({ dayId: 1, ranges: [{ opensAt: '09:00', closesAt: '12:00' }, { opensAt: '14:00', closesAt: '18:00' }] });
    expect(saved.days[6]).toEqual({ dayId: 7, ranges: [] });
    expect(saved).toMatchObject({ branchId: null, holidayState: 'SGR', closedDays: [{ day: '2026-12-31', note: 'Stock take' }] });
    expect(await admin.profile.hours()).toEqual(saved);

    const branch = await admin.profile.branches.create({ nameEn: uniqueName('Branch '), address: 'Jalan 1' });
    expect((await admin.branchHours.get({ branchId: branch.id })).days.every((d) => d.ranges.length === 0)).toBe(true);
    await admin.branchHours.save({ branchId: branch.id, days: [{ dayId: 7, ranges: [{ opensAt: '08:00', closesAt: '13:00' }] }] });
    expect((await admin.profile.hours()).days[6]!.ranges).toEqual([]);
    // Saving again replaces the whole set.
    const again = await admin.profile.saveHours({ days: [{ dayId: 2, ranges: [{ opensAt: '10:00', closesAt: '11:00' }] }] });
    expect([again.holidayState, again.closedDays, again.days[0]!.ranges, again.days[1]!.ranges]).toEqual(['', [], [], [{ opensAt: '10:00', closesAt: '11:00' }]]);
  });

  it('refuse overlapping ranges and a range that does not open before it closes, naming the day', async () => {
    const overlap = await rejection(admin.profile.saveHours({ days: [{ dayId: 3, ranges: [{ opensAt: '09:00', closesAt: '13:00' }, { opensAt: '12:00', closesAt: '15:00' }] }] }));
    expect(overlap.fieldErrors).toEqual({ 'days.0.ranges': 'Wednesday: the opening ranges overlap.' });
    const backwards = await rejection(admin.profile.saveHours({ days: [{ dayId: 5, ranges: [{ opensAt: '18:00', closesAt: '09:00' }] }] }));
    expect(backwards.fieldErrors).toEqual({ 'days.0.ranges': 'Friday: each range must open before it closes.' });
    expect(await rejection(admin.profile.saveHours({ holidayState: 'XX' as never }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('need profile_setting for the company hours and manage for a branch', async () => {
    const manager = await seedSubUser(rt, shop, { manage: 'edit' });
    const profiler = await seedSubUser(rt, shop, { profile_setting: 'view' });
    expect(await rejection(manager.caller.profile.hours())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await manager.caller.branchHours.branches()).toEqual(expect.any(Array));
    expect(await rejection(profiler.caller.profile.saveHours({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(profiler.caller.branchHours.branches())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('storefront profile', () => {
  it('shows natures, a listed classified, contact, pictures, intro and tags in the language asked for', async () => {
    const merchant = await seedMerchant(rt);
    const caller = merchant.admin.caller;
    const mctx = await ctxOf(merchant.admin.token);
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const wechatQrId = await qr('profile-picture', mctx);
    await caller.profile.saveNatures({ natures: ['food_beverage'] });
    await caller.profile.saveContact({ wechatId: 'kedai', wechatQrId, whatsapp: '60123456789, Aisha' });
    await caller.profile.saveHomepage({ introEn: 'Hello', introCn: '你好' });
    await caller.profile.tags.create({ name: 'Halal' });
    const cn = await website.storefront.profile.get({ lang: 'cn' });
    expect(cn).toMatchObject({ natures: [{ id: 'food_beverage', name: '餐饮' }], classified: null, intro: '你好', tags: ['Halal'], headerPicture: null });
    expect(cn.contact).toMatchObject({ wechatId: 'kedai', wechatQr: `/media/${merchant.merchantId}/${wechatQrId}`, whatsapp: [{ number: '60123456789', name: 'Aisha' }] });
    expect(cn.contact).not.toHaveProperty('wechatQrId');
    expect((await website.storefront.profile.get({ lang: 'bm' })).intro).toBe('Hello');
    await caller.profile.saveClassified({ listed: true, category: 'food_beverage', title: 'Cakes' });
    expect((await website.storefront.profile.get({})).classified).toMatchObject({ title: 'Cakes' });
  });

  it('gives branches with their hours and whether open now on the merchant clock, closed days and holidays counted', async () => {
    const merchant = await seedMerchant(rt);
    const caller = merchant.admin.caller;
    await rt.database.client.merchant.update({ where: { id: merchant.merchantId }, data: { timeZone: 'Asia/Kuala_Lumpur' } });
    const key = (await caller.siteKeys.create()).key;
    // Friday 25 December 2026, 10:00 in Kuala Lumpur (02:00 UTC): Christmas, a public holiday in every state.
    const website = storefrontCaller(rt, key, testRequest(), () => new Date('2026-12-25T02:00:00Z'));
    const weekdays = [1, 2, 3, 4, 5, 6].map((dayId) => ({ dayId, ranges: [{ opensAt: '09:00', closesAt: '18:00' }] }));
    await caller.profile.saveHours({ days: weekdays });
    const city = await caller.profile.branches.create({ nameEn: 'City', nameBm: 'Bandar', address: 'Jalan 1', sort: 1 });
    const mall = await caller.profile.branches.create({ nameEn: 'Mall', address: 'Jalan 2', sort: 2 });
    await caller.profile.branches.create({ nameEn: 'Hidden', address: 'Jalan 3', visibility: 'hidden' });
    await caller.branchHours.save({ branchId: city.id, holidayState: 'KUL', days: weekdays });
    await caller.branchHours.save({ branchId: mall.id, days: weekdays, closedDays: [{ day: '2026-12-26', note: '' }] });

    const answer = await website.storefront.profile.branches({ lang: 'bm' });
    expect(answer.company.now).toEqual({ open: true, closesAt: '18:00' });
    expect(answer.branches.map((b) => b.name)).toEqual(['Bandar', 'Mall']);
    const [cityHours, mallHours] = answer.branches.map((b) => b.hours);
    expect(cityHours!.now).toEqual({ open: false, reason: 'holiday', holiday: 'Hari Krismas', opensAt: { day: '2026-12-26', time: '09:00' } });
    expect(cityHours!.holidays[0]).toEqual({ day: '2026-12-25', name: 'Hari Krismas' });
    // The mall ignores holidays and is open; its closed Saturday moves its next opening after that.
    expect(mallHours!.now).toEqual({ open: true, closesAt: '18:00' });
    const saturday = storefrontCaller(rt, key, testRequest(), () => new Date('2026-12-26T03:00:00Z'));
    expect((await saturday.storefront.profile.branches({})).branches[1]!.hours.now).toEqual({ open: false, reason: 'closed_day', opensAt: { day: '2026-12-28', time: '09:00' } });
    // 23:30 UTC on Friday is already Saturday 07:30 in Kuala Lumpur: before the opening.
    const early = storefrontCaller(rt, key, testRequest(), () => new Date('2026-12-25T23:30:00Z'));
    expect((await early.storefront.profile.branches({})).company.now).toEqual({ open: false, reason: 'hours', opensAt: { day: '2026-12-26', time: '09:00' } });
  });

  it('refuses a call without a site key', async () => {
    expect(await rejection(storefrontCaller(rt, 'nope').storefront.profile.get({}))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
