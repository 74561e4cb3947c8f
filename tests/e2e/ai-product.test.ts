import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('AI product descriptions', () => {
  it('unlocks a product, writes its description in two languages for 1 more credit, and puts the edited text on the product, on a phone', async () => {
    const { rt } = world.app;
    const { shirt, admin } = world.shop;
    const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: world.shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 2, reason: 'top_up' }));
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/ai-product?q=shirt`);
    await page.getByTestId(`unlock-${shirt.sku}`).click();
    await page.getByText('Product unlocked for AI descriptions.').waitFor();
    await page.getByTestId('ai-credits').getByText('AI credits left: 1').waitFor();
    await page.getByTestId(`describe-${shirt.sku}`).click();
    const modal = page.getByTestId('describe-modal');
    await modal.getByTestId('describe-language-en').uncheck();
    await modal.getByTestId('describe-run').click();
    await modal.getByText('Please select at least one target language before generating a description').waitFor();
    await modal.getByTestId('describe-language-en').check();
    await modal.getByTestId('describe-language-bm').check();
    await modal.getByTestId('describe-cost').getByText('AI credits needed: 1').waitFor();
    const tags = modal.getByTestId('describe-tags');
    for (const tag of ['cotton', 'raya', 'breathable', 'batik', 'unisex']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await modal.getByText('Please note that you can only select up to 5 tags.').waitFor();
    await modal.getByTestId('describe-run').click();
    const malay = modal.getByTestId('describe-text-bm');
    await malay.waitFor();
    expect(await modal.getByTestId('describe-text-en').inputValue()).toBe(`detailEn about Cotton shirt (SKU ${shirt.sku})`);
    await malay.fill('Baju kapas yang selesa untuk Hari Raya.');
    expect(await widerThanScreen(page)).toBe(false);
    await modal.getByTestId('describe-accept').click();
    await page.getByText('The description of Cotton shirt was updated.').waitFor();
    const product = await admin.caller.products.get({ id: shirt.id });
    expect({ en: product.detailEn, bm: product.detailBm }).toEqual({ en: `detailEn about Cotton shirt (SKU ${shirt.sku})`, bm: 'Baju kapas yang selesa untuk Hari Raya.' });
    await page.getByTestId('ai-credits').getByText('AI credits left: 0').waitFor();
  });
});
