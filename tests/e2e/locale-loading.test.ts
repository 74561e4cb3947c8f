import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eWorld, newVisitor } from './harness.ts';

const world = e2eWorld();

/** Opens /login for a visitor who chose `language` before, and names the locale chunks the page fetched. */
async function openLogin(browser: Browser, language: string) {
  const { context, page } = await newVisitor(browser);
  await context.addInitScript((code) => localStorage.setItem('language', code), language);
  const locales: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(en|zh|ms|ar|es|fr)-[\w-]+\.js$/.exec(request.url());
    if (chunk) locales.push(chunk[1]!);
  });
  await page.goto(`${world.app.url}/login`);
  return { context, page, locales };
}

describe('languages loaded on demand', () => {
  it('fetches only the chosen language when it has every text, and shows the page in it', async () => {
    const { context, page, locales } = await openLogin(world.browser, 'zh');
    await expect.poll(() => page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(locales).toEqual(['zh']);
    await context.close();
  });

  it('fetches English too for a language that falls back to it', async () => {
    const { context, page, locales } = await openLogin(world.browser, 'ar');
    await expect.poll(() => page.getByRole('button', { name: 'تسجيل الدخول' }).isVisible()).toBe(true);
    expect(locales.sort()).toEqual(['ar', 'en']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });
});
