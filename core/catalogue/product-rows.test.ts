import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productRows, searchTextOf, type ProductRows } from './product-rows.ts';
import { ZProductInput, type TProductInput } from './product-schema.ts';

const option = fc.record({ priceSen: fc.integer({ min: 0, max: 100_000 }), stock: fc.integer({ min: 0, max: 1000 }) });
/** Up to two variants of up to five options, with unique names and SKUs. */
const variantsArb = fc.array(fc.array(option, { minLength: 1, maxLength: 5 }), { maxLength: 2 });

function inputOf(variants: { priceSen: number; stock: number }[][], extra: Partial<TProductInput> = {}): TProductInput {
  return ZProductInput.parse({
    sku: 'P-1',
    nameEn: 'Cotton Shirt',
    nameCn: '棉衬衫',
    detailEn: 'A soft cotton shirt for everyday wear.',
    categoryIds: ['c1', 'c2', 'c1'],
    images: [{ url: 'https://cdn.kedai.example.my/a.jpg' }, { uploadId: 'u1' }],
    priceSen: 1234,
    discountedPriceSen: 1000,
    stock: 7,
    logistics: [{ logistic: 'delivery', enabled: true }],
    specs: [{ nameEn: 'Material', detailEn: 'Cotton' }],
    variants: variants.map((options, v) => ({ name: `V${v}`, options: options.map((o, i) => ({ name: `O${i}`, sku: `S-${v}-${i}`, ...o })) })),
    ...extra,
  });
}

/** Rows with every generated id replaced, to compare two writes of the same input. */
function withoutIds(rows: ProductRows) {
  const ids = new Map<string, string>();
  const stable = (id: unknown) => {
    const key = String(id);
    if (!ids.has(key)) ids.set(key, `id${ids.size}`);
    return ids.get(key);
  };
  const strip = <T extends object>(row: T) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'id' || k === 'variantId' ? stable(v) : v]));
  return Object.fromEntries(Object.entries(rows).map(([table, value]) => [table, Array.isArray(value) ? value.map(strip) : strip(value)]));
}

describe('productRows', () => {
  it('with variants: the product price is the lowest option price, its stock their sum, and no discounted price', () => {
    fc.assert(
      fc.property(variantsArb.filter((v) => v.length > 0), (variants) => {
        const rows = productRows('m1', 'p1', inputOf(variants), []);
        const options = variants.flat();
        expect(rows.product.priceSen).toBe(Math.min(...options.map((o) => o.priceSen)));
        expect(rows.product.stock).toBe(options.reduce((s, o) => s + o.stock, 0));
        expect(rows.product.discountedPriceSen).toBeNull();
        expect(rows.options.map((o) => [o.priceSen, o.stock])).toEqual(options.map((o) => [o.priceSen, o.stock]));
        // Every option belongs to a variant of this product.
        const variantIds = new Set(rows.variants.map((v) => v.id));
        expect(rows.options.every((o) => variantIds.has(o.variantId) && o.productId === 'p1' && o.merchantId === 'm1')).toBe(true);
      }),
    );
  });

  it('without variants: the price, discounted price and stock as entered', () => {
    const rows = productRows('m1', 'p1', inputOf([]), []);
    expect(rows.product).toMatchObject({ priceSen: 1234, discountedPriceSen: 1000, stock: 7 });
    expect(rows.options).toEqual([]);
  });

  it('are the same rows for the same input, apart from generated ids', () => {
    fc.assert(
      fc.property(variantsArb, (variants) => {
        const input = inputOf(variants);
        expect(withoutIds(productRows('m1', 'p1', input, ['t1']))).toEqual(withoutIds(productRows('m1', 'p1', input, ['t1'])));
      }),
    );
  });

  it('links each category and tag once, and keeps the order of pictures', () => {
    const rows = productRows('m1', 'p1', inputOf([]), ['t1', 't1', 't2']);
    expect(rows.categoryLinks.map((l) => l.categoryId)).toEqual(['c1', 'c2']);
    expect(rows.tagLinks.map((l) => l.tagId)).toEqual(['t1', 't2']);
    expect(rows.images.map((i) => [i.url, i.uploadId, i.sort])).toEqual([
      ['https://cdn.kedai.example.my/a.jpg', null, 0],
      [null, 'u1', 1],
    ]);
  });

  it('reuse kept option ids by SKU and variant ids by name; everything else gets a new unique id', () => {
    fc.assert(
      fc.property(variantsArb, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (variants, keep) => {
        const input = inputOf(variants);
        const skus = input.variants.flatMap((v) => v.options.map((o) => o.sku));
        const keptOptions = new Map(skus.filter((_, i) => keep[i]).map((sku) => [sku, `kept-${sku}`]));
        const keptVariants = new Map(input.variants.filter((_, i) => keep[9 - i]).map((v) => [`p1/${v.name}`, `kept-${v.name}`]));
        const rows = productRows('m1', 'p1', input, [], { options: keptOptions, variants: keptVariants });
        for (const o of rows.options) {
          if (keptOptions.has(o.sku)) expect(o.id).toBe(keptOptions.get(o.sku));
          else expect(o.id).not.toMatch(/^kept-/);
        }
        for (const v of rows.variants) expect(v.id).toBe(keptVariants.get(`p1/${v.name}`) ?? v.id);
        const ids = [...rows.options, ...rows.variants].map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('search text holds the SKUs and names, lower-cased', () => {
    const input = inputOf([[{ priceSen: 1, stock: 1 }]]);
    expect(searchTextOf(input)).toBe('p-1 cotton shirt 棉衬衫 s-0-0');
    expect(productRows('m1', 'p1', input, []).product.searchText).toBe(searchTextOf(input));
  });
});
