import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { awardJoinPoints } from '../../core/loyalty/earn-join.ts';
import { reverseOrderPoints } from '../../core/loyalty/earn-order.ts';
import { balanceOf, pointsOf, spendPoints } from '../../core/loyalty/ledger.ts';
import { LOYALTY_MESSAGES } from '../../core/loyalty/constants.ts';
import { withTransaction, type Ctx } from '../../core/shared/context.ts';
import { rejection, seedMerchant } from '../helpers/fixtures.ts';
import { adminCtx, ruleForm, seedMember } from '../helpers/loyalty.ts';
import { placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();
let shop: SeededShop;
let ctx: Ctx;

/** A fresh shop per test: rules and tiers of one test never touch another. */
beforeEach(async () => {
  shop = await seedShop(rt, { merchant: await seedMerchant(rt) });
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 1000 }] });
  ctx = await adminCtx(rt, shop);
});

const db = () => rt.database.client;
const api = () => shop.admin.caller;
const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: 'TXN-001', paidOn: new Date(), amountSen });

/** A shirt order (RM 29.90 + RM 8.00 shipping: RM 29.90 earns) of qty shirts, for memberId, placed and paid. */
async function paidOrder(memberId: string | null, qty = 1) {
  const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty }] });
  if (memberId) await db().order.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } }, data: { memberId } });
  await api().orders.markPaid({ id: order.id, payment: payment(order.totalSen) });
  return order;
}

const entriesOf = (where: { memberId?: string; orderId?: string }) =>
  db().pointsEntry.findMany({ where: { merchantId: shop.merchantId, ...where }, orderBy: [{ createdAt: 'asc' }, { kind: 'asc' }], select: { kind: true, points: true, ruleId: true, orderId: true, note: true, reversesId: true } });
const available = (memberId: string) => balanceOf(ctx, memberId);

