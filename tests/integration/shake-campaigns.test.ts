import { describe, expect, it } from 'vitest';
import { creditBalance } from '../../core/credits/ledger.ts';
import { asToken, rejection } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { campaignForm, seedShakeShop, verifyPhone } from '../helpers/shake.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld((r) => seedShakeShop(r, 50));
// Friday 27 November 2026, 12:00 in Kuala Lumpur.
const NOW = new Date('2026-11-27T04:00:00Z');
const at = (iso: string) => () => new Date(iso);
const admin = asToken(rt, shop.admin.token, undefined, () => NOW);
const appAt = (now: () => Date) => storefrontCaller(rt, shop.siteKey, undefined, now);
const app = appAt(() => NOW);
const form = (o: Parameters<typeof campaignForm>[1] = {}) => campaignForm(shop.picture, o);
const fieldsOf = async (p: Promise<unknown>) => (await rejection(p)).fieldErrors ?? {};

describe('the campaign form rules', () => {
  it('refuses a prize without image, name or quantity, and a name shorter than the minimum', async () => {
    const prize = { pictureId: shop.picture, name: 'Mug', quantity: 1 };
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ prizes: [{ ...prize, pictureId: '' }] }))))).toEqual(['Prize image is required.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ prizes: [{ ...prize, name: '' }] }))))).toEqual(['Prize name is required.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ prizes: [{ ...prize, name: 'M' }] }))))).toEqual(['Prize name must be at least 2 characters.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ prizes: [{ ...prize, quantity: 0 }] }))))).toEqual(['Prize quantity is required.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ prizes: [] }))))).toEqual(['Prize settings cannot be empty.']);
  });

  it('needs a total shake for a whole day, a period otherwise, periods in order and apart', async () => {
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ totalShake: 0 }))))).toEqual(['Total shake is required.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ wholeDay: false, periods: [] }))))).toEqual(['Please add at least one period.']);
    const period = (startTime: string, endTime: string) => ({ startTime, endTime, totalShake: 10 });
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ wholeDay: false, periods: [period('12:00', '10:00')] }))))).toEqual([
      'Start time cannot be later than end time.',
    ]);
    const overlap = await fieldsOf(admin.shakeCampaigns.create(form({ wholeDay: false, periods: [period('10:00', '12:00'), period('11:00', '13:00')] })));
    expect(Object.values(overlap)).toEqual(['Periods cannot overlap or contain another period.', 'Periods cannot overlap or contain another period.']);
    const contains = await fieldsOf(admin.shakeCampaigns.create(form({ wholeDay: false, periods: [period('09:00', '18:00'), period('10:00', '11:00')] })));
    expect(Object.values(contains)).toContain('Periods cannot overlap or contain another period.');
    const touching = await admin.shakeCampaigns.create(form({ wholeDay: false, periods: [period('10:00', '12:00'), period('12:00', '14:00')] }));
    expect(touching.periods.map((p) => `${p.startTime}-${p.endTime}`)).toEqual(['10:00-12:00', '12:00-14:00']);
  });

  it('takes a first check point of 0 to 100 only, and every required field', async () => {
    for (const firstCheckpoint of [-1, 101, 12.5]) {
      expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ firstCheckpoint }))))).toEqual(['Please enter a valid first check point percentage.']);
    }
    expect((await admin.shakeCampaigns.create(form({ firstCheckpoint: 100 }))).firstCheckpoint).toBe(100);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ name: ' ' }))))).toEqual(['Please fill out all required fields.']);
    expect(Object.values(await fieldsOf(admin.shakeCampaigns.create(form({ delivery: false, selfCollect: false }))))).toEqual(['Please choose delivery, self collect or both.']);
  });

  it("refuses another merchant's picture", async () => {
    const other = await seedShakeShop(rt);
    expect((await rejection(admin.shakeCampaigns.create(campaignForm(other.picture)))).code).toBe('NOT_FOUND');
  });
});

