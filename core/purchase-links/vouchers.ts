import type { DbClient } from '../db/database.ts';
import { formatSen } from '../shared/money.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { DISCOUNT_TYPE } from '../vouchers/constants.ts';
import { PURCHASE_LINK_MESSAGES as M } from './constants.ts';
import type { TPurchaseLinkValues } from './schema.ts';

export const VOUCHER_SELECT = { id: true, name: true, code: true, discountType: true, active: true } as const;

/** The vouchers a purchase link can take: the active ones, by name (the form offers those of the chosen discount type). */
export function listVoucherOptions(ctx: Ctx) {
  return ctx.db.voucher.findMany({ where: { merchantId: ctx.merchantId, active: true }, select: VOUCHER_SELECT, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The chosen voucher is the merchant's, active, and has the link's voucher discount type (spec section 5). */
export async function assertLinkVoucher(tx: { db: DbClient; merchantId: string }, link: Pick<TPurchaseLinkValues, 'voucherId' | 'voucherDiscountType'>): Promise<void> {
  if (link.voucherId === null) return;
  const voucher = await tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: link.voucherId } }, select: VOUCHER_SELECT });
  if (!voucher) throw new AppError('VOUCHER.NOT_FOUND', notFound('voucher').message, 'not_found', 'voucherId');
  if (!voucher.active) throw new AppError('PURCHASE_LINK.VOUCHER_INACTIVE', M.voucherInactive, 'invalid', 'voucherId');
  if (voucher.discountType !== link.voucherDiscountType) throw new AppError('PURCHASE_LINK.VOUCHER_DISCOUNT_TYPE', M.voucherDiscountTypeMismatch, 'invalid', 'voucherId');
}

const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** A voucher's offer in words for buyers: 'RM 5.00 off', '10% off, up to RM 20.00', 'Free shipping', with its minimum cart. */
export function describeVoucher(v: { discountType: number; amountSen: number; percentBp: number; maxDiscountSen: number | null; minCartSen: number }): string {
  const offer =
    v.discountType === DISCOUNT_TYPE.fixed
      ? `${formatSen(v.amountSen)} off`
      : v.discountType === DISCOUNT_TYPE.percentage
        ? `${percent(v.percentBp)} off`
        : v.discountType === DISCOUNT_TYPE.capped
          ? `${percent(v.percentBp)} off, up to ${formatSen(v.maxDiscountSen ?? 0)}`
          : 'Free shipping';
  return v.minCartSen > 0 ? `${offer} on orders from ${formatSen(v.minCartSen)}` : offer;
}