describe('earning on payment', () => {
  it('earns the default 1000 points per RM 10 on the order less shipping, for members only', async () => {
    const member = await seedMember(ctx);
    const order = await paidOrder(member.id);
    expect(order.totalSen).toBe(2990 + 800);
    // RM 29.90 earns 29 whole ringgit × 100 points.
    expect(await entriesOf({ memberId: member.id })).toEqual([{ kind: 'earn', points: 2900, ruleId: null, orderId: order.id, note: `Order #${order.orderNo}`, reversesId: null }]);
    const guest = await paidOrder(null);
    expect(await entriesOf({ orderId: guest.id })).toEqual([]);
  });

  it('earns the same through the mass payment action', async () => {
    const member = await seedMember(ctx);
    const a = await placeOrder(rt, shop);
    const b = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    for (const order of [a, b]) await db().order.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } }, data: { memberId: member.id } });
    await api().orders.mass({ action: 'markPaid', ids: [a.id, b.id], method: 'bank_transfer' });
    expect((await entriesOf({ memberId: member.id })).map((e) => [e.orderId, e.points])).toEqual(
      expect.arrayContaining([
        [a.id, 2900],
        [b.id, 5900],
      ]),
    );
    expect(await available(member.id)).toBe(8800);
  });

  it('earns nothing while loyalty is disabled, and the settings rate when changed', async () => {
    const member = await seedMember(ctx);
    await api().loyalty.updateSettings({ enabled: false, pointsPerRinggit: 100, thousandPointsSen: 1000 });
    await paidOrder(member.id);
    expect(await available(member.id)).toBe(0);
    await api().loyalty.updateSettings({ enabled: true, pointsPerRinggit: 3, thousandPointsSen: 1000 });
    await paidOrder(member.id);
    expect(await available(member.id)).toBe(29 * 3);
  });

  it('a purchase rule replaces the default: fixed points, or points per RM 1', async () => {
    const member = await seedMember(ctx);
    const fixed = await api().loyalty.createRule(ruleForm({ pointsGrant: 500 }));
    const perRinggit = await api().loyalty.createRule(ruleForm({ pointsType: 2, pointsGrant: 7 }));
    const order = await paidOrder(member.id, 2);
    const entries = await entriesOf({ orderId: order.id });
    expect(entries.map((e) => [e.ruleId, e.points])).toEqual(
      expect.arrayContaining([
        [fixed.id, 500],
        [perRinggit.id, 59 * 7],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.note.startsWith(`Order #${order.orderNo}: `))).toBe(true);
  });

  it('a rule that is upcoming, expired or terminated does not earn; the default applies again', async () => {
    const member = await seedMember(ctx);
    await api().loyalty.createRule(ruleForm({ startAt: new Date(Date.now() + 86_400_000) }));
    await api().loyalty.createRule(ruleForm({ startAt: new Date(Date.now() - 2 * 86_400_000), endAt: new Date(Date.now() - 86_400_000) }));
    const ended = await api().loyalty.createRule(ruleForm());
    await api().loyalty.terminateRule({ id: ended.id });
    const order = await paidOrder(member.id);
    expect(await entriesOf({ orderId: order.id })).toEqual([expect.objectContaining({ ruleId: null, points: 2900 })]);
  });

  it('type 2 earns when the order amount (less shipping) reaches the goal', async () => {
    const member = await seedMember(ctx);
    const rule = await api().loyalty.createRule(ruleForm({ ruleType: 2, pointsType: 2, pointsGrant: 2, amountToReachGoal: 5980 }));
    const small = await paidOrder(member.id, 1);
    expect((await entriesOf({ orderId: small.id })).filter((e) => e.ruleId === rule.id)).toEqual([]);
    const big = await paidOrder(member.id, 2);
    expect((await entriesOf({ orderId: big.id })).filter((e) => e.ruleId === rule.id).map((e) => e.points)).toEqual([59 * 2]);
    // No purchase rule: the default earning still applies beside it.
    expect((await entriesOf({ orderId: big.id })).filter((e) => e.ruleId === null).map((e) => e.points)).toEqual([5900]);
  });

  it('type 3 earns each time the member’s paid orders reach a multiple of the goal, within the earning limit', async () => {
    const member = await seedMember(ctx);
    const rule = await api().loyalty.createRule(ruleForm({ ruleType: 3, pointsGrant: 1000, amountToReachGoal: 2, earningLimit: 2 }));
    const earned = async () => (await entriesOf({ memberId: member.id })).filter((e) => e.ruleId === rule.id && e.kind === 'earn').length;
    await paidOrder(member.id);
    expect(await earned()).toBe(0);
    await paidOrder(member.id);
    expect(await earned()).toBe(1);
    await paidOrder(member.id);
    expect(await earned()).toBe(1);
    await paidOrder(member.id);
    expect(await earned()).toBe(2);
    await paidOrder(member.id);
    await paidOrder(member.id);
    // The limit of 2 is reached: the 6th order earns nothing from the rule.
    expect(await earned()).toBe(2);
  });

  it('the earning limit counts what the member kept: a cancelled order gives its use back', async () => {
    const member = await seedMember(ctx);
    const rule = await api().loyalty.createRule(ruleForm({ pointsGrant: 300, earningLimit: 1 }));
    const first = await paidOrder(member.id);
    await paidOrder(member.id);
    // A purchase rule is ongoing: no default earning even once its limit is reached.
    expect(await available(member.id)).toBe(300);
    await api().orders.cancel({ id: first.id });
    expect(await available(member.id)).toBe(0);
    await paidOrder(member.id);
    expect(await available(member.id)).toBe(300);
    expect((await entriesOf({ memberId: member.id })).filter((e) => e.ruleId === rule.id).map((e) => e.points)).toEqual([300, -300, 300]);
  });

  it('multiplies by the tier the member’s all-time points reach before the order', async () => {
    const member = await seedMember(ctx);
    await api().loyalty.createTier({ nameEn: 'Silver', reachPoints: 0, multiplierBp: 15000 });
    await api().loyalty.createTier({ nameEn: 'Gold', reachPoints: 4000, multiplierBp: 20000 });
    await paidOrder(member.id);
    expect(await available(member.id)).toBe(4350);
    await paidOrder(member.id);
    expect(await available(member.id)).toBe(4350 + 5800);
  });
});

