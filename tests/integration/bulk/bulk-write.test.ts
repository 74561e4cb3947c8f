import { describe, expect, it } from 'vitest';
import { insertMany } from '../../../core/db/bulk-write.ts';
import { baseContext, withTransaction } from '../../../core/shared/context.ts';
import { testRequest, uniqueName } from '../../helpers/fixtures.ts';
import { TEST_ENGINE } from '../../helpers/runtime.ts';
import { shopWorld } from '../../helpers/world.ts';

const { rt, shop: { merchantId } } = await shopWorld();

const base = () => baseContext(rt.database, rt.env, testRequest());

const product = (id: string, at: Date) => ({
  merchantId,
  id,
  sku: uniqueName('SKU-'),
  // Quotes, braces, commas, a backslash and the word NULL: nothing an array literal would misread.
  nameEn: `Produk "${id}" 产品 ' ; DROP TABLE {a,b} \\ NULL`,
  priceSen: 1250,
  discountedPriceSen: null,
  stockUnlimited: true,
  preOrder: false,
  preOrderDays: null,
  createdAt: at,
  updatedAt: at,
});

describe(`bulk inserts on ${TEST_ENGINE}`, () => {
  it('store rows exactly as Prisma reads them back: text, nulls, booleans, dates', async () => {
    const at = new Date('2026-11-21T08:30:15.123Z');
    const prefix = `bulk-${uniqueName()}-`;
    const rows = Array.from({ length: 1200 }, (_, i) => product(`${prefix}${i}`, at));
    await withTransaction(base(), (tx) => insertMany(tx, 'Product', rows));
    const stored = await rt.database.client.product.findMany({
      where: { merchantId, id: { in: rows.map((r) => r.id) } },
      select: { id: true, sku: true, nameEn: true, priceSen: true, discountedPriceSen: true, stockUnlimited: true, preOrder: true, preOrderDays: true, createdAt: true, updatedAt: true },
    });
    const { merchantId: _m, ...first } = rows[0]!;
    expect(stored).toHaveLength(1200);
    expect(stored.find((p) => p.id === first.id)).toEqual(first);
    // Dates compare as dates in queries, as rows Prisma wrote do.
    expect(await rt.database.client.product.count({ where: { merchantId, id: { startsWith: prefix }, createdAt: { gte: at, lt: new Date(at.getTime() + 1) } } })).toBe(1200);
  });

  it('write nothing when the transaction fails, and refuse to run outside one', async () => {
    const at = new Date();
    const id = `bulk-${uniqueName()}`;
    const failing = withTransaction(base(), async (tx) => {
      await insertMany(tx, 'Product', [product(id, at)]);
      await insertMany(tx, 'Product', [product(id, at)]);
    });
    await expect(failing).rejects.toThrow();
    expect(await rt.database.client.product.count({ where: { merchantId, id } })).toBe(0);
    await expect(insertMany(base(), 'Product', [product(`bulk-${uniqueName()}`, at)])).rejects.toThrow('insertMany runs only inside a transaction');
  });
});
