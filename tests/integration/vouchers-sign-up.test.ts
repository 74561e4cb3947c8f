import { describe, expect, it } from 'vitest';
import { createMembers } from '../../core/members/create-member.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, rejection, uniqueName } from '../helpers/fixtures.ts';
import { adminCtx } from '../helpers/loyalty.ts';
import { placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { DAY, voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

/** A first-time sign-up voucher (kind 2) of the shop, RM 5.00 off unless told. */
const signUpVoucher = async (shop: SeededShop, overrides: Parameters<typeof voucherForm>[0] = {}) => shop.admin.caller.vouchers.create(voucherForm({ kind: 2, name: uniqueName('Welcome '), ...overrides }));

/** A member signing up on the shop's website; each call on its own caller (its own transaction on PostgreSQL). */
const signUp = (shop: SeededShop, email = `${uniqueName('new')}@buyer.test`) =>
  storefrontCaller(rt, shop.siteKey).storefront.members.signUp({ name: 'New Buyer', email, phone: '', password: PASSWORD });

const wallet = (shop: SeededShop, memberId: string) => shop.storefront.storefront.vouchers.wallet({ memberId });
const claimedCount = async (shop: SeededShop, id: string) => (await rt.database.client.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } })).claimedCount;

describe('first-time sign-up vouchers', () => {
  it('go into the wallet of a member who signs up on the website: the active ones inside their claim period', async () => {
    const shop = await seedShop(rt);
    const now = Date.now();
    const welcome = await signUpVoucher(shop, { amountSen: 700 });
    const members = await signUpVoucher(shop, { mode: 2, displayed: false });
    await signUpVoucher(shop, { active: false });
    await signUpVoucher(shop, { claimStartAt: new Date(now + DAY), claimEndAt: new Date(now + 2 * DAY) });
    await signUpVoucher(shop, { claimStartAt: new Date(now - 2 * DAY), claimEndAt: new Date(now - DAY) });
    const normal = await shop.admin.caller.vouchers.create(voucherForm());
    const member = await signUp(shop);

    const held = await wallet(shop, member.id);
    expect(held.map((v) => v.id).sort()).toEqual([welcome.id, members.id].sort());
    expect(held.find((v) => v.id === welcome.id)).toMatchObject({ name: welcome.name, code: welcome.code, kind: 2, discountAmount: 'RM 7.00', usesLeft: 1 });
    expect(await claimedCount(shop, welcome.id)).toBe(1);
    expect(await claimedCount(shop, normal.id)).toBe(0);
    // The voucher list counts the gift as claimed.
    expect((await shop.admin.caller.vouchers.get({ id: welcome.id })).claimedCount).toBe(1);

    // Saved vouchers are in the wallet too; one used up by the member's orders leaves it.
    await shop.storefront.storefront.vouchers.claim({ memberId: member.id, voucherId: normal.id });
    expect((await wallet(shop, member.id)).map((v) => v.id)).toContain(normal.id);
    await placeOrder(rt, shop, { memberId: member.id, voucherCode: welcome.code });
    expect((await wallet(shop, member.id)).map((v) => v.id).sort()).toEqual([members.id, normal.id].sort());
  });

  it('go to a guest who joins as a member at checkout, who may use one on that very order', async () => {
    const shop = await seedShop(rt);
    const welcome = await signUpVoucher(shop, { perMemberLimit: 2, quantity: 10 });
    const order = await placeOrder(rt, shop, { voucherCode: welcome.code, buyer: { name: 'Joining Buyer', email: `${uniqueName('join')}@buyer.test`, phone: '' }, joinAsMember: { password: PASSWORD } });
    expect(order.voucherSen).toBe(500);
    expect(await wallet(shop, order.memberId!)).toEqual([expect.objectContaining({ id: welcome.id, usesLeft: 1 })]);
    expect(await claimedCount(shop, welcome.id)).toBe(1);
  });

  it('are not given once all are handed out, and not to members the shop imports or adds by hand', async () => {
    const shop = await seedShop(rt);
    const single = await signUpVoucher(shop, { quantity: 1 });
    const first = await signUp(shop);
    const second = await signUp(shop);
    expect((await wallet(shop, first.id)).map((v) => v.id)).toEqual([single.id]);
    expect(await wallet(shop, second.id)).toEqual([]);
    expect(await claimedCount(shop, single.id)).toBe(1);

    const plenty = await signUpVoucher(shop, { quantity: 100 });
    const byHand = await shop.admin.caller.members.create({ name: 'Counter Buyer', email: `${uniqueName('hand')}@buyer.test` });
    const ctx = await adminCtx(rt, shop);
    const { ids } = await withTransaction(ctx, (tx) => createMembers(tx, [{ name: 'Imported Buyer', email: `${uniqueName('imp')}@buyer.test`, phone: '', dateOfBirth: null }], { source: 'import', importBatch: 'batch' }));
    expect(await wallet(shop, byHand.id)).toEqual([]);
    expect(await wallet(shop, ids[0]!)).toEqual([]);
    expect(await claimedCount(shop, plenty.id)).toBe(0);
  });

  it('never go to more members than their quantity when many sign up at once', async () => {
    const shop = await seedShop(rt);
    const welcome = await signUpVoucher(shop, { quantity: 12 });
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => signUp(shop)));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(await claimedCount(shop, welcome.id)).toBe(12);
    expect(await rt.database.client.voucherClaim.count({ where: { merchantId: shop.merchantId, voucherId: welcome.id } })).toBe(12);
  }, 60_000);

  it("lists a member's wallet only on the member's own shop", async () => {
    const shop = await seedShop(rt);
    const other = await seedShop(rt);
    await signUpVoucher(shop);
    const member = await signUp(shop);
    expect(await rejection(other.storefront.storefront.vouchers.wallet({ memberId: member.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(shop.storefront.storefront.vouchers.wallet({ memberId: '' }))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