describe('undoing a paid order', () => {
  it('cancel after payment reverses every earn once; a second reversal finds nothing left', async () => {
    const member = await seedMember(ctx);
    await api().loyalty.createRule(ruleForm({ pointsGrant: 250 }));
    await api().loyalty.createRule(ruleForm({ ruleType: 2, pointsGrant: 50, amountToReachGoal: 100 }));
    const order = await paidOrder(member.id);
    expect(await available(member.id)).toBe(300);
    await api().orders.cancel({ id: order.id });
    const entries = await entriesOf({ orderId: order.id });
    expect(entries.filter((e) => e.kind === 'reversal').map((e) => [e.points, e.note])).toEqual(
      expect.arrayContaining([
        [-250, `Order #${order.orderNo} cancelled`],
        [-50, `Order #${order.orderNo} cancelled`],
      ]),
    );
    await withTransaction(ctx, (tx) => reverseOrderPoints(tx, order.id));
    expect(await entriesOf({ orderId: order.id })).toHaveLength(4);
    expect(await available(member.id)).toBe(0);
    expect((await pointsOf(ctx, [member.id])).get(member.id)).toEqual({ available: 0, allTime: 0 });
  });

  it('a refund (after shipping) reverses the order’s points', async () => {
    const member = await seedMember(ctx);
    const order = await paidOrder(member.id);
    await api().orders.confirmPayment({ id: order.id });
    await api().orders.markShipped({ id: order.id, courier: 'jnt', trackingNo: `JNT${order.orderNo}`, shippedAt: new Date() });
    expect(await available(member.id)).toBe(2900);
    await api().orders.refund({ id: order.id, remark: 'Returned' });
    expect(await available(member.id)).toBe(0);
    expect((await entriesOf({ orderId: order.id })).map((e) => [e.kind, e.points, e.note])).toEqual([
      ['earn', 2900, `Order #${order.orderNo}`],
      ['reversal', -2900, `Order #${order.orderNo} refunded`],
    ]);
  });

  it('points already spent: the reversal posts in full, the balance goes negative and blocks spending and deductions', async () => {
    const member = await seedMember(ctx);
    const order = await paidOrder(member.id);
    await withTransaction(ctx, (tx) => spendPoints(tx, { memberId: member.id, points: 2000, note: 'Voucher' }));
    await api().orders.cancel({ id: order.id });
    expect(await available(member.id)).toBe(-2000);
    await expect(withTransaction(ctx, (tx) => spendPoints(tx, { memberId: member.id, points: 1, note: 'Voucher' }))).rejects.toThrow(LOYALTY_MESSAGES.notEnoughPoints(-2000));
    expect((await rejection(api().loyalty.adjustPoints({ memberId: member.id, points: -1, note: 'Correction' }))).message).toBe(english(LOYALTY_MESSAGES.notEnoughPoints(-2000)));
    await api().loyalty.adjustPoints({ memberId: member.id, points: 500, note: 'Goodwill' });
    expect(await available(member.id)).toBe(-1500);
  });

  it('points spent on the order are given back when it is cancelled', async () => {
    const member = await seedMember(ctx);
    await api().loyalty.adjustPoints({ memberId: member.id, points: 1000, note: 'Opening balance' });
    const order = await placeOrder(rt, shop);
    await db().order.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } }, data: { memberId: member.id } });
    await withTransaction(ctx, (tx) => spendPoints(tx, { memberId: member.id, points: 600, orderId: order.id, note: `Order #${order.orderNo}` }));
    expect(await available(member.id)).toBe(400);
    await api().orders.markPaid({ id: order.id, payment: payment(order.totalSen) });
    await api().orders.cancel({ id: order.id });
    expect(await available(member.id)).toBe(1000);
    // Spending does not lower all-time points; the earn's reversal does.
    expect((await pointsOf(ctx, [member.id])).get(member.id)).toEqual({ available: 1000, allTime: 1000 });
  });

  it('property: any paid-then-cancelled order leaves no points behind', async () => {
    const member = await seedMember(ctx);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom(1, 2), fc.boolean(), async (qty, grant, pointsType, withRule) => {
        const rule = withRule ? await api().loyalty.createRule(ruleForm({ pointsType, pointsGrant: grant })) : null;
        const before = await available(member.id);
        const order = await paidOrder(member.id, qty);
        await api().orders.cancel({ id: order.id });
        const sum = (await entriesOf({ orderId: order.id })).reduce((s, e) => s + e.points, 0);
        if (rule) await api().loyalty.terminateRule({ id: rule.id });
        expect(sum).toBe(0);
        expect(await available(member.id)).toBe(before);
      }),
      { numRuns: 6 },
    );
  });
});

describe('join points', () => {
  it('awards each ongoing join rule to new members, with the tier reached at 0 points', async () => {
    const rule = await api().loyalty.createRule(ruleForm({ ruleType: 4, pointsGrant: 300 }));
    await api().loyalty.createTier({ nameEn: 'Welcome', reachPoints: 0, multiplierBp: 20000 });
    const member = await seedMember(ctx);
    expect((await entriesOf({ memberId: member.id })).map((e) => ({ ...e, note: english(e.note) }))).toEqual([{ kind: 'earn', points: 600, ruleId: rule.id, orderId: null, note: `Joined as member: ${rule.title}`, reversesId: null }]);
  });

  it('writes every member’s entry in bulk, and nothing without a rule or while disabled', async () => {
    const members = await Promise.all([1, 2, 3].map(() => seedMember(ctx)));
    const ids = members.map((m) => m.id);
    expect(await db().pointsEntry.count({ where: { merchantId: shop.merchantId } })).toBe(0);
    const rule = await api().loyalty.createRule(ruleForm({ ruleType: 4, pointsGrant: 50 }));
    await api().loyalty.updateSettings({ enabled: false, pointsPerRinggit: 100, thousandPointsSen: 1000 });
    await withTransaction(ctx, (tx) => awardJoinPoints(tx, ids));
    expect(await db().pointsEntry.count({ where: { merchantId: shop.merchantId } })).toBe(0);
    await api().loyalty.updateSettings({ enabled: true, pointsPerRinggit: 100, thousandPointsSen: 1000 });
    await withTransaction(ctx, (tx) => awardJoinPoints(tx, ids));
    const entries = await db().pointsEntry.findMany({ where: { merchantId: shop.merchantId }, select: { memberId: true, points: true, ruleId: true } });
    expect(entries.map((e) => e.memberId).sort()).toEqual([...ids].sort());
    expect(entries.every((e) => e.points === 50 && e.ruleId === rule.id)).toBe(true);
    await withTransaction(ctx, (tx) => awardJoinPoints(tx, []));
  });
});
