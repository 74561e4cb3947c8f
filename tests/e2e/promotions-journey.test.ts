import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { orderInput } from '../helpers/orders.ts';
import { pdfToText, salesShop } from '../helpers/sales-documents.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld((rt) => salesShop(rt, { prefix: 'PRM', startingNumber: '00007' }));

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('A voucher and a discount campaign from the dashboard to the invoice', () => {
  it('are made in the dashboard, used by a storefront order, and shown on the order and its invoice', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // A RM 5.00 store-wide voucher, claimable from now (the form's default period).
    await page.goto(`${world.app.url}/mysales/marketing-tools/voucher/new`);
    await page.getByTestId('voucher-name').fill('Year-end treat');
    await page.getByTestId('voucher-code').fill('treat5');
    await choose(page, 'voucher-type', 'Store-wide');
    await choose(page, 'voucher-discountType', 'Fixed amount');
    await page.getByTestId('voucher-amount').fill('5.00');
    await page.getByTestId('voucher-quantity').fill('50');
    await choose(page, 'voucher-mode', 'Public');
    await page.getByTestId('save-voucher').click();
    await page.getByText('Voucher "Year-end treat" saved.').waitFor();

    // A campaign selling the mug at RM 9.90 instead of RM 12.50, running from now for a week.
    await page.goto(`${world.app.url}/mysales/marketing-tools/discount-campaigns/new`);
    await page.getByTestId('campaign-name').fill('Mug week');
    await page.getByTestId('add-campaign-products').click();
    await page.getByTestId('product-picker-search').fill('enamel');
    await page.getByTestId('product-picker-table').getByRole('checkbox', { name: 'Enamel mug' }).check();
    await page.getByTestId('product-picker-add').click();
    await page.getByTestId('campaign-products').getByLabel('Discounted price').fill('9.90');
    await page.getByTestId('campaign-form').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Campaign "Mug week" saved.').waitFor();

    // The website places an order for three mugs with the voucher.
    const res = await fetch(`${world.app.url}/trpc/storefront.placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-key': world.shop.siteKey },
      body: JSON.stringify({ json: orderInput(world.shop, { items: [{ productId: world.shop.mug.id, qty: 3 }], voucherCode: 'TREAT5' }) }),
    });
    expect(res.status).toBe(200);
    const order = ((await res.json()) as { result: { data: { json: { id: string; orderNo: number; discountSen: number; voucherSen: number; totalSen: number } } } }).result.data.json;
    // 3 × 12.50 = 37.50; the campaign takes 3 × 2.60 = 7.80; the voucher 5.00; shipping 8.00.
    expect(order).toMatchObject({ discountSen: 780, voucherSen: 500, totalSen: 3750 - 780 - 500 + 800 });

    await page.goto(`${world.app.url}/mysales/order/${order.id}`);
    const detail = page.getByTestId('order-detail');
    await detail.getByText('Voucher TREAT5').waitFor();
    await expect(detail.textContent()).resolves.toMatch(/Discount[\s\S]*-RM\s?7\.80/);
    await expect(detail.textContent()).resolves.toMatch(/Voucher TREAT5[\s\S]*-RM\s?5\.00/);

    // Paid, it gets its invoice; the PDF shows both discounts and the total.
    await world.shop.admin.caller.orders.markPaid({ id: order.id, payment: { method: 'bank_transfer', paidOn: new Date(), amountSen: order.totalSen } });
    await page.goto(`${world.app.url}/mysales/invoice`);
    const event = page.waitForEvent('download');
    await page.getByTestId(`invoice-pdf-${order.orderNo}`).click();
    const file = path.join(os.tmpdir(), `promotions-invoice-${Date.now()}.pdf`);
    await (await event).saveAs(file);
    const invoice = await pdfToText(readFileSync(file));
    expect(invoice).toContain('PRM00007');
    expect(invoice).toMatch(/Voucher TREAT5\s+-RM\s?5\.00/);
    expect(invoice).toMatch(/Discount\s+-RM\s?7\.80/);
    expect(invoice).toMatch(/Total\s+RM\s?32\.70/);
    await context.close();
  });
});
