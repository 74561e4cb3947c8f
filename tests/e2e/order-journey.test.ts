import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { orderInput } from '../helpers/orders.ts';
import { pdfToText, salesShop } from '../helpers/sales-documents.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

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
  await page.getByTestId(testId).click();
  const file = path.join(os.tmpdir(), `${name}-${Date.now()}.pdf`);
  await (await event).saveAs(file);
  return pdfToText(readFileSync(file));
}

describe('An order from the website to the parcel', () => {
  it('is paid, confirmed, packed, mass-shipped and invoiced with its invoice number', async () => {
    const order = await placeOverHttp(3);
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The order arrives awaiting payment; the merchant records the bank transfer.
    await page.goto(`${world.app.url}/mysales/order/${order.id}`);
    await expect(page.getByTestId('order-status').textContent()).resolves.toBe('Awaiting Payment');
    await page.getByTestId('action-markPaid').click();
    await page.getByTestId('mark-paid-form').getByLabel('Bank name').fill('Maybank');
    await page.getByTestId('action-submit').click();
    // The irreversible-action confirmation opens over the payment form.
    await page.getByRole('dialog').filter({ hasNot: page.getByTestId('mark-paid-form') }).getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Payment Made' }).waitFor();

    await page.getByTestId('action-confirmPayment').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Preparing to ship' }).waitFor();

    // Packing: the packaging bill holds its packing slip and its invoice, numbered from the settings.
    await page.goto(`${world.app.url}/mysales/packaging`);
    await page.getByTestId('packaging-list').getByText(`#${order.orderNo}`).waitFor();
    await page.locator('thead input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Print packaging bill' }).click();
    await page.getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 30_000 });
    const bill = await download(page, 'download-result', 'bill');
    expect(bill).toContain(`Order #${order.orderNo}`);
    expect(bill).toContain('INV00041');

    // Shipping: the courier's tracking numbers come in a mass shipping file.
    await page.goto(`${world.app.url}/mysales/delivery`);
    const csv = path.join(os.tmpdir(), `journey-ship-${Date.now()}.csv`);
    writeFileSync(csv, `Order ID,Courier,Tracking Number\n${order.orderNo},jnt,JT-JOURNEY-1\n`);
    const massShipping = page.getByTestId('mass-shipping');
    // A dry run first (the screen's default), then the real run of the checked file.
    await massShipping.locator('input[type=file]').setInputFiles(csv);
    await page.getByTestId('job-result').filter({ hasText: 'Dry run: all 1 row are valid' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('ship-checked-file').click();
    await page.getByTestId('job-result').filter({ hasText: 'Shipped 1 order' }).waitFor({ timeout: 30_000 });

    await page.goto(`${world.app.url}/mysales/order/${order.id}`);
    await page.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
    await expect(page.getByTestId('order-shipment').textContent()).resolves.toContain('JT-JOURNEY-1');

    // The invoice on its own, from the invoice list.
    await page.goto(`${world.app.url}/mysales/invoice`);
    const invoice = await download(page, `invoice-pdf-${order.orderNo}`, 'invoice');
    expect(invoice).toContain('INV00041');
    expect(invoice).toMatch(/Enamel mug[\s\S]*37\.50/);
    await context.close();
  });
});
