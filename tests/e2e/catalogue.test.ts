import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../core/catalogue/constants.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { e2eWorld, followMenu, newVisitor, signIn } from './harness.ts';
import { english } from '../../core/shared/english.ts';

const world = e2eWorld();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let page: Page;
let closeVisitor: () => Promise<void>;

beforeAll(async () => {
  const visitor = await newVisitor(world.browser);
  page = visitor.page;
  closeVisitor = () => visitor.context.close();
  await signIn(page, world.app.url, world.shop.admin.username, PASSWORD);
  await page.waitForURL('**/dashboard');
});

afterAll(() => closeVisitor?.());

/** A field's label exactly, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}( \\*)?$`);

const png = async (name: string, text: string) => ({ name, mimeType: 'image/png', buffer: await QRCode.toBuffer(text, { width: 240 }) });

/** The text of the product list's row for a SKU, once the list shows it. */
async function listRow(sku: string) {
  await page.goto(`${world.app.url}/manage/products?q=${sku}`);
  const row = page.getByTestId('product-list').locator('tbody tr', { hasText: `SKU: ${sku}` });
  await row.waitFor();
  return row;
}

/** Downloads what clicking a button starts; returns where the browser saved it. */
async function download(testId: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).first().click()]);
  return (await file.path())!;
}

/** Uploads a workbook on the mass-update screen and waits for its job to end. */
async function massUpdate(workbook: ExcelJS.Workbook): Promise<string> {
  await page.goto(`${world.app.url}/manage/products/mass-update`);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByTestId('mass-update-drop').locator('input[type="file"]').setInputFiles({ name: 'mass-update.xlsx', mimeType: XLSX, buffer });
  const status = page.getByTestId('job-panel').getByTestId('job-status');
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toMatch(/completed|failed/);
  return (await status.getAttribute('data-status'))!;
}

/** The latest mass-update template: its SKU and price columns and its row of a SKU. */
async function template() {
  await page.goto(`${world.app.url}/manage/products/mass-update`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download('download-template'));
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  const skuColumn = header.indexOf('SKU');
  const priceColumn = header.indexOf('Price (RM)');
  const rowOf = (sku: string) => sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(skuColumn).value === sku)!;
  return { workbook, skuColumn, priceColumn, rowOf };
}