describe('the campaign machine', () => {
  it('is pending with the days to its start, runs after Start (no more edits), stops for good', async () => {
    const created = await admin.shakeCampaigns.create(form({ startsOn: '2026-12-01', endsOn: '2026-12-10' }));
    expect(created).toMatchObject({ status: 'pending', startsInDays: 4, editable: true, canStart: true, canStop: false });
    const edited = await admin.shakeCampaigns.update({ id: created.id, campaign: form({ name: 'Renamed', startsOn: '2026-12-01', endsOn: '2026-12-10' }) });
    expect(edited.name).toBe('Renamed');
    expect((await rejection(admin.shakeCampaigns.stop({ id: created.id }))).message).toBe('This campaign cannot be changed to that status.');
    const running = await admin.shakeCampaigns.start({ id: created.id });
    expect(running).toMatchObject({ status: 'running', editable: false, canStart: false, canStop: true });
    expect((await rejection(admin.shakeCampaigns.update({ id: created.id, campaign: form() }))).message).toBe('This campaign has started and can no longer be edited.');
    expect((await admin.shakeCampaigns.stop({ id: created.id })).status).toBe('stopped');
    expect((await rejection(admin.shakeCampaigns.start({ id: created.id }))).message).toBe('This campaign cannot be changed to that status.');
    expect((await rejection(admin.shakeCampaigns.stop({ id: created.id }))).code).toBe('CONFLICT');
    // Visibility and the prize list still change.
    expect(await admin.shakeCampaigns.setVisibility({ id: created.id, visibility: 'hidden', prizesVisible: false })).toMatchObject({ visibility: 'hidden', prizesVisible: false });
  });

  it('ends when a running campaign passes its last day, expires when a pending one does', async () => {
    const old = form({ startsOn: '2026-11-01', endsOn: '2026-11-20' });
    const ran = await admin.shakeCampaigns.create(old);
    const never = await admin.shakeCampaigns.create(old);
    await asToken(rt, shop.admin.token, undefined, at('2026-11-10T04:00:00Z')).shakeCampaigns.start({ id: ran.id });
    expect((await admin.shakeCampaigns.get({ id: ran.id })).status).toBe('ended');
    expect((await admin.shakeCampaigns.get({ id: never.id })).status).toBe('expired');
    expect((await rejection(admin.shakeCampaigns.start({ id: never.id }))).code).toBe('CONFLICT');
    const ended = await admin.shakeCampaigns.list({ status: 'ended' });
    expect(ended.items.map((r) => r.id)).toContain(ran.id);
    expect(ended.items.map((r) => r.id)).not.toContain(never.id);
  });
});

