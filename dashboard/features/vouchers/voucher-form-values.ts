import type { TVoucher, TVoucherValues } from '../../../core/vouchers/schema.ts';
import { defaultPeriod } from '../../components/default-period.ts';
import { fromWallClock, toWallClock } from '../../components/wall-clock.ts';

type Id<T extends string> = T | null;

/**
 * The voucher form's values: selects hold strings, number inputs '' when blank, amounts sen
 * (null when blank), the claim period wall-clock text in the merchant's time zone (null when blank). percentBp
 * holds the percent as typed (12.5); toVoucherInput turns it into basis points. Fields keep the
 * schema's names, so the server's field messages land under them.
 */
export type VoucherFormValues = {
  name: string;
  code: string;
  kind: '1' | '2' | '3';
  type: Id<'1' | '2' | '3'>;
  discountType: Id<'1' | '2' | '3' | '4'>;
  amountSen: number | null;
  percentBp: number | '';
  maxDiscountSen: number | null;
  minCartSen: number | null;
  quantity: number | '';
  perMemberLimit: number | '';
  mode: Id<'1' | '2'>;
  displayed: Id<'1' | '0'>;
  active: Id<'1' | '0'>;
  claimStartAt: string | null;
  claimEndAt: string | null;
  productIds: string[];
};

export const BLANK_VOUCHER: VoucherFormValues = {
  name: '',
  code: '',
  kind: '1',
  type: null,
  discountType: null,
  amountSen: null,
  percentBp: '',
  maxDiscountSen: null,
  minCartSen: null,
  quantity: '',
  perMemberLimit: 1,
  mode: null,
  displayed: '1',
  active: '1',
  claimStartAt: null,
  claimEndAt: null,
  productIds: [],
};

/** A new voucher's form: blank, claimable from now for 30 days. */
export function newVoucher(timeZone: string, now = new Date()): VoucherFormValues {
  const { start, end } = defaultPeriod(timeZone, 30, now);
  return { ...BLANK_VOUCHER, claimStartAt: start, claimEndAt: end };
}

export function formValuesOf(v: TVoucher, timeZone: string): VoucherFormValues {
  return {
    name: v.name,
    code: v.code,
    kind: String(v.kind) as VoucherFormValues['kind'],
    type: String(v.type) as VoucherFormValues['type'],
    discountType: String(v.discountType) as VoucherFormValues['discountType'],
    amountSen: v.amountSen || null,
    percentBp: v.percentBp ? v.percentBp / 100 : '',
    maxDiscountSen: v.maxDiscountSen,
    minCartSen: v.minCartSen || null,
    quantity: v.quantity,
    perMemberLimit: v.perMemberLimit,
    mode: String(v.mode) as VoucherFormValues['mode'],
    displayed: v.displayed ? '1' : '0',
    active: v.active ? '1' : '0',
    claimStartAt: toWallClock(v.claimStartAt, timeZone),
    claimEndAt: toWallClock(v.claimEndAt, timeZone),
    productIds: v.products.map((p) => p.id),
  };
}

const numberOrMissing = (value: string | null): number | undefined => (value === null ? undefined : Number(value));
const flagOrMissing = (value: '1' | '0' | null): boolean | undefined => (value === null ? undefined : value === '1');

/** The form as the voucher input: a blank required field stays missing, for the schema's "required" message. */
export function toVoucherInput(values: VoucherFormValues, timeZone: string): Record<keyof TVoucherValues, unknown> {
  return {
    name: values.name,
    code: values.code,
    kind: Number(values.kind),
    type: numberOrMissing(values.type),
    discountType: numberOrMissing(values.discountType),
    amountSen: values.amountSen ?? 0,
    percentBp: values.percentBp === '' ? 0 : Math.round(values.percentBp * 100),
    maxDiscountSen: values.maxDiscountSen,
    minCartSen: values.minCartSen ?? 0,
    quantity: values.quantity === '' ? undefined : values.quantity,
    perMemberLimit: values.perMemberLimit === '' ? undefined : values.perMemberLimit,
    mode: numberOrMissing(values.mode),
    displayed: flagOrMissing(values.displayed),
    active: flagOrMissing(values.active),
    claimStartAt: fromWallClock(values.claimStartAt, timeZone) ?? undefined,
    claimEndAt: fromWallClock(values.claimEndAt, timeZone) ?? undefined,
    productIds: values.productIds,
  };
}
