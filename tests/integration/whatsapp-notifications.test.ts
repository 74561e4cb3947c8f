import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { creditBalance, grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { dispatchWhatsappNotifications, queueWhatsappNotification } from '../../core/website/whatsapp-notifications.ts';
import { simulatedWhatsapp } from '../../server/integrations/whatsapp/whatsapp-simulator.ts';
import { testRequest } from '../helpers/fixtures.ts';
import { placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { testRuntime } from '../helpers/runtime.ts';
import { postEvents } from '../helpers/site-events.ts';

const rt = await testRuntime();
let numbers = 0;
/** A number of its own per test: the simulator's inbox is one for the whole file. */
const freshNumber = (ending = '5678') => `+6011${String(++numbers).padStart(4, '0')}${ending}`;

interface NotifyingShop extends SeededShop {
  ctx: Ctx;
  number: string;
}

/** A shop whose website setting sends WhatsApp notifications to number, holding credits. */
async function notifyingShop({ credits = 5, enabled = true, number = freshNumber() } = {}): Promise<NotifyingShop> {
  const shop = await seedShop(rt);
  const ctx = (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx as Ctx;
  const settings = await shop.admin.caller.website.settings.get();
  await shop.admin.caller.website.settings.save({ ...settings, notifications: { whatsappEnabled: enabled, whatsappNumber: number, onOrder: true, onEnquiry: true } });
  if (credits > 0) await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'whatsapp', amount: credits, reason: 'top_up' }));
  return { ...shop, ctx, number };
}

/** What the server's dispatcher does a moment after the storefront answered. */
const dispatch = (shop: NotifyingShop) => dispatchWhatsappNotifications(shop.ctx, rt.env.whatsappSender!, { merchantId: shop.merchantId });

const ledger = (shop: NotifyingShop) =>
  rt.database.client.creditEntry.findMany({ where: { merchantId: shop.merchantId, kind: 'whatsapp', reason: { not: 'top_up' } }, select: { delta: true, reason: true, refId: true }, orderBy: { createdAt: 'asc' } });

describe('WhatsApp notifications of the website setting', () => {
  it('tells the merchant of a storefront order in one message and spends 1 credit for it', async () => {
    const shop = await notifyingShop();
    const order = await placeOrder(rt, shop);
    // Queued with the order, sent by the dispatcher: the storefront never waits for the provider.
    expect(simulatedWhatsapp(shop.number)).toEqual([]);
    expect(await dispatch(shop)).toEqual({ sent: 1, failed: 0, noCredits: 0 });
    expect(simulatedWhatsapp(shop.number)).toEqual([`New order #${order.orderNo} from Aminah Yusof (RM 37.90). http://dashboard.test/mysales/order/${order.id}`]);
    expect(await creditBalance(shop.ctx, 'whatsapp')).toBe(4);
    expect(await ledger(shop)).toEqual([{ delta: -1, reason: 'whatsapp_notification', refId: order.id }]);
    // The same order is never paid for or sent twice.
    expect(await queueWhatsappNotification(shop.ctx, 'order', order.id, 'again')).toBe(false);
    expect(await dispatch(shop)).toEqual({ sent: 0, failed: 0, noCredits: 0 });
    expect(simulatedWhatsapp(shop.number)).toHaveLength(1);
    expect(await creditBalance(shop.ctx, 'whatsapp')).toBe(4);
  });

  it('tells the merchant of each website enquiry, and of no app enquiry', async () => {
    const shop = await notifyingShop();
    const { enquiries } = await postEvents(rt, shop.siteKey, new Date().toISOString(), [
      { kind: 'page_view', page: '/tea', landing: true },
      { kind: 'enquiry', name: 'Siti Aminah', phone: '+60198765432', subject: 'Bulk order', message: 'Do you deliver 50 boxes to Ipoh?' },
      { kind: 'enquiry', channel: 'app', name: 'Ali', message: 'From the app' },
    ]);
    await dispatch(shop);
    expect(simulatedWhatsapp(shop.number)).toEqual([`New website enquiry from Siti Aminah (+60198765432): Bulk order: Do you deliver 50 boxes to Ipoh?. http://dashboard.test/report/website-enquiry/detail/${enquiries[0]}`]);
    expect(await creditBalance(shop.ctx, 'whatsapp')).toBe(4);
    expect(await ledger(shop)).toEqual([{ delta: -1, reason: 'whatsapp_notification', refId: enquiries[0] }]);
  });

  it('sends nothing and charges nothing without credits, or when switched off; the order stands', async () => {
    const broke = await notifyingShop({ credits: 0 });
    const order = await placeOrder(rt, broke);
    expect(order.orderNo).toBeGreaterThan(0);
    expect(await dispatch(broke)).toEqual({ sent: 0, failed: 0, noCredits: 1 });
    expect(simulatedWhatsapp(broke.number)).toEqual([]);
    expect(await creditBalance(broke.ctx, 'whatsapp')).toBe(0);
    expect(await ledger(broke)).toEqual([]);

    const off = await notifyingShop({ enabled: false });
    await placeOrder(rt, off);
    await postEvents(rt, off.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: 'Ali', message: 'Halal?' }]);
    expect(await dispatch(off)).toEqual({ sent: 0, failed: 0, noCredits: 0 });
    expect(simulatedWhatsapp(off.number)).toEqual([]);
    expect(await creditBalance(off.ctx, 'whatsapp')).toBe(5);
    expect(await ledger(off)).toEqual([]);
  });

  it('refunds the credit when the provider refuses the message, and the order and enquiry stand', async () => {
    const shop = await notifyingShop({ number: freshNumber('0000') });
    const order = await placeOrder(rt, shop);
    const { enquiries } = await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: 'Ali', message: 'Halal?' }]);
    expect(enquiries).toHaveLength(1);
    expect(await dispatch(shop)).toEqual({ sent: 0, failed: 2, noCredits: 0 });
    expect(simulatedWhatsapp(shop.number)).toEqual([]);
    expect(await creditBalance(shop.ctx, 'whatsapp')).toBe(5);
    const entries = await ledger(shop);
    // Spent and given back for each: entries of one millisecond may list in either order.
    expect(entries).toHaveLength(4);
    expect(entries).toEqual(
      expect.arrayContaining([
        { delta: -1, reason: 'whatsapp_notification', refId: order.id },
        { delta: 1, reason: 'refund', refId: order.id },
        { delta: -1, reason: 'whatsapp_notification', refId: enquiries[0] },
        { delta: 1, reason: 'refund', refId: enquiries[0] },
      ]),
    );
  });
});
