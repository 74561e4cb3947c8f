import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../core/orders/constants.ts';
import { DEFAULT_CHECKOUT_SETTINGS } from '../../core/sales-settings/defaults.ts';
import { readOrderSettings } from '../../core/sales-settings/read.ts';
import { SALES_SETTINGS_MESSAGES as M, type TCheckoutSettingsInputRaw } from '../../core/sales-settings/schema.ts';
import { SHIPPING_MESSAGES } from '../../core/shipping/constants.ts';
import { adminSession, expectOneLog, rejection, seedCategory, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const db = () => rt.database.client;

const invoiceForm = (startingNumber: string) => ({ autoGenerate: true, companyName: 'Kedai Maju Sdn Bhd', registerNumber: '201901000001', address: '1 Jalan Maju', prefix: 'INV-', startingNumber });

const checkoutForm = (overrides: Partial<TCheckoutSettingsInputRaw> = {}): TCheckoutSettingsInputRaw => ({ ...DEFAULT_CHECKOUT_SETTINGS, ...overrides });

describe('order settings', () => {
  let shop: SeededMerchant;
  beforeAll(async () => {
    shop = await seedMerchant(rt);
  });

  it('start from the defaults', async () => {
    const settings = await shop.admin.caller.orderSettings.get();
    expect(settings.invoice).toMatchObject({ autoGenerate: true, prefix: 'INV', startingNumber: '00001', currentNumber: null, nextInvoiceNo: 'INV00001' });
    expect(settings.checkout).toMatchObject(DEFAULT_CHECKOUT_SETTINGS);
    expect(settings.timeSlots).toEqual({ slotStart: '09:00', slotEnd: '18:00', slotIntervalMinutes: 0, slotDaysAhead: 7 });
  });

  describe('invoice', () => {
    it('keeps the starting number’s leading zeros as the width of every later number', async () => {
      const { caller, request, logs } = adminSession(rt, shop);
      const { result, logs: written } = await logs(() => caller.orderSettings.updateInvoice(invoiceForm('000120')));
      expectOneLog(written, { action: 'Updated invoice settings', category: 'my_sales' }, request);
      expect(result.invoice).toMatchObject({ companyName: 'Kedai Maju Sdn Bhd', startingNumber: '000120', currentNumber: '000119', nextInvoiceNo: 'INV-000120' });
      const row = await readOrderSettings(db(), shop.merchantId);
      expect([row.invoiceNumberWidth, row.invoiceNextNumber]).toEqual([6, 120]);
    });

    it('refuses a starting number that does not exceed the current number', async () => {
      const { caller, logs } = adminSession(rt, shop);
      // Invoices 120 to 149 were given since the last save, so 149 is the current number.
      await db().orderSetting.update({ where: { merchantId: shop.merchantId }, data: { invoiceNextNumber: 150 } });
      const { logs: refused } = await logs(async () => {
        expect(await rejection(caller.orderSettings.updateInvoice(invoiceForm('0149')))).toMatchObject({
          code: 'BAD_REQUEST',
          message: english(M.startingNumberTooLow('000149')),
          fieldErrors: { startingNumber: english(M.startingNumberTooLow('000149')) },
        });
      });
      expect(refused).toEqual([]);
      expect(await readOrderSettings(db(), shop.merchantId)).toMatchObject({ invoiceNextNumber: 150, invoiceNumberWidth: 6 });
      // 150 exceeds it; the new leading zeros set a new width.
      expect((await caller.orderSettings.updateInvoice(invoiceForm('0150'))).invoice).toMatchObject({ currentNumber: '0149', nextInvoiceNo: 'INV-0150' });
      // Saving the form as shown (starting from the next number) always passes.
      const shown = (await caller.orderSettings.get()).invoice;
      expect((await caller.orderSettings.updateInvoice({ ...invoiceForm(shown.startingNumber), companyName: 'Renamed' })).invoice).toMatchObject({ companyName: 'Renamed', startingNumber: '0150' });
    });

    it('accepts digits only, and a prefix without spaces', async () => {
      const { caller } = adminSession(rt, shop);
      for (const bad of ['', '12a', '-5', '12345678901']) {
        expect(await rejection(caller.orderSettings.updateInvoice(invoiceForm(bad)))).toMatchObject({ fieldErrors: { startingNumber: english(M.startingNumberInvalid) } });
      }
      expect(await rejection(caller.orderSettings.updateInvoice({ ...invoiceForm('9999'), prefix: 'IN V' }))).toMatchObject({ fieldErrors: { prefix: english(M.prefixInvalid) } });
    });
  });

  describe('checkout', () => {
    it('saves every setting; taxes in basis points, additional charges as JSON text', async () => {
      const { caller, request, logs } = adminSession(rt, shop);
      const categoryId = await seedCategory(shop);
      const charges = [
        { conditionType: 1, name: 'Packing', charge: { kind: 'fixed', amountSen: 150 } },
        { conditionType: 2, name: 'Small order', thresholdSen: 3000, charge: { kind: 'fixed', amountSen: 500 } },
        { conditionType: 3, name: 'Insurance', thresholdSen: 50000, charge: { kind: 'percent', percent: 2 } },
        { conditionType: 4, name: 'Frozen', categoryId, charge: { kind: 'percent', percent: 5 } },
      ] as const;
      const form = checkoutForm({
        minimumPriceSen: 2500,
        fasterCheckout: true,
        whatsappCheckout: true,
        selfPickup: true,
        productReview: false,
        showPrice: false,
        compulsoryMember: true,
        autoCancelMinutes: 24 * 60,
        headerMessage: 'Free shipping over RM100',
        headerLink: 'https://kedai.example.my/promo',
        headerButton: 'Shop now',
        additionalCharges: [...charges],
        lowQuantityAlert: 3,
        orderNotificationEmail: 'orders@kedai.example.my',
        salesTaxBp: 1000,
        serviceTaxBp: 600,
      });
      const { result, logs: written } = await logs(() => caller.orderSettings.updateCheckout(form));
      expectOneLog(written, { action: 'Updated checkout settings', category: 'my_sales' }, request);
      expect(result.checkout).toEqual({ ...form, additionalCharges: charges });
      const row = await db().orderSetting.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
      expect(row).toMatchObject({ salesTaxBp: 1000, serviceTaxBp: 600, autoCancelMinutes: 1440, minimumPriceSen: 2500 });
      expect(JSON.parse(row.additionalCharges)).toEqual(charges);
      expect((await readOrderSettings(db(), shop.merchantId)).additionalCharges).toEqual(charges);

      // 0 disables the minimum, and auto-cancel can be turned off.
      const off = await caller.orderSettings.updateCheckout(checkoutForm());
      expect(off.checkout).toMatchObject({ minimumPriceSen: 0, autoCancelMinutes: null, additionalCharges: [] });
    });

    it('keeps auto-cancel between 5 minutes and 30 days', async () => {
      const { caller } = adminSession(rt, shop);
      for (const minutes of [4, 30 * 24 * 60 + 1, 2.5]) {
        expect(await rejection(caller.orderSettings.updateCheckout(checkoutForm({ autoCancelMinutes: minutes })))).toMatchObject({
          code: 'BAD_REQUEST',
          fieldErrors: { autoCancelMinutes: english(ORDER_MESSAGES.autoCancelRange) },
        });
      }
      for (const minutes of [5, 30 * 24 * 60]) {
        expect((await caller.orderSettings.updateCheckout(checkoutForm({ autoCancelMinutes: minutes }))).checkout.autoCancelMinutes).toBe(minutes);
      }
    });

    it('refuses a charge without its condition type, another shop’s category, bad percentages, e-mails and links', async () => {
      const { caller } = adminSession(rt, shop);
      expect(await rejection(caller.orderSettings.updateCheckout(checkoutForm({ additionalCharges: [{ charge: { kind: 'fixed', amountSen: 100 } } as never] })))).toMatchObject({
        fieldErrors: { 'additionalCharges.0.conditionType': english(SHIPPING_MESSAGES.conditionTypeRequired) },
      });
      const other = await seedMerchant(rt);
      const foreign = await seedCategory(other);
      expect(
        await rejection(caller.orderSettings.updateCheckout(checkoutForm({ additionalCharges: [{ conditionType: 4, categoryId: foreign, charge: { kind: 'fixed', amountSen: 1 } }] }))),
      ).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { 'additionalCharges.0.categoryId': english(M.categoryNotFound) } });
      expect(
        await rejection(caller.orderSettings.updateCheckout(checkoutForm({ additionalCharges: [{ conditionType: 1, charge: { kind: 'percent', percent: 101 } }] }))),
      ).toMatchObject({ fieldErrors: { 'additionalCharges.0.charge.percent': english(SHIPPING_MESSAGES.percentInvalid) } });
      expect(await rejection(caller.orderSettings.updateCheckout(checkoutForm({ salesTaxBp: 10_001, serviceTaxBp: -1 })))).toMatchObject({
        fieldErrors: { salesTaxBp: english(SHIPPING_MESSAGES.percentInvalid), serviceTaxBp: english(SHIPPING_MESSAGES.percentInvalid) },
      });
      expect(await rejection(caller.orderSettings.updateCheckout(checkoutForm({ orderNotificationEmail: 'not-mail', headerLink: 'kedai' })))).toMatchObject({
        fieldErrors: { orderNotificationEmail: english(M.emailInvalid), headerLink: english(M.invalidUrl) },
      });
      expect(await rejection(caller.orderSettings.updateCheckout(checkoutForm({ minimumPriceSen: -1 })))).toMatchObject({ fieldErrors: { minimumPriceSen: 'The minimum order cannot be negative.' } });
    });
  });

  describe('delivery time slots', () => {
    it('save start, end, interval and days ahead', async () => {
      const { caller, request, logs } = adminSession(rt, shop);
      const { result, logs: written } = await logs(() => caller.orderSettings.updateTimeSlots({ slotStart: '10:00', slotEnd: '14:00', slotIntervalMinutes: 120, slotDaysAhead: 14 }));
      expectOneLog(written, { action: 'Updated delivery time slots', category: 'my_sales' }, request);
      expect(result.timeSlots).toEqual({ slotStart: '10:00', slotEnd: '14:00', slotIntervalMinutes: 120, slotDaysAhead: 14 });
    });

    it('refuse times out of order, an interval that does not fit and bad days ahead', async () => {
      const { caller } = adminSession(rt, shop);
      expect(await rejection(caller.orderSettings.updateTimeSlots({ slotStart: '14:00', slotEnd: '10:00', slotIntervalMinutes: 30, slotDaysAhead: 1 }))).toMatchObject({
        fieldErrors: { slotEnd: english(M.slotOrder) },
      });
      expect(await rejection(caller.orderSettings.updateTimeSlots({ slotStart: '10:00', slotEnd: '10:30', slotIntervalMinutes: 60, slotDaysAhead: 1 }))).toMatchObject({
        fieldErrors: { slotIntervalMinutes: english(M.intervalTooLong) },
      });
      expect(await rejection(caller.orderSettings.updateTimeSlots({ slotStart: '9:00', slotEnd: '24:00', slotIntervalMinutes: 3, slotDaysAhead: 0 }))).toMatchObject({
        fieldErrors: { slotStart: english(M.timeInvalid), slotEnd: english(M.timeInvalid), slotIntervalMinutes: english(M.intervalInvalid), slotDaysAhead: english(M.daysAheadInvalid) },
      });
      // With no slots (interval 0) the times are not compared.
      expect((await caller.orderSettings.updateTimeSlots({ slotStart: '18:00', slotEnd: '09:00', slotIntervalMinutes: 0, slotDaysAhead: 3 })).timeSlots.slotIntervalMinutes).toBe(0);
    });
  });

  it('can be read by a viewer of My Sales, changed only by an editor', async () => {
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await viewer.caller.orderSettings.get()).invoice.prefix).toBe('INV-');
    expect(await rejection(viewer.caller.orderSettings.updateTimeSlots({ slotStart: '09:00', slotEnd: '10:00', slotIntervalMinutes: 0, slotDaysAhead: 1 }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
