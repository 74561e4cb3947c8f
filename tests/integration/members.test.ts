import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { createMembers } from '../../core/members/create-member.ts';
import { MEMBER_MESSAGES, TOP_BUYER_MIN_PAID_SEN } from '../../core/members/constants.ts';
import { baseContext, withTransaction } from '../../core/shared/context.ts';
import { asToken, logsDuring, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);

const DAY = 86_400_000;
const PASSWORD = 'Member#2026';
const db = () => rt.database.client;
const admin = (s: SeededShop = shop) => s.admin.caller;
/** The shop's website with its clock at `at` (the dates members join and log in on). */
const websiteAt = (s: SeededShop, at: Date) => storefrontCaller(rt, s.siteKey, testRequest(), () => at);
const website = (s: SeededShop = shop) => storefrontCaller(rt, s.siteKey);
let serial = 0;
const signUp = (s: SeededShop, fields: { name?: string; email?: string; phone?: string } = {}, at?: Date) => {
  serial += 1;
  const caller = at ? websiteAt(s, at) : website(s);
  return caller.storefront.members.signUp({ name: fields.name ?? `Member ${serial}`, email: fields.email ?? `member${serial}@buyer.test`, phone: fields.phone ?? '', password: PASSWORD });
};
const memberRow = (s: SeededShop, id: string) => db().member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: s.merchantId, id } } });
const payment = { method: 'bank_transfer', paidOn: new Date(), amountSen: 100 } as const;
/** A signed-in back-office context of the shop's admin, for the core functions the API does not expose. */
async function adminCtx(s: SeededShop) {
  return (await resolveSession(baseContext(rt.database, rt.env, testRequest()), s.admin.token))!.ctx;
}

