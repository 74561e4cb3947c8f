import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { adminSession, expectOneLog, rejection, uniqueName } from '../helpers/fixtures.ts';
import { tenantDigest } from '../helpers/tenant-data.ts';
import { catalogueWorld } from '../helpers/catalogue-world.ts';
import { english } from '../../core/shared/english.ts';
import { STOCK_NOTES } from '../../core/catalogue/stock.ts';

const { rt, shop, form } = await catalogueWorld();

const db = () => rt.database.client;

const admin = () => adminSession(rt, shop);

const quickEdits = (productId: string) =>
  db().inventoryLog.findMany({
    where: { merchantId: shop.merchantId, productId, note: STOCK_NOTES.quickEdit },
    orderBy: { sku: 'asc' },
    select: { sku: true, change: true, stockAfter: true, actionType: true, platform: true },
  });

/** A product with one variant of three options (prices 3000, 2500, 2800; stock 1, 2, 3). */
async function variantProduct() {
  const skus = [uniqueName('Q-'), uniqueName('Q-'), uniqueName('Q-')] as const;
  const product = await shop.admin.caller.products.create(
    form({
      priceSen: undefined,
      variants: [
        {
          name: 'Size',
          options: [
            { name: 'S', sku: skus[0], priceSen: 3000, stock: 1 },
            { name: 'M', sku: skus[1], priceSen: 2500, stock: 2 },
            { name: 'L', sku: skus[2], priceSen: 2800, stock: 3 },
          ],
        },
      ],
    }),
  );
  return { product, skus };
}

