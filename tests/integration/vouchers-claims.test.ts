import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES as M } from '../../core/vouchers/constants.ts';
import { rejection } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { DAY, voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const website = (shop: RewardShop) => shop.storefront.storefront.vouchers;
const create = async (shop: RewardShop, overrides: Parameters<typeof voucherForm>[0] = {}) => (await shop.admin.caller.vouchers.create(voucherForm(overrides))).id;

describe('claiming vouchers on the website', () => {
  it('lists the displayed, active, open normal vouchers; members-only ones to members only', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop);
    const now = Date.now();
    const open = await create(shop, { name: 'Open', amountSen: 300 });
    const members = await create(shop, { name: 'Members', mode: 2 });
    await create(shop, { name: 'Hidden', displayed: false });
    await create(shop, { name: 'Inactive', active: false });
    await create(shop, { name: 'Later', claimStartAt: new Date(now + DAY), claimEndAt: new Date(now + 2 * DAY) });
    await create(shop, { name: 'Over', claimStartAt: new Date(now - 2 * DAY), claimEndAt: new Date(now - DAY) });
    await create(shop, { name: 'Bulk', kind: 3 });
    const full = await create(shop, { name: 'Full', quantity: 1 });
    await website(shop).claim({ memberId: await seedMember(rt, shop), voucherId: full });
    const guest = await website(shop).claimable({});
    expect(guest.map((v) => v.name)).toEqual(['Open']);
    expect(guest[0]).toMatchObject({ id: open, discountAmount: 'RM 3.00', remaining: 100, claimed: false });
    await website(shop).claim({ memberId: member, voucherId: members });
    const mine = await website(shop).claimable({ memberId: member });
    expect(mine.map((v) => [v.name, v.claimed]).sort()).toEqual([
      ['Members', true],
      ['Open', false],
    ]);
    expect(await rejection(website(shop).claimable({ memberId: 'nope' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
  });

  it('claims once per member, counting the claim', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop);
    const id = await create(shop, { quantity: 2 });
    const claim = await website(shop).claim({ memberId: member, voucherId: id });
    expect(claim).toMatchObject({ voucherId: id, memberId: member, claimedCount: 1 });
    expect(await rejection(website(shop).claim({ memberId: member, voucherId: id }))).toMatchObject({ code: 'CONFLICT', appCode: 'VOUCHER.ALREADY_CLAIMED', message: english(M.alreadyClaimed) });
    await website(shop).claim({ memberId: await seedMember(rt, shop), voucherId: id });
    expect(await rejection(website(shop).claim({ memberId: await seedMember(rt, shop), voucherId: id }))).toMatchObject({ appCode: 'VOUCHER.FULLY_CLAIMED', message: english(M.fullyClaimed) });
    const row = (await shop.admin.caller.vouchers.list({})).items[0]!;
    expect(row).toMatchObject({ claimed: 2, totalQty: 2, remainingQty: 2 });
  });

  it('refuses inactive, not yet open, ended, bulk and unknown vouchers, and unknown members', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop);
    const now = Date.now();
    const claim = (voucherId: string, memberId = member) => rejection(website(shop).claim({ memberId, voucherId }));
    expect(await claim(await create(shop, { active: false }))).toMatchObject({ appCode: 'VOUCHER.NOT_CLAIMABLE', message: english(M.notClaimable) });
    expect(await claim(await create(shop, { kind: 3 }))).toMatchObject({ appCode: 'VOUCHER.NOT_CLAIMABLE' });
    expect(await claim(await create(shop, { claimStartAt: new Date(now + DAY), claimEndAt: new Date(now + 2 * DAY) }))).toMatchObject({ appCode: 'VOUCHER.NOT_STARTED', message: english(M.claimNotStarted) });
    expect(await claim(await create(shop, { claimStartAt: new Date(now - 2 * DAY), claimEndAt: new Date(now - 1000) }))).toMatchObject({ appCode: 'VOUCHER.CLAIM_ENDED', message: english(M.claimEnded) });
    expect(await claim('nope')).toMatchObject({ code: 'NOT_FOUND', message: 'Voucher not found.' });
    expect(await claim(await create(shop), 'nope')).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    expect(await rejection(website(shop).claim({ memberId: '', voucherId: 'x' }))).toMatchObject({ fieldErrors: { memberId: english(M.fillRequired) } });
    expect(await rt.database.client.voucherClaim.count({ where: { merchantId: shop.merchantId } })).toBe(0);
  });

  it('a voucher of another merchant is not found through this website', async () => {
    const shop = await seedRewardShop(rt);
    const other = await seedRewardShop(rt);
    const theirs = await create(other);
    expect(await rejection(website(shop).claim({ memberId: await seedMember(rt, shop), voucherId: theirs }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
