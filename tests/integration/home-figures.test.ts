import { beforeAll, describe, expect, it } from 'vitest';
import { archiveAnnouncement } from '../../core/announcements/operator.ts';
import { baseContext } from '../../core/shared/context.ts';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { memberRow, orderRow, type OrderAt } from '../helpers/home-rows.ts';
import { OPEN_CHECKOUT, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const db = rt.database.client;

/** Tuesday 10 November 2026, 09:00 in Kuala Lumpur (UTC+8); 9 November, 17:00 in Los Angeles (UTC-8). */
const NOW = '2026-11-10T01:00:00Z';
const at = (merchant: SeededMerchant, token = merchant.admin.token) => asToken(rt, token, testRequest(), () => new Date(NOW));

// Kuala Lumpur days in the comments; Los Angeles days where the test reads them there.
const ORDERS: OrderAt[] = [
  { status: 2, placedAt: '2026-11-09T16:00:00Z', totalSen: 1000 }, // 10 Nov 00:00 — paid, today
  { status: 4, placedAt: '2026-11-10T00:30:00Z', totalSen: 300 }, // 10 Nov 08:30 — paid, to ship, today
  { status: 7, placedAt: '2026-11-09T15:59:00Z', totalSen: 500 }, // 9 Nov 23:59 — awaiting payment, yesterday
  { status: 8, placedAt: '2026-11-09T03:00:00Z', totalSen: 2000 }, // 9 Nov 11:00 — completed, yesterday
  { status: 10, placedAt: '2026-11-10T00:00:00Z', totalSen: 9900 }, // a quotation: never an order here
  { status: 5, placedAt: '2026-11-05T02:00:00Z', totalSen: 700 }, // payment error: awaiting payment
  { status: 1, placedAt: '2026-10-11T16:00:00Z', totalSen: 100 }, // 12 Oct 00:00: the chart's first day
  { status: 2, placedAt: '2026-10-11T15:59:00Z', totalSen: 100 }, // 11 Oct 23:59: before the chart
  // Los Angeles leaves daylight saving on 1 Nov: that day has 25 hours there.
  { status: 6, placedAt: '2026-11-01T07:30:00Z', totalSen: 4000 }, // LA: 1 Nov 00:30 PDT
  { status: 6, placedAt: '2026-11-02T07:30:00Z', totalSen: 50 }, // LA: 1 Nov 23:30 PST
];

// Sunday 8 November begins the week in Kuala Lumpur: 7 Nov 16:00 UTC.
const JOINED = ['2026-11-07T16:00:00Z', '2026-11-10T00:59:00Z', '2026-11-07T15:59:00Z', '2026-10-01T00:00:00Z'];

const other = await seedShop(rt);
const fresh = await seedMerchant(rt);

beforeAll(async () => {
  await db.order.createMany({ data: ORDERS.map((o, i) => orderRow(shop.merchantId, 1000 + i, o)) });
  await db.member.createMany({ data: JOINED.map((joinedAt, i) => memberRow(shop.merchantId, 1000 + i, joinedAt)) });
  // The cap's two options have 5 in stock each, the shirt 10: at an alert of 5, two are low.
  await shop.admin.caller.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, lowQuantityAlert: 5 });
  // Another merchant's busy day counts nowhere in this one's figures.
  await db.order.createMany({ data: ORDERS.map((o, i) => orderRow(other.merchantId, 1000 + i, { ...o, totalSen: 77_700 })) });
  await db.member.createMany({ data: JOINED.map((joinedAt, i) => memberRow(other.merchantId, 1000 + i, joinedAt)) });
});

const setTimeZone = (timeZone: string) => db.merchant.update({ where: { id: shop.merchantId }, data: { timeZone } });

