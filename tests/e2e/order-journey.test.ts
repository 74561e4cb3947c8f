import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { orderInput } from '../helpers/orders.ts';
import { pdfToText, salesShop } from '../helpers/sales-documents.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';
import { markPaidOnOrderPage } from './order-steps.ts';

const world = e2eWorld((rt) => salesShop(rt, { prefix: 'INV', startingNumber: '00041' }));

/** What the merchant's website does: POST the order to the storefront API with its site key. */
async function placeOverHttp(qty: number): Promise<{ id: string; orderNo: number }> {
  const res = await fetch(`${world.app.url}/trpc/storefront.placeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-key': world.shop.siteKey },
    body: JSON.stringify({ json: orderInput(world.shop, { items: [{ productId: world.shop.mug.id, qty }] }) }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { data: { json: { id: string; orderNo: number } } } };
  return body.result.data.json;
}

async function download(page: Page, testId: string, name: string): Promise<string> {
  const event = page.waitForEvent('download');
  // The recent-jobs list offers the same file; the panel is the one this run started.
  await page.getByTestId('job-panel').getByTestId(testId).click();
  const file = path.join(os.tmpdir(), `${name}-${Date.now()}.pdf`);
  await (await event).saveAs(file);
  return pdfToText(readFileSync(file));
}

describe('An order from the website to the parcel', () => {
  it('is found under Awaiting Payment, paid, confirmed, mass-shipped and printed with its invoice number', async () => {
    // 1. The website places the order through the storefront API.
    const order = await placeOverHttp(3);
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // 2. The merchant finds it in the order list, under the Awaiting Payment tab, and opens it.
    await page.goto(`${world.app.url}/mysales/order`);
    await page.getByRole('tab', { name: /^Awaiting Payment/ }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'awaitingPayment');
    const row = page.getByTestId('order-list').getByRole('row').filter({ has: page.getByTestId(`order-${order.orderNo}`) });
    await expect(row.textContent()).resolves.toContain('Awaiting Payment');
    await page.getByTestId(`order-${order.orderNo}`).click();
    await page.waitForURL(`**/mysales/order/${order.id}`);
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Awaiting Payment');

    // 3. The bank transfer is recorded: mark as paid.
    await markPaidOnOrderPage(page);

    // 4. Payment confirmed: the order is to be shipped.
    await page.getByTestId('action-confirmPayment').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Preparing to ship' }).waitFor();

    // 5. The courier's tracking number comes in a mass shipping file: a dry run (the screen's default), then the real run.
    await page.goto(`${world.app.url}/mysales/delivery`);
    const csv = path.join(os.tmpdir(), `journey-ship-${Date.now()}.csv`);
    writeFileSync(csv, `Order ID,Courier,Tracking Number\n${order.orderNo},jnt,JT-JOURNEY-1\n`);
    await page.getByTestId('mass-shipping').locator('input[type=file]').setInputFiles(csv);
    await page.getByTestId('job-result').filter({ hasText: 'Dry run: all 1 row are valid' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('ship-checked-file').click();
    await page.getByTestId('job-result').filter({ hasText: 'Shipped 1 order' }).waitFor({ timeout: 30_000 });
    await page.goto(`${world.app.url}/mysales/order/${order.id}`);
    await page.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
    await expect(page.getByTestId('order-shipment').textContent()).resolves.toContain('JT-JOURNEY-1');

    // 6. The packaging bill of the order, printed by its number: its packing slip and its invoice.
    await page.goto(`${world.app.url}/mysales/packaging-bill`);
    await page.getByLabel('Or these order numbers').fill(String(order.orderNo));
    await page.getByTestId('print-numbers').click();
    await page.getByTestId('job-panel').getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 30_000 });
    const bill = await download(page, 'download-result', 'bill');

    // 7. The invoice number, from the invoice settings, is in the PDF's text.
    expect(bill).toContain('PACKING SLIP');
    expect(bill).toContain(`Order #${order.orderNo}`);
    expect(bill).toContain('Invoice No: INV00041');
    expect(bill).toMatch(/Enamel mug[\s\S]*37\.50/);
    await context.close();
  });
});
