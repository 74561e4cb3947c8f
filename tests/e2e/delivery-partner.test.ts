import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../core/orders/constants.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { SENDER, SIM_KEYS, ordersReadyToShip, pushStatus } from '../helpers/delivery-partner.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

describe('the delivery partner', () => {
  it('quotes and places a delivery for two orders and follows it to Completed', { timeout: 120_000 }, async () => {
    const { app, shop } = world;
    // The simulator delivers its webhooks to the address registered with the keys: this server's.
    app.rt.env.publicUrl = app.url;
    await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 100 }] });
    const orderIds = await ordersReadyToShip(app.rt, shop, 2);
    const orders = await app.rt.database.client.order.findMany({ where: { merchantId: shop.merchantId, id: { in: orderIds } }, select: { id: true, orderNo: true } });

    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${app.url}/mysales/lalamove`);

    // Keys: refused ones stay unsaved; accepted ones show only as set.
    await page.getByTestId('api-key').fill('pk_test_invalid');
    await page.getByTestId('secret-key').fill('sk_test_invalid');
    await page.getByTestId('save-keys').click();
    await page.getByText('The delivery partner refused the API key or secret key.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('api-key').fill(SIM_KEYS.apiKey);
    await page.getByTestId('secret-key').fill(SIM_KEYS.secret);
    await page.getByTestId('save-keys').click();
    await page.getByTestId('keys-state').getByText('Set', { exact: true }).first().waitFor();
    await expect(page.getByTestId('api-key').inputValue()).resolves.toBe('');

    // A merchant: every field required, then saved as the default.
    await page.getByTestId('tab-merchants').click();
    await page.getByTestId('add-sender').click();
    const form = page.getByTestId('sender-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required').first().waitFor();
    for (const field of ['companyName', 'senderName', 'contact', 'address', 'city', 'postcode'] as const) await page.getByTestId(`sender-${field}`).fill(SENDER[field]);
    await page.getByTestId('sender-state').click();
    await page.getByRole('option', { name: 'Kuala Lumpur' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId(`sender-${SENDER.companyName}`).getByText('Default').waitFor();

    // The quote: two orders as stops, a car, two choices of one kind refused first.
    // The orders come from the order list's bulk action, chosen in the quote form it opens.
    await page.goto(`${app.url}/mysales/order`);
    for (const o of orders) await page.getByTestId('order-list').locator('tbody tr', { has: page.getByTestId(`order-${o.orderNo}`) }).getByRole('checkbox').check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Add to delivery' }).click();
    const quoteForm = page.getByTestId('quote-form');
    for (const o of orders) await expect.poll(() => page.getByTestId(`ready-${o.orderNo}`).isChecked()).toBe(true);
    await page.getByTestId('service-COLD_CHAIN_1_15').check();
    await page.getByTestId('service-COLD_CHAIN_MINUS15_0').check();
    await quoteForm.getByRole('button', { name: 'Save' }).click();
    await quoteForm.getByText('Additional service: choose only one of each kind.').waitFor();
    await page.getByTestId('service-COLD_CHAIN_1_15').uncheck();
    await page.getByTestId('service-COLD_CHAIN_MINUS15_0').uncheck();
    await page.getByTestId('quote-vehicle').click();
    await page.getByRole('option', { name: 'Car', exact: true }).click();
    await quoteForm.getByRole('button', { name: 'Save' }).click();
    const detail = page.getByTestId('quote-detail');
    await detail.getByTestId('price-breakdown').getByText('Multi-stop charge').waitFor();
    const [quote] = await shop.admin.caller.deliveryPartner.quotes({ filter: 'active' });
    expect(quote!.stops.map((s) => s.orderId).sort()).toEqual([...orderIds].sort());
    await expect(detail.getByTestId('quote-total').textContent()).resolves.toContain((quote!.price.totalSen / 100).toFixed(2));
    await detail.getByTestId('place-order').click();

    // The orders tab follows the delivery as the simulator's webhooks arrive.
    await expect.poll(async () => (await shop.admin.caller.deliveryPartner.deliveries()).length).toBe(1);
    const [delivery] = await shop.admin.caller.deliveryPartner.deliveries();
    const row = page.getByTestId(`delivery-${delivery!.providerOrderId}`);
    await row.getByText('Assigning Driver').waitFor();
    for (const [status, label] of [
      ['ON_GOING', 'On Going'],
      ['PICKED_UP', 'Picked Up'],
      ['COMPLETED', 'Completed'],
    ] as const) {
      await pushStatus(delivery!.providerOrderId, status);
      await page.reload();
      await row.getByText(label, { exact: true }).waitFor();
    }
    await expect(row.getByTestId('delivery-driver').textContent()).resolves.toMatch(/\+60/);
    const after = await app.rt.database.client.order.findMany({ where: { merchantId: shop.merchantId, id: { in: orderIds } }, select: { status: true } });
    expect(after.map((o) => o.status)).toEqual([ORDER_STATUS.completed, ORDER_STATUS.completed]);

    await page.getByTestId('tab-notifications').click();
    await page.getByTestId('notifications').getByText('Driver assigned').waitFor();
  });

  it('fits a phone: no tab of the screen, nor the guideline, scrolls sideways at 390 × 844', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    for (const tab of ['keys', 'merchants', 'quotes', 'orders', 'notifications']) {
      await page.goto(`${app.url}/mysales/lalamove?tab=${tab}`);
      await page.getByTestId(`tab-${tab}`).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await wide(), tab).toBe(false);
    }
    await page.goto(`${app.url}/mysales/lalamove/guideline`);
    await page.getByTestId('delivery-guideline').getByText('Kuala Lumpur').waitFor();
    expect(await wide()).toBe(false);
  });
});
