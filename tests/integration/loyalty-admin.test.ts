import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from '../../core/loyalty/constants.ts';
import { adjustPoints, balanceOf, pointsOf, postEarnings, reverseEntry, spendPoints } from '../../core/loyalty/ledger.ts';
import { withTransaction, type Ctx } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { adminCtx, ruleForm, seedMember } from '../helpers/loyalty.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const db = () => rt.database.client;
const DAY = 86_400_000;

async function freshShop(): Promise<{ shop: SeededMerchant; ctx: Ctx }> {
  const shop = await seedMerchant(rt);
  return { shop, ctx: await adminCtx(rt, shop) };
}

describe('loyalty settings', () => {
  it('has the spec’s defaults until saved, then what was saved, with a user-log entry', async () => {
    const { shop } = await freshShop();
    const { caller, request, logs } = adminSession(rt, shop);
    expect(await caller.loyalty.settings()).toEqual({ enabled: true, pointsPerRinggit: 100, thousandPointsSen: 1000, updatedAt: null });
    const { result, logs: written } = await logs(() => caller.loyalty.updateSettings({ enabled: false, pointsPerRinggit: 5, thousandPointsSen: 1500 }));
    expect(result).toMatchObject({ enabled: false, pointsPerRinggit: 5, thousandPointsSen: 1500 });
    expectOneLog(written, { action: 'Updated loyalty settings (disabled)', category: 'loyalty_and_rewards' }, request);
    expect(await caller.loyalty.settings()).toMatchObject({ enabled: false, pointsPerRinggit: 5 });
  });

  it('refuses negative or fractional figures', async () => {
    const { shop } = await freshShop();
    const error = await rejection(shop.admin.caller.loyalty.updateSettings({ enabled: true, pointsPerRinggit: -1, thousandPointsSen: 10.5 }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { pointsPerRinggit: english(M.invalidValue), thousandPointsSen: 'The value of 1000 points can have at most two decimals.' } });
  });
});

