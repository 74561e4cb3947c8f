import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../core/members/constants.ts';
import { adminSession, asToken, expectOneLog, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { placeOrder, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { voucherForm } from '../helpers/vouchers.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedShop);

const db = () => rt.database.client;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const website = (s: SeededShop = shop) => storefrontCaller(rt, s.siteKey);
let serial = 0;
const signUp = (s: SeededShop = shop) => {
  serial += 1;
  return website(s).storefront.members.signUp({ name: `Leaving ${serial}`, email: `leaving${serial}@buyer.test`, password: 'Member#2026' });
};

/** How many rows of each kind hang off the member. */
async function holdings(s: SeededShop, memberId: string) {
  const where = { merchantId: s.merchantId, memberId };
  return {
    member: await db().member.count({ where: { merchantId: s.merchantId, id: memberId } }),
    visits: await db().memberVisit.count({ where }),
    cart: await db().memberCartItem.count({ where }),
    points: await db().pointsEntry.count({ where }),
    redemptions: await db().redemption.count({ where }),
    wallet: await db().voucherClaim.count({ where }),
    draftRecipients: await db().broadcastRecipient.count({ where }),
  };
}

/** A member with a visit, a cart line, points, a pending and a rejected reward request, a saved voucher and a place in a draft broadcast. */
async function busyMember(s: SeededShop) {
  const member = await signUp(s);
  const admin = s.admin.caller;
  await website(s).storefront.members.recordVisit({ memberId: member.id, staySeconds: 12, source: 'direct', url: 'https://shop.test/' });
  await website(s).storefront.members.setCart({ memberId: member.id, items: [{ productId: s.shirt.id, quantity: 1 }] });
  await admin.loyalty.adjustPoints({ memberId: member.id, points: 500, note: 'Welcome gift' });
  const item = await admin.rewardStation.createItem({ name: `Mug ${member.memberNo}`, pointsRequired: 100, availability: 1 });
  const rejected = await website(s).storefront.rewards.redeem({ memberId: member.id, itemId: item.id });
  await admin.rewardStation.reject({ ids: [rejected.id], reason: 'Out of stock' });
  await website(s).storefront.rewards.redeem({ memberId: member.id, itemId: item.id });
  const voucher = await admin.vouchers.create(voucherForm());
  await website(s).storefront.vouchers.claim({ memberId: member.id, voucherId: voucher.id });
  await admin.broadcasts.create({ name: 'Raya', subject: 'Raya sale', message: 'Come and see', memberIds: [member.id] });
  return { member, itemId: item.id };
}

describe('deleting a member', () => {
  it('deletes a member without orders with what only concerns them, logged; the number is not reused', async () => {
    const s = await seedShop(rt);
    const { member, itemId } = await busyMember(s);
    expect(await holdings(s, member.id)).toEqual({ member: 1, visits: 1, cart: 1, points: 1, redemptions: 2, wallet: 1, draftRecipients: 1 });

    const { caller, request, logs } = adminSession(rt, s);
    const { result, logs: written } = await logs(() => caller.members.delete({ id: member.id }));
    expect(result).toBeUndefined();
    expectOneLog(written, { action: `Deleted member #${member.memberNo} "${member.name}"`, category: 'my_sales' }, request);
    expect(await holdings(s, member.id)).toEqual({ member: 0, visits: 0, cart: 0, points: 0, redemptions: 0, wallet: 0, draftRecipients: 0 });
    expect((await rejection(caller.members.get({ id: member.id }))).code).toBe('NOT_FOUND');
    // The item the member asked for stays, with nothing pending any more.
    expect(await caller.rewardStation.item({ id: itemId })).toMatchObject({ pending: 0, redeemed: 0 });
    expect((await signUp(s)).memberNo).toBe(member.memberNo + 1);
  });

  it('refuses a member with an order, whatever its status: "{name} is in use", nothing deleted', async () => {
    const s = await seedShop(rt);
    const member = await signUp(s);
    const order = await placeOrder(rt, s, { memberId: member.id });
    await s.admin.caller.orders.cancel({ id: order.id, remark: 'Changed mind' });
    const error = await rejection(s.admin.caller.members.delete({ id: member.id }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: english(MEMBER_MESSAGES.inUse(member.name)) });
    expect(error.message).toBe(`${member.name} is in use`);
    expect((await s.admin.caller.members.get({ id: member.id })).orderCount).toBe(1);
  });

  it('refuses a member who received a reward; the points spent stay in the ledger', async () => {
    const s = await seedShop(rt);
    const member = await signUp(s);
    const admin = s.admin.caller;
    await admin.loyalty.adjustPoints({ memberId: member.id, points: 300, note: 'Gift' });
    const item = await admin.rewardStation.createItem({ name: 'Tote', pointsRequired: 200, availability: 1 });
    const r = await website(s).storefront.rewards.redeem({ memberId: member.id, itemId: item.id });
    await admin.rewardStation.approve({ ids: [r.id] });
    expect(await rejection(admin.members.delete({ id: member.id }))).toMatchObject({ code: 'CONFLICT', message: `${member.name} is in use` });
    expect(await holdings(s, member.id)).toMatchObject({ member: 1, points: 2, redemptions: 1 });
  });

  it('a deleted member cannot check out', async () => {
    const s = await seedShop(rt);
    const gone = await signUp(s);
    await s.admin.caller.members.delete({ id: gone.id });
    expect(await rejection(placeOrder(rt, s, { memberId: gone.id }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { memberId: english(MEMBER_MESSAGES.memberUnknown) } });
  });

  it('an order and a deletion at the same moment: one of them wins, never an order without its member', async () => {
    const s = await seedShop(rt);
    const member = await signUp(s);
    // Holding the product's row stops the checkout at its stock, after it has read the member and
    // written the order, and the deletion comes then: without the checkout's lock on the member,
    // the deletion would not see the order (not committed yet) and both would succeed on PostgreSQL.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = db().$transaction(
      async (tx) => {
        expect(await tx.$executeRaw`UPDATE "Product" SET "stock" = "stock" WHERE "merchantId" = ${s.merchantId} AND "id" = ${s.shirt.id}`).toBe(1);
        await released;
      },
      { timeout: 30_000 },
    );
    const order = placeOrder(rt, s, { memberId: member.id, items: [{ productId: s.shirt.id, qty: 1 }] });
    await pause(1_000);
    const deletion = s.admin.caller.members.delete({ id: member.id });
    await pause(1_000);
    release();
    await holder;
    const [ordered, deleted] = (await Promise.allSettled([order, deletion])).map((r) => r.status === 'fulfilled');
    // On PostgreSQL the order wins (it holds the member first); SQLite runs the two one after the other, either first.
    expect(ordered !== deleted).toBe(true);
    const orders = await db().order.count({ where: { merchantId: s.merchantId, memberId: member.id } });
    expect({ member: (await holdings(s, member.id)).member, orders }).toEqual(ordered ? { member: 1, orders: 1 } : { member: 0, orders: 0 });
  });

  it('another merchant’s member is not found and stays; a viewer of My Sales cannot delete', async () => {
    const member = await signUp();
    const other = await seedShop(rt);
    expect((await rejection(other.admin.caller.members.delete({ id: member.id }))).code).toBe('NOT_FOUND');
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await rejection(asToken(rt, viewer.token).members.delete({ id: member.id }))).code).toBe('FORBIDDEN');
    expect((await holdings(shop, member.id)).member).toBe(1);
  });
});
