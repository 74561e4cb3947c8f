import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../core/catalogue/bulk/bulk-messages.ts';
import { english } from '../../core/shared/english.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, followMenu, newVisitor, signIn } from './harness.ts';

const world = e2eWorld();

let page: Page;
let closeVisitor: () => Promise<void>;

beforeAll(async () => {
  await world.shop.admin.caller.categories.create({ nameEn: 'Pakaian' });
  const visitor = await newVisitor(world.browser);
  page = visitor.page;
  closeVisitor = () => visitor.context.close();
  await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
  await page.waitForURL('**/dashboard');
});

afterAll(() => closeVisitor?.());

const HEADER = 'Product SKU,Name (EN),Description (EN),Categories,Images,Price (RM),Stock,Logistics';
const shawl = (category: string) => `SL-1,Selendang Sutera,Selendang sutera halus.,${category},https://cdn.kedai.example.my/s.jpg,25.00,unlimited,delivery`;
const batik = (category: string) => `KB-1,Kain Batik,Kain batik lepas dari Terengganu.,${category},https://cdn.kedai.example.my/k.jpg,40.00,5,delivery`;
/** Two products; the second one's category is what the test gets wrong, then right. */
const productFile = (batikCategory: string) => Buffer.from([HEADER, shawl('Pakaian'), batik(batikCategory)].join('\n') + '\n', 'utf8');

/** Downloads what clicking a button starts and reads it as CSV rows. */
async function downloadCsv(button: Locator): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return parse(await readFile((await file.path())!, 'utf8'), { bom: true, relax_column_count: true }) as string[][];
}

/** Chooses a file in the import modal and waits until it is uploaded. */
async function chooseFile(modal: Locator, name: string, buffer: Buffer): Promise<void> {
  await modal.getByTestId('import-drop').locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await modal.getByTestId('import-drop').getByText(name).waitFor();
}

/** The result shown once the modal's job has ended with this title. */
async function jobResult(modal: Locator, title: string): Promise<string> {
  const result = modal.getByTestId('job-result').filter({ hasText: title });
  await result.waitFor({ timeout: 20_000 });
  return result.innerText();
}

describe('product import and export', () => {
  it('refuses a file with a bad row and offers its error file, imports the fixed file into the list, then exports it', async () => {
    await followMenu(page, 'Catalogue', 'Products');
    await page.getByTestId('import-products').click();
    const modal = page.getByTestId('import-modal');

    const template = await downloadCsv(modal.getByTestId('import-template-csv'));
    expect(template[0]!.slice(0, 3)).toEqual(['Product SKU', 'Name (EN)', 'Name (CN)']);

    // One row names a category the shop does not have: nothing at all is imported.
    await chooseFile(modal, 'products.csv', productFile('Kasut'));
    await modal.getByTestId('start-import').click();
    expect(await jobResult(modal, 'Import failed: 1 row was rejected')).toContain('1 row of 2 rows rejected; nothing was imported.');
    const [header, ...problems] = await downloadCsv(modal.getByTestId('download-errors'));
    expect(header!.slice(0, 4)).toEqual(['Row', 'Column', 'Reason', 'Product SKU']);
    expect(problems.map((p) => p.slice(0, 5))).toEqual([['3', 'Categories', english(BULK_MESSAGES.categoryNotFound('Kasut')), 'KB-1', 'Kain Batik']]);
    expect((await world.shop.admin.caller.products.list({})).total).toBe(0);

    // The fixed file is checked first, then imported; the list behind the modal shows both products.
    await chooseFile(modal, 'products-fixed.csv', productFile('Pakaian'));
    await modal.getByTestId('import-dry-run').click();
    await modal.getByTestId('start-import').click();
    expect(await jobResult(modal, 'Check passed')).toContain('Dry run: all 2 rows are valid; 2 products would be created, 0 would be updated. Nothing was written.');
    await modal.getByTestId('import-dry-run').click();
    await modal.getByTestId('start-import').click();
    expect(await jobResult(modal, 'Import completed')).toContain('Imported 2 rows: 2 products created, 0 updated.');
    await page.keyboard.press('Escape');
    const list = page.getByTestId('product-list');
    for (const [sku, name] of [['SL-1', 'Selendang Sutera'], ['KB-1', 'Kain Batik']]) {
      await expect.poll(() => list.locator('tbody tr', { hasText: `SKU: ${sku}` }).innerText()).toContain(name);
    }

    await page.getByTestId('export-products').click();
    const exporter = page.getByTestId('export-modal');
    await exporter.getByText('CSV', { exact: true }).click();
    await exporter.getByTestId('start-export').click();
    expect(await jobResult(exporter, 'Export completed')).toContain('Exported 2 products in 2 rows.');
    const [exportHeader, ...rows] = await downloadCsv(exporter.getByTestId('download-result'));
    expect(exportHeader).toEqual(template[0]);
    expect(rows.map((r) => r[0]).sort()).toEqual(['KB-1', 'SL-1']);
  });
});
