import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer } from '../../server/http/app.ts';
import type { Runtime } from '../../server/runtime.ts';
import { testRuntime } from '../helpers/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';

export interface App {
  rt: Runtime;
  url: string;
  close(): Promise<void>;
}

/** The real server with the built dashboard on a free port, on a fresh database. */
export async function startApp(): Promise<App> {
  const rt = await testRuntime();
  const app = await buildServer(rt, { logger: false, dashboardDir: inject('dashboardDir') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    rt,
    url: address,
    close: async () => {
      await app.close();
      await rt.close();
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** What the browser refused under the server's Content-Security-Policy since the last test ended. */
const cspViolations: string[] = [];

/** A fresh browser profile: its own local storage, as a new visitor (on a desktop screen unless told). */
export async function newVisitor(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Kuala_Lumpur', locale: 'en-MY' });
  // Chromium reports each refused script, style or image on the console.
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function signIn(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Follows a sidebar entry, opening its section first when it is closed. */
export async function followMenu(page: Page, section: string, entry: string): Promise<void> {
  const menu = page.getByTestId('nav-menu');
  const toggle = menu.getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

export interface E2eWorld<Shop = SeededMerchant> {
  app: App;
  browser: Browser;
  shop: Shop;
}

/**
 * For a test file: the server, a browser and a merchant (seedMerchant, or what seed makes),
 * started before its tests and stopped after. A test fails if the page broke the
 * Content-Security-Policy.
 */
export function e2eWorld(): E2eWorld;
export function e2eWorld<Shop>(seed: (rt: Runtime) => Promise<Shop>): E2eWorld<Shop>;
export function e2eWorld(seed: (rt: Runtime) => Promise<unknown> = seedMerchant): E2eWorld<unknown> {
  const world = {} as E2eWorld<unknown>;
  beforeAll(async () => {
    world.app = await startApp();
    world.browser = await launchBrowser();
    world.shop = await seed(world.app.rt);
  });
  afterEach(() => {
    expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.app?.close();
  });
  return world;
}
