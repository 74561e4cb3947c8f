import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeXlsxText, encodeXlsxText, escapeText, guardFormula, joinList, listEntries, splitList, splitPair, unescapeText, unguardFormula } from './cell-text.ts';
import { formatScaled, isUnlimited, parseScaled, parseWholeNumber } from './cell-values.ts';

describe('lists in a cell', () => {
  it('splits at | and trims, leaving out blank entries', () => {
    expect(splitList(' raya | baju||  ')).toEqual(['raya', 'baju']);
    expect(splitList('')).toEqual([]);
  });

  it('reads an escaped separator or backslash as text', () => {
    expect(splitList('Pots \\| pans|C:\\\\temp')).toEqual(['Pots | pans', 'C:\\temp']);
  });

  it('gives back exactly the values it wrote, whatever they hold', () => {
    const value = fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.length > 0);
    fc.assert(
      fc.property(fc.array(value), (values) => {
        expect(splitList(joinList(values))).toEqual(values);
      }),
    );
  });

  it('splits an entry at its first unescaped separator only', () => {
    expect(splitPair('Ratio: 16:9', ':')).toEqual(['Ratio', '16:9']);
    expect(splitPair('A\\:B: c', ':')).toEqual(['A\\:B', 'c']);
    expect(splitPair('no separator', ':')).toEqual(['no separator', null]);
    expect(unescapeText(escapeText('a:b|c\\', ':|'))).toBe('a:b|c\\');
    expect(listEntries(escapeText('x|y', '|'))).toEqual(['x\\|y']);
  });
});

describe('the formula guard', () => {
  it('puts an apostrophe before text a spreadsheet would run', () => {
    for (const text of ['=SUM(A1)', '+60123', '-5', '@cmd', '\tx', "'=x"]) expect(guardFormula(text)).toBe(`'${text}`);
    for (const text of ['Baju', "'quoted", '12.50', '']) expect(guardFormula(text)).toBe(text);
  });

  it('is taken off again, so every text survives the round trip', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unguardFormula(guardFormula(text))).toBe(text);
      }),
    );
  });
});

describe('text in workbook cells', () => {
  it('escapes what XML cannot hold, and a literal escape, so any text survives', () => {
    expect(encodeXlsxText('a\r\nb')).toBe('a_x000D_\nb');
    expect(encodeXlsxText('lit _x000D_')).toBe('lit _x005F_x000D_');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeXlsxText(encodeXlsxText(text))).toBe(text);
      }),
    );
  });
});

describe('numbers in a cell', () => {
  it('reads amounts with at most the given decimals', () => {
    expect(parseScaled('12.5', 1)).toBe(125);
    expect(parseScaled('12', 1)).toBe(120);
    expect(parseScaled('1.250', 3)).toBe(1250);
    expect(parseScaled('1.25', 1)).toBeNull();
    expect(parseScaled('-1', 0)).toBeNull();
    expect(parseScaled('abc', 0)).toBeNull();
    expect(parseWholeNumber('12.0')).toBe(12);
    expect(isUnlimited(' Unlimited ')).toBe(true);
  });

  it('writes the shortest text that reads back as the same number', () => {
    expect(formatScaled(125, 1)).toBe('12.5');
    expect(formatScaled(120, 1)).toBe('12');
    expect(formatScaled(1500, 3)).toBe('1.5');
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 3 }), (value, places) => {
        expect(parseScaled(formatScaled(value, places), places)).toBe(value);
        expect(parseScaled(String(Number(formatScaled(value, places))), places)).toBe(value);
      }),
    );
  });
});
