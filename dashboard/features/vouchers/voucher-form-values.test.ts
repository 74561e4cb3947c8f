import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES as M } from '../../../core/vouchers/constants.ts';
import { ZVoucherInput, type TVoucher } from '../../../core/vouchers/schema.ts';
import { BLANK_VOUCHER, formValuesOf, newVoucher, toVoucherInput } from './voucher-form-values.ts';

const TZ = 'Asia/Kuala_Lumpur';

describe('voucher form values', () => {
  it('a blank form is refused with the spec’s required fields named', () => {
    const result = ZVoucherInput.safeParse(toVoucherInput(BLANK_VOUCHER, TZ));
    const fields: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
    expect(fields).toMatchObject({ name: M.nameRequired, code: M.codeRequired, type: M.typeRequired, discountType: M.discountTypeRequired, mode: M.modeRequired, quantity: M.quantityRequired, claimStartAt: M.claimPeriodRequired });
  });

  it('turns the typed percent into basis points and the wall clock into instants, and back', () => {
    const values = { ...BLANK_VOUCHER, name: 'Raya', code: 'raya', type: '1', discountType: '3', percentBp: 12.5, maxDiscountSen: 2000, quantity: 10, mode: '2', claimStartAt: '2026-11-01 00:00:00', claimEndAt: '2026-11-30 23:59:00' } as const;
    const input = ZVoucherInput.parse(toVoucherInput({ ...values, productIds: [] }, TZ));
    expect(input).toMatchObject({ percentBp: 1250, maxDiscountSen: 2000, mode: 2, displayed: true, active: true, claimStartAt: new Date('2026-10-31T16:00:00Z') });
    const stored = { ...input, id: 'v', usedCount: 0, claimedCount: 0, products: [], codeCount: 0, assignedCount: 0, createdAt: new Date(), updatedAt: new Date() } as TVoucher;
    expect(formValuesOf(stored, TZ)).toMatchObject({ percentBp: 12.5, discountType: '3', mode: '2', claimStartAt: '2026-11-01 00:00:00', claimEndAt: '2026-11-30 23:59:00' });
  });
});

describe('a new voucher', () => {
  it('is claimable from the current minute for 30 days, on the merchant’s clock', () => {
    const values = newVoucher('Asia/Kuala_Lumpur', new Date('2026-11-22T01:02:33Z'));
    expect([values.claimStartAt, values.claimEndAt]).toEqual(['2026-11-22 09:02:00', '2026-12-22 09:02:00']);
  });
});
