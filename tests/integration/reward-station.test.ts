import { describe, expect, it } from 'vitest';
import { REWARD_MESSAGES as M } from '../../core/reward-station/constants.ts';
import { adminSession, expectOneLog, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { deduct, earn, itemForm, ledgerOf, seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const HOUR = 3_600_000;
/** The spec's refusal of an approval, as the decision results carry it (a message of the locale files). */
const NOT_SENT = M.notSent;

/** An item created through the station, answering its id. */
const createItem = async (shop: RewardShop, overrides: Parameters<typeof itemForm>[0] = {}) => (await shop.admin.caller.rewardStation.createItem(itemForm(overrides))).id;

/** A member's request through the shop's website. */
const redeem = (shop: RewardShop, memberId: string, itemId: string) => shop.storefront.storefront.rewards.redeem({ memberId, itemId });

const tier = (shop: RewardShop, nameEn: string, reachPoints: number) =>
  rt.database.client.memberTier.create({ data: { merchantId: shop.merchantId, nameEn, reachPoints }, select: { id: true } });

describe('reward items', () => {
  it('creates an item with every field, shows it in detail and in the list with its counts, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const gold = await tier(shop, 'Gold', 5000);
    const { caller, request, logs } = adminSession(rt, shop);
    const startAt = new Date(Date.now() - HOUR);
    const endAt = new Date(Date.now() + 24 * HOUR);
    const form = {
      name: '  Canvas tote  ',
      pointsRequired: 1500,
      redemptionLimit: 10,
      limitPerMember: 2,
      tierId: gold.id,
      startAt,
      endAt,
      voucherLink: 'https://kedai.example.my/voucher/TOTE',
      availability: 2 as const,
      note: 'Collect at the counter.',
    };
    const { result: item, logs: written } = await logs(() => caller.rewardStation.createItem(form));
    expectOneLog(written, { action: 'Created reward item "Canvas tote"', category: 'loyalty_and_rewards' }, request);
    expect(item).toMatchObject({
      name: 'Canvas tote',
      pointsRequired: 1500,
      redemptionLimit: 10,
      limitPerMember: 2,
      tier: { id: gold.id, nameEn: 'Gold', reachPoints: 5000 },
      startAt,
      endAt,
      voucherLink: 'https://kedai.example.my/voucher/TOTE',
      availability: 2,
      note: 'Collect at the counter.',
      redeemed: 0,
      pending: 0,
      remaining: 10,
    });
    expect(await caller.rewardStation.item({ id: item.id })).toEqual(item);
    const page = await caller.rewardStation.items({});
    expect(page.items.map((i) => i.id)).toEqual([item.id]);
    expect(page.counts).toEqual({ all: 1, unavailable: 0, allMembers: 0, internalOnly: 1 });
  });

  it('blank optional fields mean no limit, any tier, no period, no link, no note', async () => {
    const shop = await seedRewardShop(rt);
    const item = await shop.admin.caller.rewardStation.createItem({ name: 'Mug', pointsRequired: 500, availability: 1 });
    expect(item).toMatchObject({ redemptionLimit: null, limitPerMember: null, tier: null, startAt: null, endAt: null, voucherLink: '', note: '', remaining: null });
  });

  it('refuses a form that breaks a rule, with the message on the field', async () => {
    const shop = await seedRewardShop(rt);
    const create = (overrides: Record<string, unknown>) => rejection(shop.admin.caller.rewardStation.createItem({ ...itemForm(), ...overrides } as never));
    expect(await create({ name: '   ' })).toMatchObject({ code: 'BAD_REQUEST', message: english(M.nameRequired), fieldErrors: { name: 'Item name is required.' } });
    expect(await create({ name: undefined })).toMatchObject({ fieldErrors: { name: 'Item name is required.' } });
    expect(await create({ pointsRequired: undefined })).toMatchObject({ fieldErrors: { pointsRequired: 'Please fill out all required fields.' } });
    expect(await create({ availability: undefined })).toMatchObject({ fieldErrors: { availability: 'Please fill out all required fields.' } });
    expect(await create({ availability: 3 })).toMatchObject({ fieldErrors: { availability: 'Please fill out all required fields.' } });
    for (const points of [0, -5, 1.5]) expect(await create({ pointsRequired: points })).toMatchObject({ fieldErrors: { pointsRequired: 'You must enter a valid value.' } });
    expect(await create({ redemptionLimit: 0 })).toMatchObject({ fieldErrors: { redemptionLimit: 'You must enter a valid value.' } });
    expect(await create({ limitPerMember: -1 })).toMatchObject({ fieldErrors: { limitPerMember: 'You must enter a valid value.' } });
    expect(await create({ note: 'n'.repeat(226) })).toMatchObject({ fieldErrors: { note: 'Note must be at most 225 characters.' } });
    expect(await create({ voucherLink: 'not a link' })).toMatchObject({ fieldErrors: { voucherLink: 'Please enter a valid url' } });
    expect(await create({ voucherLink: 'javascript:alert(1)' })).toMatchObject({ fieldErrors: { voucherLink: 'Please enter a valid url' } });
    const at = new Date();
    expect(await create({ startAt: at, endAt: at })).toMatchObject({ fieldErrors: { endAt: 'The end date must be after the start date.' } });
    expect(await create({ startAt: at, endAt: new Date(at.getTime() - 1) })).toMatchObject({ fieldErrors: { endAt: 'The end date must be after the start date.' } });
    expect(await create({ tierId: 'no-such-tier' })).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { tierId: 'Tier not found.' } });
    // 225 characters is the most a note holds.
    expect((await shop.admin.caller.rewardStation.createItem(itemForm({ note: 'n'.repeat(225) }))).note).toHaveLength(225);
    expect((await shop.admin.caller.rewardStation.items({})).total).toBe(1);
  });

  it('updates every field; an unknown item is not found', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createItem(shop);
    const silver = await tier(shop, 'Silver', 100);
    const updated = await shop.admin.caller.rewardStation.updateItem({
      id,
      item: { name: 'Umbrella', pointsRequired: 2500, redemptionLimit: 3, limitPerMember: 1, tierId: silver.id, availability: 0, note: 'Rainy days', voucherLink: 'http://x.example/u' },
    });
    expect(updated).toMatchObject({ id, name: 'Umbrella', pointsRequired: 2500, redemptionLimit: 3, limitPerMember: 1, tier: { id: silver.id }, availability: 0, note: 'Rainy days', voucherLink: 'http://x.example/u' });
    expect(await rejection(shop.admin.caller.rewardStation.updateItem({ id: 'nope', item: itemForm() }))).toMatchObject({ code: 'NOT_FOUND', message: 'Reward item not found.' });
    expect(await rejection(shop.admin.caller.rewardStation.item({ id: 'nope' }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists by availability tab and name, with redeemed, pending and remaining counts', async () => {
    const shop = await seedRewardShop(rt);
    const bag = await createItem(shop, { name: 'Blue bag', pointsRequired: 100, redemptionLimit: 5 });
    await createItem(shop, { name: 'Red cap', availability: 0 });
    await createItem(shop, { name: 'Staff lunch', availability: 2 });
    const member = await seedMember(rt, shop, 1000);
    const approved = await redeem(shop, member, bag);
    await redeem(shop, member, bag);
    await shop.admin.caller.rewardStation.approve({ ids: [approved.id] });
    const caller = shop.admin.caller.rewardStation;
    const all = await caller.items({});
    expect(all.counts).toEqual({ all: 3, unavailable: 1, allMembers: 1, internalOnly: 1 });
    expect(all.items.find((i) => i.id === bag)).toMatchObject({ redeemed: 1, pending: 1, remaining: 3 });
    expect((await caller.items({ tab: 'unavailable' })).items.map((i) => i.name)).toEqual(['Red cap']);
    expect((await caller.items({ tab: 'internalOnly' })).items.map((i) => i.name)).toEqual(['Staff lunch']);
    expect((await caller.items({ search: 'BAG' })).items.map((i) => i.name)).toEqual(['Blue bag']);
  });

  it('lists the tiers an item can be limited to, lowest first', async () => {
    const shop = await seedRewardShop(rt);
    await tier(shop, 'Gold', 5000);
    await tier(shop, 'Silver', 1000);
    expect((await shop.admin.caller.rewardStation.tierOptions()).map((t) => [t.nameEn, t.reachPoints])).toEqual([
      ['Silver', 1000],
      ['Gold', 5000],
    ]);
  });
});

describe('deleting an item', () => {
  it('deletes an item without requests, or with rejected ones only, logged; its tier may then go', async () => {
    const shop = await seedRewardShop(rt);
    const gold = await tier(shop, 'Gold', 100);
    const plain = await createItem(shop, { name: 'Sticker' });
    const id = await createItem(shop, { name: 'Umbrella', pointsRequired: 100, tierId: gold.id });
    const member = await seedMember(rt, shop, 1000);
    const r = await redeem(shop, member, id);
    await shop.admin.caller.rewardStation.reject({ ids: [r.id], reason: 'Out of stock' });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.rewardStation.deleteItem({ id }));
    expect(result).toBeUndefined();
    expectOneLog(written, { action: 'Deleted reward item "Umbrella"', category: 'loyalty_and_rewards' }, request);
    expect(await rejection(caller.rewardStation.item({ id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rt.database.client.redemption.count({ where: { merchantId: shop.merchantId, itemId: id } })).toBe(0);
    expect((await ledgerOf(rt, shop, member)).sum).toBe(1000);
    await caller.loyalty.deleteTier({ id: gold.id });
    await caller.rewardStation.deleteItem({ id: plain });
    expect((await caller.rewardStation.items({})).total).toBe(0);
  });

  it('refuses an item with a pending or an approved request: "{name} is in use", nothing deleted', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop, 1000);
    const caller = shop.admin.caller.rewardStation;
    const waiting = await createItem(shop, { name: 'Cap', pointsRequired: 100 });
    const pending = await redeem(shop, member, waiting);
    expect(await rejection(caller.deleteItem({ id: waiting }))).toMatchObject({ code: 'CONFLICT', message: english(M.inUse('Cap')) });
    expect(english(M.inUse('Cap'))).toBe('Cap is in use');
    // Decided: approved, the item holds the history of the points spent on it.
    await caller.approve({ ids: [pending.id] });
    expect(await rejection(caller.deleteItem({ id: waiting }))).toMatchObject({ code: 'CONFLICT', message: 'Cap is in use' });
    expect(await caller.item({ id: waiting })).toMatchObject({ redeemed: 1, pending: 0 });
  });

  it('another merchant’s item is not found and stays; an unknown one is not found', async () => {
    const shop = await seedRewardShop(rt);
    const other = await seedRewardShop(rt);
    const id = await createItem(shop);
    expect(await rejection(other.admin.caller.rewardStation.deleteItem({ id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Reward item not found.' });
    expect(await rejection(shop.admin.caller.rewardStation.deleteItem({ id: 'nope' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await shop.admin.caller.rewardStation.item({ id })).id).toBe(id);
  });
});

describe('requesting a redemption', () => {
  it('a member requests an item: pending, at the item’s points, nothing spent yet; the website lists it', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { name: 'Tote', pointsRequired: 300 });
    const member = await seedMember(rt, shop, 1000);
    const redemption = await redeem(shop, member, item);
    expect(redemption).toMatchObject({ status: 1, points: 300, reason: '', decidedAt: null, item: { id: item, name: 'Tote' }, member: { id: member } });
    expect((await ledgerOf(rt, shop, member)).sum).toBe(1000);
    const view = await shop.storefront.storefront.rewards.items({ memberId: member });
    expect(view).toMatchObject({ balance: 1000, reserved: 300, available: 700 });
    expect(view.pending).toEqual([{ id: redemption.id, itemName: 'Tote', points: 300, requestedAt: redemption.requestedAt }]);
    expect(view.items).toEqual([expect.objectContaining({ id: item, redeemable: true, refusal: null })]);
  });

  it('refuses an unavailable item, and an internal-users-only item from the website but not from the dashboard', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop, 5000);
    const off = await createItem(shop, { availability: 0 });
    const internal = await createItem(shop, { availability: 2 });
    expect(await rejection(redeem(shop, member, off))).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', message: english(NOT_SENT), appCode: 'REWARD.ITEM_UNAVAILABLE' });
    expect(await rejection(redeem(shop, member, internal))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.INTERNAL_ONLY' });
    expect(await rejection(shop.admin.caller.rewardStation.record({ memberId: member, itemId: off }))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.ITEM_UNAVAILABLE' });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.rewardStation.record({ memberId: member, itemId: internal }));
    expect(result.status).toBe(1);
    const memberNo = (await rt.database.client.member.findFirstOrThrow({ where: { id: member } })).memberNo;
    expectOneLog(written, { action: `Recorded a redemption of "${result.item.name}" for member #${memberNo}`, category: 'loyalty_and_rewards' }, request);
    // The website does not offer items it would refuse.
    expect((await shop.storefront.storefront.rewards.items({ memberId: member })).items).toEqual([]);
  });

  it('only inside the time period: not before the start, not from the end on', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop, 5000);
    const later = await createItem(shop, { startAt: new Date(Date.now() + HOUR) });
    const over = await createItem(shop, { startAt: new Date(Date.now() - 2 * HOUR), endAt: new Date(Date.now() - HOUR) });
    const now = await createItem(shop, { startAt: new Date(Date.now() - HOUR), endAt: new Date(Date.now() + HOUR) });
    expect(await rejection(redeem(shop, member, later))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.NOT_STARTED' });
    expect(await rejection(redeem(shop, member, over))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.ENDED' });
    expect((await redeem(shop, member, now)).status).toBe(1);
    const listed = (await shop.storefront.storefront.rewards.items({ memberId: member })).items;
    // An ended item is not shown; an upcoming one is, not redeemable yet.
    expect(listed.map((i) => [i.id, i.refusal])).toEqual(expect.arrayContaining([[later, 'REWARD.NOT_STARTED'], [now, null]]));
    expect(listed).toHaveLength(2);
  });

  it('an item limited to a tier: members of that tier or above (by all-time points, which spending does not lower)', async () => {
    const shop = await seedRewardShop(rt);
    await tier(shop, 'Silver', 1000);
    const gold = await tier(shop, 'Gold', 5000);
    await tier(shop, 'Platinum', 10_000);
    const item = await createItem(shop, { tierId: gold.id, pointsRequired: 100 });
    const silver = await seedMember(rt, shop, 4999);
    const goldMember = await seedMember(rt, shop, 5000);
    const platinum = await seedMember(rt, shop, 12_000);
    const none = await seedMember(rt, shop, 500);
    expect(await rejection(redeem(shop, silver, item))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.TIER_TOO_LOW' });
    expect(await rejection(redeem(shop, none, item))).toMatchObject({ appCode: 'REWARD.TIER_TOO_LOW' });
    const first = await redeem(shop, goldMember, item);
    expect((await redeem(shop, platinum, item)).status).toBe(1);
    await shop.admin.caller.rewardStation.approve({ ids: [first.id] });
    // 4900 points left, but the member stays Gold.
    expect((await redeem(shop, goldMember, item)).status).toBe(1);
  });

  it('the redemption limit and the limit per member count pending and approved requests, not rejected ones', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { pointsRequired: 10, redemptionLimit: 3, limitPerMember: 2 });
    const [a, b, c] = [await seedMember(rt, shop, 1000), await seedMember(rt, shop, 1000), await seedMember(rt, shop, 1000)];
    const a1 = await redeem(shop, a, item);
    await redeem(shop, a, item);
    expect(await rejection(redeem(shop, a, item))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.MEMBER_LIMIT_REACHED' });
    await shop.admin.caller.rewardStation.approve({ ids: [a1.id] });
    expect(await rejection(redeem(shop, a, item))).toMatchObject({ appCode: 'REWARD.MEMBER_LIMIT_REACHED' });
    const b1 = await redeem(shop, b, item);
    expect(await rejection(redeem(shop, c, item))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.LIMIT_REACHED' });
    expect((await shop.admin.caller.rewardStation.item({ id: item })).remaining).toBe(0);
    await shop.admin.caller.rewardStation.reject({ ids: [b1.id], reason: 'Out of stock' });
    expect((await redeem(shop, c, item)).status).toBe(1);
  });

  it('needs enough points, counting the points pending requests hold', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { pointsRequired: 400 });
    const member = await seedMember(rt, shop, 1000);
    await redeem(shop, member, item);
    const second = await redeem(shop, member, item);
    // 1000 - 800 held = 200, short of 400.
    expect(await rejection(redeem(shop, member, item))).toMatchObject({ message: english(NOT_SENT), appCode: 'REWARD.POINTS_NOT_ENOUGH' });
    expect((await shop.storefront.storefront.rewards.items({ memberId: member })).items[0]).toMatchObject({ redeemable: false, refusal: 'REWARD.POINTS_NOT_ENOUGH' });
    await shop.admin.caller.rewardStation.reject({ ids: [second.id], reason: 'Duplicate' });
    expect((await redeem(shop, member, item)).status).toBe(1);
    const poor = await seedMember(rt, shop, 399);
    expect(await rejection(redeem(shop, poor, item))).toMatchObject({ appCode: 'REWARD.POINTS_NOT_ENOUGH' });
  });

  it('an unknown member or item is not found', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop);
    const member = await seedMember(rt, shop, 5000);
    expect(await rejection(redeem(shop, 'nobody', item))).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    expect(await rejection(redeem(shop, member, 'nothing'))).toMatchObject({ code: 'NOT_FOUND', message: 'Reward item not found.' });
    expect(await rejection(shop.storefront.storefront.rewards.items({ memberId: 'nobody' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(shop.storefront.storefront.rewards.redeem({ memberId: '', itemId: item }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { memberId: english(M.fillRequired) } });
  });
});

describe('approving and rejecting', () => {
  it('approve spends the points once, tied to the redemption, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { name: 'Cap', pointsRequired: 300 });
    const member = await seedMember(rt, shop, 1000);
    const r = await redeem(shop, member, item);
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.rewardStation.approve({ ids: [r.id] }));
    expect(result).toEqual({ succeeded: 1, failed: 0, results: [{ id: r.id, ok: true, status: 2, code: null, reason: null }] });
    expect(written).toHaveLength(1);
    expect(written[0]!.action).toMatch(/^Approved redemption of "Cap" by member #\d+$/);
    expect(written[0]).toMatchObject({ category: 'loyalty_and_rewards', ip: request.ip });
    const ledger = await ledgerOf(rt, shop, member);
    expect(ledger.entries).toEqual([
      { kind: 'earn', points: 1000, redemptionId: null },
      { kind: 'spend', points: -300, redemptionId: r.id },
    ]);
    expect(ledger.sum).toBe(700);
    const row = await rt.database.client.redemption.findFirstOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({ status: 2, decidedBy: shop.admin.id });
    expect(row.decidedAt).toBeInstanceOf(Date);
    // Approving again is refused and spends nothing more.
    expect(await caller.rewardStation.approve({ ids: [r.id] })).toEqual({
      succeeded: 0,
      failed: 1,
      results: [{ id: r.id, ok: false, status: 2, code: 'REWARD.INVALID_TRANSITION', reason: NOT_SENT }],
    });
    expect(await caller.rewardStation.reject({ ids: [r.id], reason: 'Too late' })).toMatchObject({ failed: 1, results: [{ status: 2, code: 'REWARD.INVALID_TRANSITION' }] });
    expect((await ledgerOf(rt, shop, member)).sum).toBe(700);
  });

  it('reject records the reason and spends nothing; a rejected one cannot be approved', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { pointsRequired: 300 });
    const member = await seedMember(rt, shop, 1000);
    const r = await redeem(shop, member, item);
    expect(await shop.admin.caller.rewardStation.reject({ ids: [r.id], reason: '  Out of stock  ' })).toEqual({
      succeeded: 1,
      failed: 0,
      results: [{ id: r.id, ok: true, status: 3, code: null, reason: null }],
    });
    expect(await rt.database.client.redemption.findFirstOrThrow({ where: { id: r.id } })).toMatchObject({ status: 3, reason: 'Out of stock', decidedBy: shop.admin.id });
    expect(await shop.admin.caller.rewardStation.approve({ ids: [r.id] })).toMatchObject({ failed: 1, results: [{ status: 3, code: 'REWARD.INVALID_TRANSITION', reason: NOT_SENT }] });
    expect((await ledgerOf(rt, shop, member)).sum).toBe(1000);
    expect(await rejection(shop.admin.caller.rewardStation.reject({ ids: [r.id], reason: ' ' }))).toMatchObject({ fieldErrors: { reason: english(M.reasonRequired) } });
    expect(await rejection(shop.admin.caller.rewardStation.reject({ ids: [r.id], reason: 'x'.repeat(226) }))).toMatchObject({ fieldErrors: { reason: english(M.reasonTooLong) } });
    expect(await rejection(shop.admin.caller.rewardStation.approve({ ids: [] }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('an approval that cannot complete fails with "Reward was not sent." and leaves the redemption pending', async () => {
    const shop = await seedRewardShop(rt);
    const caller = shop.admin.caller.rewardStation;
    const member = await seedMember(rt, shop, 1000);
    // Points no longer enough: the member spent them on another redemption approved first.
    const big = await createItem(shop, { pointsRequired: 600 });
    const r1 = await redeem(shop, member, big);
    const other = await seedMember(rt, shop, 1000);
    // Lowered limits: the item's limits counted pending requests when they were made.
    const limited = await createItem(shop, { pointsRequired: 10, redemptionLimit: 2 });
    const l1 = await redeem(shop, other, limited);
    const l2 = await redeem(shop, other, limited);
    const perMember = await createItem(shop, { pointsRequired: 10, limitPerMember: 2 });
    const p1 = await redeem(shop, other, perMember);
    const p2 = await redeem(shop, other, perMember);
    // Made unavailable after the request.
    const gone = await createItem(shop, { pointsRequired: 10 });
    const g1 = await redeem(shop, other, gone);
    // The member's points reversed elsewhere (an adjustment of the ledger): 1000 - 700 = 300 < 600.
    await deduct(shop, member, 700);
    await caller.updateItem({ id: limited, item: itemForm({ name: 'Limited', pointsRequired: 10, redemptionLimit: 1 }) });
    await caller.updateItem({ id: perMember, item: itemForm({ name: 'Per member', pointsRequired: 10, limitPerMember: 1 }) });
    await caller.updateItem({ id: gone, item: itemForm({ name: 'Gone', pointsRequired: 10, availability: 0 }) });
    const result = await caller.approve({ ids: [r1.id, l1.id, l2.id, p1.id, p2.id, g1.id] });
    expect(result.results.map((r) => [r.id, r.ok, r.status, r.code, r.reason])).toEqual([
      [r1.id, false, 1, 'REWARD.POINTS_NOT_ENOUGH', NOT_SENT],
      [l1.id, true, 2, null, null],
      [l2.id, false, 1, 'REWARD.LIMIT_REACHED', NOT_SENT],
      [p1.id, true, 2, null, null],
      [p2.id, false, 1, 'REWARD.MEMBER_LIMIT_REACHED', NOT_SENT],
      [g1.id, false, 1, 'REWARD.ITEM_UNAVAILABLE', NOT_SENT],
    ]);
    expect(result).toMatchObject({ succeeded: 2, failed: 4 });
    expect((await ledgerOf(rt, shop, member)).sum).toBe(300);
    expect((await ledgerOf(rt, shop, other)).sum).toBe(980);
    // Once the member has the points again, the same redemption is approved.
    await earn(shop, member, 300);
    expect((await caller.approve({ ids: [r1.id] })).succeeded).toBe(1);
    expect((await ledgerOf(rt, shop, member)).sum).toBe(0);
  });

  it('an internal-users-only item recorded from the dashboard is approved', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop, 1000);
    const item = await createItem(shop, { availability: 2, pointsRequired: 100 });
    const r = await shop.admin.caller.rewardStation.record({ memberId: member, itemId: item });
    expect((await shop.admin.caller.rewardStation.approve({ ids: [r.id] })).succeeded).toBe(1);
    expect((await ledgerOf(rt, shop, member)).sum).toBe(900);
  });

  it('bulk: results per redemption in the order given, duplicates decided once; an id of no redemption refuses the call', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { pointsRequired: 100 });
    const member = await seedMember(rt, shop, 250);
    const a = await redeem(shop, member, item);
    const b = await redeem(shop, member, item);
    await deduct(shop, member, 100);
    const result = await shop.admin.caller.rewardStation.approve({ ids: [b.id, a.id, b.id] });
    expect(result.results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [b.id, true, null],
      [a.id, false, 'REWARD.POINTS_NOT_ENOUGH'],
    ]);
    expect(await rejection(shop.admin.caller.rewardStation.reject({ ids: [a.id, 'nope'], reason: 'x' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Redemption not found.' });
    expect((await rt.database.client.redemption.findFirstOrThrow({ where: { id: a.id } })).status).toBe(1);
    const rejected = await shop.admin.caller.rewardStation.reject({ ids: [a.id], reason: 'Not enough points' });
    expect(rejected.results).toEqual([{ id: a.id, ok: true, status: 3, code: null, reason: null }]);
  });

  it('the pending approval list: oldest first with the member’s balance, tabs counted, search; decided ones on their tabs', async () => {
    const shop = await seedRewardShop(rt);
    const item = await createItem(shop, { name: 'Water bottle', pointsRequired: 100 });
    const member = await seedMember(rt, shop, 1000);
    const first = await redeem(shop, member, item);
    const second = await redeem(shop, member, item);
    const third = await redeem(shop, member, item);
    await shop.admin.caller.rewardStation.approve({ ids: [first.id] });
    await shop.admin.caller.rewardStation.reject({ ids: [third.id], reason: 'Duplicate' });
    const caller = shop.admin.caller.rewardStation;
    const pending = await caller.redemptions({});
    expect(pending.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect(pending.items).toEqual([expect.objectContaining({ id: second.id, status: 1, points: 100, memberBalance: 900, item: expect.objectContaining({ name: 'Water bottle' }) })]);
    expect((await caller.redemptions({ status: 3 })).items).toEqual([expect.objectContaining({ id: third.id, reason: 'Duplicate' })]);
    expect((await caller.redemptions({ status: 2, search: 'bottle' })).items.map((r) => r.id)).toEqual([first.id]);
    expect((await caller.redemptions({ status: 2, search: 'no such thing' })).items).toEqual([]);
  });

  it('finds members to record for by name, e-mail or number, with their balance', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop, 750);
    const row = await rt.database.client.member.findFirstOrThrow({ where: { id: member } });
    const found = await shop.admin.caller.rewardStation.members({ search: row.name.slice(-6) });
    expect(found).toEqual([{ id: member, memberNo: row.memberNo, name: row.name, email: row.email, balance: 750 }]);
    expect((await shop.admin.caller.rewardStation.members({ search: `#${row.memberNo}` })).map((m) => m.id)).toEqual([member]);
  });
});

describe('permissions', () => {
  it('a viewer of loyalty sees the station but cannot change it', async () => {
    const shop = await seedRewardShop(rt);
    const viewer = await seedSubUser(rt, shop, { loyalty_and_rewards: 'view' });
    const id = await createItem(shop);
    expect((await viewer.caller.rewardStation.items({})).total).toBe(1);
    expect(await rejection(viewer.caller.rewardStation.updateItem({ id, item: itemForm() }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.rewardStation.deleteItem({ id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.rewardStation.approve({ ids: [id] }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
