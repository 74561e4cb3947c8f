import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/fixtures.ts';
import { orderToShip, paidOrder, pdfToText, salesShop } from '../helpers/sales-documents.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld((rt) => salesShop(rt));

describe('My Sales fulfilment screens', () => {
  it('prints the packaging bill of the selected orders and offers it for download', async () => {
    const a = await orderToShip(world.app.rt, world.shop, { items: [{ productId: world.shop.mug.id, qty: 2 }] });
    const b = await paidOrder(world.app.rt, world.shop, { items: [{ productId: world.shop.mug.id, qty: 1 }] });
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/mysales/packaging`);
    await page.getByTestId('packaging-list').getByText(`#${a.orderNo}`).waitFor();
    await page.locator('thead input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Print packaging bill' }).click();
    await page.getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('job-result').textContent()).resolves.toContain('Printed 2 packing slips and 2 invoices of 2 orders.');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-result').click();
    const file = path.join(os.tmpdir(), `bill-${Date.now()}.pdf`);
    await (await download).saveAs(file);
    const text = await pdfToText(readFileSync(file));
    expect(text).toContain(`Order #${a.orderNo}`);
    expect(text).toContain(`Order #${b.orderNo}`);
    await context.close();
  });

  it('checks a mass shipping file on the delivery screen and shows its rejected rows', async () => {
    const a = await orderToShip(world.app.rt, world.shop, { items: [{ productId: world.shop.mug.id, qty: 1 }] });
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/mysales/delivery`);
    await page.getByTestId('mass-shipping').waitFor();
    const csv = path.join(os.tmpdir(), `ship-${Date.now()}.csv`);
    writeFileSync(csv, `Order ID,Courier,Tracking Number\n${a.orderNo},jnt,\n`);
    await page.getByTestId('mass-shipping').locator('input[type=file]').setInputFiles(csv);
    await page.getByTestId('job-panel').locator('[data-status=failed]').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('job-result').textContent()).resolves.toContain('row 2, Tracking Number: Please fill all field before you update');
    await expect(page.getByTestId('download-errors').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('lists invoices and shipped parcels', async () => {
    const a = await orderToShip(world.app.rt, world.shop, { items: [{ productId: world.shop.mug.id, qty: 1 }] });
    await world.shop.admin.caller.orders.markShipped({ id: a.id, courier: 'jnt', trackingNo: 'JT-E2E-1', shippedAt: new Date() });
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/mysales/invoice`);
    await page.getByTestId(`invoice-pdf-${a.orderNo}`).waitFor();
    await page.goto(`${world.app.url}/mysales/delivery/shipping-list`);
    await page.getByTestId('shipping-list').getByText('JT-E2E-1').waitFor();
    await context.close();
  });
});
