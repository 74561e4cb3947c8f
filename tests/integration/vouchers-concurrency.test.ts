import { describe, expect, it } from 'vitest';
import { asToken, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { seedMember, seedRewardShop } from '../helpers/reward-station.ts';
import { voucherForm } from '../helpers/vouchers.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedRewardShop);

/** A caller of its own per concurrent call: each runs its own transaction on its own connection (PostgreSQL). */
const website = () => storefrontCaller(rt, shop.siteKey).storefront.vouchers;

const stored = async (voucherId: string) => ({
  claimedCount: (await rt.database.client.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: voucherId } } })).claimedCount,
  claims: await rt.database.client.voucherClaim.count({ where: { merchantId: shop.merchantId, voucherId } }),
});

describe('concurrent claims', () => {
  it('40 members claim a voucher of 15 at once: exactly 15 claims, the count 15', async () => {
    const { id } = await shop.admin.caller.vouchers.create(voucherForm({ quantity: 15 }));
    const members = [];
    for (let i = 0; i < 40; i++) members.push(await seedMember(rt, shop));
    const outcomes = await Promise.allSettled(members.map((memberId) => website().claim({ memberId, voucherId: id })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(15);
    for (const o of outcomes) if (o.status === 'rejected') expect(english((o.reason as Error).message)).toBe('All vouchers have been claimed.');
    expect(await stored(id)).toEqual({ claimedCount: 15, claims: 15 });
  });

  it('one member claims 12 times at once: one claim, the count 1', async () => {
    const { id } = await shop.admin.caller.vouchers.create(voucherForm({ quantity: 100 }));
    const member = await seedMember(rt, shop);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => website().claim({ memberId: member, voucherId: id })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(english((o.reason as Error).message)).toBe('You have already claimed this voucher.');
    expect(await stored(id)).toEqual({ claimedCount: 1, claims: 1 });
  });

  it('runs and assignments at once never hand a code out twice nor pass the quantity', async () => {
    // A shop of its own: its six members are all the new members it has.
    const own = await seedRewardShop(rt);
    const vouchers = () => asToken(rt, own.admin.token, testRequest()).vouchers;
    const { id } = await own.admin.caller.vouchers.create(voucherForm({ kind: 3, quantity: 30 }));
    const runs = await Promise.allSettled(Array.from({ length: 5 }, () => vouchers().generateCodes({ voucherId: id, count: 8 })));
    expect(runs.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (let i = 0; i < 6; i++) await seedMember(rt, own);
    const assigned = await Promise.allSettled(Array.from({ length: 4 }, () => vouchers().assign({ voucherId: id, segment: { memberType: 'new_join' } })));
    const results = assigned.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(results.reduce((sum, r) => sum + r.assigned, 0)).toBe(6);
    const codes = await rt.database.client.voucherCode.findMany({ where: { merchantId: own.merchantId, voucherId: id, memberId: { not: null } }, select: { memberId: true } });
    expect(codes).toHaveLength(6);
    expect(new Set(codes.map((c) => c.memberId)).size).toBe(6);
  });
});
