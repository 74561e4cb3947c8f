import { describe, expect, it } from 'vitest';
import { english } from './english.ts';
import { MONEY_LIMITS } from './limits.ts';
import { term } from './messages.ts';
import { atMostMessage, formatSen, parseRinggit, senFromText, zSen } from './money.ts';

const price = term('fields.price');

describe('money', () => {
  it('reads ringgit text as sen; an amount too long to be exact still reads as one', () => {
    expect(parseRinggit('RM 1,234.5')).toBe(123_450);
    expect(parseRinggit('99999999999')).toBe(9_999_999_999_900);
    expect(parseRinggit('99999999999999999999')).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(parseRinggit('1.234')).toBeNull();
    expect(parseRinggit('-5')).toBeNull();
    expect(parseRinggit('9'.repeat(400))).toBeNull();
  });

  it('reads typed text as sen keeping what is wrong with it: negative, a fraction of a sen, no amount at all', () => {
    expect(senFromText('RM 1,234.50')).toBe(123_450);
    expect(senFromText('12.500')).toBe(1250);
    expect(senFromText('-5')).toBe(-500);
    expect(Number.isInteger(senFromText('1.234'))).toBe(false);
    expect(senFromText('12.3')).toBe(1230);
    expect(senFromText('abc')).toBeNaN();
    expect(senFromText('1.2.3')).toBeNaN();
    expect(senFromText('  ')).toBeNull();
  });

  it('names each maximum in ringgit', () => {
    expect(formatSen(MONEY_LIMITS.orderSen)).toBe('RM 100,000,000.00');
    expect(english(atMostMessage(price, MONEY_LIMITS.priceSen))).toBe('Price must be at most RM 1,000,000.00.');
  });

  it('an amount field tells apart no amount, a negative one, more than two decimals and one above its maximum', () => {
    const field = zSen(price, MONEY_LIMITS.priceSen);
    const first = (value: unknown) => english(field.safeParse(value).error?.issues[0]?.message ?? '');
    expect(field.parse(MONEY_LIMITS.priceSen)).toBe(MONEY_LIMITS.priceSen);
    expect(first(MONEY_LIMITS.priceSen + 1)).toBe('Price must be at most RM 1,000,000.00.');
    expect(first(senFromText('99999999999999999999'))).toBe('Price must be at most RM 1,000,000.00.');
    expect(first(senFromText('-5'))).toBe('Price cannot be negative.');
    expect(first(senFromText('-0.005'))).toBe('Price cannot be negative.');
    expect(first(senFromText('1.234'))).toBe('Price can have at most two decimals.');
    for (const wrong of [senFromText('abc'), Number.NaN, Infinity, '12', null]) expect(first(wrong)).toBe('Price must be a number, like 12.50.');
  });

  it('a required amount left out says what the form asks', () => {
    const field = zSen(price, MONEY_LIMITS.priceSen, 'messages.catalogue.priceRequired');
    expect(english(field.safeParse(undefined).error!.issues[0]!.message)).toBe('Price is required.');
    expect(english(field.safeParse('x').error!.issues[0]!.message)).toBe('Price must be a number, like 12.50.');
  });
});
