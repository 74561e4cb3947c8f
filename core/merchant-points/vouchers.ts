import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { MERCHANT_POINTS_CATEGORY, MERCHANT_POINTS_LIMITS as L } from './constants.ts';
import { ZNpVoucherInput, ZUpdateNpVoucherInput, type TNpVoucher } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

const SELECT = { id: true, name: true, points: true, description: true, remark: true, active: true, createdAt: true, updatedAt: true } as const;

/** The vouchers the master admin defined, newest first; only active ones when onlyActive (the redeem form). */
export function listNpVouchers(ctx: Reader, onlyActive: boolean): Promise<TNpVoucher[]> {
  return ctx.db.npVoucher.findMany({
    where: { merchantId: ctx.merchantId, ...(onlyActive && { active: true }) },
    select: SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: L.vouchersListed,
  });
}

export function createNpVoucher(ctx: Ctx, raw: unknown): Promise<TNpVoucher> {
  const voucher = ZNpVoucherInput.parse(raw);
  return audited(ctx, { action: msg('log.merchantPoints.voucherCreated', { name: voucher.name }), category: MERCHANT_POINTS_CATEGORY }, (tx) =>
    tx.db.npVoucher.create({ data: { merchantId: tx.merchantId, ...voucher }, select: SELECT }),
  );
}

/** Changes what later redemptions get; vouchers already redeemed keep what they were bought as. */
export function updateNpVoucher(ctx: Ctx, raw: unknown): Promise<TNpVoucher> {
  const { id, voucher } = ZUpdateNpVoucherInput.parse(raw);
  return audited(ctx, { action: msg('log.merchantPoints.voucherUpdated', { name: voucher.name }), category: MERCHANT_POINTS_CATEGORY }, async (tx) => {
    const key = { merchantId_id: { merchantId: tx.merchantId, id } };
    if (!(await tx.db.npVoucher.findUnique({ where: key, select: { id: true } }))) throw notFound('npVoucher');
    return tx.db.npVoucher.update({ where: key, data: voucher, select: SELECT });
  });
}
