import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { english } from '../../core/shared/english.ts';
import { asToken, PICTURE_URL, productForm, rejection } from '../helpers/fixtures.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { connectShop, simulatedShop } from '../helpers/marketplaces.ts';
import { seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const admin = asToken(rt, shop.admin.token);
const db = rt.database.client;
const shopRef = String(randomInt(300_000, 399_999));
const connected = await connectShop(admin, 'shopee', { id: shopRef, products: 14, orders: 0 });
await admin.marketplaceSync.sync({ id: connected.id });
await runJobs(rt, shop.merchantId);
const categoryId = (await admin.categories.create({ nameEn: `Imported ${shopRef}` })).id;
const listed = (await admin.marketplaceSync.products({ shopId: connected.id, pageSize: 80 })).items;
const bySku = (sku: string) => listed.find((p) => p.sku === sku)!;
const sku = (n: number, option = '') => `SP-${shopRef}-${n}${option}`;
const batch = { shopId: connected.id, categoryId, image: { url: PICTURE_URL } };

describe('marketplace import modes and the product sync page', () => {
  it('imports chosen products (variants as one product with options), refusing a SKU the catalogue has with its reason', async () => {
    await admin.products.create(productForm(categoryId, { sku: sku(1) }));
    const ids = [bySku(sku(1)).id, bySku(sku(2)).id, bySku(sku(7, '-RED')).id, bySku(sku(7, '-BLUE')).id];
    const done = await admin.marketplaceSync.importProducts({ ...batch, mode: 'import', ids });
    expect(done).toMatchObject({ created: 2, imported: 3 });
    expect(done.refused.map((r) => [r.sku, english(r.reason)])).toEqual([[sku(1), `The catalogue already has SKU ${sku(1)}: use Sync by same SKU to map this product.`]]);
    const variantProduct = await db.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku: sku(7) } });
    const options = await db.productOption.findMany({ where: { merchantId: shop.merchantId, productId: variantProduct.id } });
    expect(options.map((o) => o.sku).sort()).toEqual([sku(7, '-BLUE'), sku(7, '-RED')]);
    const rows = await db.marketplaceProduct.findMany({ where: { merchantId: shop.merchantId, id: { in: ids } } });
    expect(rows.filter((r) => r.mapping === 'imported').map((r) => r.sku).sort()).toEqual([sku(2), sku(7, '-BLUE'), sku(7, '-RED')]);
    expect(rows.find((r) => r.sku === sku(7, '-RED'))?.optionId).toBe(options.find((o) => o.sku === sku(7, '-RED'))?.id);
    const logs = await db.userLog.findMany({ where: { merchantId: shop.merchantId, category: 'marketplace_sync' } });
    expect(logs.map((l) => english(l.action))).toContain(`Imported products from "Shopee Shop ${shopRef}" into the catalogue: 2`);
  });

  it('duplicates a product whose SKU is taken under a new SKU ending in -COPY, and refuses one already imported', async () => {
    const done = await admin.marketplaceSync.importProducts({ ...batch, mode: 'duplicate', ids: [bySku(sku(1)).id, bySku(sku(2)).id] });
    expect(done).toMatchObject({ created: 1, imported: 1 });
    expect(done.refused.map((r) => [r.sku, english(r.reason)])).toEqual([[sku(2), 'This product is already mapped to a catalogue product.']]);
    const copy = await db.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku: `${sku(1)}-COPY` } });
    expect(await db.marketplaceProduct.findFirst({ where: { merchantId: shop.merchantId, id: bySku(sku(1)).id } })).toMatchObject({ mapping: 'imported', productId: copy.id });
  });

  it('shows a product with its options and their mapped marketplace products; unmaps, maps, and pushes now to the marketplace', async () => {
    const product = await db.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku: sku(7) } });
    const ref = { platform: 'shopee' as const, shopId: connected.id, productId: product.id };
    const view = await admin.marketplaceSync.productSync(ref);
    expect(view.lines.map((l) => [l.sku, l.listed.map((x) => x.sku)])).toEqual([
      [sku(7, '-BLUE'), [sku(7, '-BLUE')]],
      [sku(7, '-RED'), [sku(7, '-RED')]],
    ]);
    const red = view.lines[1]!;
    await admin.marketplaceSync.unmapProduct({ ...ref, marketplaceProductId: red.listed[0]!.id });
    expect((await admin.marketplaceSync.productSync(ref)).lines[1]!.listed).toEqual([]);
    await admin.marketplaceSync.mapProduct({ ...ref, marketplaceProductId: red.listed[0]!.id, optionId: red.optionId });
    await db.productOption.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: red.optionId! } }, data: { stock: 41, priceSen: 1234 } });
    expect(await admin.marketplaceSync.pushProduct(ref)).toEqual({ pushed: 2 });
    const item = (await simulatedShop('/shopee', shopRef)).changed.find((c) => c.sku === sku(7)) as unknown as { models: { sku: string; stock: number; priceSen: number }[] };
    expect(item.models).toContainEqual(expect.objectContaining({ sku: sku(7, '-RED'), stock: 41, priceSen: 1234 }));
    const after = (await admin.marketplaceSync.productSync(ref)).lines[1]!.listed[0]!;
    expect(after).toMatchObject({ mapping: 'mapped', pushedStock: 41, pushedPriceSen: 1234 });
  });

  it('a shop of the other platform, an unknown product or another shop’s listing is not found', async () => {
    const product = await db.product.findFirstOrThrow({ where: { merchantId: shop.merchantId, sku: sku(2) } });
    expect(await rejection(admin.marketplaceSync.productSync({ platform: 'lazada', shopId: connected.id, productId: product.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(admin.marketplaceSync.productSync({ platform: 'shopee', shopId: connected.id, productId: 'no-such-product' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(admin.marketplaceSync.mapProduct({ platform: 'shopee', shopId: connected.id, productId: product.id, marketplaceProductId: 'no-such', optionId: null }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