describe('the shake through the app', () => {
  it('verifies a phone by SMS at 1 credit for +60 and 2 for +65, refuses other countries, records every SMS', async () => {
    const before = await creditBalance(shop.ctx, 'sms');
    const my = await verifyPhone(app, '+60 12-345 6001', 'Aminah');
    expect(my.token).toBeTruthy();
    await verifyPhone(app, '+6581234567');
    expect(await creditBalance(shop.ctx, 'sms')).toBe(before - 3);
    expect((await rejection(app.storefront.shake.requestCode({ phone: '+14155550100' }))).message).toBe('SMS can only be sent to +60 and +65 numbers.');
    expect((await rejection(app.storefront.shake.requestCode({ phone: '+60123456001' }))).message).toBe('Please wait a minute before asking for another code.');
    expect((await rejection(app.storefront.shake.verify({ phone: '+60123456001', code: '000000' }))).message).toBe('The code is invalid or has expired.');
    const sms = await rt.database.client.smsMessage.findMany({ where: { merchantId: shop.merchantId }, select: { phone: true, credits: true, status: true } });
    expect(sms).toEqual(expect.arrayContaining([{ phone: '+60123456001', credits: 1, status: 'sent' }, { phone: '+6581234567', credits: 2, status: 'sent' }]));
    const page = await admin.shakeCampaigns.smsCredits({});
    expect(page.balance).toBe(before - 3);
    expect(page.rows.filter((r) => r.reason === 'sms').map((r) => r.delta).sort()).toEqual([-1, -2]);
  });

  it('refuses a code when the credits are too few, and it costs nothing; a gateway failure gives the credits back', async () => {
    const poor = await seedShakeShop(rt, 1);
    const poorApp = storefrontCaller(rt, poor.siteKey);
    const refused = await rejection(poorApp.storefront.shake.requestCode({ phone: '+6591234567' }));
    expect(refused.message).toBe('Not enough SMS credits: this needs 2.');
    expect(await creditBalance(poor.ctx, 'sms')).toBe(1);
    expect(await rt.database.client.smsMessage.count({ where: { merchantId: poor.merchantId } })).toBe(0);
    expect((await rejection(poorApp.storefront.shake.requestCode({ phone: '+60120000000' }))).message).toBe('The SMS could not be sent. Please try again later.');
    expect(await creditBalance(poor.ctx, 'sms')).toBe(1);
    expect(await rt.database.client.smsMessage.findMany({ where: { merchantId: poor.merchantId }, select: { status: true } })).toEqual([{ status: 'failed' }]);
  });

  it('plays a campaign: checkpoint, prizes in sequence, a user limit a day, winners marked delivered', async () => {
    const c = await admin.shakeCampaigns.create(form({ totalShake: 6, totalPerDay: 2, firstCheckpoint: 50 }));
    const a = await verifyPhone(app, '+60123456101');
    const b = await verifyPhone(app, '+60123456102');
    const d = await verifyPhone(app, '+60123456103');
    expect((await rejection(app.storefront.shake.shake({ ...a, campaignId: c.id }))).message).toBe('This campaign is not running.');
    await admin.shakeCampaigns.start({ id: c.id });
    const results = [];
    for (const u of [a, b, d, a, b, d]) results.push(await app.storefront.shake.shake({ ...u, campaignId: c.id }));
    // 50% of 6: the first 3 shakes lose; then the 3 prizes go in their sequence.
    expect(results.map((r) => r.prize?.name ?? '-')).toEqual(['-', '-', '-', 'Tote bag', 'Tote bag', 'Mug']);
    expect(results[3]!.winStatus).toBe('pending_delivery');
    expect((await rejection(app.storefront.shake.shake({ ...a, campaignId: c.id }))).message).toBe('You have used all your shakes for today.');
    const next = await verifyPhone(app, '+60123456104');
    expect((await rejection(app.storefront.shake.shake({ ...next, campaignId: c.id }))).message).toBe('All shakes of this period have been taken.');
    const winners = await admin.shakeCampaigns.winners({ campaignId: c.id });
    expect(winners.total).toBe(3);
    const marked = await admin.shakeCampaigns.markFulfilled({ id: winners.items[0]!.id });
    expect(marked.winStatus).toBe('delivered');
    expect((await rejection(admin.shakeCampaigns.markFulfilled({ id: winners.items[0]!.id }))).message).toBe('This prize has already been delivered or collected.');
    const row = (await admin.shakeCampaigns.list({})).items.find((r) => r.id === c.id)!;
    expect(row).toMatchObject({ records: 6, winners: 3, prizes: 3 });
  });

  it('self-collect wins wait for collection; a forged or foreign token is refused', async () => {
    const c = await admin.shakeCampaigns.create(form({ delivery: false, selfCollect: true }));
    await admin.shakeCampaigns.start({ id: c.id });
    const u = await verifyPhone(app, '+60123456201');
    const won = await app.storefront.shake.shake({ ...u, campaignId: c.id });
    expect(won.winStatus).toBe('pending_self_collect');
    expect((await admin.shakeCampaigns.markFulfilled({ id: won.recordId })).winStatus).toBe('collected');
    expect((await rejection(app.storefront.shake.shake({ ...u, token: `${u.token}x`, campaignId: c.id }))).message).toBe('Please verify your phone number first.');
    const other = await seedShakeShop(rt, 5);
    const otherApp = storefrontCaller(rt, other.siteKey);
    expect((await rejection(otherApp.storefront.shake.shake({ ...u, campaignId: c.id }))).code).toBe('NOT_FOUND');
  });

  it('shakes only inside a period, each period counted on its own', async () => {
    const c = await admin.shakeCampaigns.create(form({ wholeDay: false, totalPerDay: 5, periods: [{ startTime: '10:00', endTime: '11:00', totalShake: 1 }, { startTime: '12:00', endTime: '13:00', totalShake: 1 }] }));
    await admin.shakeCampaigns.start({ id: c.id });
    const u = await verifyPhone(app, '+60123456301');
    // 09:30 and 11:30 in Kuala Lumpur are outside both periods.
    expect((await rejection(appAt(at('2026-11-27T01:30:00Z')).storefront.shake.shake({ ...u, campaignId: c.id }))).message).toBe('There is no shake period at this time.');
    expect((await rejection(appAt(at('2026-11-27T03:30:00Z')).storefront.shake.shake({ ...u, campaignId: c.id }))).message).toBe('There is no shake period at this time.');
    await appAt(at('2026-11-27T02:10:00Z')).storefront.shake.shake({ ...u, campaignId: c.id });
    expect((await rejection(appAt(at('2026-11-27T02:20:00Z')).storefront.shake.shake({ ...u, campaignId: c.id }))).message).toBe('All shakes of this period have been taken.');
    await appAt(at('2026-11-27T04:10:00Z')).storefront.shake.shake({ ...u, campaignId: c.id });
  });

  it('lists running, shown campaigns for the app, prizes only where the list is shown', async () => {
    const c = await admin.shakeCampaigns.create(form({ name: 'App list' }));
    await admin.shakeCampaigns.start({ id: c.id });
    const listed = () => app.storefront.shake.campaigns().then((cs) => cs.find((x) => x.id === c.id));
    expect((await listed())!.prizes.map((p) => p.name)).toEqual(['Tote bag', 'Mug']);
    await admin.shakeCampaigns.setVisibility({ id: c.id, prizesVisible: false });
    expect((await listed())!.prizes).toEqual([]);
    await admin.shakeCampaigns.setVisibility({ id: c.id, visibility: 'hidden' });
    expect(await listed()).toBeUndefined();
  });
});

