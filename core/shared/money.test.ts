import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from './limits.ts';
import { atMostMessage, formatSen, parseRinggit, zSen } from './money.ts';

describe('money', () => {
  it('reads ringgit text as sen; an amount too long to be exact still reads as one', () => {
    expect(parseRinggit('RM 1,234.5')).toBe(123_450);
    expect(parseRinggit('99999999999')).toBe(9_999_999_999_900);
    expect(parseRinggit('99999999999999999999')).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(parseRinggit('1.234')).toBeNull();
    expect(parseRinggit('-5')).toBeNull();
    expect(parseRinggit('9'.repeat(400))).toBeNull();
  });

  it('names each maximum in ringgit', () => {
    expect(formatSen(MONEY_LIMITS.orderSen)).toBe('RM 100,000,000.00');
    expect(atMostMessage('Price', MONEY_LIMITS.priceSen)).toBe('Price must be at most RM 1,000,000.00.');
  });

  it('an amount field says its maximum above it, and the caller message for anything else wrong', () => {
    const price = zSen('Please enter a valid price.', 'Price', MONEY_LIMITS.priceSen);
    const first = (value: unknown) => price.safeParse(value).error?.issues[0]?.message;
    expect(price.parse(MONEY_LIMITS.priceSen)).toBe(MONEY_LIMITS.priceSen);
    expect(first(MONEY_LIMITS.priceSen + 1)).toBe('Price must be at most RM 1,000,000.00.');
    expect(first(1e20)).toBe('Price must be at most RM 1,000,000.00.');
    for (const wrong of [-1, 0.5, Number.NaN, '12', null]) expect(first(wrong)).toBe('Please enter a valid price.');
  });
});
