import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { versionAtLeast } from '../../core/app/constants.ts';
import { NATIVE_FUNCTIONS, SLIDER_TARGETS } from '../../core/app/native-functions.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();

async function banner(s: SeededMerchant, purpose: 'app-picture' | 'content-picture' = 'app-picture') {
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), s.admin.token);
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } }).png().toBuffer();
  return (await saveUpload(session!.ctx, purpose, 'banner.png', png)).id;
}
const api = (s: SeededMerchant = shop) => s.admin.caller.appManagement;

describe('app sliders (platform.md sections 3, 5, 8)', () => {
  it('offers the 19 options of the spec: custom_url and the native functions (ml_1 to ml_4 one option of four layouts)', () => {
    expect(new Set(SLIDER_TARGETS.map((f) => f.replace(/^ml_\d$/, 'ml'))).size).toBe(19);
    expect(SLIDER_TARGETS).toHaveLength(22);
  });

  it('requires a banner and a title, a valid url for custom_url, and one of the native functions', async () => {
    const pictureId = await banner(shop);
    const refuse = async (input: object) => (await rejection(api().sliders.create(input as never))).fieldErrors;
    expect(await refuse({ pictureId: '', title: 'Raya', url: 'https://kedai.test' })).toEqual({ pictureId: 'Please upload a banner' });
    expect(await refuse({ pictureId, title: ' ', url: 'https://kedai.test' })).toEqual({ title: 'Title is required' });
    expect(await refuse({ pictureId, title: 'Raya', url: 'kedai' })).toEqual({ url: 'Please enter a valid url' });
    expect(await refuse({ pictureId, title: 'Raya', nativeFunction: 'xx_9' })).toEqual({ nativeFunction: 'You must enter a valid value.' });
    const other = await banner(shop, 'content-picture');
    expect((await rejection(api().sliders.create({ pictureId: other, title: 'Raya', url: 'https://kedai.test' }))).message).toBe('Failed to add slider');
  });

  it('adds, edits, hides, sorts and deletes sliders; the app lists the public ones in order', async () => {
    const s = await seedMerchant(rt);
    const { caller, request, logs } = adminSession(rt, s);
    const pictureId = await banner(s);
    const { result: first, logs: written } = await logs(() => caller.appManagement.sliders.create({ pictureId, title: 'Raya sale', url: 'https://kedai.test/raya' }));
    expectOneLog(written, { action: 'Added slider "Raya sale"', category: 'app' }, request);
    const second = await caller.appManagement.sliders.create({ pictureId, title: 'Timeline', nativeFunction: 'tl_1', url: 'https://dropped.test' });
    expect(second).toMatchObject({ nativeFunction: 'tl_1', url: '', visibility: 'public', sort: first.sort + 1 });
    const third = await caller.appManagement.sliders.create({ pictureId, title: 'Hidden one', nativeFunction: 'sc_1', visibility: 'hidden' });

    expect((await rejection(caller.appManagement.sliders.update({ id: first.id, slider: { pictureId: 'nope', title: 'X', url: 'https://x.test' } }))).message).toBe('Failed to update slider');
    expect(await caller.appManagement.sliders.update({ id: first.id, slider: { pictureId, title: 'Raya big sale', url: 'https://kedai.test/raya' } })).toMatchObject({ title: 'Raya big sale' });

    const sorted = await caller.appManagement.sliders.sort({ ids: [third.id, second.id, first.id] });
    expect(sorted.map((x) => x.id)).toEqual([third.id, second.id, first.id]);
    expect((await rejection(caller.appManagement.sliders.sort({ ids: [third.id, second.id] }))).code).toBe('NOT_FOUND');

    const { key } = await caller.siteKeys.create();
    const app = storefrontCaller(rt, key).mobileApp;
    expect((await app.sliders()).map((x) => x.title)).toEqual(['Timeline', 'Raya big sale']);
    await caller.appManagement.sliders.setVisibility({ ids: [third.id], visibility: 'public' });
    await caller.appManagement.sliders.setVisibility({ ids: [second.id], visibility: 'hidden' });
    expect((await app.sliders()).map((x) => x.title)).toEqual(['Hidden one', 'Raya big sale']);
    await caller.appManagement.sliders.delete({ id: third.id });
    expect((await caller.appManagement.sliders.list()).map((x) => x.id)).toEqual([second.id, first.id]);
  });

  it('refuses a user without the app module', async () => {
    const none = await seedSubUser(rt, shop, { report: 'view' });
    expect((await rejection(none.caller.appManagement.sliders.list())).code).toBe('FORBIDDEN');
  });
});

describe('highlight settings and the app version (section 9)', () => {
  it("saves highlights and same-as-mobile; refuses anything else with 'Highlight settings are not saved.'", async () => {
    const s = await seedMerchant(rt);
    expect(await api(s).settings()).toMatchObject({ highlights: [], sameAsMobile: true, appVersion: '', supported: false, minVersion: '8.4.2' });
    expect(await api(s).saveHighlights({ highlights: ['ln_1', 'sc_1'], sameAsMobile: false })).toMatchObject({ highlights: ['ln_1', 'sc_1'], sameAsMobile: false });
    for (const highlights of [['ln_1', 'ln_1'], ['custom_url'], NATIVE_FUNCTIONS.slice(0, 9)]) {
      expect((await rejection(api(s).saveHighlights({ highlights: highlights as never, sameAsMobile: true }))).message).toBe('Highlight settings are not saved.');
    }
  });

  it("says app management needs 8.4.2: the merchant's version is the newest its devices registered", async () => {
    const s = await seedMerchant(rt);
    const { key } = await s.admin.caller.siteKeys.create();
    const app = storefrontCaller(rt, key).mobileApp;
    const first = await app.registerDevice({ token: 'tok-1', platform: 'android', appVersion: '8.4.1' });
    expect(await api(s).settings()).toMatchObject({ appVersion: '8.4.1', supported: false });
    await app.registerDevice({ token: 'tok-2', platform: 'ios', appVersion: '8.10.0' });
    await app.registerDevice({ token: 'tok-3', platform: 'ios', appVersion: '8.4.2' });
    expect(await api(s).settings()).toMatchObject({ appVersion: '8.10.0', supported: true });
    expect(await app.registerDevice({ token: 'tok-1', platform: 'android', appVersion: '8.4.2' })).toEqual(first);
    expect(await rt.database.client.appDevice.count({ where: { merchantId: s.merchantId } })).toBe(3);
    expect([versionAtLeast('8.4.2'), versionAtLeast('8.4'), versionAtLeast('9'), versionAtLeast('')]).toEqual([true, false, true, false]);
  });
});
