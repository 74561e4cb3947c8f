import type { BaseCtx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { VOUCHER_MESSAGES as M, type DiscountTypeId, type VoucherKindId, type VoucherModeId, type VoucherTypeId } from './constants.ts';
import { lockRow } from '../db/row-lock.ts';

/** Any context of one merchant: the back office (Ctx) or the merchant's website (StorefrontCtx). */
export type TenantCtx = BaseCtx & { merchantId: string };

/**
 * Locks a voucher's row until the transaction ends, so concurrent voucher runs and assignments
 * of one voucher queue here.
 */
export async function lockVoucher(tx: TenantCtx, voucherId: string): Promise<void> {
  if (!(await lockRow(tx.db, 'Voucher', tx.merchantId, voucherId))) throw notFound('voucher');
}

export const VOUCHER_FIELDS = {
  id: true,
  name: true,
  code: true,
  kind: true,
  type: true,
  discountType: true,
  amountSen: true,
  percentBp: true,
  maxDiscountSen: true,
  minCartSen: true,
  quantity: true,
  usedCount: true,
  claimedCount: true,
  perMemberLimit: true,
  mode: true,
  displayed: true,
  active: true,
  claimStartAt: true,
  claimEndAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The stored small integers, typed as their ids. */
export const typedIds = <T extends { kind: number; type: number; discountType: number; mode: number }>(row: T) => ({
  ...row,
  kind: row.kind as VoucherKindId,
  type: row.type as VoucherTypeId,
  discountType: row.discountType as DiscountTypeId,
  mode: row.mode as VoucherModeId,
});

/** One voucher of this merchant (the fields given); not found for another merchant's id. */
export async function findVoucher<S extends Partial<Record<keyof typeof VOUCHER_FIELDS, true>>>(ctx: TenantCtx, id: string, select: S) {
  const row = await ctx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!row) throw notFound('voucher');
  return row;
}

/**
 * A code buyers type must name one thing: no other voucher of the merchant has it as its code,
 * and no generated code of the merchant equals it (the database keeps each set unique; this
 * keeps them apart).
 */
export async function assertCodeFree(tx: TenantCtx, key: string, exceptVoucherId: string | null): Promise<void> {
  const voucher = await tx.db.voucher.findFirst({ where: { merchantId: tx.merchantId, codeKey: key, ...(exceptVoucherId && { id: { not: exceptVoucherId } }) }, select: { id: true } });
  const code = voucher ? null : await tx.db.voucherCode.findFirst({ where: { merchantId: tx.merchantId, code: key }, select: { id: true } });
  if (voucher || code) throw new AppError('VOUCHER.CODE_TAKEN', M.codeTaken, 'conflict', 'code');
}
