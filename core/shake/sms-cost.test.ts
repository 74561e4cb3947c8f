import { describe, expect, it } from 'vitest';
import { compareVersions } from './sms-credit.ts';
import { normalPhone, smsCost } from './sms-cost.ts';

describe('SMS costs', () => {
  it('costs 1 credit for +60, 2 for +65, and refuses other countries and non-numbers', () => {
    expect(smsCost(normalPhone('+60 12-345 6789'))).toBe(1);
    expect(smsCost(normalPhone('+65 8123 4567'))).toBe(2);
    expect(() => smsCost(normalPhone('+14155550100'))).toThrow(expect.objectContaining({ code: 'SHAKE.PHONE_REFUSED' }));
    expect(() => normalPhone('0123456789')).toThrow(expect.objectContaining({ code: 'SHAKE.PHONE_INVALID' }));
    expect(() => normalPhone('+60abc')).toThrow(expect.objectContaining({ code: 'SHAKE.PHONE_INVALID' }));
  });

  it('compares app versions number by number', () => {
    expect(compareVersions('8.4.10', '8.4.2')).toBe(1);
    expect(compareVersions('8.4.2', '8.4.2')).toBe(0);
    expect(compareVersions('8.3.99', '8.4.2')).toBe(-1);
    expect(compareVersions('9', '8.4.2')).toBe(1);
  });
});
