import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setPosVendor } from '../../core/pos-vendors/operator.ts';
import { baseContext } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

async function seedVendors(rt: Runtime) {
  const shop = await seedMerchant(rt);
  const vendor = await seedMerchant(rt);
  const operator = baseContext(rt.database, rt.env, testRequest());
  await setPosVendor(operator, { merchantId: vendor.merchantId, profile: { name: 'TillPro', description: 'Cloud POS for kedai runcit', features: ['Offline sales', 'Stock sync'], pricing: 'RM 99 a month', contactEmail: 'sales@tillpro.example.my' } });
  await setPosVendor(operator, { merchantId: (await seedMerchant(rt)).merchantId, profile: { name: 'Abacus POS', description: 'Simple tills' } });
  return { shop, vendor };
}

const world = e2eWorld(seedVendors);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('POS vendors', () => {
  it('browses the vendors on a phone, opens one, connects the shop and disconnects it', async () => {
    const { shop, vendor } = world.shop;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/pos-vendors-list`);
    const list = page.getByTestId('pos-vendors');
    await list.getByTestId('vendor-Abacus POS').waitFor();
    await list.getByRole('textbox').first().fill('runcit');
    await list.getByTestId('vendor-Abacus POS').waitFor({ state: 'detached' });
    expect(await widerThanScreen(page)).toBe(false);
    await list.getByTestId('vendor-TillPro').click();
    await page.waitForURL(`**/pos-vendor/${vendor.merchantId}`);
    await page.getByTestId('vendor-features').getByText('Stock sync').waitFor();
    await page.getByText('Your shop is not connected to this POS.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    await page.getByTestId('vendor-connect').click();
    await page.getByText('Your shop is connected to TillPro.').waitFor();
    await page.getByTestId('vendor-disconnect').waitFor();
    expect((await vendor.admin.caller.posVendors.connectedShops({})).items.map((s) => s.merchantId)).toEqual([shop.merchantId]);

    await page.getByTestId('vendor-disconnect').click();
    await page.getByText('Your shop is disconnected from TillPro.').waitFor();
    await page.getByTestId('vendor-connect').waitFor();
    expect((await vendor.admin.caller.posVendors.connectedShops({})).total).toBe(0);
  });
});
