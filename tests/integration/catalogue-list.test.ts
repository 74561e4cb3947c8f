import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '../../core/catalogue/product-list.ts';
import { DEFAULT_TIME_ZONE, localDate } from '../../core/shared/time.ts';
import { PICTURE_URL, productForm, rejection, seedMerchant, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
/** Main > Sub > Leaf, and Other. */
const cat = { main: '', sub: '', leaf: '', other: '' };
const brand = { a: '', b: '' };
let saleTagId = '';
/** Products by name: Apple, Banana, Cherry, Durian, Elderberry (created in this order, a minute apart). */
const id: Record<'apple' | 'banana' | 'cherry' | 'durian' | 'elderberry', string> = { apple: '', banana: '', cherry: '', durian: '', elderberry: '' };
const suffix = uniqueName('');

beforeAll(async () => {
  const caller = shop.admin.caller;
  cat.main = (await caller.categories.create({ nameEn: 'Main' })).id;
  cat.sub = (await caller.categories.create({ nameEn: 'Sub', parentId: cat.main })).id;
  cat.leaf = (await caller.categories.create({ nameEn: 'Leaf', parentId: cat.sub })).id;
  cat.other = (await caller.categories.create({ nameEn: 'Other' })).id;
  brand.a = (await caller.brands.create({ nameEn: 'Brand A' })).id;
  brand.b = (await caller.brands.create({ nameEn: 'Brand B' })).id;
  const forms = {
    apple: productForm(cat.main, { sku: `LST-APPLE-${suffix}`, nameEn: 'Apple Tee', brandId: brand.a, priceSen: 1000, stock: 5, tags: ['Sale'], sort: 2 }),
    banana: productForm(cat.sub, { sku: `lst-banana-${suffix}`, nameEn: 'Banana Shorts', brandId: brand.b, priceSen: 2000, stock: 0, visibility: 'hidden', sort: 1 }),
    cherry: productForm(cat.leaf, { nameEn: 'Cherry Cap', priceSen: 3000, stockUnlimited: true, stock: 0, tags: ['sale'] }),
    durian: productForm(cat.other, {
      nameEn: 'Durian Dress',
      priceSen: undefined,
      variants: [
        {
          name: 'Colour',
          options: [
            { name: 'Red', sku: `OPT-DURIAN-RED-${suffix}`, priceSen: 2500, stock: 0 },
            { name: 'Gold', sku: `OPT-DURIAN-GOLD-${suffix}`, priceSen: 2000, stock: 0 },
          ],
        },
      ],
    }),
    elderberry: productForm(cat.other, { nameEn: 'Elderberry Jam 100% fruit', nameCn: '接骨木果酱', priceSen: 500, stock: 2 }),
  };
  const start = Date.UTC(2026, 0, 1);
  for (const [i, [name, input]] of Object.entries(forms).entries()) {
    id[name as keyof typeof id] = (await caller.products.create(input)).id;
    // Creation times a minute apart, so the date sorts have one answer on both engines.
    await rt.database.client.product.update({
      where: { merchantId_id: { merchantId: shop.merchantId, id: id[name as keyof typeof id] } },
      data: { createdAt: new Date(start + i * 60_000) },
    });
  }
  saleTagId = (await caller.tags.list({ search: 'sale' })).items[0]!.id;
  for (const [name, productId] of Object.entries(id)) names[productId] = name;
});

type ListInput = Parameters<SeededMerchant['admin']['caller']['products']['list']>[0];
const names: Record<string, string> = {};
/** The names of the products listed for input, in order. */
const list = async (input: ListInput) => (await shop.admin.caller.products.list({ pageSize: 80, ...input })).items.map((p) => names[p.id] ?? p.id);

describe('search', () => {
  it('finds names and SKUs whatever their case, including option SKUs and Chinese names', async () => {
    expect(await list({ search: 'apple' })).toEqual(['apple']);
    expect(await list({ search: 'APPLE TEE' })).toEqual(['apple']);
    expect(await list({ search: `LST-BANANA-${suffix}`.toUpperCase() })).toEqual(['banana']);
    expect(await list({ search: `lst-apple-${suffix}` })).toEqual(['apple']);
    expect(await list({ search: `opt-durian-gold-${suffix}` })).toEqual(['durian']);
    expect(await list({ search: '接骨木' })).toEqual(['elderberry']);
    expect(await list({ search: 'ERRY', sort: 'a_z' })).toEqual(['cherry', 'elderberry']);
    expect(await list({ search: 'nothing like this' })).toEqual([]);
  });

  it('takes % and _ as plain characters', async () => {
    expect(await list({ search: '%' })).toEqual(['elderberry']);
    expect(await list({ search: '_' })).toEqual([]);
    expect(await list({ search: 'A%E' })).toEqual([]);
    expect(await list({ search: '100% FRUIT' })).toEqual(['elderberry']);
    expect(await list({ search: '\\' })).toEqual([]);
  });
});

describe('filters', () => {
  it('by category, including its sub-categories', async () => {
    expect(await list({ categoryId: cat.main, sort: 'a_z' })).toEqual(['apple', 'banana', 'cherry']);
    expect(await list({ categoryId: cat.sub, sort: 'a_z' })).toEqual(['banana', 'cherry']);
    expect(await list({ categoryId: cat.leaf })).toEqual(['cherry']);
    expect(await list({ categoryId: cat.other, sort: 'a_z' })).toEqual(['durian', 'elderberry']);
  });

  it('by brand, tag and visibility', async () => {
    expect(await list({ brandId: brand.a })).toEqual(['apple']);
    expect(await list({ brandId: brand.b })).toEqual(['banana']);
    expect(await list({ tagId: saleTagId, sort: 'a_z' })).toEqual(['apple', 'cherry']);
    expect(await list({ visibility: 'hidden' })).toEqual(['banana']);
    expect(await list({ visibility: 'public', sort: 'a_z' })).toEqual(['apple', 'cherry', 'durian', 'elderberry']);
  });

  it('by stock: in stock (unlimited counts), out of stock, unlimited', async () => {
    expect(await list({ stock: 'in_stock', sort: 'a_z' })).toEqual(['apple', 'cherry', 'elderberry']);
    expect(await list({ stock: 'out_of_stock', sort: 'a_z' })).toEqual(['banana', 'durian']);
    expect(await list({ stock: 'unlimited' })).toEqual(['cherry']);
  });

  it('by price: greater than, less than, equal to (a product with variants by its lowest price)', async () => {
    expect(await list({ price: { op: 'gt', sen: 1000 }, sort: 'a_z' })).toEqual(['banana', 'cherry', 'durian']);
    expect(await list({ price: { op: 'lt', sen: 1000 } })).toEqual(['elderberry']);
    expect(await list({ price: { op: 'eq', sen: 2000 }, sort: 'a_z' })).toEqual(['banana', 'durian']);
    expect(await list({ price: { op: 'eq', sen: 2500 } })).toEqual([]);
  });

  it('combine', async () => {
    expect(await list({ categoryId: cat.main, stock: 'in_stock', visibility: 'public', sort: 'a_z' })).toEqual(['apple', 'cherry']);
    expect(await list({ categoryId: cat.main, brandId: brand.b, search: 'banana' })).toEqual(['banana']);
  });
});

describe('sorts', () => {
  it('default (sort number, then newest), newest, oldest, A-Z, Z-A', async () => {
    // Sort numbers: Apple 2, Banana 1, the rest 0.
    expect(await list({})).toEqual(['elderberry', 'durian', 'cherry', 'banana', 'apple']);
    expect(await list({ sort: 'newest' })).toEqual(['elderberry', 'durian', 'cherry', 'banana', 'apple']);
    expect(await list({ sort: 'oldest' })).toEqual(['apple', 'banana', 'cherry', 'durian', 'elderberry']);
    expect(await list({ sort: 'a_z' })).toEqual(['apple', 'banana', 'cherry', 'durian', 'elderberry']);
    expect(await list({ sort: 'z_a' })).toEqual(['elderberry', 'durian', 'cherry', 'banana', 'apple']);
  });

  it("monthly highest sales and sold units: this merchant-local month's figures only", async () => {
    const month = localDate(new Date(), DEFAULT_TIME_ZONE).slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const sales = [
      { productId: id.cherry, month, salesSen: 9000, units: 1 },
      { productId: id.apple, month, salesSen: 5000, units: 10 },
      { productId: id.elderberry, month, salesSen: 5000, units: 3 },
      { productId: id.banana, month: previous, salesSen: 999_999, units: 999 },
    ];
    await rt.database.client.productSalesMonth.createMany({ data: sales.map((s) => ({ merchantId: shop.merchantId, ...s })) });
    // Ties by name; products without sales this month last.
    expect(await list({ sort: 'monthly_sales' })).toEqual(['cherry', 'apple', 'elderberry', 'banana', 'durian']);
    expect(await list({ sort: 'monthly_units' })).toEqual(['apple', 'elderberry', 'cherry', 'banana', 'durian']);
    const page = await shop.admin.caller.products.list({ sort: 'monthly_units', pageSize: 20 });
    expect(page.items.map((p) => [names[p.id], p.monthSalesSen, p.monthUnits])).toEqual([
      ['apple', 5000, 10],
      ['elderberry', 5000, 3],
      ['cherry', 9000, 1],
      ['banana', 0, 0],
      ['durian', 0, 0],
    ]);
    // Filters apply before the ranking.
    expect(await list({ sort: 'monthly_sales', categoryId: cat.main })).toEqual(['cherry', 'apple', 'banana']);
  });

  it('the monthly sorts are ordered and paged by the database: sold products first, then the rest by name, filters applied', async () => {
    const other = await seedMerchant(rt);
    const categoryId = (await other.admin.caller.categories.create({ nameEn: 'Bulk' })).id;
    const month = localDate(new Date(), DEFAULT_TIME_ZONE).slice(0, 7);
    const products: { id: string; name: string; salesSen: number; units: number; hidden: boolean }[] = [];
    for (let i = 0; i < 48; i++) {
      // Sales in steps of 3 (so some tie), units in steps of 5, a few rows of 0, and every seventh product hidden.
      const name = `Item ${String((i * 29) % 48).padStart(2, '0')}`;
      const [salesSen, units] = i < 30 ? [((i * 7) % 10) * 300, (i * 3) % 5] : [0, 0];
      const hidden = i % 7 === 0;
      const { id: productId } = await other.admin.caller.products.create(productForm(categoryId, { nameEn: name, visibility: hidden ? 'hidden' : 'public' }));
      products.push({ id: productId, name, salesSen, units, hidden });
      if (i < 34) await rt.database.client.productSalesMonth.create({ data: { merchantId: other.merchantId, productId, month, salesSen, units } });
    }
    for (const [sort, field] of [['monthly_sales', 'salesSen'], ['monthly_units', 'units']] as const) {
      for (const visibility of [undefined, 'public'] as const) {
        const expected = products
          .filter((p) => !visibility || !p.hidden)
          .sort((a, b) => b[field] - a[field] || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
          .map((p) => p.name);
        const pages = [];
        for (let page = 1; page <= 3; page++) {
          const answer = await other.admin.caller.products.list({ sort, page, pageSize: 20, ...(visibility && { visibility }) });
          expect(answer.total).toBe(expected.length);
          pages.push(...answer.items.map((p) => p.nameEn));
        }
        expect(pages).toEqual(expected);
      }
    }
  });

  it('every sort the list offers is accepted', async () => {
    for (const sort of PRODUCT_SORTS) expect(await list({ sort })).toHaveLength(5);
  });
});

describe('rows and pages', () => {
  it('a row carries what the list shows', async () => {
    const [row] = (await shop.admin.caller.products.list({ brandId: brand.a })).items;
    expect(row).toMatchObject({
      id: id.apple,
      nameEn: 'Apple Tee',
      thumb: PICTURE_URL,
      priceSen: 1000,
      discountedPriceSen: null,
      stock: 5,
      stockUnlimited: false,
      visibility: 'public',
      brandName: 'Brand A',
      categoryNames: ['Main'],
      options: [],
    });
    const [durian] = (await shop.admin.caller.products.list({ search: 'durian' })).items;
    expect(durian!.options.map((o) => [o.name, o.priceSen, o.stock])).toEqual([
      ['Red', 2500, 0],
      ['Gold', 2000, 0],
    ]);
  });

  it('pages of 20, 40, 60 or 80 with the total', async () => {
    const other = await seedMerchant(rt);
    const categoryId = (await other.admin.caller.categories.create({ nameEn: 'Bulk' })).id;
    for (let i = 0; i < 45; i++) await other.admin.caller.products.create(productForm(categoryId, { nameEn: `Item ${String(i).padStart(2, '0')}` }));
    const page = (page: number, pageSize: number) => other.admin.caller.products.list({ page, pageSize, sort: 'a_z' });
    const first = await page(1, 20);
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([45, 1, 20, 20]);
    expect(first.items[0]!.nameEn).toBe('Item 00');
    const third = await page(3, 20);
    expect(third.items.map((p) => p.nameEn)).toEqual(['Item 40', 'Item 41', 'Item 42', 'Item 43', 'Item 44']);
    expect((await page(2, 40)).items).toHaveLength(5);
    expect((await page(1, 60)).items).toHaveLength(45);
    expect((await page(1, 80)).items).toHaveLength(45);
    expect((await page(4, 20)).items).toEqual([]);
    expect((await other.admin.caller.products.list({})).pageSize).toBe(20);
    expect(await rejection(other.admin.caller.products.list({ pageSize: 10 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page size must be 20, 40, 60 or 80.',
    });
    // Each merchant lists only its own.
    expect((await shop.admin.caller.products.list({ search: 'Item 0' })).total).toBe(0);
  });
});