describe('catalogue', () => {
  it('adds categories, then a product with two options, two pictures and a wholesale tier, shown in the list with its thumbnail', async () => {
    await followMenu(page, 'Catalogue', 'Categories');
    await page.getByTestId('add-entry').click();
    const categoryForm = page.getByTestId('category-form');
    await categoryForm.getByLabel(label('Name (EN)')).fill('Clothing');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('add-child-Clothing').click();
    await categoryForm.getByLabel(label('Name (EN)')).fill('Shirts');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('category-list').getByText('Shirts').waitFor();

    await followMenu(page, 'Catalogue', 'Products');
    await page.getByTestId('add-product').click();
    const form = page.getByTestId('product-form');
    const save = page.getByTestId('save-product');

    // Core's schema checks the form before it is sent; the first tab with a message opens.
    await save.click();
    await form.getByText('SKU is required.').waitFor();
    await form.getByLabel(label('SKU')).fill('BATIK-1');
    await form.getByLabel(label('Name (EN)')).fill('Batik shirt');
    await form.getByLabel(label('Description (EN)')).fill('Hand-drawn batik shirt from Kelantan.');
    await page.getByTestId('tab-organise').click();
    await page.getByTestId('product-categories').click();
    await page.getByRole('option', { name: 'Shirts', exact: true }).click();
    await page.keyboard.press('Escape');
    await save.click();
    await form.getByText('Please add at least one photo.').waitFor();

    await page.getByTestId('picture-drop').locator('input[type="file"]').setInputFiles([await png('front.png', 'front'), await png('back.png', 'back')]);
    await expect.poll(() => page.getByTestId('product-pictures').locator('img').count()).toBe(2);

    await page.getByTestId('tab-variants').click();
    await page.getByTestId('variants').getByRole('button', { name: 'Add variant' }).click();
    await page.getByTestId('variant-0').getByLabel('Variant name').fill('Size');
    await page.getByTestId('variant-0').getByRole('button', { name: 'Add option' }).click();
    for (const [index, [name, sku, stock]] of [['S', 'BATIK-1-S', '5'], ['M', 'BATIK-1-M', '3']].entries()) {
      const option = page.getByTestId(`option-0-${index}`);
      await option.getByLabel('Option name').fill(name!);
      await option.getByLabel(label('SKU')).fill(sku!);
      await option.getByLabel(label('Price')).fill('25.00');
      await option.getByLabel(label('Stock')).fill(stock!);
    }

    await page.getByTestId('tab-pricing').click();
    await page.getByTestId('wholesale-tiers').getByRole('button', { name: 'Add tier' }).click();
    await page.getByTestId('tier-0').getByLabel('From quantity').fill('10');
    await page.getByTestId('tier-0').getByLabel('Unit price').fill('20.00');

    await save.click();
    await page.waitForURL('**/manage/products');
    // Said in a toast that outlives the return to the list, with no dialog to dismiss.
    await page.getByTestId('toast').filter({ hasText: 'Batik shirt is saved.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const row = await listRow('BATIK-1');
    expect(await row.innerText()).toMatch(/Batik shirt[\s\S]*RM 25\.00[\s\S]*8/);
    const thumb = row.locator('img');
    expect(await thumb.getAttribute('src')).toMatch(/^\/media\/.+\/thumb$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A category in use cannot be deleted: the error dialog says so.
    await page.goto(`${world.app.url}/manage/products/category`);
    await page.getByTestId('delete-Shirts').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByTestId('dialog-message').textContent()).toBe('Shirts is in use');
  });

  it('mass-updates prices from the downloaded template and reports an unknown SKU in the error file', async () => {
    const good = await template();
    for (const sku of ['BATIK-1-S', 'BATIK-1-M']) good.rowOf(sku).getCell(good.priceColumn).value = 30;
    expect(await massUpdate(good.workbook)).toBe('completed');
    expect(await (await listRow('BATIK-1')).innerText()).toContain('RM 30.00');

    const bad = await template();
    const row = bad.rowOf('BATIK-1-S');
    row.getCell(bad.skuColumn).value = 'NO-SUCH-SKU';
    expect(await massUpdate(bad.workbook)).toBe('failed');
    expect(await page.getByTestId('job-result').textContent()).toContain('1 product could not be updated');
    const [header, ...lines] = (await readFile(await download('download-errors'), 'utf8')).trim().split(/\r?\n/);
    expect(header!.split(',').slice(0, 3)).toEqual(['Row', 'Column', 'Reason']);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual([String(row.number), 'SKU', english(CATALOGUE_MESSAGES.skuNotFound), 'NO-SUCH-SKU']);
  });

  it("edits a product's price, stock and visibility in its list row, option by option for a product with variants", async () => {
    const caller = world.shop.admin.caller;
    const product = await caller.products.create(songket('SONGKET-1', await songketCategory()));

    const row = await listRow('SONGKET-1');
    await row.getByTestId('edit-price-SONGKET-1').click();
    const prices = page.getByTestId('quick-price-SONGKET-1');
    await prices.getByLabel('Price SONGKET-1', { exact: true }).fill('110.00');
    await prices.getByLabel('Discounted price SONGKET-1').fill('99.00');
    await prices.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.innerText()).toMatch(/RM 99\.00\s+RM 110\.00/);

    await row.getByTestId('edit-stock-SONGKET-1').click();
    const stock = page.getByTestId('quick-stock-SONGKET-1');
    await stock.getByLabel('Stock SONGKET-1').fill('7');
    await stock.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await caller.products.get({ id: product.id })).stock).toBe(7);

    await row.getByRole('switch', { name: 'Visibility of Songket shawl' }).click({ force: true });
    await expect.poll(async () => (await caller.products.get({ id: product.id })).visibility).toBe('hidden');
    expect(await caller.products.get({ id: product.id })).toMatchObject({ priceSen: 11000, discountedPriceSen: 9900 });

    // A product with variants: its options' prices, each on its own line; a refused value shows on its field.
    const batik = await listRow('BATIK-1');
    await batik.getByTestId('edit-price-BATIK-1').click();
    const options = page.getByTestId('quick-price-BATIK-1');
    await options.getByLabel('Price BATIK-1-S', { exact: true }).fill('abc');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Price must be a number, like 12.50.').waitFor();
    await options.getByLabel('Price BATIK-1-S', { exact: true }).fill('28.00');
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => batik.innerText()).toContain('RM 28.00');
  });

  it('shows the prices of a product in a discount campaign read-only, naming the campaign, hides its wholesale prices and keeps them on save', async () => {
    const caller = world.shop.admin.caller;
    const tiers = [{ minQty: 5, maxQty: null, priceSen: 10_000 }];
    const product = await caller.products.create({ ...songket('SONGKET-2', await songketCategory()), wholesaleTiers: tiers });
    const hour = 60 * 60_000;
    await caller.discountCampaigns.create({ name: 'Merdeka sale', startAt: new Date(Date.now() - hour), endAt: new Date(Date.now() + hour), products: [{ productId: product.id, priceSen: 9000 }] });

    // The list names the campaign and offers no price edit.
    const row = await listRow('SONGKET-2');
    await row.getByTestId('price-lock-badge').waitFor();
    expect(await row.getByTestId('price-lock-badge').textContent()).toBe('Campaign: Merdeka sale');
    expect(await row.getByTestId('edit-price-SONGKET-2').count()).toBe(0);
    expect(await row.getByTestId('edit-stock-SONGKET-2').count()).toBe(1);

    await page.goto(`${world.app.url}/manage/products/edit/${product.id}`);
    const form = page.getByTestId('product-form');
    await page.getByTestId('tab-pricing').click();
    // Every tab stays mounted; the variants tab carries the same notice.
    const pricing = page.getByRole('tabpanel', { name: 'Price & stock' });
    expect(await pricing.getByTestId('price-lock').innerText()).toContain('This product is in the discount campaign "Merdeka sale" until');
    expect(await form.getByLabel(label('Price')).getAttribute('readonly')).not.toBeNull();
    expect(await form.getByLabel(label('Discounted price')).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('wholesale-tiers').count()).toBe(0);

    await page.getByTestId('tab-basic').click();
    await form.getByLabel(label('Name (EN)')).fill('Songket shawl, gold thread');
    await page.getByTestId('save-product').click();
    await page.waitForURL('**/manage/products');
    expect(await caller.products.get({ id: product.id })).toMatchObject({ nameEn: 'Songket shawl, gold thread', priceSen: 12_000, wholesaleTiers: tiers });
  });
});

let songketCategoryId: string | null = null;

/** The category of the songket products, made once. */
async function songketCategory(): Promise<string> {
  songketCategoryId ??= (await world.shop.admin.caller.categories.create({ nameEn: 'Songket' })).id;
  return songketCategoryId;
}

/** A songket shawl at RM 120.00 with 4 in stock, made through the API. */
const songket = (sku: string, categoryId: string) => ({
  sku,
  nameEn: 'Songket shawl',
  detailEn: 'Hand-woven songket from Terengganu.',
  categoryIds: [categoryId],
  images: [{ url: 'https://cdn.kedai.example.my/songket.jpg' }],
  priceSen: 12_000,
  stock: 4,
  logistics: [{ logistic: 'delivery' as const, enabled: true }],
});
