import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CACHE_CONTROL } from '../../server/http/storefront-caching.ts';
import type { Caller } from '../../server/caller.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, uniqueName } from '../helpers/fixtures.ts';
import { ruleForm } from '../helpers/loyalty.ts';
import { OPEN_CHECKOUT, placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);
let shop: SeededShop;
let admin: Caller;

beforeAll(async () => {
  shop = await seedShop(rt, { merchant: await seedMerchant(rt) });
  admin = shop.admin.caller;
  await admin.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }, { sku: shop.cap.redSku, stock: 1000 }] });
});

const db = () => rt.database.client;
const web = () => shop.storefront.storefront;
const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: 'TXN-001', paidOn: new Date(), amountSen });

/** A member who signed up on the shop's website. */
async function signUp(s: SeededShop = shop) {
  return storefrontCaller(rt, s.siteKey).storefront.members.signUp({ name: uniqueName('Member '), email: `${uniqueName('m')}@member.test`, phone: '+60123456789', password: 'Member#Pass1' });
}

type Stage = 'placed' | 'paid' | 'shipped' | 'completed' | 'refunded';

/** An order of a shirt and a red cap by the member, taken to stage through the back office; its line ids. */
async function memberOrder(memberId: string, stage: Stage = 'completed', s: SeededShop = shop) {
  const order = await placeOrder(rt, s, {
    memberId,
    buyer: { name: 'Aminah Yusof', email: `${uniqueName('b')}@buyer.test`, phone: '+60123456789' },
    items: [
      { productId: s.shirt.id, qty: 1 },
      { productId: s.cap.id, optionId: s.cap.redOptionId, qty: 1 },
    ],
  });
  const api = s.admin.caller;
  if (stage !== 'placed') {
    await api.orders.markPaid({ id: order.id, payment: payment(order.totalSen) });
    await api.orders.confirmPayment({ id: order.id });
  }
  if (stage === 'shipped' || stage === 'refunded') await db().order.update({ where: { merchantId_id: { merchantId: s.merchantId, id: order.id } }, data: { status: 6 } });
  if (stage === 'completed' || stage === 'refunded') await api.orders.complete({ id: order.id });
  if (stage === 'refunded') await db().order.update({ where: { merchantId_id: { merchantId: s.merchantId, id: order.id } }, data: { status: 9 } });
  const lines = await db().orderItem.findMany({ where: { merchantId: s.merchantId, orderId: order.id }, orderBy: { sort: 'asc' }, select: { id: true, productId: true } });
  const shirt = lines.find((l) => l.productId === s.shirt.id)!.id;
  const cap = lines.find((l) => l.productId === s.cap.id)!.id;
  return { id: order.id, orderNo: order.orderNo, shirt, cap };
}

const review = (memberId: string, orderItemId: string, stars = 5, extra: { comment?: string; pictureIds?: string[] } = {}) => web().reviews.submit({ memberId, orderItemId, stars, ...extra });

