import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInvoiceNumber } from './numbering.ts';

describe('invoice numbers', () => {
  it('put the prefix before the number padded with leading zeros to the width', () => {
    expect(formatInvoiceNumber('INV', 1, 5)).toBe('INV00001');
    expect(formatInvoiceNumber('INV', 12, 5)).toBe('INV00012');
    expect(formatInvoiceNumber('', 7, 3)).toBe('007');
    expect(formatInvoiceNumber('A-', 42, 0)).toBe('A-42');
  });

  it('keep every digit of a number longer than the width', () => {
    expect(formatInvoiceNumber('INV', 123456, 5)).toBe('INV123456');
  });

  it('read back as the number and sort as numbers do at one width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (a, b) => {
        const x = formatInvoiceNumber('INV', a, 5);
        const y = formatInvoiceNumber('INV', b, 5);
        expect(Number(x.slice(3))).toBe(a);
        expect(x.length).toBe(8);
        expect(Math.sign(x.localeCompare(y))).toBe(Math.sign(a - b));
      }),
    );
  });
});
