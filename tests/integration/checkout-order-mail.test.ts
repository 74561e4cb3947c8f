import { describe, expect, it } from 'vitest';
import { mailsTo, rejection } from '../helpers/fixtures.ts';
import { orderInput, placeOrder, seedShop, storefrontCaller } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

// The checkout settings' order-notification e-mail: queued in the order's transaction.
const rt = await fileRuntime();

const MERCHANT_MAILBOX = 'orders@kedai.example.my';
const outbox = (merchantId: string) => rt.database.client.mailMessage.findMany({ where: { merchantId } });

describe('the order-notification e-mail', () => {
  it('tells the merchant of a new order: number, buyer, items, total and the link to the order', async () => {
    const shop = await seedShop(rt, { checkout: { orderNotificationEmail: MERCHANT_MAILBOX } });
    const placedAt = new Date('2026-11-20T02:05:00Z');
    const order = await storefrontCaller(rt, shop.siteKey, undefined, () => placedAt).storefront.placeOrder(
      orderInput(shop, {
        items: [
          { productId: shop.shirt.id, qty: 2 },
          { productId: shop.cap.id, optionId: shop.cap.redOptionId, qty: 1 },
        ],
        buyerNote: 'Please ring the bell',
      }),
    );
    const mails = await outbox(shop.merchantId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: MERCHANT_MAILBOX, status: 'pending', subject: `${shop.name}: new order #${order.orderNo} from Aminah Yusof (RM 82.80)` });
    const lines = mail!.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Order: #${order.orderNo}`,
        'Placed: 2026-11-20 10:05',
        'Buyer: Aminah Yusof',
        'E-mail: aminah@buyer.test',
        'Phone: +60123456789',
        'Delivery: Courier, RM 8.00',
        '  2 x Cotton shirt: RM 59.80',
        '  1 x Baseball cap (Colour: Red): RM 15.00',
        'Total: RM 82.80',
        "Buyer's note: Please ring the bell",
        `http://dashboard.test/mysales/order/${order.id}`,
      ]),
    );
  });

  it('tells of a quotation request with the link to the quotation', async () => {
    const shop = await seedShop(rt, { checkout: { orderNotificationEmail: MERCHANT_MAILBOX } });
    const quote = await placeOrder(rt, shop, { quotation: true, shippingOptionId: shop.quoteOptionId });
    const [mail] = await mailsTo(rt, shop.merchantId, MERCHANT_MAILBOX);
    expect(mail!.subject).toBe(`${shop.name}: new quotation request #${quote.orderNo} from Aminah Yusof (RM 29.90)`);
    expect(mail!.text).toContain('Delivery: Lorry (quoted), fee to be quoted');
    expect(mail!.text).toContain(`http://dashboard.test/mysales/quotation/${quote.id}`);
  });

  it('is not sent when the setting is empty', async () => {
    const shop = await seedShop(rt);
    await placeOrder(rt, shop);
    expect(await outbox(shop.merchantId)).toEqual([]);
  });

  it('is not sent for an order the checkout refuses', async () => {
    const shop = await seedShop(rt, { checkout: { orderNotificationEmail: MERCHANT_MAILBOX } });
    expect((await rejection(placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 11 }] }))).code).toBe('CONFLICT');
    expect(await outbox(shop.merchantId)).toEqual([]);
  });
});
