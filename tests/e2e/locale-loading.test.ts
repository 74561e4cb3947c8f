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
  it.each([
    ['zh', '登录'],
    ['ar', 'تسجيل الدخول'],
  ])('fetches only the chosen language (%s) when it has every text, and shows the page in it', async (language, signInLabel) => {
    const { context, page, locales } = await openLogin(world.browser, language);
    await expect.poll(() => page.getByRole('button', { name: signInLabel }).isVisible()).toBe(true);
    expect(locales).toEqual([language]);
    await context.close();
  });

  it('fetches English too for a language that falls back to it', async () => {
    const { context, page, locales } = await openLogin(world.browser, 'es');
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(locales.sort()).toEqual(['en', 'es']);
    await context.close();
  });
});
