import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asToken, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { deduct, earn, itemForm, ledgerOf, seedMember, seedRewardShop } from '../helpers/reward-station.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedRewardShop);

/** A caller of its own per concurrent call: each runs its own transaction on its own connection (PostgreSQL). */
const admin = () => asToken(rt, shop.admin.token, testRequest()).rewardStation;
const website = () => storefrontCaller(rt, shop.siteKey).storefront.rewards;

const statusesOf = async (ids: string[]) =>
  (await rt.database.client.redemption.findMany({ where: { merchantId: shop.merchantId, id: { in: ids } }, select: { status: true } })).map((r) => r.status);

describe('concurrent approvals', () => {
  it('20 approvals at once for one member whose balance covers 7: exactly 7 approved, balance 0, never below', async () => {
    const items = [];
    for (let i = 0; i < 4; i++) items.push((await shop.admin.caller.rewardStation.createItem(itemForm({ pointsRequired: 100 }))).id);
    const member = await seedMember(rt, shop, 2000);
    const redemptions = [];
    for (let i = 0; i < 20; i++) redemptions.push((await website().redeem({ memberId: member, itemId: items[i % 4]! })).id);
    await deduct(shop, member, 1300);
    const outcomes = await Promise.all(redemptions.map((id) => admin().approve({ ids: [id] })));
    const results = outcomes.flatMap((o) => o.results);
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    for (const refused of results.filter((r) => !r.ok)) expect({ ...refused, reason: english(refused.reason!) }).toMatchObject({ status: 1, code: 'REWARD.POINTS_NOT_ENOUGH', reason: 'Reward was not sent.' });
    const ledger = await ledgerOf(rt, shop, member);
    expect(ledger.sum).toBe(0);
    expect(ledger.entries.filter((e) => e.kind === 'spend')).toHaveLength(7);
    expect((await statusesOf(redemptions)).sort()).toEqual([...Array(7).fill(2), ...Array(13).fill(1)].sort());
  });

  it('the same redemption approved 8 times at once: approved once, its points spent once', async () => {
    const item = (await shop.admin.caller.rewardStation.createItem(itemForm({ pointsRequired: 250 }))).id;
    const member = await seedMember(rt, shop, 1000);
    const { id } = await website().redeem({ memberId: member, itemId: item });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => admin().approve({ ids: [id] })));
    const results = outcomes.flatMap((o) => o.results);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const refused of results.filter((r) => !r.ok)) expect(refused).toMatchObject({ status: 2, code: 'REWARD.INVALID_TRANSITION' });
    expect((await ledgerOf(rt, shop, member)).entries.filter((e) => e.redemptionId === id)).toEqual([{ kind: 'spend', points: -250, redemptionId: id }]);
  });

  it('concurrent requests: the points and the item limit are never promised twice', async () => {
    const cheap = (await shop.admin.caller.rewardStation.createItem(itemForm({ pointsRequired: 100 }))).id;
    const member = await seedMember(rt, shop, 1000);
    const asked = await Promise.allSettled(Array.from({ length: 15 }, () => website().redeem({ memberId: member, itemId: cheap })));
    expect(asked.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const limited = (await shop.admin.caller.rewardStation.createItem(itemForm({ pointsRequired: 1, redemptionLimit: 3 }))).id;
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await seedMember(rt, shop, 10));
    const many = await Promise.allSettled(members.map((m) => website().redeem({ memberId: m, itemId: limited })));
    expect(many.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect((await shop.admin.caller.rewardStation.item({ id: limited })).remaining).toBe(0);
  });
});

type Op = { kind: 'request'; item: number } | { kind: 'approve'; pick: number } | { kind: 'reject'; pick: number } | { kind: 'earn'; points: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('request' as const), item: fc.nat(2) }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 500 }) }),
);

describe('property: requests, approvals and rejections', () => {
  it('the balance is never negative, equals the sum of the ledger, and each approval spent its points once', async () => {
    const prices = [100, 250, 400];
    const items: string[] = [];
    for (const pointsRequired of prices) items.push((await shop.admin.caller.rewardStation.createItem(itemForm({ pointsRequired }))).id);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 800 }), fc.array(opArb, { minLength: 1, maxLength: 12 }), async (start, ops) => {
        const member = await seedMember(rt, shop, start);
        let balance = start;
        const pending: { id: string; points: number }[] = [];
        const approved = new Map<string, number>();
        for (const op of ops) {
          const reserved = pending.reduce((s, p) => s + p.points, 0);
          if (op.kind === 'earn') {
            await earn(shop, member, op.points);
            balance += op.points;
          } else if (op.kind === 'request') {
            const points = prices[op.item]!;
            const answer = await website()
              .redeem({ memberId: member, itemId: items[op.item]! })
              .then(
                (r) => r.id,
                () => null,
              );
            expect(answer !== null, `request of ${points} with ${balance} less ${reserved} held`).toBe(balance - reserved >= points);
            if (answer) pending.push({ id: answer, points });
          } else if (pending.length > 0) {
            const [picked] = pending.splice(op.pick % pending.length, 1);
            if (op.kind === 'approve') {
              const { results } = await admin().approve({ ids: [picked!.id] });
              expect(results[0]!.ok).toBe(balance >= picked!.points);
              if (results[0]!.ok) {
                balance -= picked!.points;
                approved.set(picked!.id, picked!.points);
              } else pending.push(picked!);
            } else {
              expect((await admin().reject({ ids: [picked!.id], reason: 'No' })).succeeded).toBe(1);
            }
          }
          const ledger = await ledgerOf(rt, shop, member);
          const view = await website().items({ memberId: member });
          expect(ledger.sum).toBeGreaterThanOrEqual(0);
          expect(view.balance).toBe(ledger.sum);
          expect(ledger.sum).toBe(balance);
          expect(view.reserved).toBe(pending.reduce((s, p) => s + p.points, 0));
          const spends = ledger.entries.filter((e) => e.kind === 'spend');
          expect(spends).toHaveLength(approved.size);
          for (const spend of spends) expect(-spend.points).toBe(approved.get(spend.redemptionId!));
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