describe('home figures', () => {
  it('count orders and paid sales by the merchant’s days: today against yesterday, and thirty days to the chart', async () => {
    const figures = await at(shop).home.figures();
    expect(figures.today).toBe('2026-11-10');
    expect(figures.sales).toHaveLength(30);
    expect(figures.sales!.at(-1)).toEqual({ day: '2026-11-10', orders: 2, salesSen: 1300 });
    expect(figures.sales!.at(-2)).toEqual({ day: '2026-11-09', orders: 2, salesSen: 2000 });
    expect(figures.sales![0]).toEqual({ day: '2026-10-12', orders: 1, salesSen: 0 });
    const total = figures.sales!.reduce((sum, d) => ({ orders: sum.orders + d.orders, salesSen: sum.salesSen + d.salesSen }), { orders: 0, salesSen: 0 });
    expect(total).toEqual({ orders: 8, salesSen: 1300 + 2000 + 4050 });
  });

  it('move their day boundaries with the merchant’s time zone, daylight saving included', async () => {
    await setTimeZone('America/Los_Angeles');
    try {
      const figures = await at(shop).home.figures();
      expect(figures.today).toBe('2026-11-09');
      // LA, 9 Nov: 16:00 PST (the paid order), 16:30 (to ship), 07:59 (awaiting payment); 8 Nov 19:00 (completed).
      expect(figures.sales!.at(-1)).toEqual({ day: '2026-11-09', orders: 3, salesSen: 1300 });
      expect(figures.sales!.at(-2)).toEqual({ day: '2026-11-08', orders: 1, salesSen: 2000 });
      expect(figures.sales!.find((d) => d.day === '2026-11-01')).toEqual({ day: '2026-11-01', orders: 2, salesSen: 4050 });
      // Both October orders fall on 11 Oct in LA: the chart starts on the 11th there.
      expect(figures.sales![0]).toEqual({ day: '2026-10-11', orders: 2, salesSen: 100 });
      // LA's week began on Sunday 8 Nov, 08:00 UTC.
      expect(figures.newMembers).toEqual({ since: '2026-11-08', count: 1 });
    } finally {
      await setTimeZone('Asia/Kuala_Lumpur');
    }
  });

  it('match the lists they link to: orders to ship, awaiting payment, low stock, new members this week', async () => {
    const figures = await at(shop).home.figures();
    expect(figures.ordersToShip).toBe(1);
    expect(figures.awaitingPayment).toBe(3);
    expect(figures.lowStock).toBe(2);
    expect(figures.newMembers).toEqual({ since: '2026-11-08', count: 2 });

    const admin = at(shop).orders;
    const tabs = new Map((await admin.list({})).tabs.map((t) => [t.key, t.count]));
    expect(tabs.get('preparingToShip')).toBe(figures.ordersToShip);
    expect(tabs.get('awaitingPayment')).toBe(figures.awaitingPayment);
    expect((await at(shop).sellerDashboard.stockAlerts({ page: 1, pageSize: 20 })).total).toBe(figures.lowStock);
    const joined = await at(shop).members.list({ from: figures.newMembers!.since });
    expect(joined.total).toBe(figures.newMembers!.count);
    expect(joined.items.map((m) => m.memberNo).sort()).toEqual([1000, 1001]);
  });

  it('show a user only the figures of the modules they may view', async () => {
    const orders = await seedSubUser(rt, shop, { order: 'view' });
    const sales = await seedSubUser(rt, shop, { my_sales: 'edit' });
    const report = await seedSubUser(rt, shop, { report: 'edit' });
    const noRole = await seedSubUser(rt, shop, null);

    const ordersOnly = await at(shop, orders.token).home.figures();
    expect(ordersOnly.sales).toHaveLength(30);
    expect(ordersOnly).toMatchObject({ ordersToShip: 1, awaitingPayment: 3, lowStock: null, newMembers: null });

    expect(await at(shop, sales.token).home.figures()).toMatchObject({ sales: null, ordersToShip: null, awaitingPayment: null, lowStock: 2, newMembers: { count: 2 } });
    for (const user of [report, noRole]) {
      expect(await at(shop, user.token).home.figures()).toEqual({ today: '2026-11-10', sales: null, ordersToShip: null, awaitingPayment: null, lowStock: null, newMembers: null });
    }
  });
});