describe('products.quickUpdate', () => {
  it('changes price, discounted price, stock, name and visibility by SKU, with one log entry and the stock logged', async () => {
    const { caller, request, logs } = admin();
    const [a, b] = [await caller.products.create(form({ stock: 10 })), await caller.products.create(form({ stock: 4, discountedPriceSen: 1000 }))];
    const { result, logs: written } = await logs(() =>
      caller.products.quickUpdate({
        patches: [
          { sku: a.sku, priceSen: 4500, discountedPriceSen: 3900, stock: 7, visibility: 'hidden' },
          { sku: b.sku, nameEn: 'Linen shirt', discountedPriceSen: null, stock: 4 },
        ],
      }),
    );
    expect(result).toEqual({ products: 2 });
    expectOneLog(written, { action: 'Quick-edited 2 SKUs', category: 'manage' }, request);
    expect(await caller.products.get({ id: a.id })).toMatchObject({ priceSen: 4500, discountedPriceSen: 3900, stock: 7, visibility: 'hidden', nameEn: a.nameEn });
    expect(await caller.products.get({ id: b.id })).toMatchObject({ priceSen: 2990, discountedPriceSen: null, stock: 4, visibility: 'public', nameEn: 'Linen shirt' });
    expect(await quickEdits(a.id)).toEqual([{ sku: a.sku, change: -3, stockAfter: 7, actionType: 1, platform: 4 }]);
    expect(await quickEdits(b.id)).toEqual([]);
  });

  it("changes an option's price and stock, and works out its product's price and stock again", async () => {
    const { caller } = admin();
    const { product, skus } = await variantProduct();
    expect(product).toMatchObject({ priceSen: 2500, stock: 6 });
    await caller.products.quickUpdate({
      patches: [
        { sku: skus[0], priceSen: 1900, stock: 10 },
        { sku: skus[1], stock: 0 },
      ],
    });
    const after = await caller.products.get({ id: product.id });
    expect(after.variants[0]!.options.map((o) => [o.sku, o.priceSen, o.stock])).toEqual([
      [skus[0], 1900, 10],
      [skus[1], 2500, 0],
      [skus[2], 2800, 3],
    ]);
    expect(after).toMatchObject({ priceSen: 1900, stock: 13 });
    expect(after.variants[0]!.options.map((o) => o.id)).toEqual(product.variants[0]!.options.map((o) => o.id));
    expect(await quickEdits(product.id)).toEqual(
      [
        { sku: skus[0], change: 9, stockAfter: 10, actionType: 1, platform: 4 },
        { sku: skus[1], change: -2, stockAfter: 0, actionType: 1, platform: 4 },
      ].sort((x, y) => x.sku.localeCompare(y.sku)),
    );
    const row = (await caller.products.list({ search: product.sku })).items[0]!;
    expect([row.priceSen, row.stock]).toEqual([1900, 13]);
  });

  it('refuses an unknown SKU without repeating it, and writes nothing of any patch', async () => {
    const { caller, logs } = admin();
    const p = await caller.products.create(form({ stock: 3 }));
    const before = await tenantDigest(rt, shop.merchantId);
    const unknown = uniqueName('NOPE-');
    const { result: error, logs: written } = await logs(() => rejection(caller.products.quickUpdate({ patches: [{ sku: p.sku, stock: 99 }, { sku: unknown, stock: 1 }] })));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'This SKU was not found.', appCode: 'PRODUCT.SKU_NOT_FOUND', fieldErrors: { 'patches.1.sku': 'This SKU was not found.' } });
    expect(JSON.stringify(error)).not.toContain(unknown);
    expect(written).toEqual([]);
    expect(await tenantDigest(rt, shop.merchantId)).toBe(before);
  });

  it('refuses a discounted price at or above the price, counting the stored price and discount, and writes nothing', async () => {
    const { caller, logs } = admin();
    const p = await caller.products.create(form({ priceSen: 2000, discountedPriceSen: 1500 }));
    const other = await caller.products.create(form({ stock: 1 }));
    const before = await tenantDigest(rt, shop.merchantId);
    const { logs: written } = await logs(async () => {
      const cases = [
        [{ sku: p.sku, discountedPriceSen: 2000 }, 'discountedPriceSen'],
        [{ sku: p.sku, priceSen: 1400 }, 'discountedPriceSen'],
        [{ sku: p.sku, priceSen: 1800, discountedPriceSen: 1900 }, 'discountedPriceSen'],
      ] as const;
      for (const [patch, field] of cases) {
        const error = await rejection(caller.products.quickUpdate({ patches: [{ sku: other.sku, stock: 50 }, patch] }));
        expect(error).toMatchObject({ code: 'BAD_REQUEST', message: `${p.sku}: ${english(M.discountAbovePrice)}`, fieldErrors: { [`patches.1.${field}`]: `${p.sku}: ${english(M.discountAbovePrice)}` } });
      }
    });
    expect(written).toEqual([]);
    expect(await tenantDigest(rt, shop.merchantId)).toBe(before);
    // Removing the discount with the lower price is fine.
    await caller.products.quickUpdate({ patches: [{ sku: p.sku, priceSen: 1400, discountedPriceSen: null }] });
    expect(await caller.products.get({ id: p.id })).toMatchObject({ priceSen: 1400, discountedPriceSen: null });
  });

  it('keeps price and stock of a product with variants on its options, and gives it no discounted price', async () => {
    const { caller } = admin();
    const { product, skus } = await variantProduct();
    expect(await rejection(caller.products.quickUpdate({ patches: [{ sku: product.sku, priceSen: 100 }] }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: `${product.sku}: ${english(M.variantSaleFields)}`,
      fieldErrors: { 'patches.0.priceSen': `${product.sku}: ${english(M.variantSaleFields)}` },
    });
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: product.sku, stock: 1 }] }))).fieldErrors).toEqual({ 'patches.0.stock': `${product.sku}: ${english(M.variantSaleFields)}` });
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: product.sku, discountedPriceSen: 100 }] }))).message).toBe(`${product.sku}: ${english(M.variantNoDiscount)}`);
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: skus[1], discountedPriceSen: 100 }] }))).message).toBe(`${skus[1]}: ${english(M.variantNoDiscount)}`);
    // Name and visibility of the product may change through its own SKU or an option's.
    await caller.products.quickUpdate({ patches: [{ sku: skus[2], visibility: 'hidden' }, { sku: product.sku, nameEn: 'Sized tee' }] });
    expect(await caller.products.get({ id: product.id })).toMatchObject({ visibility: 'hidden', nameEn: 'Sized tee', priceSen: 2500, stock: 6, discountedPriceSen: null });
  });

  it('a renamed product is found by its new name', async () => {
    const { caller } = admin();
    const oldName = uniqueName('Oldname ');
    const newName = uniqueName('Newname ');
    const p = await caller.products.create(form({ nameEn: oldName }));
    await caller.products.quickUpdate({ patches: [{ sku: p.sku, nameEn: newName }] });
    expect((await caller.products.list({ search: newName.toUpperCase() })).items.map((i) => i.id)).toEqual([p.id]);
    expect((await caller.products.list({ search: oldName })).items).toEqual([]);
    expect((await caller.products.list({ search: p.sku })).items.map((i) => i.id)).toEqual([p.id]);
  });

  it('records the edit on the products it changes, so a mass update started before leaves them as edited', async () => {
    const { caller } = admin();
    const [changed, untouched] = [await caller.products.create(form()), await caller.products.create(form())];
    const before = new Date();
    await caller.products.quickUpdate({ patches: [{ sku: changed.sku, priceSen: 1 }] });
    const rows = await db().product.findMany({ where: { merchantId: shop.merchantId, id: { in: [changed.id, untouched.id] }, editedAt: { gte: before } }, select: { id: true } });
    expect(rows.map((r) => r.id)).toEqual([changed.id]);
  });

  it('writes no inventory entry for a product with unlimited stock', async () => {
    const { caller } = admin();
    const p = await caller.products.create(form({ stockUnlimited: true, stock: 0 }));
    await caller.products.quickUpdate({ patches: [{ sku: p.sku, stock: 30 }] });
    expect(await db().inventoryLog.count({ where: { merchantId: shop.merchantId, productId: p.id } })).toBe(0);
  });

  it('checks each patch with the form rules', async () => {
    const { caller } = admin();
    expect((await rejection(caller.products.quickUpdate({ patches: [] }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: 'X1', stock: -1 }] }))).fieldErrors).toEqual({ 'patches.0.stock': 'Stock cannot be negative.' });
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: 'X1', priceSen: 1.5 }] }))).fieldErrors).toEqual({ 'patches.0.priceSen': 'Price can have at most two decimals.' });
    expect((await rejection(caller.products.quickUpdate({ patches: [{ sku: 'X1', nameEn: 'ab' }] }))).fieldErrors).toEqual({ 'patches.0.nameEn': english(M.nameMinLetters) });
  });
});
