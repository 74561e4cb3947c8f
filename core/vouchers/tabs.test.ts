import { describe, expect, it } from 'vitest';
import { discountText } from './discount-text.ts';
import { voucherTab } from './tabs.ts';
import { english } from '../shared/english.ts';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-11-30T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('voucher tabs', () => {
  it('an active voucher is upcoming before its claim start, ongoing from it until the end, ended from the end on', () => {
    const v = { active: true, claimStartAt: start, claimEndAt: end };
    expect(voucherTab(v, at('2026-10-31T23:59:59Z'))).toBe('upcoming');
    expect(voucherTab(v, start)).toBe('ongoing');
    expect(voucherTab(v, at('2026-11-29T23:59:59Z'))).toBe('ongoing');
    expect(voucherTab(v, end)).toBe('ended');
  });

  it('an inactive voucher is deactivated whatever its dates', () => {
    for (const now of [at('2026-10-01T00:00:00Z'), at('2026-11-15T00:00:00Z'), at('2026-12-15T00:00:00Z')]) {
      expect(voucherTab({ active: false, claimStartAt: start, claimEndAt: end }, now)).toBe('deactivated');
    }
  });
});

describe('discount amount column', () => {
  it('renders each discount type', () => {
    expect(english(discountText({ discountType: 1, amountSen: 123_450, percentBp: 0, maxDiscountSen: null }))).toBe('RM 1,234.50');
    expect(english(discountText({ discountType: 2, amountSen: 0, percentBp: 1250, maxDiscountSen: null }))).toBe('12.5%');
    expect(english(discountText({ discountType: 2, amountSen: 0, percentBp: 10_000, maxDiscountSen: null }))).toBe('100%');
    expect(english(discountText({ discountType: 3, amountSen: 0, percentBp: 1000, maxDiscountSen: 2000 }))).toBe('capped 10% up to RM 20.00');
    expect(english(discountText({ discountType: 4, amountSen: 0, percentBp: 0, maxDiscountSen: null }))).toBe('Free shipping');
  });
});