describe('storefront: sign-up and sign-in', () => {
  it('signs a member up with the next gap-free member number and lower-cased keys', async () => {
    const s = await seedShop(rt);
    const first = await signUp(s, { name: 'Siti Aminah', email: 'Siti.Aminah@Example.test', phone: '+60 12-345 6789' });
    const second = await signUp(s);
    expect(first).toMatchObject({ memberNo: 1, name: 'Siti Aminah', email: 'Siti.Aminah@Example.test', phone: '+60 12-345 6789', lastLoginAt: null });
    expect(second.memberNo).toBe(2);
    const row = await memberRow(s, first.id);
    expect(row).toMatchObject({ nameKey: 'siti aminah', emailKey: 'siti.aminah@example.test', source: 'signup', status: 1 });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect((await db().memberSetting.findUniqueOrThrow({ where: { merchantId: s.merchantId } })).nextMemberNo).toBe(3);
  });

  it('refuses an e-mail another member of the merchant has, whatever its case, and takes no number', async () => {
    const s = await seedShop(rt);
    await signUp(s, { email: 'dup@buyer.test' });
    expect(await rejection(signUp(s, { email: 'DUP@Buyer.Test' }))).toMatchObject({ code: 'CONFLICT', message: english(MEMBER_MESSAGES.emailTaken) });
    expect((await signUp(s)).memberNo).toBe(2);
    // Another merchant's members are another list.
    expect((await signUp(shop, { email: 'dup@buyer.test' })).email).toBe('dup@buyer.test');
  });

  it('refuses a weak password', async () => {
    const error = await rejection(website().storefront.members.signUp({ name: 'Weak', email: 'weak@buyer.test', password: 'short' }));
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('signs in with the e-mail in any case and the password, recording the login time', async () => {
    const member = await signUp(shop, { email: 'login@buyer.test' });
    const at = new Date(Date.now() - 3 * DAY);
    const signedIn = await websiteAt(shop, at).storefront.members.signIn({ email: 'LOGIN@buyer.test', password: PASSWORD });
    expect(signedIn).toMatchObject({ id: member.id, memberNo: member.memberNo, email: 'login@buyer.test', lastLoginAt: at });
    expect((await memberRow(shop, member.id)).lastLoginAt).toEqual(at);
  });

  it('refuses a wrong password, an unknown e-mail and another merchant’s member alike', async () => {
    const member = await signUp(shop);
    const other = await seedShop(rt);
    for (const attempt of [
      () => website().storefront.members.signIn({ email: member.email, password: 'Wrong#2026' }),
      () => website().storefront.members.signIn({ email: 'nobody@buyer.test', password: PASSWORD }),
      () => website(other).storefront.members.signIn({ email: member.email, password: PASSWORD }),
    ]) {
      expect(await rejection(attempt())).toMatchObject({ code: 'FORBIDDEN', message: english(MEMBER_MESSAGES.invalidCredentials) });
    }
  });

  it('rate limits failed sign-ins per member address', async () => {
    const member = await signUp(shop);
    for (let i = 0; i < 5; i += 1) {
      expect((await rejection(website().storefront.members.signIn({ email: member.email, password: 'Wrong#2026' }))).code).toBe('FORBIDDEN');
    }
    const limited = await rejection(website().storefront.members.signIn({ email: member.email, password: PASSWORD }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a hidden member cannot sign in; enabled again, they can', async () => {
    const member = await signUp(shop);
    await admin().members.setStatus({ id: member.id, status: 2 });
    expect(await rejection(website().storefront.members.signIn({ email: member.email, password: PASSWORD }))).toMatchObject({ code: 'FORBIDDEN', message: 'This member account has been disabled.' });
    await admin().members.setStatus({ id: member.id, status: 1 });
    expect((await website().storefront.members.signIn({ email: member.email, password: PASSWORD })).id).toBe(member.id);
  });

  it('an imported member without a password cannot sign in', async () => {
    const ctx = await adminCtx(shop);
    const { ids } = await withTransaction(ctx, (tx) => createMembers(tx, [{ name: 'No Password', email: 'nopass@buyer.test', phone: '', dateOfBirth: null }], { source: 'import', importBatch: 'Batch A' }));
    expect(ids).toHaveLength(1);
    expect(await rejection(website().storefront.members.signIn({ email: 'nopass@buyer.test', password: PASSWORD }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('createMembers (imports)', () => {
  it('numbers a whole batch gap-free after the existing members, in chunks, with the batch name', async () => {
    const s = await seedShop(rt);
    await signUp(s);
    const rows = Array.from({ length: 1203 }, (_, i) => ({ name: `Imported ${i}`, email: `Imported${i}@Buyer.test`, phone: '+60123456789', dateOfBirth: i === 0 ? '1990-05-17' : null }));
    const ctx = await adminCtx(s);
    const { ids } = await withTransaction(ctx, (tx) => createMembers(tx, rows, { source: 'import', importBatch: 'Spring list' }));
    expect(ids).toHaveLength(1203);
    const stored = await db().member.findMany({ where: { merchantId: s.merchantId, importBatch: 'Spring list' }, orderBy: { memberNo: 'asc' } });
    expect(stored.map((m) => m.memberNo)).toEqual(Array.from({ length: 1203 }, (_, i) => i + 2));
    expect(stored.map((m) => m.id)).toEqual(ids);
    expect(stored[0]).toMatchObject({ name: 'Imported 0', emailKey: 'imported0@buyer.test', source: 'import', dateOfBirth: '1990-05-17', passwordHash: null });
    expect((await signUp(s)).memberNo).toBe(1205);
  });

  it('fails whole on an e-mail already a member’s, numbering nothing', async () => {
    const s = await seedShop(rt);
    const existing = await signUp(s);
    const ctx = await adminCtx(s);
    const rows = [
      { name: 'Fresh', email: 'fresh@buyer.test', phone: '', dateOfBirth: null },
      { name: 'Clash', email: existing.email.toUpperCase(), phone: '', dateOfBirth: null },
    ];
    const error = await withTransaction(ctx, (tx) => createMembers(tx, rows, { source: 'import', importBatch: 'B' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MEMBER.EMAIL_TAKEN' });
    expect(await db().member.count({ where: { merchantId: s.merchantId } })).toBe(1);
    expect((await signUp(s)).memberNo).toBe(2);
  });
});

describe('storefront: visits and cart', () => {
  it('records visits, counted in the detail and paged newest first, every one of them reachable', async () => {
    const member = await signUp(shop);
    const t1 = new Date(Date.now() - 2 * DAY);
    const t2 = new Date(Date.now() - DAY);
    await websiteAt(shop, t1).storefront.members.recordVisit({ memberId: member.id, staySeconds: 95, seo: 'cotton shirt', source: 'search', url: 'https://shop.test/p/shirt' });
    await websiteAt(shop, t2).storefront.members.recordVisit({ memberId: member.id, staySeconds: 12, source: 'direct', url: 'https://shop.test/' });
    expect((await admin().members.get({ id: member.id })).visitCount).toBe(2);
    const visits = await admin().members.visits({ id: member.id });
    expect(visits).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(visits.items.map((v) => ({ at: v.visitedAt, stay: v.staySeconds, seo: v.seo, source: v.source, url: v.url }))).toEqual([
      { at: t2, stay: 12, seo: '', source: 'direct', url: 'https://shop.test/' },
      { at: t1, stay: 95, seo: 'cotton shirt', source: 'search', url: 'https://shop.test/p/shirt' },
    ]);
    // A member who visits daily: the oldest visit is on the last page.
    const regular = await signUp(shop);
    const first = new Date(Date.now() - 30 * DAY);
    for (let day = 0; day < 25; day++) {
      await websiteAt(shop, new Date(first.getTime() + day * DAY)).storefront.members.recordVisit({ memberId: regular.id, staySeconds: day, source: 'direct', url: `https://shop.test/day/${day}` });
    }
    const last = await admin().members.visits({ id: regular.id, page: 2, pageSize: 20 });
    expect(last).toMatchObject({ total: 25, page: 2 });
    expect(last.items.map((v) => v.staySeconds)).toEqual([4, 3, 2, 1, 0]);
    expect((await rejection(admin().members.visits({ id: regular.id, pageSize: 25 }))).code).toBe('BAD_REQUEST');
  });

  it('refuses a visit of an unknown member or a bad source', async () => {
    expect((await rejection(website().storefront.members.recordVisit({ memberId: 'nobody', staySeconds: 1, source: 'direct', url: 'https://shop.test/' }))).code).toBe('NOT_FOUND');
    const member = await signUp(shop);
    expect((await rejection(website().storefront.members.recordVisit({ memberId: member.id, staySeconds: 1, source: 'email' as 'direct', url: 'https://shop.test/' }))).code).toBe('BAD_REQUEST');
  });

  it('replaces the cart, adding up repeated lines, and shows product names in the detail', async () => {
    const member = await signUp(shop);
    await website().storefront.members.setCart({ memberId: member.id, items: [{ productId: shop.shirt.id, quantity: 1 }] });
    const cart = await website().storefront.members.setCart({
      memberId: member.id,
      items: [
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, quantity: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, quantity: 1 },
        { productId: shop.cap.id, optionId: shop.cap.blueOptionId, quantity: 1 },
      ],
    });
    const lines = (items: typeof cart.items) => items.map((l) => ({ name: l.productName, option: l.optionLabel, qty: l.quantity })).sort((a, b) => a.option.localeCompare(b.option));
    expect(lines(cart.items)).toEqual([
      { name: 'Baseball cap', option: 'Colour: Blue', qty: 1 },
      { name: 'Baseball cap', option: 'Colour: Red', qty: 3 },
    ]);
    expect(lines((await admin().members.get({ id: member.id })).cart)).toEqual(lines(cart.items));
    expect((await website().storefront.members.setCart({ memberId: member.id, items: [] })).items).toEqual([]);
  });

  it('takes only the merchant’s products, with a valid option', async () => {
    const member = await signUp(shop);
    const other = await seedShop(rt);
    await website().storefront.members.setCart({ memberId: member.id, items: [{ productId: shop.shirt.id, quantity: 1 }] });
    expect(await rejection(website().storefront.members.setCart({ memberId: member.id, items: [{ productId: other.shirt.id, quantity: 1 }] }))).toMatchObject({ code: 'NOT_FOUND', field: 'items.0.productId' });
    expect(await rejection(website().storefront.members.setCart({ memberId: member.id, items: [{ productId: shop.cap.id, quantity: 1 }] }))).toMatchObject({ code: 'BAD_REQUEST', field: 'items.0.optionId' });
    expect(await rejection(website().storefront.members.setCart({ memberId: member.id, items: [{ productId: shop.shirt.id, optionId: shop.cap.redOptionId, quantity: 1 }] }))).toMatchObject({ code: 'BAD_REQUEST' });
    // A refused cart leaves the old one.
    expect((await admin().members.get({ id: member.id })).cart.map((l) => l.productId)).toEqual([shop.shirt.id]);
    // Another merchant's website cannot touch this member's cart.
    expect((await rejection(website(other).storefront.members.setCart({ memberId: member.id, items: [{ productId: other.shirt.id, quantity: 1 }] }))).code).toBe('NOT_FOUND');
  });
});

describe('back office: list', () => {
  let s: SeededShop;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await seedShop(rt);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    // Joined long ago, logged in recently: not new, not inactive.
    ids.loyal = (await signUp(s, { name: 'Ahmad Loyal', email: 'ahmad@loyal.test', phone: '+60111111111' }, ago(300))).id;
    await websiteAt(s, ago(2)).storefront.members.signIn({ email: 'ahmad@loyal.test', password: PASSWORD });
    // Joined long ago, last login 90 days ago: inactive.
    ids.sleeper = (await signUp(s, { name: 'Bala Sleeper', email: 'bala@sleep.test', phone: '+60122222222' }, ago(200))).id;
    await websiteAt(s, ago(90)).storefront.members.signIn({ email: 'bala@sleep.test', password: PASSWORD });
    // Joined 61 days ago, never logged in: inactive too.
    ids.silent = (await signUp(s, { name: 'Chong Silent', email: 'chong@silent.test' }, ago(61))).id;
    // Joined 10 days ago, never logged in: new, not inactive.
    ids.fresh = (await signUp(s, { name: 'Dewi Fresh', email: 'dewi@fresh.test', phone: '+60133333333' }, ago(10))).id;
    // Paid orders: loyal two (one big), fresh one.
    const pay = async (memberId: string, qty: number) => {
      const order = await placeOrder(rt, s, { memberId, items: [{ productId: s.shirt.id, qty }] });
      await admin(s).orders.markPaid({ id: order.id, payment });
    };
    await pay(ids.loyal!, 1);
    await pay(ids.loyal!, 4);
    await pay(ids.fresh!, 1);
  });

  const listIds = async (input: Parameters<SeededShop['admin']['caller']['members']['list']>[0]) => (await admin(s).members.list(input)).items.map((m) => m.id);

  it('lists the newest member first, with types and figures', async () => {
    const page = await admin(s).members.list({});
    expect(page.total).toBe(4);
    expect(page.items.map((m) => m.id)).toEqual([ids.fresh, ids.silent, ids.sleeper, ids.loyal]);
    const byId = new Map(page.items.map((m) => [m.id, m]));
    expect(byId.get(ids.loyal!)).toMatchObject({ paidOrderCount: 2, paidTotalSen: 5 * 2990 + 2 * 800, types: ['repeat_customer'] });
    expect(byId.get(ids.fresh!)!.types).toEqual(['new_join', 'first_order']);
    expect(byId.get(ids.sleeper!)!.types).toEqual(['potential_customer', 'inactive']);
    expect(byId.get(ids.silent!)!.types).toEqual(['potential_customer', 'inactive']);
  });

  it('filters by each type in the database', async () => {
    expect(await listIds({ type: 'new_join' })).toEqual([ids.fresh]);
    expect(await listIds({ type: 'inactive' })).toEqual([ids.silent, ids.sleeper]);
    expect(await listIds({ type: 'potential_customer' })).toEqual([ids.silent, ids.sleeper]);
    expect(await listIds({ type: 'first_order' })).toEqual([ids.fresh]);
    expect(await listIds({ type: 'repeat_customer' })).toEqual([ids.loyal]);
    expect(await listIds({ type: 'top_buyer' })).toEqual([]);
  });

  it('top_buyer from the threshold on', async () => {
    await db().member.update({ where: { merchantId_id: { merchantId: s.merchantId, id: ids.loyal! } }, data: { paidTotalSen: TOP_BUYER_MIN_PAID_SEN } });
    expect(await listIds({ type: 'top_buyer' })).toEqual([ids.loyal]);
    await db().member.update({ where: { merchantId_id: { merchantId: s.merchantId, id: ids.loyal! } }, data: { paidTotalSen: TOP_BUYER_MIN_PAID_SEN - 1 } });
    expect(await listIds({ type: 'top_buyer' })).toEqual([]);
  });

  it('searches by name prefix, e-mail, member number and phone, without case', async () => {
    expect(await listIds({ search: 'ahm' })).toEqual([ids.loyal]);
    expect(await listIds({ search: 'BALA S' })).toEqual([ids.sleeper]);
    expect(await listIds({ search: 'sleeper' })).toEqual([]);
    expect(await listIds({ search: 'Chong@Silent.test' })).toEqual([ids.silent]);
    const dewi = (await memberRow(s, ids.fresh!)).memberNo;
    expect(await listIds({ search: `#${dewi}` })).toEqual([ids.fresh]);
    expect(await listIds({ search: '0133333333' })).toEqual([ids.fresh]);
  });

  it('filters by status and pages by the page sizes', async () => {
    await admin(s).members.setStatus({ id: ids.sleeper!, status: 2 });
    expect(await listIds({ status: 2 })).toEqual([ids.sleeper]);
    expect(await listIds({ status: 1 })).toEqual([ids.fresh, ids.silent, ids.loyal]);
    await admin(s).members.setStatus({ id: ids.sleeper!, status: 1 });
    const page = await admin(s).members.list({ pageSize: 40, page: 2 });
    expect(page).toMatchObject({ items: [], total: 4, page: 2, pageSize: 40 });
    expect((await rejection(admin(s).members.list({ pageSize: 25 }))).code).toBe('BAD_REQUEST');
  });
});

describe('back office: detail, edit, status, create', () => {
  it('shows every field and the purchase history from the member’s orders', async () => {
    const member = await signUp(shop);
    const first = await placeOrder(rt, shop, { memberId: member.id, items: [{ productId: shop.shirt.id, qty: 2 }] });
    const second = await placeOrder(rt, shop, { memberId: member.id, items: [{ productId: shop.shirt.id, qty: 1 }, { productId: shop.cap.id, optionId: shop.cap.blueOptionId, qty: 1 }] });
    await placeOrder(rt, shop, {}); // a guest's order is no one's history
    const detail = await admin().members.get({ id: member.id });
    expect(detail).toMatchObject({ id: member.id, memberNo: member.memberNo, name: member.name, email: member.email, status: 1, source: 'signup', hasPassword: true, emailVerified: false, orderCount: 2 });
    expect(detail).not.toHaveProperty('passwordHash');
    const orders = await admin().members.orders({ id: member.id });
    expect(orders.total).toBe(2);
    expect(orders.items.map((o) => ({ id: o.id, orderNo: o.orderNo, items: o.itemCount, total: o.totalSen, status: o.status }))).toEqual([
      { id: second.id, orderNo: second.orderNo, items: 2, total: second.totalSen, status: 7 },
      { id: first.id, orderNo: first.orderNo, items: 1, total: first.totalSen, status: 7 },
    ]);
  });

  it('another merchant’s member is not found', async () => {
    const member = await signUp(shop);
    const other = await seedShop(rt);
    expect((await rejection(admin(other).members.get({ id: member.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin(other).members.orders({ id: member.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin(other).members.visits({ id: member.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin(other).members.setStatus({ id: member.id, status: 2 }))).code).toBe('NOT_FOUND');
  });

  it('edits the profile, keeping e-mails unique per merchant, and logs it', async () => {
    const member = await signUp(shop);
    const taken = await signUp(shop);
    const profile = { name: 'Nur Edited', email: 'Nur.Edited@buyer.test', phone: '+60198765432', gender: 'female' as const, dateOfBirth: '1992-02-29', emailVerified: true, shipAddress: '9 Jalan Baru', shipCity: 'Klang', shipPostcode: '41000', shipState: 'SGR', shipCountry: 'MY', billingAddress: '9 Jalan Baru, Klang' };
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin().members.update({ id: member.id, ...profile }));
    expect(result).toMatchObject(profile);
    expect(await memberRow(shop, member.id)).toMatchObject({ nameKey: 'nur edited', emailKey: 'nur.edited@buyer.test' });
    expect(logs.map((l) => [l.action, l.category])).toEqual([[`Edited member #${member.memberNo} "Nur Edited"`, 'my_sales']]);
    expect(await rejection(admin().members.update({ id: member.id, ...profile, email: taken.email.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: english(MEMBER_MESSAGES.emailTaken) });
    expect((await rejection(admin().members.update({ id: member.id, ...profile, dateOfBirth: '1993-02-29' }))).code).toBe('BAD_REQUEST');
  });

  it('hides and enables a member, logged', async () => {
    const member = await signUp(shop);
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin().members.setStatus({ id: member.id, status: 2 }));
    expect(result.status).toBe(2);
    expect(logs.map((l) => l.action)).toEqual([`Hid member #${member.memberNo} "${member.name}"`]);
  });

  it('creates a member by hand with the next number (source dashboard), logged', async () => {
    const s = await seedShop(rt);
    await signUp(s);
    const { result, logs } = await logsDuring(rt, s.merchantId, s.admin.id, () => admin(s).members.create({ name: 'Walk In', email: 'walkin@buyer.test', phone: '+60123456780' }));
    expect(result).toMatchObject({ memberNo: 2, source: 'dashboard', hasPassword: false, types: ['new_join', 'potential_customer'] });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Added member #2 "Walk In"', 'my_sales']]);
    expect((await rejection(admin(s).members.create({ name: 'Again', email: 'WALKIN@buyer.test' }))).code).toBe('CONFLICT');
  });

  it('a viewer of My Sales reads members but cannot change them', async () => {
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    const member = await signUp(shop);
    const caller = asToken(rt, viewer.token);
    expect((await caller.members.get({ id: member.id })).id).toBe(member.id);
    expect((await rejection(caller.members.setStatus({ id: member.id, status: 2 }))).code).toBe('FORBIDDEN');
  });
});

describe('checkout as a member', () => {
  it('links the order to an enabled member of the merchant and empties the ordered cart lines', async () => {
    const member = await signUp(shop);
    await website().storefront.members.setCart({
      memberId: member.id,
      items: [
        { productId: shop.shirt.id, quantity: 2 },
        { productId: shop.cap.id, optionId: shop.cap.redOptionId, quantity: 1 },
        { productId: shop.cap.id, optionId: shop.cap.blueOptionId, quantity: 1 },
      ],
    });
    const order = await placeOrder(rt, shop, { memberId: member.id, items: [{ productId: shop.shirt.id, qty: 2 }, { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 }] });
    expect(order.memberId).toBe(member.id);
    expect((await db().order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } } })).memberId).toBe(member.id);
    const cart = (await admin().members.get({ id: member.id })).cart;
    expect(cart.map((l) => [l.productId, l.optionId])).toEqual([[shop.cap.id, shop.cap.blueOptionId]]);
  });

  it('refuses an unknown, another merchant’s or a hidden member, naming memberId', async () => {
    const other = await seedShop(rt);
    const stranger = await signUp(other);
    const hidden = await signUp(shop);
    await admin().members.setStatus({ id: hidden.id, status: 2 });
    const before = await db().order.count({ where: { merchantId: shop.merchantId } });
    for (const memberId of ['member-42', stranger.id, hidden.id]) {
      expect(await rejection(placeOrder(rt, shop, { memberId }))).toMatchObject({ code: 'NOT_FOUND', message: english(MEMBER_MESSAGES.memberUnknown), field: 'memberId' });
    }
    expect(await db().order.count({ where: { merchantId: shop.merchantId } })).toBe(before);
  });

  it('a guest who joins becomes a member (source checkout) and the order is theirs', async () => {
    const s = await seedShop(rt);
    const order = await placeOrder(rt, s, { buyer: { name: 'Joining Buyer', email: 'Join@Buyer.test', phone: '+60123450000' }, joinAsMember: { password: PASSWORD } });
    expect(order.memberId).not.toBeNull();
    const member = await memberRow(s, order.memberId!);
    expect(member).toMatchObject({ memberNo: 1, name: 'Joining Buyer', email: 'Join@Buyer.test', emailKey: 'join@buyer.test', phone: '+60123450000', source: 'checkout', shipCity: 'Shah Alam', shipState: 'SGR' });
    expect((await website(s).storefront.members.signIn({ email: 'join@buyer.test', password: PASSWORD })).id).toBe(member.id);
    expect((await admin(s).members.orders({ id: member.id })).items.map((o) => o.id)).toEqual([order.id]);
  });

  it('joining with an address already a member’s is refused, asking to sign in; nothing is written', async () => {
    const s = await seedShop(rt);
    const existing = await signUp(s, { email: 'taken@buyer.test' });
    const error = await rejection(placeOrder(rt, s, { buyer: { name: 'Someone', email: 'TAKEN@buyer.test' }, joinAsMember: { password: PASSWORD } }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: english(MEMBER_MESSAGES.joinEmailTaken), field: 'buyer.email' });
    expect(await db().order.count({ where: { merchantId: s.merchantId } })).toBe(0);
    expect(await db().member.count({ where: { merchantId: s.merchantId } })).toBe(1);
    expect((await memberRow(s, existing.id)).paidOrderCount).toBe(0);
  });

  it('joining needs an e-mail and is for guests only', async () => {
    const member = await signUp(shop);
    expect(await rejection(placeOrder(rt, shop, { buyer: { name: 'Phone Only', phone: '+60123456789' }, joinAsMember: { password: PASSWORD } }))).toMatchObject({ code: 'BAD_REQUEST', message: english(MEMBER_MESSAGES.joinEmailRequired) });
    expect(await rejection(placeOrder(rt, shop, { memberId: member.id, joinAsMember: { password: PASSWORD } }))).toMatchObject({ code: 'BAD_REQUEST', message: english(MEMBER_MESSAGES.joinWhileMember) });
  });

  it('guests stay guests: no member is made', async () => {
    const s = await seedShop(rt);
    const order = await placeOrder(rt, s, {});
    expect(order.memberId).toBeNull();
    expect(await db().member.count({ where: { merchantId: s.merchantId } })).toBe(0);
  });

  it('joining satisfies compulsory membership', async () => {
    const s = await seedShop(rt, { checkout: { compulsoryMember: true } });
    expect((await rejection(placeOrder(rt, s, {}))).code).toBe('BAD_REQUEST');
    const order = await placeOrder(rt, s, { joinAsMember: { password: PASSWORD } });
    expect(order.memberId).not.toBeNull();
  });
});

describe('paid-order figures', () => {
  it('follow pay, cancel after payment and refund', async () => {
    const s = await seedShop(rt);
    const member = await signUp(s);
    const figures = async () => {
      const row = await memberRow(s, member.id);
      return { count: row.paidOrderCount, total: Number(row.paidTotalSen), last: row.lastPaidAt };
    };
    const a = await placeOrder(rt, s, { memberId: member.id });
    const b = await placeOrder(rt, s, { memberId: member.id, items: [{ productId: s.shirt.id, qty: 3 }] });
    const c = await placeOrder(rt, s, { memberId: member.id, items: [{ productId: s.shirt.id, qty: 2 }] });
    expect(await figures()).toEqual({ count: 0, total: 0, last: null });

    const paidA = new Date(Date.now() - 5 * DAY);
    await asToken(rt, s.admin.token, testRequest(), () => paidA).orders.markPaid({ id: a.id, payment });
    expect(await figures()).toEqual({ count: 1, total: a.totalSen, last: paidA });

    await admin(s).orders.markPaid({ id: b.id, payment });
    await admin(s).orders.markPaid({ id: c.id, payment });
    const afterThree = await figures();
    expect(afterThree).toMatchObject({ count: 3, total: a.totalSen + b.totalSen + c.totalSen });
    expect(afterThree.last!.getTime()).toBeGreaterThan(paidA.getTime());
    expect((await admin(s).members.get({ id: member.id })).types).toContain('repeat_customer');

    await admin(s).orders.cancel({ id: b.id, remark: 'Changed mind' });
    expect(await figures()).toMatchObject({ count: 2, total: a.totalSen + c.totalSen });

    await admin(s).orders.confirmPayment({ id: c.id });
    await admin(s).orders.markShipped({ id: c.id, courier: 'jnt', trackingNo: 'JNT123', shippedAt: new Date() });
    await admin(s).orders.refund({ id: c.id });
    expect(await figures()).toEqual({ count: 1, total: a.totalSen, last: paidA });
    expect((await admin(s).members.get({ id: member.id })).types).toContain('first_order');
  });

  it('mass mark-as-paid counts each order, and a guest order touches no member', async () => {
    const s = await seedShop(rt);
    const member = await signUp(s);
    const orders = [await placeOrder(rt, s, { memberId: member.id }), await placeOrder(rt, s, { memberId: member.id }), await placeOrder(rt, s, {})];
    await admin(s).orders.mass({ action: 'markPaid', ids: orders.map((o) => o.id) });
    const row = await memberRow(s, member.id);
    expect({ count: row.paidOrderCount, total: Number(row.paidTotalSen) }).toEqual({ count: 2, total: orders[0]!.totalSen + orders[1]!.totalSen });
  });
});
