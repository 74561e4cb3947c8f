import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMPANY_BUYER, paidOrder, supplierForm } from '../helpers/e-invoice.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('e-invoice customer requests', () => {
  it('approves a buyer’s request sent through the storefront and shows it Valid with its long ID, on a phone', async () => {
    const { rt } = world.app;
    await world.shop.admin.caller.eInvoiceRequests.saveSupplier(supplierForm());
    const order = await paidOrder(rt, world.shop);
    await world.shop.storefront.storefront.eInvoice.request({ orderNo: order.orderNo, email: 'aminah@buyer.test', buyer: COMPANY_BUYER });

    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/e-invoice-customer-request`);
    await page.getByText('Supplier details').first().waitFor();
    await page.getByTestId(`einvoice-request-${order.orderNo}`).click();
    const request = page.getByTestId('einvoice-request');
    await request.getByText('Syarikat Pembeli Sdn. Bhd.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await request.getByTestId('einvoice-approve').click();
    await page.getByText('E-invoice submitted to MyInvois.').waitFor();
    await expect.poll(() => request.getByTestId('einvoice-request-status').textContent()).toBe('Valid');
    const [row] = (await world.shop.admin.caller.eInvoiceRequests.list({ tab: 'valid' })).items;
    expect(row!.longId).toMatch(/^[A-Za-z0-9]{40}$/);
    await request.getByText(row!.longId).waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
