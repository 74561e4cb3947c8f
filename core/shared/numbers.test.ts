import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('groups digits by threes', () => {
    expect([0, 7, 999, 1000, 12_345, 1_000_000, -4500].map(formatCount)).toEqual(['0', '7', '999', '1,000', '12,345', '1,000,000', '-4,500']);
  });

  it('writes every whole number as en-MY does', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatCount(n) === n.toLocaleString('en-MY')));
  });
});
