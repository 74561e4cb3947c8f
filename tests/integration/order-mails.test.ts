import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_MAIL_TEMPLATES } from '../../core/order-mails/defaults.ts';
import type { TOrderMailTemplateInput } from '../../core/order-mails/schema.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { logsDuring, mailsTo, rejection } from '../helpers/fixtures.ts';
import { adminCtx } from '../helpers/loyalty.ts';
import { placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { orderToShip, paidOrder } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const BUYER = 'aminah@buyer.test';
const MERCHANT_MAILBOX = 'orders@kedai.example.my';

const template = (kind: TOrderMailTemplateInput['kind'], overrides: Partial<TOrderMailTemplateInput> = {}): TOrderMailTemplateInput => ({ kind, enabled: true, ...DEFAULT_ORDER_MAIL_TEMPLATES[kind], ...overrides });
const turnOn = (shop: SeededShop, ...kinds: TOrderMailTemplateInput['kind'][]) => Promise.all(kinds.map((kind) => shop.admin.caller.orderMails.saveTemplate(template(kind))));

describe('e-commerce mail setting: sender and templates', () => {
  it("offers the five order e-mails' defaults: the merchant's notification on, the buyer's off until turned on", async () => {
    const shop = await seedShop(rt);
    const settings = await shop.admin.caller.orderMails.get();
    expect(settings).toMatchObject({ senderName: '', replyTo: '', logoUploadId: null, logoUrl: null });
    expect(settings.templates.map((t) => [t.kind, t.enabled, t.custom])).toEqual([
      ['order_placed', false, false],
      ['payment_received', false, false],
      ['shipped', false, false],
      ['cancelled', false, false],
      ['merchant_notification', true, false],
    ]);
    expect(settings.templates.find((t) => t.kind === 'shipped')!.placeholders).toEqual(expect.arrayContaining(['courier', 'trackingNo', 'items', 'total']));
  });

  it('refuses an empty subject or body, placeholders the e-mail does not have, a bad reply-to and a logo not uploaded for it', async () => {
    const shop = await seedShop(rt);
    const admin = shop.admin.caller;
    expect((await rejection(admin.orderMails.saveTemplate(template('order_placed', { subject: ' ', body: '' })))).fieldErrors).toEqual({ subject: 'Enter the subject.', body: 'Enter the message.' });
    expect((await rejection(admin.orderMails.saveTemplate(template('order_placed', { subject: 'Order {orderNo} {trackingNo}', body: '<p>{orderLink}</p>' })))).fieldErrors).toEqual({
      subject: '{trackingNo} is not a placeholder of this e-mail.',
      body: '{orderLink} is not a placeholder of this e-mail.',
    });
    expect((await rejection(admin.orderMails.saveTemplate(template('order_placed', { subject: 'x'.repeat(201) })))).fieldErrors).toEqual({ subject: 'The subject must be at most 200 characters.' });
    expect((await rejection(admin.orderMails.saveSender({ senderName: 'Kedai', replyTo: 'nope', logoUploadId: null }))).fieldErrors).toEqual({ replyTo: 'Invalid Email Address' });
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#06c' } }).png().toBuffer();
    const other = await saveUpload(await adminCtx(rt, shop), 'image', 'other.png', png);
    expect((await rejection(admin.orderMails.saveSender({ senderName: 'Kedai', replyTo: '', logoUploadId: other.id }))).fieldErrors).toEqual({ logoUploadId: 'Upload the logo again.' });
  });

  it('sanitises the body: nothing that runs or loads is kept', async () => {
    const shop = await seedShop(rt);
    const saved = await shop.admin.caller.orderMails.saveTemplate(template('order_placed', { body: '<p onclick="x()">Hi {buyerName}</p><script>steal()</script><a href="javascript:x()">x</a><img src="https://evil.test/p.gif">' }));
    const body = saved.templates.find((t) => t.kind === 'order_placed')!.body;
    expect(body).toBe('<p>Hi {buyerName}</p><a>x</a>');
  });

  it('saves the sender with its logo and each template, restores a default, each in the user log', async () => {
    const shop = await seedShop(rt);
    const admin = shop.admin.caller;
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#06c' } }).png().toBuffer();
    const logo = await saveUpload(await adminCtx(rt, shop), 'order-mail-logo', 'logo.png', png);
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      await admin.orderMails.saveSender({ senderName: 'Kedai Ana', replyTo: 'Hello@Kedai.test', logoUploadId: logo.id });
      await admin.orderMails.saveTemplate(template('shipped', { subject: 'On its way: #{orderNo}' }));
      await admin.orderMails.resetTemplate({ kind: 'shipped' });
    });
    expect(logs.map((l) => l.action)).toEqual(["Saved the order e-mails' sender", 'Saved the "Order shipped" e-mail template', 'Restored the default "Order shipped" e-mail template']);
    const settings = await admin.orderMails.get();
    expect(settings).toMatchObject({ senderName: 'Kedai Ana', replyTo: 'hello@kedai.test', logoUploadId: logo.id });
    expect(settings.templates.find((t) => t.kind === 'shipped')).toMatchObject({ custom: false, enabled: false, subject: DEFAULT_ORDER_MAIL_TEMPLATES.shipped.subject });
  });

  it('previews the edited template from a sample order, values escaped, with the sender and logo', async () => {
    const shop = await seedShop(rt);
    const png = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#06c' } }).png().toBuffer();
    const logo = await saveUpload(await adminCtx(rt, shop), 'order-mail-logo', 'logo.png', png);
    await shop.admin.caller.orderMails.saveSender({ senderName: 'Kedai Ana', replyTo: 'hello@kedai.test', logoUploadId: logo.id });
    const preview = await shop.admin.caller.orderMails.preview(template('shipped', { subject: '{shop} <b>#{orderNo}</b> via {courier}' }));
    expect(preview.subject).toBe(`${shop.name} <b>#1024</b> via Pos Laju`);
    expect(preview).toMatchObject({ fromName: 'Kedai Ana', replyTo: 'hello@kedai.test' });
    expect(preview.html).toContain(`<img src="http://dashboard.test/media/${shop.merchantId}/${logo.id}`);
    expect(preview.html).toContain('Tracking number: EP123456789MY');
    expect(preview.html).toContain('2 x Cotton shirt (Size: M): RM 59.80<br>1 x Baseball cap: RM 15.00');
    expect(preview.text).toContain('Courier: Pos Laju\nTracking number: EP123456789MY');
    expect(preview.text).toContain('  2 x Cotton shirt (Size: M): RM 59.80\n  1 x Baseball cap: RM 15.00');
    // Nothing was saved by previewing.
    expect((await shop.admin.caller.orderMails.get()).templates.find((t) => t.kind === 'shipped')!.custom).toBe(false);
  });
});

