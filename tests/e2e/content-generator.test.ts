import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { PASSWORD, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the content generator', () => {
  it('drafts the FAQ, the return policy and why choose us with AI credits, edits and publishes them for the website, on a phone', async () => {
    const { rt } = world.app;
    const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: world.shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 10, reason: 'top_up' }));
    const site = storefrontCaller(rt, (await world.shop.admin.caller.siteKeys.create()).key).storefront.content.generated;
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/manage/content-generator`);
    await page.getByTestId('generator-credits').getByText('AI credits left: 10').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The FAQ: a category, then questions the AI suggests (1 credit), one of two kept.
    await page.getByTestId('hub-faq').getByRole('link', { name: 'Open' }).click();
    await page.waitForURL('**/content-generator/faq');
    await page.getByTestId('faq-add-category').click();
    await page.getByTestId('faq-category-save').click();
    await page.getByTestId('faq-category-form').getByText('Category title is required.').waitFor();
    await page.getByLabel('Category title (EN)').fill('Delivery');
    await page.getByLabel('Category title (CN)').fill('送货');
    await page.getByTestId('faq-category-save').click();
    await page.getByTestId('faq-category').getByText('Delivery').waitFor();
    await page.getByTestId('faq-generate').click();
    await page.getByTestId('generate-about').fill('Kuih raya delivery');
    await page.getByLabel('How many').fill('2');
    await page.getByTestId('generate-run').click();
    await expect.poll(() => page.getByTestId('suggestion').count()).toBe(2);
    await page.getByTestId('suggestion').nth(1).getByRole('checkbox').uncheck();
    await page.getByTestId('suggestions-add').click();
    await page.getByText('Questions added: 1').waitFor();
    await page.getByTestId('faq-item').getByText('items 1 question about Kuih raya delivery').waitFor();
    expect(await site.faq({ lang: 'en' })).toEqual([]);
    await page.getByTestId('publish-switch').click();
    await page.getByText('Now shown on your website.').waitFor();
    expect(await site.faq({ lang: 'cn' })).toEqual([{ title: '送货', items: [{ question: 'items 1 question about Kuih raya delivery', answer: 'items 1 answer about Kuih raya delivery' }] }]);
    expect(await widerThanScreen(page)).toBe(false);

    // The policy: drafted in English and Malay (2 credits), the English edited, published with the save.
    await page.goto(`${world.app.url}/manage/content-generator/return-and-refund-policy`);
    await page.getByTestId('policy-generate').click();
    await page.getByTestId('generate-language-bm').check();
    await page.getByTestId('generate-about').fill('Refunds within 7 days');
    await page.getByTestId('generate-run').click();
    await page.getByText("The AI's draft is in the form: review it, then save.").waitFor();
    const english = page.getByTestId('policy-form').getByRole('textbox').first();
    expect(await english.inputValue()).toBe('contentEn about Refunds within 7 days');
    await english.fill('Returns are accepted within 7 days of delivery.');
    await page.getByTestId('policy-published').check();
    await page.getByTestId('policy-save').click();
    await page.getByText('Return and refund policy saved.').waitFor();
    expect(await site.returnPolicy({ lang: 'bm' })).toEqual({ content: 'contentBm about Refunds within 7 days' });
    expect(await site.returnPolicy({ lang: 'cn' })).toEqual({ content: 'Returns are accepted within 7 days of delivery.' });
    expect(await widerThanScreen(page)).toBe(false);

    // Why choose us: one item in three languages (3 credits), published.
    await page.goto(`${world.app.url}/manage/content-generator/why-choose-us-content`);
    await page.getByTestId('why-generate').click();
    await page.getByLabel('How many').fill('1');
    await page.getByTestId('generate-about').fill('Handmade kuih');
    await page.getByTestId('generate-run').click();
    await page.getByTestId('suggestions-add').click();
    await page.getByText('Items added: 1').waitFor();
    await page.getByTestId('why-item').getByText('items 1 titleEn about Handmade kuih').waitFor();
    await page.getByTestId('publish-switch').click();
    await page.getByText('Now shown on your website.').waitFor();
    expect(await site.whyChooseUs({ lang: 'bm' })).toEqual([{ title: 'items 1 titleBm about Handmade kuih', description: 'items 1 descriptionBm about Handmade kuih', imageUrl: '', iconClass: '' }]);
    expect(await widerThanScreen(page)).toBe(false);

    await page.goto(`${world.app.url}/manage/content-generator`);
    await page.getByTestId('generator-credits').getByText('AI credits left: 4').waitFor();
    await page.getByTestId('hub-policy').getByText('Published').waitFor();
  });
});
