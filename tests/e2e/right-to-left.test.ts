import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { projectRoot } from '../../core/platform/config.ts';
import { formatMessage, type MessageTree } from '../../core/shared/message-format.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

/** A text of a locale file, by its dotted key. */
const text = (language: string, key: string): string =>
  formatMessage(JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', `${language}.json`), 'utf8')) as MessageTree, key);

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newVisitor(world.browser));
  await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
  await page.waitForURL('**/dashboard');
});

afterAll(() => context?.close());

/** Chooses a language in the header's language menu (its button named in the current language). */
async function chooseLanguage(menuName: string, language: string) {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

const documentLanguage = () => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

/** Which side of the screen the side menu is on. */
async function menuSide() {
  const box = (await page.getByTestId('nav-menu').boundingBox())!;
  return box.x + box.width / 2 < page.viewportSize()!.width / 2 ? 'left' : 'right';
}

/** The characters of an element's text as drawn, from the left of the screen to the right (spaces and invisible marks left out). */
function drawnLeftToRight(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const drawn: { char: string; x: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const char = node.textContent![i]!;
        if (/[\s\u2066-\u2069\u200e\u200f]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        drawn.push({ char, x: box.left + box.width / 2 });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((d) => d.char)
      .join('');
  });
}

/** The SKU field's message after saving an empty product form. */
async function skuMessage() {
  await page.getByTestId('save-product').click();
  const message = page.getByTestId('product-form').locator('.mantine-InputWrapper-error').first();
  await message.waitFor();
  return message;
}

describe('right to left', () => {
  it('turns the page right to left in Arabic, with Arabic messages whose full stop ends them on the left, and back', async () => {
    await chooseLanguage('Language', 'العربية');
    await expect.poll(documentLanguage).toEqual({ dir: 'rtl', lang: 'ar' });
    expect(await menuSide()).toBe('right');
    // Digits stay Western in Arabic.
    expect(await page.locator('body').innerText()).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);

    await page.goto(`${world.app.url}/manage/products/add`);
    const arabic = await skuMessage();
    const said = text('ar', 'messages.catalogue.skuRequired');
    expect(said).toMatch(/^[\u0600-\u06ff].*SKU.*\.$/);
    expect(await arabic.innerText()).toBe(said);
    // Read right to left: the full stop is drawn leftmost, the first letter rightmost, and the
    // Latin "SKU" keeps its own order inside the sentence.
    const drawn = await drawnLeftToRight(arabic);
    expect(drawn[0]).toBe('.');
    expect(drawn.at(-1)).toBe(said[0]);
    expect(drawn).toContain('SKU');

    await chooseLanguage(text('ar', 'shell.language'), 'English');
    await expect.poll(documentLanguage).toEqual({ dir: 'ltr', lang: 'en' });
    expect(await menuSide()).toBe('left');
    const english = await skuMessage();
    const englishText = text('en', 'messages.catalogue.skuRequired');
    expect(await english.innerText()).toBe(englishText);
    expect(await drawnLeftToRight(english)).toBe(englishText.replace(/\s/g, ''));
  });
});
