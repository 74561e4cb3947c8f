import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thisProcess } from '../../core/jobs/runner.ts';
import { PASSWORD, seedSubUser } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

let page: Page;
let closeVisitor: () => Promise<void>;
let adminName: string;

const HEADER = 'Product SKU,Name (EN),Description (EN),Categories,Images,Price (RM),Stock,Logistics';
const PRODUCTS = Buffer.from(`${HEADER}\nSL-1,Selendang Sutera,Selendang sutera halus.,Pakaian,https://cdn.kedai.example.my/s.jpg,25.00,unlimited,delivery\n`, 'utf8');

beforeAll(async () => {
  await world.shop.admin.caller.categories.create({ nameEn: 'Pakaian' });
  adminName = (await world.shop.admin.caller.auth.me()).name;
  const visitor = await newVisitor(world.browser);
  page = visitor.page;
  closeVisitor = () => visitor.context.close();
  await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
  await page.waitForURL('**/dashboard');
});

afterAll(() => closeVisitor?.());

/**
 * Another process busy with one of the shop's jobs (a claim of a live process): the shop runs one
 * job at a time, so what it starts meanwhile waits in the queue. Returns the release.
 */
async function holdTheShopsQueue(): Promise<() => Promise<void>> {
  const db = world.app.rt.database.client;
  const now = new Date();
  const busy = await db.job.create({
    data: { merchantId: world.shop.merchantId, kind: 'product-export', status: 'in_progress', fileName: 'products.xlsx', createdBy: world.shop.admin.id, startedAt: now, claimedBy: thisProcess(), claimedUntil: new Date(now.getTime() + 3_600_000) },
  });
  return async () => void (await db.job.delete({ where: { merchantId_id: { merchantId: world.shop.merchantId, id: busy.id } } }));
}

/** Starts a dry run of the product file in a fresh import modal; returns the modal. */
async function checkProductFile(): Promise<Locator> {
  await page.goto(`${world.app.url}/manage/products`);
  await page.getByTestId('import-products').click();
  const modal = page.getByTestId('import-modal');
  await modal.getByTestId('import-drop').locator('input[type="file"]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: PRODUCTS });
  await modal.getByTestId('import-drop').getByText('products.csv').waitFor();
  await modal.getByTestId('import-dry-run').click();
  await modal.getByTestId('start-import').click();
  return modal;
}

const statusOf = (scope: Locator) => scope.getByTestId('job-status').getAttribute('data-status');

describe('the job list', () => {
  it('shows a waiting check with who started it, and cancels it from its panel', async () => {
    const release = await holdTheShopsQueue();
    try {
      const modal = await checkProductFile();
      const panel = modal.getByTestId('job-panel');
      await expect.poll(() => statusOf(panel)).toBe('queued');
      await panel.getByTestId('cancel-job').waitFor();
      await page.keyboard.press('Escape');

      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-jobs').click();
      await page.waitForURL((u) => u.pathname === '/jobs');
      const list = page.getByTestId('job-list');
      const check = list.locator('tbody tr', { hasText: 'Product import' });
      await check.waitFor();
      const text = await check.textContent();
      for (const shown of ['Dry run', 'products.csv', 'Queued', 'Waiting for its turn', adminName]) expect(text).toContain(shown);
      // The other process's export runs and may not be cancelled: its kind runs to its end.
      const busy = list.locator('tbody tr', { hasText: 'Product export' });
      await expect(busy.getByTestId('job-status').getAttribute('data-status')).resolves.toBe('in_progress');

      await check.getByTestId('open-job').click();
      const opened = page.getByRole('dialog').filter({ has: page.getByTestId('job-panel') });
      await expect(opened.getByTestId('job-started').innerText()).resolves.toContain(`Started by ${adminName}`);
      await opened.getByTestId('cancel-job').click();
      await page.getByRole('dialog').filter({ hasText: "You won't be able to revert this!" }).getByRole('button', { name: 'Cancel job' }).click();
      await expect.poll(() => statusOf(opened)).toBe('cancelled');
      await expect(opened.getByTestId('job-result').innerText()).resolves.toContain('The job was cancelled; nothing was written.');
      await expect(opened.getByTestId('cancel-job').count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => check.getByTestId('job-status').getAttribute('data-status')).toBe('cancelled');

      await busy.getByTestId('open-job').click();
      await expect.poll(() => statusOf(opened)).toBe('in_progress');
      await expect(opened.getByTestId('cancel-job').count()).resolves.toBe(0);
      await page.keyboard.press('Escape');

      // By kind: the export alone.
      await list.getByLabel('Kind').click();
      await page.getByRole('option', { name: 'Product export' }).click();
      const rows = list.locator('tbody tr', { has: page.getByTestId('open-job') });
      await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('products.xlsx')]);
    } finally {
      await release();
    }
  });

  it('follows a check to its end: the Cancel button goes, the outcome and the list show it', async () => {
    const modal = await checkProductFile();
    const panel = modal.getByTestId('job-panel');
    await expect.poll(() => statusOf(panel), { timeout: 20_000 }).toBe('completed');
    await expect(panel.getByTestId('job-result').innerText()).resolves.toContain('Check passed');
    await expect(panel.getByTestId('cancel-job').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${world.app.url}/jobs?status=completed`);
    // The cancelled check is not among the completed jobs.
    const rows = page.getByTestId('job-list').locator('tbody tr', { has: page.getByTestId('open-job') });
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/Product import.*1 of 1 \(100%\)/)]);
  });

  it('fits a phone: no sideways scroll at 390x844', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${world.app.url}/jobs`);
      const list = page.getByTestId('job-list');
      await list.locator('tbody tr').first().waitFor();
      const overflow = await page.evaluate(() => {
        const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;
        const scrollers = [...document.querySelectorAll('[data-testid="job-list"] *')].filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && wider(el));
        return { page: document.documentElement.scrollWidth - window.innerWidth, scrollers: scrollers.length };
      });
      expect(overflow).toEqual({ page: 0, scrollers: 0 });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('tells a user who may see no kind of job that the screen is not theirs, and offers no link to it', async () => {
    const reporter = await seedSubUser(world.app.rt, world.shop, { report: 'view' });
    const { context, page: other } = await newVisitor(world.browser);
    try {
      await signIn(other, world.app.url, reporter.username, PASSWORD);
      await other.waitForURL((u) => !u.pathname.startsWith('/login'));
      await other.getByTestId('user-menu').click();
      await other.getByRole('menuitem', { name: 'Version' }).waitFor();
      await expect(other.getByTestId('menu-jobs').count()).resolves.toBe(0);
      await other.goto(`${world.app.url}/jobs`);
      await other.getByTestId('no-access').waitFor();
      await expect(other.getByTestId('job-list').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
