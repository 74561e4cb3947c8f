import { describe, expect, it } from 'vitest';
import type { TPortalAdInput } from '../../core/portal-ads/schema.ts';
import { anonymous, asToken, logsDuring, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { uploadPicture } from '../helpers/mix-match.ts';
import { contextOf } from '../helpers/sales-documents.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const other = await seedMerchant(rt);
const ctx = await contextOf(rt, shop.admin.token);
/** 10:00 on 15 March 2026 in Kuala Lumpur. */
const NOW = () => new Date('2026-03-15T02:00:00Z');
const at = (iso: string) => asToken(rt, shop.admin.token, undefined, () => new Date(iso)).portalAds;
const admin = asToken(rt, shop.admin.token, undefined, NOW).portalAds;
const portal = (iso = '2026-03-15T02:00:00Z', request = testRequest()) => anonymous(rt, request, () => new Date(iso)).portal;

const image = () => uploadPicture(ctx, 'portal-ad-image');
const form = async (overrides: Partial<TPortalAdInput> = {}): Promise<TPortalAdInput> => ({
  imageUploadId: await image(),
  keywords: ['kedai runcit'],
  url: 'https://kedai.example.my/promo',
  startDate: '2026-03-10',
  endDate: '2026-03-20',
  ...overrides,
});
const fieldErrors = async (p: Promise<unknown>) => (await rejection(p)).fieldErrors;

describe('a portal keyword ad', () => {
  it('refuses an ad without image, keyword or URL, naming each field with the spec’s rule', async () => {
    const errors = await fieldErrors(admin.create({ ...(await form()), imageUploadId: '', keywords: [], url: '' }));
    expect(errors).toEqual({ imageUploadId: 'Image is required.', keywords: 'At least one keyword is required.', url: 'URL is required.' });
  });

  it('takes only http(s) URLs, distinct keywords, at most ten, and a last day not before the first', async () => {
    expect(await fieldErrors(admin.create(await form({ url: 'ftp://kedai.example.my/' })))).toEqual({ url: 'Please enter a URL starting with http:// or https://.' });
    expect(await fieldErrors(admin.create(await form({ url: 'javascript:alert(1)' })))).toEqual({ url: 'Please enter a URL starting with http:// or https://.' });
    expect(await fieldErrors(admin.create(await form({ keywords: ['Kuih', ' kuih '] })))).toEqual({ keywords: 'The keyword you entered is repeated' });
    expect(await fieldErrors(admin.create(await form({ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) })))).toEqual({ keywords: 'An ad takes at most 10 keywords.' });
    expect(await fieldErrors(admin.create(await form({ startDate: '2026-03-10', endDate: '2026-03-09' })))).toEqual({ endDate: 'The end date cannot be before the start date.' });
    expect(await fieldErrors(admin.create(await form({ startDate: '2026-02-30' })))).toEqual({ startDate: 'Please choose a valid start date.' });
  });

  it('takes only an image this merchant uploaded for ads', async () => {
    const otherCtx = await contextOf(rt, other.admin.token);
    const foreign = await uploadPicture(otherCtx, 'portal-ad-image');
    expect(await fieldErrors(admin.create(await form({ imageUploadId: foreign })))).toEqual({ imageUploadId: 'Please upload the image again.' });
    const content = await uploadPicture(ctx, 'content-picture');
    expect(await fieldErrors(admin.create(await form({ imageUploadId: content })))).toEqual({ imageUploadId: 'Please upload the image again.' });
  });

  it('saves, edits and deletes an ad with its keywords, and logs each change', async () => {
    const values = await form({ keywords: [' Nasi  Lemak ', 'kopi'] });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.create(values));
    expect(result).toMatchObject({ keywords: ['Nasi  Lemak', 'kopi'], url: 'https://kedai.example.my/promo', state: 1, impressions: 0, clicks: 0 });
    expect(result.image).toContain(result.imageUploadId);
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Created a portal ad for https://kedai.example.my/promo', 'tools']]);
    const edited = await admin.update({ id: result.id, ad: await form({ keywords: ['teh tarik'], url: 'http://kedai.example.my/teh' }) });
    expect(edited).toMatchObject({ id: result.id, keywords: ['teh tarik'], url: 'http://kedai.example.my/teh' });
    expect(await admin.get({ id: result.id })).toEqual(edited);
    await admin.delete({ id: result.id });
    expect(await rejection(admin.get({ id: result.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Ad not found.' });
  });

  it('is default (-1) before its first day, on going (1) through its last and expired (0) after, on the merchant’s calendar', async () => {
    const ad = await admin.create(await form({ keywords: ['calendar'], startDate: '2026-04-01', endDate: '2026-04-02' }));
    const stateAt = async (iso: string) => (await at(iso).get({ id: ad.id })).state;
    expect(await stateAt('2026-03-31T15:59:00Z')).toBe(-1);
    expect(await stateAt('2026-03-31T16:00:00Z')).toBe(1);
    expect(await stateAt('2026-04-02T15:59:00Z')).toBe(1);
    expect(await stateAt('2026-04-02T16:00:00Z')).toBe(0);
    const listed = async (iso: string, state: 'default' | 'ongoing' | 'expired') => (await at(iso).list({ search: 'calendar', state })).items.map((i) => i.id);
    expect(await listed('2026-03-31T15:59:00Z', 'default')).toEqual([ad.id]);
    expect(await listed('2026-03-31T15:59:00Z', 'ongoing')).toEqual([]);
    expect(await listed('2026-04-01T00:00:00Z', 'ongoing')).toEqual([ad.id]);
    expect(await listed('2026-04-03T00:00:00Z', 'expired')).toEqual([ad.id]);
  });

  it('searches by keyword or URL', async () => {
    const ad = await admin.create(await form({ keywords: ['Durian Musang'], url: 'https://durian.example.my/' }));
    expect((await admin.list({ search: 'musang' })).items.map((i) => i.id)).toEqual([ad.id]);
    expect((await admin.list({ search: 'durian.example' })).items.map((i) => i.id)).toEqual([ad.id]);
  });

  it('is the tools module’s: a viewer reads, an editor changes, a user without it gets nothing', async () => {
    const ad = await admin.create(await form({ keywords: ['roles'] }));
    const viewer = await seedSubUser(rt, shop, { tools: 'view' });
    expect((await viewer.caller.portalAds.get({ id: ad.id })).id).toBe(ad.id);
    expect(await rejection(viewer.caller.portalAds.delete({ id: ad.id }))).toMatchObject({ code: 'FORBIDDEN' });
    const none = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(none.caller.portalAds.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the portal', () => {
  it('serves only on going ads of a keyword, of any merchant, each counted as an impression', async () => {
    const running = await admin.create(await form({ keywords: ['Roti Canai'] }));
    const upcoming = await admin.create(await form({ keywords: ['roti canai'], startDate: '2026-04-01', endDate: '2026-04-30' }));
    const ended = await admin.create(await form({ keywords: ['roti canai'], startDate: '2026-03-01', endDate: '2026-03-14' }));
    const otherShop = asToken(rt, other.admin.token, undefined, NOW).portalAds;
    const otherImage = await uploadPicture(await contextOf(rt, other.admin.token), 'portal-ad-image');
    const theirs = await otherShop.create({ imageUploadId: otherImage, keywords: ['roti canai'], url: 'https://mamak.example.my/', startDate: '2026-03-15', endDate: '2026-03-15' });
    const served = await portal().ads({ keyword: '  ROTI   canai ' });
    expect(served.map((s) => s.id).sort()).toEqual([running.id, theirs.id].sort());
    expect(served.find((s) => s.id === running.id)).toEqual({ id: running.id, image: running.image, url: running.url, keyword: 'Roti Canai' });
    await portal().ads({ keyword: 'roti canai' });
    expect((await admin.get({ id: running.id })).impressions).toBe(2);
    expect((await admin.get({ id: upcoming.id })).impressions).toBe(0);
    expect((await admin.get({ id: ended.id })).impressions).toBe(0);
    expect(await portal().ads({ keyword: 'roti' })).toEqual([]);
  });

  it('counts a click on a running ad and answers its URL; an ad not running is not clicked', async () => {
    const ad = await admin.create(await form({ keywords: ['click me'], url: 'https://kedai.example.my/click' }));
    expect(await portal().click({ id: ad.id })).toEqual({ url: 'https://kedai.example.my/click' });
    await portal().click({ id: ad.id });
    expect((await admin.get({ id: ad.id })).clicks).toBe(2);
    expect(await rejection(portal('2026-03-21T00:00:00Z').click({ id: ad.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'This ad is not running.' });
    expect((await admin.get({ id: ad.id })).clicks).toBe(2);
  });

  it('holds off an address past 120 calls a minute, and counts nothing it refuses', async () => {
    const ad = await admin.create(await form({ keywords: ['busy'] }));
    const request = testRequest();
    for (let i = 0; i < 120; i++) await portal(undefined, request).click({ id: ad.id });
    expect(await rejection(portal(undefined, request).click({ id: ad.id }))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again in a minute.' });
    expect(await rejection(portal(undefined, request).ads({ keyword: 'busy' }))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await admin.get({ id: ad.id }))).toMatchObject({ clicks: 120, impressions: 0 });
    expect(await portal('2026-03-15T02:01:01Z', request).click({ id: ad.id })).toEqual({ url: ad.url });
  });
});
