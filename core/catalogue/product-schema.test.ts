import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS as L, CATALOGUE_MESSAGES as M } from './constants.ts';
import { ZProductInput, letterCount, type TProductInputRaw } from './product-schema.ts';
import { english } from '../shared/english.ts';

const base: TProductInputRaw = {
  sku: 'SKU-1',
  nameEn: 'Cotton shirt',
  detailEn: 'A soft cotton shirt for everyday wear.',
  categoryIds: ['cat1'],
  images: [{ url: 'https://cdn.kedai.example.my/shirt.jpg' }],
  priceSen: 2990,
  logistics: [{ logistic: 'delivery', enabled: true }],
};

/** Field path -> messages, as the form shows them. */
function issues(input: TProductInputRaw): Record<string, string[]> {
  const result = ZProductInput.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}
const messages = (input: TProductInputRaw) => Object.values(issues(input)).flat();

describe('messages and limits', () => {
  it('carry the spec wording and numbers', () => {
    expect(english(M.pictureRequired)).toBe('Please add at least one photo.');
    expect(english(M.tagEmpty)).toBe('Tag name cannot be empty');
    expect(english(M.tagSame)).toBe('Tag name cannot be same');
    expect(english(M.logisticRequired)).toBe('Please enable at least 1 logistic');
    expect(english(M.fileTooLarge)).toBe('File size exceeded (20 MB).');
    expect(english(M.inUse('Shoes'))).toBe('Shoes is in use');
    expect(english(M.tooManyTags)).toBe(`Please note that you can only select up to ${L.maxTags} tags.`);
    expect([L.preOrderMinDays, L.preOrderMaxDays, L.categoryDepth, L.addMultipleMaxPhotos]).toEqual([7, 30, 3, 20]);
    expect([L.productFileBytes, L.massUpdateBytes]).toEqual([20 * 1024 * 1024, 5 * 1024 * 1024]);
  });

  it('the base form is valid', () => {
    expect(issues(base)).toEqual({});
  });
});

describe('letters', () => {
  const latin = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàéñ'.split('');
  const chinese = '衬衫棉质柔软蜡染裙子帽子果酱'.split('');
  const other = '0123456789 -_.,!?/()%#@'.split('');
  const text = (pool: string[], max: number) => fc.array(fc.constantFrom(...pool), { maxLength: max }).map((a) => a.join(''));

  it('counts Latin and Chinese characters, never digits, spaces or punctuation', () => {
    fc.assert(
      fc.property(text(latin, 10), text(chinese, 10), text(other, 10), (a, b, c) => {
        const mixed = [...a, ...c, ...b].join('');
        expect(letterCount(mixed)).toBe(a.length + b.length);
      }),
    );
  });

  it('a name passes iff it has at least the minimum letters', () => {
    fc.assert(
      fc.property(text([...latin, ...chinese], 6), text(other.filter((ch) => ch !== ' '), 4), (letters, noise) => {
        const nameEn = `${noise}${letters}`;
        const ok = !issues({ ...base, nameEn }).nameEn;
        expect(ok).toBe(letters.length >= L.productNameMinLetters);
      }),
    );
  });
});

describe('wholesale', () => {
  const tier = { minQty: 2, maxQty: null, priceSen: 1 };
  const variantsOf = (prices: number[]) => [{ name: 'Colour', options: prices.map((priceSen, i) => ({ name: `O${i}`, sku: `O-${i}`, priceSen })) }];

  it('is accepted iff every option price is the same and above 0', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1, 500, 501, 2000), { minLength: 1, maxLength: 6 }), (prices) => {
        const refused = messages({ ...base, priceSen: undefined, variants: variantsOf(prices), wholesaleTiers: [tier] }).includes(M.wholesaleNotAllowed);
        expect(refused).toBe(!(prices.every((p) => p === prices[0]) && prices[0]! > 0));
      }),
    );
  });

  it('without variants, by the product price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (priceSen) => {
        expect(messages({ ...base, priceSen, wholesaleTiers: [tier] }).includes(M.wholesaleNotAllowed)).toBe(priceSen === 0);
      }),
    );
  });

  it('tiers are accepted iff they start above 1, go up, never overlap, and only the last is open-ended', () => {
    const tierArb = fc.record({ minQty: fc.integer({ min: 1, max: 12 }), maxQty: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }), priceSen: fc.constant(100) });
    fc.assert(
      fc.property(fc.array(tierArb, { minLength: 1, maxLength: L.maxWholesaleTiers }), (tiers) => {
        let previousMax = 1;
        let valid = true;
        tiers.forEach((t, i) => {
          if (t.minQty <= previousMax || (t.maxQty !== null && t.maxQty < t.minQty) || (t.maxQty === null && i !== tiers.length - 1)) valid = false;
          previousMax = t.maxQty ?? Infinity;
        });
        const found = messages({ ...base, priceSen: 2000, wholesaleTiers: tiers });
        expect(found.includes(M.wholesaleOrder)).toBe(!valid);
        if (valid) expect(found).toEqual([]);
      }),
    );
  });
});

describe('pre-order', () => {
  it(`needs ${L.preOrderMinDays} to ${L.preOrderMaxDays} days when on, and nothing when off`, () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }), (preOrder, preOrderDays) => {
        const refused = Boolean(issues({ ...base, preOrder, preOrderDays }).preOrderDays);
        expect(refused).toBe(preOrder && (preOrderDays === null || preOrderDays < 7 || preOrderDays > 30));
      }),
    );
  });
});

describe('lists of names', () => {
  it('tags: empty and repeated (case-insensitively) names are refused, others accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Sale', 'sale', 'New', 'NEW ', 'Batik', '', ' '), { maxLength: 6 }), (tags) => {
        const found = issues({ ...base, tags }).tags ?? [];
        const trimmed = tags.map((t) => t.trim());
        if (trimmed.some((t) => t === '')) expect(found).toEqual([M.tagEmpty]);
        else if (new Set(trimmed.map((t) => t.toLowerCase())).size !== trimmed.length) expect(found).toEqual([M.tagSame]);
        else expect(found).toEqual([]);
      }),
    );
  });

  it('logistics: at least one enabled, each named once', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ logistic: fc.constantFrom('delivery' as const, 'self_pickup' as const), enabled: fc.boolean() }), { maxLength: 4 }), (logistics) => {
        const found = [...new Set(issues({ ...base, logistics }).logistics ?? [])];
        if (!logistics.some((l) => l.enabled)) expect(found).toEqual([M.logisticRequired]);
        else if (new Set(logistics.map((l) => l.logistic)).size !== logistics.length) expect(found).toEqual([M.logisticRepeated]);
        else expect(found).toEqual([]);
      }),
    );
  });
});
