import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { DISCOUNT_TYPE, type DiscountTypeId } from '../vouchers/constants.ts';
import { BIRTHDAY_DEFAULTS, BIRTHDAY_LOG_CATEGORY as CATEGORY, BIRTHDAY_STATUS, type BirthdayStatusId } from './constants.ts';
import { storedSettings, ZBirthdaySettingsInput, type TBirthdayCampaign, type TBirthdaySettingsInput } from './schema.ts';
import { saveCampaignVoucher } from './voucher.ts';
import { msg } from '../shared/messages.ts';

/** The merchant's birthday campaign, or the form's defaults before it is first saved. */
export async function getBirthdayCampaign(ctx: Ctx): Promise<TBirthdayCampaign> {
  const [row, issued] = await Promise.all([
    ctx.db.birthdayCampaign.findUnique({ where: { merchantId: ctx.merchantId } }),
    ctx.db.birthdayIssue.count({ where: { merchantId: ctx.merchantId } }),
  ]);
  if (!row) {
    return {
      saved: false,
      status: BIRTHDAY_STATUS.notStarted,
      emailTitle: '',
      discountType: DISCOUNT_TYPE.fixed,
      amountSen: 0,
      percent: 0,
      maxDiscountSen: null,
      minCartSen: 0,
      ...BIRTHDAY_DEFAULTS,
      voucherCode: null,
      issued,
    };
  }
  const voucher = row.voucherId ? await ctx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: row.voucherId } }, select: { code: true } }) : null;
  return {
    saved: true,
    status: row.status as BirthdayStatusId,
    emailTitle: row.emailTitle,
    discountType: row.discountType as DiscountTypeId,
    amountSen: row.amountSen,
    percent: row.percentBp / 100,
    maxDiscountSen: row.maxDiscountSen,
    minCartSen: row.minCartSen,
    validDays: row.validDays,
    preSendDays: row.preSendDays,
    voucherCode: voucher?.code ?? null,
    issued,
  };
}

/**
 * Saves the settings, whatever the status: the next daily run uses them. The first save creates
 * the campaign (not started) and its voucher; later saves keep the status and update the voucher.
 */
export function saveBirthdayCampaign(ctx: Ctx, raw: TBirthdaySettingsInput): Promise<TBirthdayCampaign> {
  const settings = storedSettings(ZBirthdaySettingsInput.parse(raw));
  return audited(ctx, { action: msg('log.birthday.settingsUpdated'), category: CATEGORY }, async (tx) => {
    const current = await tx.db.birthdayCampaign.findUnique({ where: { merchantId: tx.merchantId }, select: { voucherId: true } });
    const voucherId = await saveCampaignVoucher(tx, current?.voucherId ?? null, settings);
    await tx.db.birthdayCampaign.upsert({
      where: { merchantId: tx.merchantId },
      create: { merchantId: tx.merchantId, ...settings, voucherId, status: BIRTHDAY_STATUS.notStarted },
      update: { ...settings, voucherId },
    });
    return getBirthdayCampaign(tx);
  });
}
