import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES as M } from './constants.ts';
import { ZGenerateCodesInput, ZVoucherInput, type TVoucherInput } from './schema.ts';
import { english } from '../shared/english.ts';

const form = (overrides: Record<string, unknown> = {}): TVoucherInput =>
  ({
    name: 'Raya',
    code: 'raya10',
    type: 1,
    discountType: 1,
    amountSen: 500,
    quantity: 10,
    mode: 1,
    displayed: true,
    active: true,
    claimStartAt: new Date('2026-11-01T00:00:00Z'),
    claimEndAt: new Date('2026-11-02T00:00:00Z'),
    ...overrides,
  }) as TVoucherInput;

/** The first message on each field of a form that breaks rules. */
function errorsOf(overrides: Record<string, unknown>): Record<string, string> {
  const result = ZVoucherInput.safeParse(form(overrides));
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= english(issue.message);
  return out;
}

describe('ZVoucherInput', () => {
  it('accepts a valid form, upper-casing the code and defaulting kind, limit, products', () => {
    expect(ZVoucherInput.parse(form())).toMatchObject({ code: 'RAYA10', kind: 1, perMemberLimit: 1, minCartSen: 0, productIds: [], maxDiscountSen: null });
  });

  it('names each missing required field', () => {
    expect(errorsOf({ name: undefined, code: undefined, type: undefined, discountType: undefined, mode: undefined, displayed: undefined, active: undefined, quantity: undefined })).toMatchObject({
      name: english(M.nameRequired),
      code: english(M.codeRequired),
      type: english(M.typeRequired),
      discountType: english(M.discountTypeRequired),
      mode: english(M.modeRequired),
      displayed: english(M.displayRequired),
      active: english(M.statusRequired),
      quantity: english(M.quantityRequired),
    });
  });

  it('keeps percentages between 0 and 100 (in basis points)', () => {
    expect(errorsOf({ discountType: 2, percentBp: 10_001 })).toEqual({ percentBp: 'Invalid percent not allowed' });
    expect(errorsOf({ discountType: 2, percentBp: -1 })).toEqual({ percentBp: 'Invalid percent not allowed' });
    expect(errorsOf({ discountType: 2, percentBp: 0 })).toEqual({ percentBp: 'Invalid percent not allowed' });
    expect(errorsOf({ discountType: 2, percentBp: 10_000 })).toEqual({});
    expect(errorsOf({ discountType: 3, percentBp: 500 })).toEqual({ maxDiscountSen: english(M.maxDiscountRequired) });
  });

  it('ties the free-shipping type to the free-shipping discount, products to product vouchers, and the period', () => {
    expect(errorsOf({ type: 3, discountType: 1 })).toEqual({ discountType: english(M.freeShippingPair) });
    expect(errorsOf({ type: 2, discountType: 4 })).toEqual({ discountType: english(M.freeShippingPair), productIds: english(M.productsRequired) });
    expect(errorsOf({ type: 3, discountType: 4 })).toEqual({});
    expect(errorsOf({ claimEndAt: new Date('2026-11-01T00:00:00Z') })).toEqual({ claimEndAt: english(M.claimEndBeforeStart) });
    expect(errorsOf({ quantity: 0, perMemberLimit: 0 })).toMatchObject({ quantity: english(M.quantityMin), perMemberLimit: english(M.perMemberMin) });
    expect(errorsOf({ quantity: 1, perMemberLimit: 2 })).toEqual({ perMemberLimit: english(M.perMemberAboveQuantity) });
  });

  it('stores empty what the discount type does not use, and products only for product vouchers', () => {
    expect(ZVoucherInput.parse(form({ discountType: 2, percentBp: 1000, amountSen: 500, maxDiscountSen: 300 }))).toMatchObject({ amountSen: 0, maxDiscountSen: null, percentBp: 1000 });
    expect(ZVoucherInput.parse(form({ productIds: ['p1'] })).productIds).toEqual([]);
    expect(ZVoucherInput.parse(form({ type: 2, productIds: ['p1', 'p1', 'p2'] })).productIds).toEqual(['p1', 'p2']);
  });
});

describe('ZGenerateCodesInput', () => {
  it('takes 1 to 100,000 codes and an optional prefix of code characters', () => {
    expect(ZGenerateCodesInput.parse({ voucherId: 'v', count: 100_000, prefix: 'cny-' })).toEqual({ voucherId: 'v', count: 100_000, prefix: 'CNY-' });
    for (const count of [0, 100_001, 1.5]) expect(ZGenerateCodesInput.safeParse({ voucherId: 'v', count }).error?.issues[0]?.message).toBe(M.countRange);
    expect(ZGenerateCodesInput.safeParse({ voucherId: 'v', count: 1, prefix: 'A B' }).error?.issues[0]?.message).toBe(M.codeChars);
  });
});