describe('reward rules', () => {
  it('validates every field with the spec’s messages', async () => {
    const { shop } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const start = new Date();
    expect(await rejection(api.createRule({ ...ruleForm(), title: ' ' }))).toMatchObject({ fieldErrors: { title: english(M.fillRequired) } });
    expect(await rejection(api.createRule({ ...ruleForm(), ruleType: 9 }))).toMatchObject({ fieldErrors: { ruleType: english(M.fillRequired) } });
    expect(await rejection(api.createRule(ruleForm({ pointsGrant: 0 })))).toMatchObject({ fieldErrors: { pointsGrant: english(M.invalidValue) } });
    expect(await rejection(api.createRule(ruleForm({ earningLimit: 0 })))).toMatchObject({ fieldErrors: { earningLimit: english(M.invalidValue) } });
    expect(await rejection(api.createRule(ruleForm({ startAt: start, endAt: start })))).toMatchObject({ fieldErrors: { endAt: english(M.endAfterStart) } });
    for (const ruleType of [2, 3, 8]) expect(await rejection(api.createRule(ruleForm({ ruleType })))).toMatchObject({ fieldErrors: { amountToReachGoal: english(M.goalRequired) } });
    for (const ruleType of [3, 4, 5, 6, 7]) expect(await rejection(api.createRule(ruleForm({ ruleType, pointsType: 2, amountToReachGoal: 3 })))).toMatchObject({ fieldErrors: { pointsType: english(M.fixedOnly) } });
    // A goal given to a type without one is dropped; a blank earning limit is no limit.
    const rule = await api.createRule(ruleForm({ ruleType: 6, amountToReachGoal: 10, earningLimit: null }));
    expect(rule).toMatchObject({ ruleType: 6, typeName: 'Referral after inquiry', amountToReachGoal: null, earningLimit: null, state: 'ongoing', earnedPoints: 0 });
  });

  it('lists ongoing and upcoming apart from expired and terminated, with search and type filter', async () => {
    const { shop } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const now = Date.now();
    const ongoing = await api.createRule(ruleForm({ title: 'Ongoing purchase' }));
    const upcoming = await api.createRule(ruleForm({ title: 'Upcoming join', ruleType: 4, startAt: new Date(now + DAY) }));
    const expired = await api.createRule(ruleForm({ title: 'Expired purchase', startAt: new Date(now - 3 * DAY), endAt: new Date(now - DAY) }));
    const terminated = await api.createRule(ruleForm({ title: 'Terminated booking', ruleType: 7 }));
    const { request, logs, caller } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.loyalty.terminateRule({ id: terminated.id }));
    expect(result.state).toBe('terminated');
    expectOneLog(written, { action: `Terminated reward rule "Terminated booking"`, category: 'loyalty_and_rewards' }, request);

    const current = await api.listRules({ tab: 'current' });
    expect(current.items.map((r) => [r.id, r.state])).toEqual([
      [upcoming.id, 'upcoming'],
      [ongoing.id, 'ongoing'],
    ]);
    const ended = await api.listRules({ tab: 'ended' });
    expect(new Map(ended.items.map((r) => [r.id, r.state]))).toEqual(
      new Map([
        [expired.id, 'expired'],
        [terminated.id, 'terminated'],
      ]),
    );
    expect((await api.listRules({ tab: 'current', search: 'JOIN' })).items.map((r) => r.id)).toEqual([upcoming.id]);
    expect((await api.listRules({ tab: 'ended', ruleType: 7 })).items.map((r) => r.id)).toEqual([terminated.id]);
    expect(await api.listRules({ tab: 'current', page: 2, pageSize: 20 })).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it('updates a current rule (not its type); an ended rule can be neither changed nor terminated again', async () => {
    const { shop } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const rule = await api.createRule(ruleForm({ title: 'Before' }));
    const updated = await api.updateRule({ id: rule.id, rule: ruleForm({ title: 'After', pointsGrant: 70, earningLimit: 3 }) });
    expect(updated).toMatchObject({ id: rule.id, title: 'After', pointsGrant: 70, earningLimit: 3 });
    expect(await rejection(api.updateRule({ id: rule.id, rule: ruleForm({ ruleType: 4 }) }))).toMatchObject({ message: english(M.typeFixed), fieldErrors: { ruleType: english(M.typeFixed) } });
    await api.terminateRule({ id: rule.id });
    expect(await rejection(api.updateRule({ id: rule.id, rule: ruleForm() }))).toMatchObject({ code: 'BAD_REQUEST', message: english(M.ruleEnded) });
    expect(await rejection(api.terminateRule({ id: rule.id }))).toMatchObject({ message: english(M.ruleEnded) });
    expect(await rejection(api.getRule({ id: 'nope' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Reward rule not found.' });
  });

  it('the detail counts the points members keep from the rule and how many earned', async () => {
    const { shop, ctx } = await freshShop();
    const rule = await shop.admin.caller.loyalty.createRule(ruleForm({ ruleType: 4, pointsGrant: 40 }));
    await seedMember(ctx);
    await seedMember(ctx);
    expect(await shop.admin.caller.loyalty.getRule({ id: rule.id })).toMatchObject({ earnedPoints: 80, memberCount: 2 });
  });
});

describe('member tiers', () => {
  it('creates, lists lowest first, updates and deletes tiers; the reach tier point is unique', async () => {
    const { shop } = await freshShop();
    const { caller, request, logs } = adminSession(rt, shop);
    const api = caller.loyalty;
    const { result: gold, logs: written } = await logs(() => api.createTier({ nameEn: 'Gold', nameCn: '金', nameBm: 'Emas', reachPoints: 10000, multiplierBp: 20000 }));
    expectOneLog(written, { action: 'Created member tier "Gold"', category: 'loyalty_and_rewards' }, request);
    const silver = await api.createTier({ nameEn: 'Silver', reachPoints: 1000 });
    expect(silver.multiplierBp).toBe(10000);
    expect((await api.listTiers()).map((t) => t.nameEn)).toEqual(['Silver', 'Gold']);
    expect(await rejection(api.createTier({ nameEn: 'Bronze', reachPoints: 1000 }))).toMatchObject({ code: 'CONFLICT', message: english(M.reachTaken), fieldErrors: { reachPoints: english(M.reachTaken) } });
    expect(await rejection(api.updateTier({ id: silver.id, tier: { nameEn: 'Silver', reachPoints: 10000 } }))).toMatchObject({ message: english(M.reachTaken) });
    expect(await rejection(api.createTier({ nameEn: '', reachPoints: 5 }))).toMatchObject({ fieldErrors: { nameEn: english(M.tierNameRequired) } });
    expect(await rejection(api.createTier({ nameEn: 'X', reachPoints: -1, multiplierBp: 0 }))).toMatchObject({ fieldErrors: { reachPoints: english(M.invalidValue), multiplierBp: english(M.invalidValue) } });
    // Keeping its own reach is no conflict.
    expect(await api.updateTier({ id: gold.id, tier: { nameEn: 'Gold+', reachPoints: 10000, multiplierBp: 25000 } })).toMatchObject({ nameEn: 'Gold+', multiplierBp: 25000, nameCn: '' });
    await api.deleteTier({ id: silver.id });
    expect(await rejection(api.getTier({ id: silver.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Tier not found.' });
    expect((await api.listTiers()).map((t) => t.id)).toEqual([gold.id]);
  });

  it('a tier that reward items are limited to cannot be deleted', async () => {
    const { shop } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const vip = await api.createTier({ nameEn: 'VIP', reachPoints: 50000 });
    await db().rewardItem.create({ data: { merchantId: shop.merchantId, name: 'Tote bag', pointsRequired: 500, tierId: vip.id } });
    expect(await rejection(api.deleteTier({ id: vip.id }))).toMatchObject({ code: 'CONFLICT', message: english(M.tierInUse('VIP')) });
    expect((await api.listTiers()).map((t) => t.id)).toEqual([vip.id]);
  });
});

describe('member points list and adjustments', () => {
  it('sorts by available or all-time points, both ways; searches by name, e-mail or number; pages', async () => {
    const { shop, ctx } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const saver = await seedMember(ctx, 'Siti Saver');
    const spender = await seedMember(ctx, 'Sam Spender');
    const newcomer = await seedMember(ctx, 'Nora New');
    await seedMember(ctx, 'Zero Points');
    await api.createTier({ nameEn: 'Gold', reachPoints: 4000 });
    await api.adjustPoints({ memberId: saver.id, points: 3000, note: 'Opening' });
    await api.adjustPoints({ memberId: spender.id, points: 5000, note: 'Opening' });
    await withTransaction(ctx, (tx) => spendPoints(tx, { memberId: spender.id, points: 4500, note: 'Voucher' }));
    await api.adjustPoints({ memberId: newcomer.id, points: 1000, note: 'Opening' });

    const available = await api.memberPoints({ sort: 'available' });
    expect(available.total).toBe(3);
    expect(available.items.map((r) => [r.name, r.availablePoints, r.allTimePoints, r.tier?.nameEn ?? null])).toEqual([
      ['Siti Saver', 3000, 3000, null],
      ['Nora New', 1000, 1000, null],
      ['Sam Spender', 500, 5000, 'Gold'],
    ]);
    expect((await api.memberPoints({ sort: 'allTime' })).items.map((r) => r.name)).toEqual(['Sam Spender', 'Siti Saver', 'Nora New']);
    expect((await api.memberPoints({ sort: 'allTime', direction: 'asc' })).items.map((r) => r.name)).toEqual(['Nora New', 'Siti Saver', 'Sam Spender']);
    expect((await api.memberPoints({ search: 'si' })).items.map((r) => r.name)).toEqual(['Siti Saver']);
    expect((await api.memberPoints({ search: String(newcomer.memberNo) })).items.map((r) => r.name)).toEqual(['Nora New']);
    const page2 = await api.memberPoints({ sort: 'available', page: 2, pageSize: 20 });
    expect(page2).toMatchObject({ items: [], total: 3, page: 2, pageSize: 20 });
    expect(await rejection(api.memberPoints({ pageSize: 25 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('adjusts with a note, never below 0, audited; finds a member by number', async () => {
    const { shop, ctx } = await freshShop();
    const member = await seedMember(ctx, 'Adi Adjust');
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.loyalty.adjustPoints({ memberId: member.id, points: 800, note: 'Birthday gift' }));
    expect(result).toMatchObject({ memberId: member.id, memberNo: member.memberNo, availablePoints: 800, allTimePoints: 800 });
    expectOneLog(written, { action: `Adjusted points of member #${member.memberNo} "Adi Adjust" by +800`, category: 'loyalty_and_rewards' }, request);
    expect(await rejection(caller.loyalty.adjustPoints({ memberId: member.id, points: -801, note: 'Too much' }))).toMatchObject({ code: 'BAD_REQUEST', message: english(M.notEnoughPoints(800)) });
    expect(await caller.loyalty.adjustPoints({ memberId: member.id, points: -800, note: 'Correction' })).toMatchObject({ availablePoints: 0, allTimePoints: 0 });
    expect(await rejection(caller.loyalty.adjustPoints({ memberId: member.id, points: 0, note: '' }))).toMatchObject({ fieldErrors: { points: english(M.pointsNotZero), note: english(M.noteRequired) } });
    expect(await rejection(caller.loyalty.adjustPoints({ memberId: member.id, points: 5, note: 'x'.repeat(226) }))).toMatchObject({ fieldErrors: { note: english(M.noteTooLong) } });
    expect(await rejection(caller.loyalty.adjustPoints({ memberId: 'nope', points: 5, note: 'x' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    expect(await caller.loyalty.memberByNo({ memberNo: member.memberNo })).toMatchObject({ memberId: member.id, availablePoints: 0 });
    expect(await caller.loyalty.memberByNo({ memberNo: 999_999 })).toBeNull();
  });

  it('a viewer lists but cannot adjust', async () => {
    const { shop, ctx } = await freshShop();
    const member = await seedMember(ctx);
    const viewer = await seedSubUser(rt, shop, { loyalty_and_rewards: 'view' });
    expect((await viewer.caller.loyalty.memberPoints({})).total).toBe(0);
    expect(await rejection(viewer.caller.loyalty.adjustPoints({ memberId: member.id, points: 5, note: 'x' }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('points history', () => {
  it('lists every entry newest first, by kind, member and merchant-local days', async () => {
    const { shop, ctx } = await freshShop();
    const api = shop.admin.caller.loyalty;
    const ana = await seedMember(ctx, 'Ana');
    const ben = await seedMember(ctx, 'Ben');
    await api.adjustPoints({ memberId: ana.id, points: 100, note: 'First' });
    await withTransaction(ctx, (tx) => postEarnings(tx, [{ memberId: ben.id, points: 40, ruleId: null, note: 'Earned' }]));
    await withTransaction(ctx, (tx) => spendPoints(tx, { memberId: ana.id, points: 30, note: 'Spent' }));
    // An entry of 3 days ago, written the way the ledger writes it, but at another time.
    const old = { ...ctx, now: () => new Date(Date.now() - 3 * DAY) };
    await withTransaction(old, (tx) => adjustPoints(tx, { memberId: ben.id, points: 5, note: 'Old' }));

    const all = await api.history({});
    expect(all.total).toBe(4);
    expect(all.items.map((r) => [r.memberName, r.kind, r.points, r.note])).toEqual([
      ['Ana', 'spend', -30, 'Spent'],
      ['Ben', 'earn', 40, 'Earned'],
      ['Ana', 'adjust', 100, 'First'],
      ['Ben', 'adjust', 5, 'Old'],
    ]);
    expect(all.items[0]).toMatchObject({ memberNo: ana.memberNo, memberId: ana.id, orderId: null });
    expect((await api.history({ kind: 'adjust' })).items.map((r) => r.note)).toEqual(['First', 'Old']);
    expect((await api.history({ search: 'ben' })).items.map((r) => r.note)).toEqual(['Earned', 'Old']);
    expect((await api.history({ shortcut: 'today' })).total).toBe(3);
    const oldDay = new Date(Date.now() - 3 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await api.history({ from: oldDay, to: oldDay })).items.map((r) => r.note)).toEqual(['Old']);
  });
});

describe('the ledger', () => {
  it('property: the balance is always the sum of the entries, and never negative except through reversals', async () => {
    const { ctx } = await freshShop();
    const op = fc.oneof(
      fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ kind: fc.constant('adjust' as const), points: fc.integer({ min: -3000, max: 3000 }).filter((n) => n !== 0) }),
      fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const member = await seedMember(ctx);
        let model = 0;
        let allTime = 0;
        const reversible: { id: string; points: number; kind: string }[] = [];
        for (const o of ops) {
          await withTransaction(ctx, async (tx) => {
            if (o.kind === 'earn') {
              await postEarnings(tx, [{ memberId: member.id, points: o.points, ruleId: null, note: 'e' }]);
              model += o.points;
              allTime += o.points;
            } else if (o.kind === 'adjust') {
              if (o.points < 0 && model + o.points < 0) return expect(adjustPoints(tx, { memberId: member.id, points: o.points, note: 'a' })).rejects.toThrow();
              await adjustPoints(tx, { memberId: member.id, points: o.points, note: 'a' });
              model += o.points;
              allTime += o.points;
            } else if (o.kind === 'spend') {
              if (model < o.points) return expect(spendPoints(tx, { memberId: member.id, points: o.points, note: 's' })).rejects.toThrow();
              await spendPoints(tx, { memberId: member.id, points: o.points, note: 's' });
              model -= o.points;
            } else {
              const open = await tx.db.pointsEntry.findMany({ where: { merchantId: tx.merchantId, memberId: member.id, kind: { in: ['earn', 'spend'] } }, select: { id: true, points: true, kind: true } });
              const target = open[o.pick % Math.max(1, open.length)];
              if (!target) return;
              const done = reversible.some((r) => r.id === target.id);
              expect(await reverseEntry(tx, target.id, 'r')).toBe(!done);
              if (!done) {
                reversible.push(target);
                model -= target.points;
                if (target.kind === 'earn') allTime -= target.points;
              }
            }
          });
          const entries = await db().pointsEntry.findMany({ where: { merchantId: ctx.merchantId, memberId: member.id }, select: { points: true } });
          expect(await balanceOf(ctx, member.id)).toBe(entries.reduce((s, e) => s + e.points, 0));
          expect(await balanceOf(ctx, member.id)).toBe(model);
        }
        expect((await pointsOf(ctx, [member.id])).get(member.id)).toEqual({ available: model, allTime });
      }),
      { numRuns: 15 },
    );
  });
});
