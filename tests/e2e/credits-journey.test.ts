import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** One FAQ question suggested by the AI in a language (1 credit), added to the category. */
async function generateQuestion(page: Page, language: 'English' | 'Malay', about: string, items: number) {
  await page.getByTestId('faq-generate').click();
  await page.getByTestId('generate-about').fill(about);
  await page.getByLabel('How many').fill('1');
  await page.getByRole('dialog').getByLabel('Language', { exact: true }).click();
  await page.getByRole('option', { name: language, exact: true }).click();
  await page.getByTestId('generate-run').click();
  await expect.poll(() => page.getByTestId('suggestion').count()).toBe(1);
  await page.getByTestId('suggestions-add').click();
  await expect.poll(() => page.getByTestId('faq-item').count()).toBe(items);
}

describe('credits', () => {
  it('buys an AI credit pack by card, spends it on an FAQ in English and Malay, and sees the credits fall, on a phone', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto(`${world.app.url}/credits`);
    await page.getByTestId('balance-ai').getByText('0', { exact: true }).waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The pack of 100 AI credits: the payment page, Pay, and back to the screen, which sees it paid.
    await page.locator('[data-pack="ai-100"]').getByTestId('buy-pack').click();
    await page.getByRole('heading', { name: 'Simulated card payment' }).waitFor();
    await page.getByText('MYR 20.00').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/credits?purchase=*');
    await page.locator('[data-testid="purchase-status"][data-status="paid"]').waitFor();
    await page.getByTestId('balance-ai').getByText('100', { exact: true }).waitFor();
    await page.locator('[data-testid="credit-lot"][data-state="in_use"]').getByText('100 / 100').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // The FAQ: a category, a question drafted in English and one in Malay, one edited, published.
    await page.goto(`${world.app.url}/manage/content-generator/faq`);
    await page.getByTestId('faq-add-category').click();
    await page.getByLabel('Category title (EN)').fill('Delivery');
    await page.getByTestId('faq-category-save').click();
    await page.getByTestId('faq-category').getByText('Delivery').waitFor();
    await generateQuestion(page, 'English', 'Kuih raya delivery', 1);
    await generateQuestion(page, 'Malay', 'Penghantaran kuih raya', 2);
    await page.getByTestId('faq-item').first().getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('faq-question').fill('Do you deliver kuih raya to Penang?');
    await page.getByTestId('faq-item-save').click();
    await page.getByTestId('faq-item').getByText('Do you deliver kuih raya to Penang?').waitFor();
    await page.getByTestId('publish-switch').click();
    await page.getByText('Now shown on your website.').waitFor();
    expect(await widerThanScreen(page)).toBe(false);

    // Two generations, a credit each: the screen shows 98 and both in the history, newest first.
    await page.goto(`${world.app.url}/credits`);
    await page.getByTestId('balance-ai').getByText('98', { exact: true }).waitFor();
    await page.getByTestId('credit-history').getByRole('tab', { name: 'AI' }).click();
    await expect.poll(() => page.getByTestId('credit-history').getByText('AI generation').count()).toBe(2);
    await page.getByTestId('credit-history').getByText('Pack bought').waitFor();
    await page.locator('[data-testid="credit-lot"][data-state="in_use"]').getByText('98 / 100').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });

  it('saves a card on the provider’s page and reloads AI credits with it when set to, on a phone', async () => {
    const { page } = await newVisitor(world.browser, { width: 390, height: 844 });
    await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/credits`);
    const ai = page.locator('[data-testid="auto-reload"][data-kind="ai"]');

    // Without a card, a reload mode is refused, saying why.
    await ai.getByTestId('reload-mode').click();
    await page.getByRole('option', { name: 'On balance used up', exact: true }).click();
    await ai.getByTestId('save-reload').click();
    await page.getByText('Save a card first: auto-reload charges the saved card.').waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('save-card').click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/credits?card=saved');
    await page.getByTestId('card-label').getByText('visa 4242', { exact: false }).waitFor();
    await ai.getByTestId('reload-mode').click();
    await page.getByRole('option', { name: 'On pack expiry or balance used up', exact: true }).click();
    await ai.getByTestId('save-reload').click();
    await page.getByText('Auto-reload saved').waitFor();
    expect(await widerThanScreen(page)).toBe(false);
  });
});