describe('home summary', () => {
  beforeAll(async () => {
    const invoice = (number: string, dueAt: string, paidAt: string | null = null) => ({ merchantId: fresh.merchantId, number, description: number, amountSen: 9500, issuedAt: new Date('2026-10-01T00:00:00Z'), dueAt: new Date(dueAt), paidAt: paidAt && new Date(paidAt) });
    await db.serviceInvoice.createMany({
      data: [
        invoice('INV-1', '2026-11-09T15:00:00Z'), // 9 Nov 23:00 KL: overdue
        invoice('INV-2', '2026-11-09T16:00:00Z'), // 10 Nov 00:00 KL: due today, a reminder
        invoice('INV-3', '2026-11-17T12:00:00Z'), // 17 Nov: a reminder
        invoice('INV-4', '2026-12-01T00:00:00Z'), // upcoming
        invoice('INV-5', '2026-11-01T00:00:00Z', '2026-10-30T00:00:00Z'), // paid: none of these
      ],
    });
    const news = (title: string, publishedAt: string, merchantId = fresh.merchantId) => ({ merchantId, title, body: `${title} in full`, publishedAt: new Date(publishedAt) });
    await db.announcement.createMany({
      data: [news('Older', '2026-11-01T00:00:00Z'), news('Newer', '2026-11-08T00:00:00Z'), news('Tomorrow', '2026-11-11T00:00:00Z'), news('Not yours', '2026-11-09T00:00:00Z', other.merchantId)],
    });
  });

  it('lists the merchant’s published announcements, newest first, each opened by its id', async () => {
    const summary = await at(fresh).home.summary();
    expect(summary.announcements.map((a) => a.title)).toEqual(['Newer', 'Older']);
    const opened = await at(fresh).home.announcement({ id: summary.announcements[0]!.id });
    expect(opened).toMatchObject({ title: 'Newer', body: 'Newer in full' });
  });

  it('marks an announcement read for the user who opens it only, and hides archived ones everywhere', async () => {
    const colleague = await seedSubUser(rt, fresh, null);
    const unread = (await at(fresh).home.summary()).announcements.find((a) => a.title === 'Older')!;
    expect(unread.read).toBe(false);
    await at(fresh).home.announcement({ id: unread.id });
    await at(fresh).home.announcement({ id: unread.id }); // opening it again changes nothing
    expect((await at(fresh).home.summary()).announcements.map((a) => [a.title, a.read])).toEqual([['Newer', true], ['Older', true]]);
    expect((await at(fresh, colleague.token).home.summary()).announcements.map((a) => a.read)).toEqual([false, false]);
    expect(await db.announcementRead.count({ where: { merchantId: fresh.merchantId, announcementId: unread.id } })).toBe(1);

    const archived = await archiveAnnouncement(baseContext(rt.database, rt.env, testRequest(), () => new Date(NOW)), unread.id);
    expect(archived.archivedAt).toEqual(new Date(NOW));
    expect((await at(fresh).home.summary()).announcements.map((a) => a.title)).toEqual(['Newer']);
    expect((await rejection(at(fresh).home.announcement({ id: unread.id }))).code).toBe('NOT_FOUND');
  });

  it('gives the master admin the service-order payments by state, on the merchant’s calendar, and sub-users none', async () => {
    const summary = await at(fresh).home.summary();
    expect(summary.servicePayments).toEqual([
      { state: 'upcoming', invoices: 1, amountSen: 9500, nextDueAt: new Date('2026-12-01T00:00:00Z') },
      { state: 'reminder', invoices: 2, amountSen: 19_000, nextDueAt: new Date('2026-11-09T16:00:00Z') },
      { state: 'overdue', invoices: 1, amountSen: 9500, nextDueAt: new Date('2026-11-09T15:00:00Z') },
    ]);
    const account = await at(fresh).account.information();
    expect(Object.fromEntries(account.invoices.map((i) => [i.number, i.state]))).toEqual({ 'INV-1': 'overdue', 'INV-2': 'reminder', 'INV-3': 'reminder', 'INV-4': 'upcoming', 'INV-5': 'paid' });

    const sub = await seedSubUser(rt, fresh, { order: 'edit' });
    expect((await at(fresh, sub.token).home.summary()).servicePayments).toBeNull();
  });

  it('leaves the modules a user may use to their own account', async () => {
    const sub = await seedSubUser(rt, fresh, { order: 'edit', report: 'view' });
    const me = await at(fresh, sub.token).account.me();
    expect(me.access).toEqual([
      { module: 'order', level: 'edit' },
      { module: 'report', level: 'view' },
    ]);
    expect(me).toMatchObject({ isMasterAdmin: false, username: sub.username });
    expect(me.roleName).not.toBeNull();
  });
});
