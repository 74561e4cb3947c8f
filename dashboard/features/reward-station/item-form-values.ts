import type { TRewardItem, TRewardItemValues } from '../../../core/reward-station/schema.ts';
import { fromWallClock, toWallClock } from '../../components/wall-clock.ts';

/**
 * The item form's values: numbers as the number inputs hold them ('' when blank), the period as
 * wall-clock text in the merchant's time zone (what the date-time pickers show), availability as
 * the select's string. toItemInput turns them into the input core's schema checks.
 */
export type ItemFormValues = {
  name: string;
  pointsRequired: number | '';
  redemptionLimit: number | '';
  limitPerMember: number | '';
  tierId: string | null;
  startAt: string | null;
  endAt: string | null;
  voucherLink: string;
  availability: '0' | '1' | '2';
  note: string;
};

export const BLANK_ITEM: ItemFormValues = {
  name: '',
  pointsRequired: '',
  redemptionLimit: '',
  limitPerMember: '',
  tierId: null,
  startAt: null,
  endAt: null,
  voucherLink: '',
  availability: '1',
  note: '',
};

export function formValuesOf(item: TRewardItem, timeZone: string): ItemFormValues {
  return {
    name: item.name,
    pointsRequired: item.pointsRequired,
    redemptionLimit: item.redemptionLimit ?? '',
    limitPerMember: item.limitPerMember ?? '',
    tierId: item.tier?.id ?? null,
    startAt: item.startAt ? toWallClock(item.startAt, timeZone) : null,
    endAt: item.endAt ? toWallClock(item.endAt, timeZone) : null,
    voucherLink: item.voucherLink,
    availability: String(item.availability) as ItemFormValues['availability'],
    note: item.note,
  };
}

/** The form as the item input; a blank points field stays missing, for the schema's "fill all fields". */
export function toItemInput(values: ItemFormValues, timeZone: string): Record<keyof TRewardItemValues, unknown> {
  return {
    name: values.name,
    pointsRequired: values.pointsRequired === '' ? undefined : values.pointsRequired,
    redemptionLimit: values.redemptionLimit === '' ? null : values.redemptionLimit,
    limitPerMember: values.limitPerMember === '' ? null : values.limitPerMember,
    tierId: values.tierId || null,
    startAt: fromWallClock(values.startAt, timeZone),
    endAt: fromWallClock(values.endAt, timeZone),
    voucherLink: values.voucherLink,
    availability: Number(values.availability),
    note: values.note,
  };
}
