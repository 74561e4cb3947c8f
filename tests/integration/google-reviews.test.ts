import { describe, expect, it } from 'vitest';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const api = (merchant: SeededMerchant = shop, now?: string) => asToken(rt, merchant.admin.token, testRequest(), now ? () => new Date(now) : undefined).googleReviews;
const ACCOUNT = 'accounts/1001';
const PJ = 'locations/2001';

/** The state of a sign-in the merchant starts, as Google sends it back. */
async function stateOf(merchant: SeededMerchant = shop): Promise<string> {
  const url = new URL((await api(merchant).connectUrl()).url);
  return url.searchParams.get('state')!;
}

/** A merchant connected with a sign-in code of the simulated Google (its modes: docs/google-reviews.md). */
async function connected(code = 'simulated-code', location = true): Promise<SeededMerchant> {
  const merchant = await seedMerchant(rt);
  await api(merchant).connect({ code, state: await stateOf(merchant) });
  if (location) await api(merchant).chooseLocation({ account: ACCOUNT, location: PJ });
  return merchant;
}

const message = async (call: Promise<unknown>) => (await rejection(call)).message;

describe('Google reviews', () => {
  it('connects through Google sign-in, with the state the merchant started and a code', async () => {
    expect(await api().status()).toEqual({ configured: true, connected: false, account: null, location: null });
    expect(await message(api().reviews({}))).toBe('Connect your Google Business Profile first.');
    const url = new URL((await api().connectUrl()).url);
    expect(url.pathname).toBe('/manage/google-reviews');
    expect(url.searchParams.get('code')).toBe('simulated-code');
    const state = url.searchParams.get('state')!;
    expect(await message(api().connect({ state }))).toBe('Authentication code is missing!');
    expect(await message(api().connect({ code: 'simulated-code', state: `${state}x` }))).toBe('Unexpected error!');
    // Another merchant's sign-in cannot be finished here, nor one an hour old.
    expect(await message(api().connect({ code: 'simulated-code', state: await stateOf(await seedMerchant(rt)) }))).toBe('Unexpected error!');
    expect(await message(api(shop, new Date(Date.now() + 3_700_000).toISOString()).connect({ code: 'simulated-code', state }))).toBe('Unexpected error!');
    expect(await message(api().connect({ code: 'bogus', state }))).toBe('Access token is invalid');
    expect(await api().connect({ code: 'simulated-code', state })).toEqual({ configured: true, connected: true, account: null, location: null });
    const link = await rt.database.client.googleReviewLink.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(link.accessToken).not.toContain('sim.');
    expect(link.refreshToken).not.toContain('sim.');
  });

  it('chooses the account and the location, with the spec\'s messages for what is missing', async () => {
    expect(await message(api().reviews({}))).toBe('Required Location ID!');
    expect(await api().accounts()).toEqual([{ name: ACCOUNT, title: 'Kedai Kuih Sdn Bhd' }]);
    expect(await message(api().locations({ account: '' }))).toBe('No Account Selected!');
    expect((await api().locations({ account: ACCOUNT })).map((l) => l.name)).toEqual([PJ, 'locations/2002']);
    expect(await message(api().chooseLocation({ account: '', location: PJ }))).toBe('No Account Selected!');
    expect(await message(api().chooseLocation({ account: ACCOUNT, location: '' }))).toBe('Required Location ID!');
    expect(await message(api().chooseLocation({ account: ACCOUNT, location: 'locations/9' }))).toBe('No Location Found');
    expect(await api().chooseLocation({ account: ACCOUNT, location: PJ })).toMatchObject({ account: { name: ACCOUNT }, location: { name: PJ, title: 'Kedai Kuih, Petaling Jaya' } });
    const empty = await connected('no-locations', false);
    expect(await message(api(empty).locations({ account: ACCOUNT }))).toBe('No Location Found');
  });

  it('lists the reviews newest, highest or lowest first, and replies', async () => {
    const newest = await api().reviews({ sort: 'newest' });
    expect(newest).toMatchObject({ totalReviews: 6, averageRating: 3.3, nextPageToken: '' });
    expect(newest.reviews.map((r) => r.reviewer)).toEqual(['Siti Aminah', '陈美玲', 'Rajesh Kumar', 'Nur Iman', 'Jason Lee', 'Aisyah Rahman']);
    expect((await api().reviews({ sort: 'highest' })).reviews.map((r) => r.stars)).toEqual([5, 5, 4, 3, 2, 1]);
    expect((await api().reviews({ sort: 'lowest' })).reviews[0]).toMatchObject({ reviewer: 'Aisyah Rahman', stars: 1, reply: null });
    const late = newest.reviews[2]!;
    expect((await rejection(api().reply({ review: late.name, comment: '  ' }))).fieldErrors).toEqual({ comment: 'Write a reply first.' });
    await api().reply({ review: late.name, comment: 'Maaf, we are sending a voucher.' });
    expect((await api().reviews({})).reviews[2]!.reply?.comment).toBe('Maaf, we are sending a voucher.');
    // Only reviews of the chosen location.
    expect(await message(api().reply({ review: late.name.replace(PJ, 'locations/2002'), comment: 'Hi' }))).toBe('No Review Found!');
    expect(await message(api().reply({ review: `${ACCOUNT}/${PJ}/reviews/r99`, comment: 'Hi' }))).toBe('No Review Found!');
  });

  it('renews a token near its end, and says when it cannot or when Google refuses', async () => {
    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const before = await rt.database.client.googleReviewLink.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect((await api(shop, later).reviews({})).totalReviews).toBe(6);
    const after = await rt.database.client.googleReviewLink.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(await message(api(await connected('expired', false)).reviews({}))).toBe('Token is expired!');
    expect(await message(api(await connected('no-access')).reviews({}))).toBe('Unable to get review!');
    const down = await connected('unavailable', false);
    expect(await message(api(down).accounts())).toBe('Fail to retrieve data');
  });

  it('keeps each merchant to its own link, and needs the content module to read and to edit to act', async () => {
    const other = await seedMerchant(rt);
    expect(await api(other).status()).toMatchObject({ connected: false });
    const reader = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await reader.caller.googleReviews.reviews({})).totalReviews).toBe(6);
    expect((await rejection(reader.caller.googleReviews.reply({ review: `${ACCOUNT}/${PJ}/reviews/r1`, comment: 'Hi' }))).code).toBe('FORBIDDEN');
    expect((await rejection(reader.caller.googleReviews.disconnect())).code).toBe('FORBIDDEN');
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await rejection(clerk.caller.googleReviews.status())).code).toBe('FORBIDDEN');
    expect(await api().disconnect()).toEqual({ configured: true, connected: false, account: null, location: null });
    expect(await rt.database.client.googleReviewLink.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  });
});
