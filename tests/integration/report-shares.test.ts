import { describe, expect, it } from 'vitest';
import { anonymous, asToken, rejection, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const other = await seedShop(rt);
// Friday 27 November 2026, 12:00 in Kuala Lumpur.
const NOW = () => new Date('2026-11-27T04:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW);
const visitor = (request = testRequest()) => anonymous(rt, request, NOW);
const unavailable = { code: 'NOT_FOUND', message: 'This report is no longer available.' };


describe('report shares', () => {
  it("show the shared report's figures to anyone with the link, read-only, and count the views", async () => {
    const share = await admin.reportShares.create({ title: 'November for the bank', report: 'order_report', period: 'custom', from: '2026-11-01', to: '2026-11-27' });
    expect(share).toMatchObject({ title: 'November for the bank', report: 'order_report', period: { period: 'custom', from: '2026-11-01', to: '2026-11-27' }, views: 0, revokedAt: null });
    const seen = await visitor().reportShares.view({ hash: share.hash });
    expect(seen).toMatchObject({ title: 'November for the bank', merchantName: expect.any(String), report: 'order_report' });
    expect(seen.figures.days).toMatchObject({ from: '2026-11-01', to: '2026-11-27' });
    // The same figures as the merchant's own order report for that period.
    const own = await admin.salesReports.orderReport({ period: 'custom', from: '2026-11-01', to: '2026-11-27' });
    expect(seen.figures.figures).toEqual(own.figures);
    await visitor().reportShares.view({ hash: share.hash });
    const [listed] = await admin.reportShares.list({ report: 'order_report' });
    expect(listed).toMatchObject({ id: share.id, views: 2, lastViewedAt: NOW() });
  });

  it('refuse a forged hash, another merchant’s id under a borrowed MAC, and a revoked share, with one message', async () => {
    const share = await admin.reportShares.create({ title: 'To revoke', report: 'order_report', period: 'last_30_days' });
    const [merchantId, shareId, mac] = share.hash.split('.') as [string, string, string];
    const forged = [`${merchantId}.${shareId}.${mac.slice(0, -2)}AA`, `${other.merchantId}.${shareId}.${mac}`, `${merchantId}.${shareId}x.${mac}`, 'nonsense'];
    for (const hash of forged) expect(await rejection(visitor().reportShares.view({ hash }))).toMatchObject(unavailable);
    const revoked = await admin.reportShares.revoke({ id: share.id });
    expect(revoked.revokedAt).toEqual(NOW());
    expect(await rejection(visitor().reportShares.view({ hash: share.hash }))).toMatchObject(unavailable);
    expect((await admin.reportShares.list({ report: 'order_report' })).find((s) => s.id === share.id)?.views).toBe(0);
  });

  it('hold off an address that keeps sending bad links, while others still open theirs', async () => {
    const share = await admin.reportShares.create({ title: 'Busy', report: 'order_report', period: 'last_30_days' });
    const noisy = testRequest();
    for (let i = 0; i < 30; i += 1) await rejection(visitor(noisy).reportShares.view({ hash: `x.y.z${i}` }));
    expect((await rejection(visitor(noisy).reportShares.view({ hash: share.hash }))).code).toBe('TOO_MANY_REQUESTS');
    expect((await visitor().reportShares.view({ hash: share.hash })).title).toBe('Busy');
  });

  it('are managed by the e-commerce report module, within the merchant', async () => {
    const share = await admin.reportShares.create({ title: 'Mine', report: 'order_report', period: 'last_30_days' });
    expect((await rejection(other.admin.caller.reportShares.revoke({ id: share.id }))).code).toBe('NOT_FOUND');
    expect((await other.admin.caller.reportShares.list({ report: 'order_report' })).map((s) => s.id)).not.toContain(share.id);
    const viewer = await seedSubUser(rt, shop, { ecommerce_report: 'view' });
    expect((await viewer.caller.reportShares.list({ report: 'order_report' })).length).toBeGreaterThan(0);
    expect((await rejection(viewer.caller.reportShares.create({ title: 'No', report: 'order_report' }))).code).toBe('FORBIDDEN');
  });
});