describe('shake users', () => {
  it('bans and unblocks by phone; a banned user cannot shake; tabs and search by name, phone or e-mail', async () => {
    const c = await admin.shakeCampaigns.create(form());
    await admin.shakeCampaigns.start({ id: c.id });
    const u = await verifyPhone(app, '+60123456401', 'Siti Nurhaliza');
    await app.storefront.shake.shake({ ...u, campaignId: c.id });
    await admin.shakeCampaigns.ban({ phone: '+60 12-345 6401' });
    expect((await rejection(app.storefront.shake.shake({ ...u, campaignId: c.id }))).message).toBe('This phone number is banned.');
    const banned = await admin.shakeCampaigns.users({ tab: 'banned' });
    expect(banned.items.map((x) => x.phone)).toContain('+60123456401');
    expect((await admin.shakeCampaigns.users({ tab: 'verified', search: 'siti' })).items).toEqual([]);
    await admin.shakeCampaigns.unblock({ phone: '+60123456401' });
    expect((await admin.shakeCampaigns.users({ tab: 'verified', search: 'siti' })).items.map((x) => x.id)).toEqual([u.userId]);
    expect((await admin.shakeCampaigns.users({ search: '456401' })).items.map((x) => x.id)).toEqual([u.userId]);
    const detail = await admin.shakeCampaigns.user({ id: u.userId });
    expect(detail).toMatchObject({ shakes: 1, wins: 1 });
    expect(detail.records[0]).toMatchObject({ campaignName: 'Year-end shake', won: true, prizeName: 'Tote bag' });
    await admin.shakeCampaigns.unblock({ phone: '+60199999999' });
    expect(await rt.database.client.shakeUser.count({ where: { merchantId: shop.merchantId, phone: '+60199999999' } })).toBe(0);
  });

  it('says when the app is older than 8.4.2', async () => {
    expect(await admin.shakeCampaigns.appVersion()).toEqual({ appVersion: '', required: '8.4.2', outdated: true });
    await rt.database.client.appSetting.upsert({ where: { merchantId: shop.merchantId }, create: { merchantId: shop.merchantId, appVersion: '8.4.10' }, update: { appVersion: '8.4.10' } });
    expect((await admin.shakeCampaigns.appVersion()).outdated).toBe(false);
    await rt.database.client.appSetting.update({ where: { merchantId: shop.merchantId }, data: { appVersion: '8.3.9' } });
    expect((await admin.shakeCampaigns.appVersion()).outdated).toBe(true);
  });
});
