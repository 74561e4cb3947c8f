import { describe, expect, it } from 'vitest';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { english } from '../../core/shared/english.ts';
import { asToken, logsDuring, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const NOW = () => new Date('2026-11-20T04:00:00Z');

/** The operator's top-up of a merchant's points (what `merchant credits add --kind merchant_points` does). */
async function topUp(shop: SeededMerchant, points: number) {
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest(), NOW), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'merchant_points', amount: points, reason: 'top_up' }));
}
const as = (shop: SeededMerchant) => asToken(rt, shop.admin.token, testRequest(), NOW).merchantPoints;

async function shopWithVoucher(points: number, cost: number) {
  const shop = await seedMerchant(rt);
  await topUp(shop, points);
  const voucher = await as(shop).createVoucher({ name: 'RM50 ad credit', points: cost, description: 'RM 50.00 of portal ads', remark: 'For the Raya campaign' });
  return { shop, voucher };
}

describe('NP vouchers on offer', () => {
  it('the master admin defines them, each field checked; the redeem form offers only active ones', async () => {
    const shop = await seedMerchant(rt);
    const { result: voucher, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => as(shop).createVoucher({ name: ' Ad credit ', points: 500 }));
    expect(voucher).toMatchObject({ name: 'Ad credit', points: 500, description: '', remark: '', active: true });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Created NP voucher "Ad credit"', 'account']]);
    expect((await rejection(as(shop).createVoucher({ name: '', points: 0, description: 'd'.repeat(501), remark: 'r'.repeat(501) }))).fieldErrors).toEqual({
      name: 'Voucher name is required.',
      points: 'Points must be a whole number from 1 to 10,000,000.',
      description: 'Value must be at most 500 characters.',
      remark: 'Remark must be at most 500 characters.',
    });
    expect((await rejection(as(shop).createVoucher({ name: 'n'.repeat(101), points: 10_000_001 }))).fieldErrors).toEqual({
      name: 'Voucher name must be at most 100 characters.',
      points: 'Points must be a whole number from 1 to 10,000,000.',
    });
    expect((await rejection(as(shop).createVoucher({ name: 'x', points: 1.5 }))).fieldErrors).toEqual({ points: 'Points must be a whole number from 1 to 10,000,000.' });
    const retired = await as(shop).updateVoucher({ id: voucher.id, voucher: { name: 'Old ad credit', points: 400, active: false } });
    expect(retired).toMatchObject({ name: 'Old ad credit', points: 400, active: false });
    expect(await as(shop).offers()).toEqual([]);
    expect((await as(shop).vouchers()).map((v) => v.id)).toEqual([voucher.id]);
  });
});

