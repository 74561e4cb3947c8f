import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('merchant points', () => {
  it('offers a voucher, redeems it with points once, refuses a second for want of points, and marks it used, on a phone', async () => {
    const { rt } = world.app;
    const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: world.shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'merchant_points', amount: 500, reason: 'top_up' }));
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/my-np-voucher`);
    await page.getByTestId('add-np-voucher').click();
    await page.getByTestId('np-voucher-name').fill('RM 30 advertising credit');
    await page.getByTestId('np-voucher-points').fill('300');
    await page.getByTestId('np-voucher-save').click();
    await page.getByText('Voucher saved.').waitFor();
    await page.getByTestId('np-vouchers').getByText('RM 30 advertising credit').waitFor();

    await page.goto(`${world.app.url}/merchant_point/redeem`);
    await page.getByTestId('np-balance').getByText('Merchant points: 500').waitFor();
    await page.getByTestId('np-redeem').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem' }).click();
    await page.getByText(/RM 30 advertising credit redeemed: its code is NP-/).waitFor();
    await page.getByTestId('np-balance').getByText('Merchant points: 200').waitFor();
    await page.getByTestId('np-redeem').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('Insufficient merchant point balance.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
    await page.keyboard.press('Escape');

    const [bought] = (await world.shop.admin.caller.merchantPoints.redeemed({})).items;
    await page.getByTestId(`np-use-${bought!.code}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark used' }).click();
    await page.getByText('Voucher marked as used.').waitFor();

    await page.goto(`${world.app.url}/my-np-voucher?tab=used`);
    await page.getByTestId('np-issued').getByText(bought!.code).waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