/** A picture the website uploads for a member (POST /api/storefront/uploads). */
async function memberPicture(memberId: string, siteKey = shop.siteKey, purpose = 'review-picture', data?: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data ?? (await QRCode.toBuffer(uniqueName())))], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/storefront/uploads?purpose=${purpose}&memberId=${memberId}`,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'x-site-key': siteKey },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('reviews from the website', () => {
  it('takes one review per line of the member’s completed order, with the variant bought and the member’s name', async () => {
    const member = await signUp();
    const order = await memberOrder(member.id);
    expect((await web().reviews.reviewable({ memberId: member.id })).map((l) => l.orderItemId).sort()).toEqual([order.shirt, order.cap].sort());

    const cap = await review(member.id, order.cap, 4, { comment: 'Fits well.' });
    expect(cap).toMatchObject({ reviewerName: member.name, variant: expect.stringContaining('Red'), stars: 4, comment: 'Fits well.', reply: '', pictures: [] });
    expect(await rejection(review(member.id, order.cap, 1))).toMatchObject({ code: 'CONFLICT', appCode: 'REVIEW.ALREADY_REVIEWED', message: 'This item has already been reviewed.' });
    expect((await web().reviews.reviewable({ memberId: member.id })).map((l) => l.orderItemId)).toEqual([order.shirt]);
    await review(member.id, order.shirt, 5);
    expect(await web().reviews.reviewable({ memberId: member.id })).toEqual([]);
  });

  it('refuses lines of orders not completed, of another member, of a guest, and unknown lines', async () => {
    const member = await signUp();
    const other = await signUp();
    const notArrived = /Only items of your own completed orders can be reviewed/;
    for (const stage of ['placed', 'paid', 'shipped', 'refunded'] as const) {
      const order = await memberOrder(member.id, stage);
      expect(await rejection(review(member.id, order.shirt)), stage).toMatchObject({ code: 'NOT_FOUND', appCode: 'REVIEW.NOT_REVIEWABLE', message: expect.stringMatching(notArrived) });
    }
    const theirs = await memberOrder(other.id);
    expect(await rejection(review(member.id, theirs.shirt))).toMatchObject({ appCode: 'REVIEW.NOT_REVIEWABLE' });
    const guest = await placeOrder(rt, shop);
    await admin.orders.markPaid({ id: guest.id, payment: payment(guest.totalSen) });
    await admin.orders.confirmPayment({ id: guest.id });
    await admin.orders.complete({ id: guest.id });
    const guestLine = await db().orderItem.findFirstOrThrow({ where: { merchantId: shop.merchantId, orderId: guest.id }, select: { id: true } });
    expect(await rejection(review(member.id, guestLine.id))).toMatchObject({ appCode: 'REVIEW.NOT_REVIEWABLE' });
    expect(await rejection(review(member.id, 'nope'))).toMatchObject({ appCode: 'REVIEW.NOT_REVIEWABLE' });
    expect(await rejection(review('nope', theirs.shirt))).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    expect(await rejection(review(member.id, theirs.shirt, 6))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { stars: 'Please choose 1 to 5 stars.' } });
    expect(await db().productReview.count({ where: { merchantId: shop.merchantId, memberId: member.id } })).toBe(0);
  });

  it('refuses every review while the checkout setting productReview is off', async () => {
    const member = await signUp();
    const order = await memberOrder(member.id);
    await admin.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, productReview: false });
    try {
      expect(await rejection(review(member.id, order.shirt))).toMatchObject({ code: 'FORBIDDEN', appCode: 'REVIEW.OFF', message: 'This shop does not accept product reviews.' });
    } finally {
      await admin.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, productReview: true });
    }
    await review(member.id, order.shirt);
  });

  it('carries pictures the website uploaded for the same member, checked by content', async () => {
    const member = await signUp();
    const other = await signUp();
    const order = await memberOrder(member.id);
    const uploaded = await memberPicture(member.id);
    expect(uploaded.statusCode).toBe(201);
    const pictureId = (uploaded.json() as { id: string }).id;
    const notAPicture = await memberPicture(member.id, shop.siteKey, 'review-picture', Buffer.from('name,email\nA,a@b.c\n'));
    expect(notAPicture.statusCode).toBe(400);
    expect((notAPicture.json() as { message: string }).message).toMatch(/JPG|PNG|GIF/i);
    expect((await memberPicture(member.id, shop.siteKey, 'content-picture')).statusCode).toBe(400);
    expect((await memberPicture(member.id, 'wrong-key')).statusCode).toBe(401);
    expect((await memberPicture('nope')).statusCode).toBe(404);

    const theirs = (await memberPicture(other.id).then((r) => r.json())) as { id: string };
    expect(await rejection(review(member.id, order.shirt, 5, { pictureIds: [theirs.id] }))).toMatchObject({ code: 'NOT_FOUND', appCode: 'REVIEW.PICTURE' });
    const made = await review(member.id, order.shirt, 5, { pictureIds: [pictureId] });
    expect(made.pictures).toEqual([{ thumb: `/media/${shop.merchantId}/${pictureId}/thumb`, full: `/media/${shop.merchantId}/${pictureId}` }]);
    expect((await app.inject({ method: 'GET', url: made.pictures[0]!.thumb })).statusCode).toBe(200);
  });
});

describe('a product’s reviews on the website', () => {
  it('lists visible reviews only, with the average and the count of each star, filtered by stars, cached', async () => {
    const s = await seedShop(rt, { merchant: await seedMerchant(rt) });
    const api = s.admin.caller;
    const add = (stars: number, visibility: 'public' | 'hidden' = 'public') => api.reviews.create({ productId: s.shirt.id, reviewerName: uniqueName('R '), stars, comment: `${stars} stars`, reviewedAt: new Date(), visibility });
    const five = await add(5);
    await add(4);
    await add(4);
    const hidden = await add(1, 'hidden');
    await api.reviews.create({ productId: s.cap.id, reviewerName: 'Cap fan', stars: 2, reviewedAt: new Date() });
    const sf = storefrontCaller(rt, s.siteKey).storefront.content.reviews;

    const all = await sf.list({ productId: s.shirt.id });
    expect(all).toMatchObject({ total: 3, count: 3, average: 4.3, starCounts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(all.items.map((r) => r.id)).not.toContain(hidden.id);
    const fours = await sf.list({ productId: s.shirt.id, stars: 4 });
    expect(fours.items.map((r) => r.stars)).toEqual([4, 4]);
    expect(fours).toMatchObject({ total: 2, count: 3 });
    expect((await sf.list({ productId: s.shirt.id, stars: 1 })).items).toEqual([]);

    // Hiding takes a review off the website; showing brings it back.
    await api.reviews.setVisibility({ ids: [five.id], visibility: 'hidden' });
    expect(await sf.list({ productId: s.shirt.id })).toMatchObject({ total: 2, average: 4, starCounts: { 5: 0 } });
    await api.reviews.setVisibility({ ids: [five.id, hidden.id], visibility: 'public' });
    expect(await sf.list({ productId: s.shirt.id })).toMatchObject({ total: 4, average: 3.5 });

    const res = await app.inject({ method: 'GET', url: `/trpc/storefront.content.reviews.list?input=${encodeURIComponent(JSON.stringify({ json: { productId: s.shirt.id } }))}`, headers: { 'x-site-key': s.siteKey } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(res.headers.vary).toBe('x-site-key');
  });
});

describe('ratings and reviews in the back office', () => {
  it('adds a review by hand (manual), with the spec’s checks, and writes one log line', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const name = uniqueName('Walk-in ');
    const reviewedAt = new Date('2026-03-01T04:00:00Z');
    const { result, logs: written } = await logs(() => caller.reviews.create({ productId: shop.shirt.id, reviewerName: name, stars: 3, comment: 'Good.', variant: 'Size M', reviewedAt }));
    expectOneLog(written, { action: `Review: created "${name}"`, category: 'manage' }, request);
    expect(result).toMatchObject({ manual: true, orderNo: null, productName: 'Cotton shirt', reviewerName: name, variant: 'Size M', stars: 3, visibility: 'public', reviewedAt });
    expect(await rejection(caller.reviews.create({ productId: shop.shirt.id, reviewerName: ' ', stars: 0, reviewedAt }))).toMatchObject({
      fieldErrors: { reviewerName: "Please enter the reviewer's name.", stars: 'Please choose 1 to 5 stars.' },
    });
    expect(await rejection(caller.reviews.create({ productId: 'nope', reviewerName: name, stars: 3, reviewedAt }))).toMatchObject({ code: 'NOT_FOUND', appCode: 'REVIEW.PRODUCT' });
  });

  it('lists with star, visibility and reply filters, search, sorts and pages', async () => {
    const s = await seedShop(rt, { merchant: await seedMerchant(rt) });
    const api = s.admin.caller;
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const made = [];
    for (const [i, stars] of [3, 5, 1, 5, 2].entries()) made.push(await api.reviews.create({ productId: s.shirt.id, reviewerName: `Reviewer ${i}`, stars, comment: i === 2 ? 'Zipper broke' : '', reviewedAt: day(i + 1), visibility: i === 4 ? 'hidden' : 'public' }));
    await api.reviews.reply({ id: made[2]!.id, reply: 'Sorry, we will replace it.' });
    const names = (page: { items: { reviewerName: string }[] }) => page.items.map((r) => r.reviewerName);

    expect(names(await api.reviews.list({}))).toEqual(['Reviewer 4', 'Reviewer 3', 'Reviewer 2', 'Reviewer 1', 'Reviewer 0']);
    expect(names(await api.reviews.list({ sort: 'oldest' }))).toEqual(['Reviewer 0', 'Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Reviewer 4']);
    expect(names(await api.reviews.list({ sort: 'highest' }))).toEqual(['Reviewer 3', 'Reviewer 1', 'Reviewer 0', 'Reviewer 4', 'Reviewer 2']);
    expect(names(await api.reviews.list({ sort: 'lowest' }))).toEqual(['Reviewer 2', 'Reviewer 4', 'Reviewer 0', 'Reviewer 3', 'Reviewer 1']);
    for (const stars of [1, 2, 3, 4, 5]) {
      const page = await api.reviews.list({ stars });
      expect(page.items.every((r) => r.stars === stars), `stars ${stars}`).toBe(true);
      expect(page.total).toBe([3, 5, 1, 5, 2].filter((n) => n === stars).length);
    }
    expect(await rejection(api.reviews.list({ stars: 6 }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(names(await api.reviews.list({ visibility: 'hidden' }))).toEqual(['Reviewer 4']);
    expect(names(await api.reviews.list({ replied: 'replied' }))).toEqual(['Reviewer 2']);
    expect((await api.reviews.list({ replied: 'unreplied' })).total).toBe(4);
    expect(names(await api.reviews.list({ search: 'ZIPPER' }))).toEqual(['Reviewer 2']);
    expect((await api.reviews.list({ search: 'cotton' })).total).toBe(5);
    const second = await api.reviews.list({ page: 2, pageSize: 20 });
    expect(second).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it('replies, edits the reply and removes it; shows and hides in bulk; deletes', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const mk = () => caller.reviews.create({ productId: shop.shirt.id, reviewerName: uniqueName('R '), stars: 4, reviewedAt: new Date() });
    const a = await mk();
    const b = await mk();

    const { result: replied, logs: written } = await logs(() => caller.reviews.reply({ id: a.id, reply: 'Thank you!' }));
    expectOneLog(written, { action: `Review: replied to "${a.reviewerName}"`, category: 'manage' }, request);
    expect(replied).toMatchObject({ reply: 'Thank you!', repliedAt: expect.any(Date) });
    expect((await caller.reviews.reply({ id: a.id, reply: 'Thank you again!' })).reply).toBe('Thank you again!');
    expect(await rejection(caller.reviews.reply({ id: a.id, reply: '  ' }))).toMatchObject({ fieldErrors: { reply: 'Please enter a reply.' } });
    expect((await storefrontCaller(rt, shop.siteKey).storefront.content.reviews.list({ productId: shop.shirt.id, pageSize: 100 })).items.find((r) => r.id === a.id)).toMatchObject({ reply: 'Thank you again!' });
    const { result: removed, logs: removal } = await logs(() => caller.reviews.removeReply({ id: a.id }));
    expectOneLog(removal, { action: `Review: removed the reply to "${a.reviewerName}"`, category: 'manage' }, request);
    expect(removed).toMatchObject({ reply: '', repliedAt: null });

    const { result: hidden, logs: hiding } = await logs(() => caller.reviews.setVisibility({ ids: [a.id, b.id], visibility: 'hidden' }));
    expect(hidden).toEqual({ updated: 2 });
    expectOneLog(hiding, { action: 'Review: hid 2 items', category: 'manage' }, request);
    expect(await rejection(caller.reviews.setVisibility({ ids: [a.id, 'nope'], visibility: 'public' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found.' });
    expect((await db().productReview.findMany({ where: { merchantId: shop.merchantId, id: { in: [a.id, b.id] } } })).map((r) => r.visibility)).toEqual(['hidden', 'hidden']);

    const { result: deleted, logs: deletion } = await logs(() => caller.reviews.delete({ ids: [a.id] }));
    expect(deleted).toEqual({ deleted: 1 });
    expectOneLog(deletion, { action: `Review: deleted "${a.reviewerName}"`, category: 'manage' }, request);
    expect(await rejection(caller.reviews.reply({ id: a.id, reply: 'Hello' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.reviews.delete({ ids: [b.id] })).toEqual({ deleted: 1 });
  });

  it('keeps another merchant’s reviews out of reach, in the back office and on its website', async () => {
    const member = await signUp();
    const order = await memberOrder(member.id);
    const mine = await review(member.id, order.shirt, 5, { comment: uniqueName('secret ') });
    const other = await seedShop(rt, { merchant: await seedMerchant(rt) });
    const b = other.admin.caller;
    expect((await b.reviews.list({ pageSize: 80 })).items.map((r) => r.id)).not.toContain(mine.id);
    expect(await rejection(b.reviews.reply({ id: mine.id, reply: 'Taken over' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(b.reviews.removeReply({ id: mine.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(b.reviews.setVisibility({ ids: [mine.id], visibility: 'hidden' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(b.reviews.delete({ ids: [mine.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(b.reviews.create({ productId: shop.shirt.id, reviewerName: 'X', stars: 1, reviewedAt: new Date() }))).toMatchObject({ code: 'NOT_FOUND' });
    const theirWeb = storefrontCaller(rt, other.siteKey).storefront;
    expect(await theirWeb.content.reviews.list({ productId: shop.shirt.id })).toMatchObject({ items: [], count: 0, average: null });
    expect(await rejection(theirWeb.reviews.submit({ memberId: member.id, orderItemId: order.cap, stars: 1 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(theirWeb.reviews.reviewable({ memberId: member.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await db().productReview.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: mine.id } } })).toMatchObject({ visibility: 'public', reply: '' });
  });
});

describe('loyalty rule type 5: reward after order rated', () => {
  it('grants once per order on its first review, within the earning limit, times the tier multiplier', async () => {
    const s = await seedShop(rt, { merchant: await seedMerchant(rt) });
    const api = s.admin.caller;
    await api.products.quickUpdate({ patches: [{ sku: s.shirt.sku, stock: 1000 }, { sku: s.cap.redSku, stock: 1000 }] });
    const sf = storefrontCaller(rt, s.siteKey).storefront;
    const member = await signUp(s);
    const first = await memberOrder(member.id, 'completed', s);
    const second = await memberOrder(member.id, 'completed', s);
    const third = await memberOrder(member.id, 'completed', s);
    // Points of the paid orders come first; only what rating earns is counted below.
    const rated = () => db().pointsEntry.findMany({ where: { merchantId: s.merchantId, memberId: member.id, rule: { ruleType: 5 } }, select: { orderId: true, points: true, ruleId: true, note: true }, orderBy: { id: 'asc' } });

    // Without a type-5 rule, a rated order earns nothing.
    await sf.reviews.submit({ memberId: member.id, orderItemId: first.shirt, stars: 5 });
    expect(await rated()).toEqual([]);

    const rule = await api.loyalty.createRule(ruleForm({ ruleType: 5, pointsGrant: 200, earningLimit: 2 }));
    const unlimited = await api.loyalty.createRule(ruleForm({ ruleType: 5, pointsGrant: 10 }));
    await api.loyalty.createTier({ nameEn: 'Silver', reachPoints: 0, multiplierBp: 15000 });

    // The first order's first review has passed: its second review earns nothing.
    await sf.reviews.submit({ memberId: member.id, orderItemId: first.cap, stars: 4 });
    expect(await rated()).toEqual([]);

    await sf.reviews.submit({ memberId: member.id, orderItemId: second.shirt, stars: 5 });
    await sf.reviews.submit({ memberId: member.id, orderItemId: second.cap, stars: 5 });
    expect(await rated()).toEqual([
      { orderId: second.id, points: 300, ruleId: rule.id, note: expect.any(String) },
      { orderId: second.id, points: 15, ruleId: unlimited.id, note: expect.any(String) },
    ]);
    const notes = (await rated()).map((e) => e.note);
    expect(notes[0]).toContain(`"orderNo":${second.orderNo}`);

    // A review deleted and written again does not rate the order twice.
    const secondReviews = await db().productReview.findMany({ where: { merchantId: s.merchantId, orderId: second.id }, select: { id: true } });
    await api.reviews.delete({ ids: secondReviews.map((r) => r.id) });
    await sf.reviews.submit({ memberId: member.id, orderItemId: second.shirt, stars: 3 });
    expect(await rated()).toHaveLength(2);

    // The third order: the limited rule earns its second and last time; a fourth order only the unlimited one.
    await sf.reviews.submit({ memberId: member.id, orderItemId: third.cap, stars: 5 });
    const fourth = await memberOrder(member.id, 'completed', s);
    await sf.reviews.submit({ memberId: member.id, orderItemId: fourth.shirt, stars: 5 });
    const byOrder = (await rated()).map((e) => [e.orderId, e.ruleId]);
    expect(byOrder.filter(([, r]) => r === rule.id).map(([o]) => o)).toEqual([second.id, third.id]);
    expect(byOrder.filter(([, r]) => r === unlimited.id).map(([o]) => o)).toEqual([second.id, third.id, fourth.id]);
  });

  it('earns nothing while loyalty is off, and not for manual reviews', async () => {
    const s = await seedShop(rt, { merchant: await seedMerchant(rt) });
    const api = s.admin.caller;
    await api.loyalty.createRule(ruleForm({ ruleType: 5, pointsGrant: 200 }));
    await api.loyalty.updateSettings({ enabled: false, pointsPerRinggit: 100, thousandPointsSen: 1000 });
    const member = await signUp(s);
    const order = await memberOrder(member.id, 'completed', s);
    await storefrontCaller(rt, s.siteKey).storefront.reviews.submit({ memberId: member.id, orderItemId: order.shirt, stars: 5 });
    await api.reviews.create({ productId: s.shirt.id, reviewerName: 'Walk-in', stars: 5, reviewedAt: new Date() });
    expect(await db().pointsEntry.count({ where: { merchantId: s.merchantId, rule: { ruleType: 5 } } })).toBe(0);
  });
});
