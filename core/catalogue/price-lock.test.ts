import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedPriceFields, type PricedProduct } from './price-lock.ts';

const sen = fc.integer({ min: 0, max: 1_000_000 });

/** A product with one or two variants of options with distinct SKUs. */
const withVariants = fc
  .array(fc.array(sen, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 2 })
  .map((variants): PricedProduct => ({ priceSen: null, discountedPriceSen: null, variants: variants.map((prices, v) => ({ options: prices.map((priceSen, o) => ({ sku: `S-${v}-${o}`, priceSen })) })) }));

describe('changedPriceFields', () => {
  it('finds nothing when every price is as stored, whatever else changes', () => {
    fc.assert(
      fc.property(withVariants, (product) => {
        expect(changedPriceFields(product, structuredClone(product))).toEqual([]);
      }),
    );
    expect(changedPriceFields({ priceSen: 100, discountedPriceSen: 90, variants: [] }, { priceSen: 100, discountedPriceSen: 90, variants: [] })).toEqual([]);
  });

  it("names exactly the option whose price changed, by its SKU wherever it moved; a new SKU's price is its first", () => {
    fc.assert(
      fc.property(withVariants, fc.nat(), sen, (stored, pick, price) => {
        const options = stored.variants.flatMap((v) => v.options);
        const target = options[pick % options.length]!;
        fc.pre(price !== target.priceSen);
        const next = structuredClone(stored) as { variants: { options: { sku: string; priceSen: number }[] }[] } & PricedProduct;
        next.variants.reverse();
        next.variants[0]!.options.push({ sku: 'NEW-SKU', priceSen: price });
        const vi = next.variants.findIndex((v) => v.options.some((o) => o.sku === target.sku));
        const oi = next.variants[vi]!.options.findIndex((o) => o.sku === target.sku);
        next.variants[vi]!.options[oi]!.priceSen = price;
        expect(changedPriceFields(stored, next)).toEqual([`variants.${vi}.options.${oi}.priceSen`]);
      }),
    );
  });

  it('names the price and the discounted price of a product without variants, a removed discount too', () => {
    const stored = { priceSen: 5000, discountedPriceSen: 4500, variants: [] };
    expect(changedPriceFields(stored, { ...stored, priceSen: 4900 })).toEqual(['priceSen']);
    expect(changedPriceFields(stored, { ...stored, discountedPriceSen: null })).toEqual(['discountedPriceSen']);
    expect(changedPriceFields(stored, { priceSen: 1, discountedPriceSen: undefined, variants: [] })).toEqual(['priceSen', 'discountedPriceSen']);
  });

  it('names the variants when the prices would move between the product and its options', () => {
    fc.assert(
      fc.property(withVariants, sen, (sized, price) => {
        const plain = { priceSen: price, discountedPriceSen: null, variants: [] };
        expect(changedPriceFields(plain, sized)).toEqual(['variants']);
        expect(changedPriceFields(sized, plain)).toEqual(['variants']);
      }),
    );
  });
});
