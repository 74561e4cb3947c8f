import type { TBirthdayCampaign, TBirthdaySettingsInput } from '../../../core/birthday/schema.ts';

/**
 * The settings form's values: amounts as sen (null when blank), counts and the percent as the
 * number inputs hold them ('' when blank), the discount type as the select's string.
 * toSettingsInput turns them into the input core's schema checks.
 */
export type SettingsFormValues = {
  emailTitle: string;
  discountType: string;
  amountSen: number | null;
  percent: number | '';
  maxDiscountSen: number | null;
  minCartSen: number | null;
  validDays: number | '';
  preSendDays: number | '';
};

export const formValuesOf = (c: TBirthdayCampaign): SettingsFormValues => ({
  emailTitle: c.emailTitle,
  discountType: String(c.discountType),
  amountSen: c.saved ? c.amountSen : null,
  percent: c.saved && c.percent ? c.percent : '',
  maxDiscountSen: c.maxDiscountSen,
  minCartSen: c.minCartSen,
  validDays: c.validDays,
  preSendDays: c.preSendDays,
});

/** The form as the settings input; blank required numbers stay missing, for the schema's messages. */
export const toSettingsInput = (v: SettingsFormValues): TBirthdaySettingsInput => ({
  emailTitle: v.emailTitle,
  discountType: Number(v.discountType) as TBirthdaySettingsInput['discountType'],
  amountSen: v.amountSen,
  percent: v.percent === '' ? null : v.percent,
  maxDiscountSen: v.maxDiscountSen,
  minCartSen: v.minCartSen ?? 0,
  validDays: (v.validDays === '' ? undefined : v.validDays) as number,
  preSendDays: (v.preSendDays === '' ? undefined : v.preSendDays) as number,
});
