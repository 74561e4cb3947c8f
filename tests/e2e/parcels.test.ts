import { describe, expect, it } from 'vitest';
import { formatSen } from '../../core/shared/money-format.ts';
import { SIMULATED_COURIERS, simulatedPriceSen } from '../../server/integrations/parcel-rates/parcel-rates-simulator.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { advanceParcel } from '../helpers/parcels.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

describe('parcel tracking and parcel rates', () => {
  it('saves the tracking key, adds a tracking record and sees it advance from the service webhook', async () => {
    const { app, shop } = world;
    // The service delivers its webhooks to the dashboard's public address: here, this server.
    app.rt.env.publicUrl = app.url;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/mysales/trackingmy`);
    await page.getByTestId('save-tracking-key').click();
    await page.getByTestId('tracking-key-form').getByText('API key is required.').waitFor();
    await page.getByTestId('tracking-api-key').fill('e2e-tracking-key');
    await page.getByTestId('save-tracking-key').click();
    await page.getByTestId('tracking-key-state').getByText('Set', { exact: true }).waitFor();

    await page.getByTestId('add-tracking').click();
    const form = page.getByTestId('tracking-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Tracking no is required.').waitFor();
    await form.getByText('Customer email is required.').waitFor();
    const trackingNo = `EPE2E${Date.now()}`;
    await form.getByTestId('tracking-no').fill(trackingNo);
    await form.getByTestId('tracking-courier').click();
    await page.getByRole('option', { name: 'Pos Laju' }).click();
    await form.getByTestId('tracking-order').fill('1001');
    await form.getByTestId('tracking-customer').fill('Aminah Yusof');
    await form.getByTestId('tracking-email').fill('aminah@buyer.test');
    await form.getByTestId('tracking-content').fill('2 x Cotton shirt');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const list = page.getByTestId('parcel-trackings');
    const row = list.locator('tbody tr', { hasText: trackingNo });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Shipment information received').waitFor();

    const { webhook } = await advanceParcel('poslaju', trackingNo);
    expect(webhook?.status).toBe(200);
    await page.reload();
    await row.getByText('In Transit', { exact: true }).waitFor();
    await row.getByText('Parcel picked up by courier').waitFor();
    await page.getByRole('tab', { name: 'In Transit' }).click();
    await list.locator('tbody tr', { hasText: trackingNo }).waitFor();

    await page.getByTestId(`history-${trackingNo}`).click();
    const history = page.getByTestId('tracking-history');
    await expect.poll(() => history.getByTestId('tracking-event').count()).toBe(2);
  });

  it('sets up the parcel-rate service and lists the rates of an order parcel in the delivery list', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/mysales/shipping-setting?section=parcelRates`);
    await page.getByTestId('rate-api-key').fill('e2e-rates-key');
    await page.getByTestId('rate-check').check();
    await page.getByTestId('save-rate-settings').click();
    await page.getByTestId('rate-key-state').getByText('Set', { exact: true }).waitFor();
    await page.getByTestId('add-rate-address').click();
    const form = page.getByTestId('rate-address-form');
    for (const [field, value] of [['name', 'Aminah'], ['contact', '0123456789'], ['address', '3 Jalan Pasar'], ['city', 'Shah Alam'], ['postcode', '40000']] as const) await form.getByTestId(`address-${field}`).fill(value);
    await form.getByTestId('address-state').click();
    await page.getByRole('option', { name: 'Selangor' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('rate-address-Aminah').getByText('Default').waitFor();

    const order = await placeOrder(app.rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }] });
    await page.goto(`${app.url}/mysales/delivery?tab=unpaid`);
    await page.getByTestId(`rates-${order.orderNo}`).click();
    const rates = page.getByTestId('order-rates');
    await rates.getByText('From 40000 Selangor to 40000 Selangor, 1.00 kg').waitFor();
    for (const courier of SIMULATED_COURIERS) {
      const card = rates.getByTestId(`rate-${courier.id}`);
      await card.getByText(courier.courier).waitFor();
      await expect(card.getByTestId('rate-price').textContent()).resolves.toBe(formatSen(simulatedPriceSen(courier, 'sgr', 'sgr', 1)));
    }
  });

  it('fits a phone: the tracking list, the guideline and the parcel-rate section do not scroll sideways at 390 × 844', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    for (const [path, ready] of [
      ['/mysales/trackingmy', 'tracking-key-form'],
      ['/mysales/trackingmy/guideline', 'tracking-guideline'],
      ['/mysales/shipping-setting?section=parcelRates', 'rate-addresses'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByTestId(ready).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await wide(), path).toBe(false);
    }
  });
});