describe('the order e-mails use the templates', () => {
  it("the merchant's order-notification e-mail follows its template, sender and reply-to, leaving out empty lines", async () => {
    const shop = await seedShop(rt, { checkout: { orderNotificationEmail: MERCHANT_MAILBOX } });
    await shop.admin.caller.orderMails.saveSender({ senderName: 'Kedai Ana', replyTo: 'hello@kedai.test', logoUploadId: null });
    await shop.admin.caller.orderMails.saveTemplate(template('merchant_notification', { subject: 'New {orderKind} #{orderNo}: {total}' }));
    const order = await placeOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: BUYER } });
    const [mail] = await mailsTo(rt, shop.merchantId, MERCHANT_MAILBOX);
    expect(mail).toMatchObject({ subject: `New order #${order.orderNo}: RM 37.90`, fromName: 'Kedai Ana', replyTo: 'hello@kedai.test' });
    expect(mail!.text).toContain(`E-mail: ${BUYER}\nDelivery: Courier, RM 8.00`);
    expect(mail!.text).not.toContain('Phone:');
    expect(mail!.html).toContain(`<a href="http://dashboard.test/mysales/order/${order.id}">`);
    // The buyer's e-mails are off: the buyer gets none.
    expect(await mailsTo(rt, shop.merchantId, BUYER)).toEqual([]);
  });

  it("the buyer's e-mails, once on, as the order is placed, paid, shipped and cancelled", async () => {
    const shop = await seedShop(rt);
    await turnOn(shop, 'order_placed', 'payment_received', 'shipped', 'cancelled');
    const shipped = await orderToShip(rt, shop, { buyer: { name: 'Aminah Yusof', email: BUYER } });
    await shop.admin.caller.orders.markShipped({ id: shipped.id, courier: 'jnt', trackingNo: 'JT123', shippedAt: new Date() });
    const cancelled = await placeOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: BUYER } });
    await shop.admin.caller.orders.cancel({ id: cancelled.id, remark: 'Sold out' });
    const subjects = (await mailsTo(rt, shop.merchantId, BUYER)).map((m) => m.subject).reverse();
    expect(subjects).toEqual([
      `${shop.name}: we received your order #${shipped.orderNo}`,
      `${shop.name}: payment received for order #${shipped.orderNo}`,
      `${shop.name}: your order #${shipped.orderNo} has been shipped`,
      `${shop.name}: we received your order #${cancelled.orderNo}`,
      `${shop.name}: your order #${cancelled.orderNo} was cancelled`,
    ]);
    const mails = await mailsTo(rt, shop.merchantId, BUYER);
    expect(mails.find((m) => m.subject.includes('shipped'))!.text).toContain('Courier: J&T Express\nTracking number: JT123');
    expect(mails.find((m) => m.subject.includes('cancelled'))!.text).toContain('Reason: Sold out');
  });

  it('sends a buyer nothing when the e-mail is off, for a quotation request, or without an address', async () => {
    const shop = await seedShop(rt);
    await turnOn(shop, 'order_placed');
    await shop.admin.caller.orderMails.saveTemplate(template('payment_received', { enabled: false }));
    await paidOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: BUYER } });
    await placeOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: BUYER }, quotation: true, shippingOptionId: shop.quoteOptionId });
    await placeOrder(rt, shop, { buyer: { name: 'Phone Only', phone: '+60123456789' } });
    expect((await mailsTo(rt, shop.merchantId, BUYER)).map((m) => m.subject)).toEqual([expect.stringContaining('we received your order')]);
    expect(await rt.database.client.mailMessage.count({ where: { merchantId: shop.merchantId } })).toBe(1);
  });
});
