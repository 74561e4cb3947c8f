import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { MERCHANT_POINTS_LIMITS as L, MERCHANT_POINTS_MESSAGES as M, NP_VOUCHER_STATUSES } from './constants.ts';

const id = z.string().min(1).max(64);

/** A voucher the master admin offers for merchant points: its name, its cost in points, what it is worth (words) and a remark. */
export const ZNpVoucherInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  points: z.number({ error: M.points }).int(M.points).min(L.pointsMin, M.points).max(L.pointsMax, M.points),
  description: z.string().trim().max(L.descriptionMaxChars, M.descriptionTooLong).default(''),
  remark: z.string().trim().max(L.remarkMaxChars, M.remarkTooLong).default(''),
  active: z.boolean().default(true),
});
export type TNpVoucherInput = z.input<typeof ZNpVoucherInput>;

export const ZNpVoucherId = z.object({ id });
export const ZUpdateNpVoucherInput = z.object({ id, voucher: ZNpVoucherInput });
export type TUpdateNpVoucherInput = z.input<typeof ZUpdateNpVoucherInput>;

export const ZNpVoucher = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  description: z.string(),
  remark: z.string(),
  active: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TNpVoucher = z.infer<typeof ZNpVoucher>;

/** The redeem form: the voucher chosen ("choose a valid amount" when none, or one no longer offered). */
export const ZRedeemInput = z.object({ voucherId: z.string({ error: M.chooseValidAmount }).trim().min(1, M.chooseValidAmount).max(64) });
export type TRedeemInput = z.input<typeof ZRedeemInput>;

export const ZMerchantPointsBalance = z.object({ balance: z.number().int() });

export const ZRedeemedListInput = ZPageInput.extend({ status: z.enum([...NP_VOUCHER_STATUSES, 'all']).default('all') });
export type TRedeemedListInput = z.input<typeof ZRedeemedListInput>;

/** A voucher bought with points (/merchant_point/redeem): name, code, status, redeem date and used date. */
export const ZRedeemedVoucher = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  points: z.number().int(),
  description: z.string(),
  remark: z.string(),
  status: z.enum(NP_VOUCHER_STATUSES),
  redeemedAt: z.date(),
  usedAt: z.date().nullable(),
});
export type TRedeemedVoucher = z.infer<typeof ZRedeemedVoucher>;
export const ZRedeemedPage = zPage(ZRedeemedVoucher);
export type TRedeemedPage = z.infer<typeof ZRedeemedPage>;

/** The same vouchers on /my-np-voucher: name, date issued, status (available or used), remark. */
export const ZIssuedVoucher = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  issuedAt: z.date(),
  status: z.enum(['available', 'used']),
  remark: z.string(),
});
export const ZIssuedPage = zPage(ZIssuedVoucher);
export type TIssuedPage = z.infer<typeof ZIssuedPage>;
