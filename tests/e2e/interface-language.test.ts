import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProductInput } from '../../core/catalogue/product-schema.ts';
import { english } from '../../core/shared/english.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { wordIn } from '../helpers/locales.ts';
import { RAW_SCHEMA_MESSAGE } from '../helpers/raw-messages.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();
let page: Page;

beforeAll(async () => {
  ({ page } = await newVisitor(world.browser));
  await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
  await page.waitForURL('**/dashboard');
});

afterAll(() => page.context().close());

/** Chooses a language in the header's language menu, as a user does. */
async function chooseLanguage(label: string): Promise<void> {
  await page.getByRole('button', { name: /^(Language|语言|Bahasa|اللغة)[:：]/ }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/**
 * What the product form refuses a new, empty product for (the fields a new product starts
 * blank): core's messages, as data; a field shows its first.
 */
const issues = ZProductInput.safeParse({ sku: '', nameEn: '', detailEn: '', categoryIds: [], images: [], priceSen: null }).error!.issues;
const refusals = issues.filter((issue, i) => issues.findIndex((other) => other.path.join('.') === issue.path.join('.')) === i).map((issue) => issue.message);

/** The messages shown under the form's fields, in the tab each sits in, and in any dialog. */
async function shownMessages(): Promise<string[]> {
  const texts: string[] = [];
  for (const tab of await page.locator('[data-testid^="tab-"]').all()) {
    await tab.click();
    texts.push(...(await page.locator('[role="tabpanel"]:visible .mantine-InputWrapper-error, [role="tabpanel"]:visible [data-error-path]').allInnerTexts()));
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

describe('the interface in the merchant’s language', () => {
  it.each([
    ['中文', 'zh'],
    ['Bahasa Melayu', 'ms'],
  ])('shows an empty product form’s refusals in %s, never in English or the schema library’s words', async (label, code) => {
    await chooseLanguage(label);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
    await page.goto(`${world.app.url}/manage/products/add`);
    await page.getByTestId('save-product').click();
    await page.locator('.mantine-InputWrapper-error').first().waitFor();

    const shown = await shownMessages();
    const inLanguage = refusals.map((message) => wordIn(code, message));
    const inEnglish = refusals.map((message) => english(message));
    expect(shown.length).toBeGreaterThan(0);
    // Every message on the screen is one of the refusals in this language, and none is English.
    for (const text of shown) {
      expect(inLanguage, text).toContain(text);
      expect(inEnglish, text).not.toContain(text);
      expect(text).not.toMatch(RAW_SCHEMA_MESSAGE);
    }
    // The form's first refusals, on the basic tab, in this language.
    expect(shown).toEqual(expect.arrayContaining(inLanguage.slice(0, 2)));
    const body = await page.locator('body').innerText();
    for (const sentence of inEnglish) expect(body).not.toContain(sentence);
  });

  it('names the months and days of the date pickers in the chosen language, with Western digits', async () => {
    await chooseLanguage('中文');
    await page.goto(`${world.app.url}/mysales/order`);
    await page.getByLabel(wordIn('zh', { key: 'orders.list.dateRange' })).click();
    // Mantine names the calendar's parts after the input that opens it.
    const month = page.locator('.mantine-DatePickerInput-calendarHeaderLevel');
    await expect.poll(() => month.innerText()).toMatch(/^[一二三四五六七八九十]+月 \d{4}$/);
    expect(await page.locator('.mantine-DatePickerInput-weekday').allInnerTexts()).toContain('一');
    await page.keyboard.press('Escape');

    await chooseLanguage('العربية');
    await page.getByLabel(wordIn('ar', { key: 'orders.list.dateRange' })).click();
    await expect.poll(() => month.innerText()).toMatch(/^[\u0600-\u06ff]+ \d{4}$/);
    await page.keyboard.press('Escape');
  });
});