describe('redeeming with merchant points', () => {
  it('spends the points in the one ledger and issues an active voucher with a unique code', async () => {
    const { shop, voucher } = await shopWithVoucher(1200, 500);
    const { result: first, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => as(shop).redeem({ voucherId: voucher.id }));
    expect(first).toMatchObject({ name: 'RM50 ad credit', points: 500, description: 'RM 50.00 of portal ads', remark: 'For the Raya campaign', status: 'active', redeemedAt: NOW(), usedAt: null });
    expect(first.code).toMatch(/^NP-[A-HJ-NP-Z2-9]{10}$/);
    expect(logs.map((l) => [l.action, l.category])).toEqual([[`Redeemed NP voucher "RM50 ad credit" (${first.code}) with merchant points`, 'account']]);
    const second = await as(shop).redeem({ voucherId: voucher.id });
    expect(second.code).not.toBe(first.code);
    expect(await as(shop).balance()).toEqual({ balance: 200 });
    const entries = await rt.database.client.creditEntry.findMany({ where: { merchantId: shop.merchantId, kind: 'merchant_points' }, orderBy: { createdAt: 'asc' }, select: { delta: true, balanceAfter: true, reason: true, refId: true } });
    expect(entries.slice(1).map((e) => [e.delta, e.reason, e.refId]).sort()).toEqual([[-500, 'voucher_redeem', first.id], [-500, 'voucher_redeem', second.id]].sort());
  });

  it('refuses too few points with the spec’s message, leaving no voucher and no spend', async () => {
    const { shop, voucher } = await shopWithVoucher(499, 500);
    expect(await rejection(as(shop).redeem({ voucherId: voucher.id }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Insufficient merchant point balance.' });
    expect(await as(shop).balance()).toEqual({ balance: 499 });
    expect((await as(shop).redeemed({})).total).toBe(0);
  });

  it('asks for a valid amount when no voucher is chosen or the one chosen is no longer offered', async () => {
    const { shop, voucher } = await shopWithVoucher(5000, 500);
    expect((await rejection(as(shop).redeem({ voucherId: ' ' }))).fieldErrors).toEqual({ voucherId: 'Please choose a valid amount.' });
    await as(shop).updateVoucher({ id: voucher.id, voucher: { name: voucher.name, points: 500, active: false } });
    expect((await rejection(as(shop).redeem({ voucherId: voucher.id }))).fieldErrors).toEqual({ voucherId: 'Please choose a valid amount.' });
    expect(await rejection(as(shop).redeem({ voucherId: 'no-such-voucher' }))).toMatchObject({ code: 'NOT_FOUND', message: 'NP voucher not found.' });
  });

  it('20 redemptions at once with points for 5: exactly 5 succeed and the balance never goes below zero', async () => {
    const { shop, voucher } = await shopWithVoucher(500, 100);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => as(shop).redeem({ voucherId: voucher.id })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const o of outcomes) if (o.status === 'rejected') expect(english((o.reason as Error).message)).toBe('Insufficient merchant point balance.');
    expect(await as(shop).balance()).toEqual({ balance: 0 });
    expect((await as(shop).redeemed({ pageSize: 80 })).total).toBe(5);
    expect(await rt.database.client.creditEntry.count({ where: { merchantId: shop.merchantId, kind: 'merchant_points', reason: 'voucher_redeem' } })).toBe(5);
  });
});

describe('using a voucher and the lists', () => {
  it('marks an active voucher used once; /merchant_point/redeem and /my-np-voucher list them by status', async () => {
    const { shop, voucher } = await shopWithVoucher(1000, 300);
    const a = await as(shop).redeem({ voucherId: voucher.id });
    const later = asToken(rt, shop.admin.token, testRequest(), () => new Date('2026-11-25T04:00:00Z')).merchantPoints;
    const b = await later.redeem({ voucherId: voucher.id });
    const { result: used, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => later.markUsed({ id: a.id }));
    expect(used).toMatchObject({ id: a.id, status: 'used', usedAt: new Date('2026-11-25T04:00:00Z'), redeemedAt: NOW() });
    expect(logs.map((l) => l.action)).toEqual([`Marked NP voucher "RM50 ad credit" (${a.code}) as used`]);
    expect(await rejection(later.markUsed({ id: a.id }))).toMatchObject({ code: 'CONFLICT', message: 'This voucher has already been used.' });
    expect((await as(shop).redeemed({})).items.map((v) => [v.id, v.status])).toEqual([
      [b.id, 'active'],
      [a.id, 'used'],
    ]);
    expect((await as(shop).redeemed({ status: 'active' })).items.map((v) => v.id)).toEqual([b.id]);
    expect((await as(shop).issued({})).items).toEqual([
      { id: b.id, code: b.code, name: 'RM50 ad credit', issuedAt: new Date('2026-11-25T04:00:00Z'), status: 'available', remark: 'For the Raya campaign' },
      { id: a.id, code: a.code, name: 'RM50 ad credit', issuedAt: NOW(), status: 'used', remark: 'For the Raya campaign' },
    ]);
  });

  it('the same voucher marked used 8 times at once is used once', async () => {
    const { shop, voucher } = await shopWithVoucher(1000, 300);
    const { id } = await as(shop).redeem({ voucherId: voucher.id });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => as(shop).markUsed({ id })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(english((o.reason as Error).message)).toBe('This voucher has already been used.');
  });

  it('a voucher keeps what it was bought as when the offer changes', async () => {
    const { shop, voucher } = await shopWithVoucher(1000, 300);
    const bought = await as(shop).redeem({ voucherId: voucher.id });
    await as(shop).updateVoucher({ id: voucher.id, voucher: { name: 'Renamed', points: 900, remark: 'New remark' } });
    expect((await as(shop).redeemed({})).items[0]).toMatchObject({ id: bought.id, name: 'RM50 ad credit', points: 300, remark: 'For the Raya campaign' });
  });

  it('only the master admin defines vouchers and sees /my-np-voucher; any signed-in user redeems', async () => {
    const { shop, voucher } = await shopWithVoucher(1000, 300);
    const sub = (await seedSubUser(rt, shop, null)).caller.merchantPoints;
    for (const call of [sub.vouchers(), sub.issued({}), sub.createVoucher({ name: 'x', points: 1 }), sub.updateVoucher({ id: voucher.id, voucher: { name: 'x', points: 1 } })]) {
      expect((await rejection(call)).code).toBe('FORBIDDEN');
    }
    expect((await sub.redeem({ voucherId: voucher.id })).status).toBe('active');
    expect((await sub.offers()).map((v) => v.id)).toEqual([voucher.id]);
  });
});
