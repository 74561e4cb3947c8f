import { randomInt } from 'node:crypto';
import { creditBalance, spendCredits } from '../credits/ledger.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, isAppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { ISSUED_STATUS, MERCHANT_POINTS_CATEGORY, MERCHANT_POINTS_MESSAGES as M, type TNpVoucherStatus } from './constants.ts';
import { ZNpVoucherId, ZRedeemInput, ZRedeemedListInput, type TIssuedPage, type TRedeemedPage, type TRedeemedVoucher } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

const SELECT = { id: true, code: true, name: true, points: true, description: true, remark: true, status: true, redeemedAt: true, usedAt: true } as const;
const dto = (row: Omit<TRedeemedVoucher, 'status'> & { status: string }): TRedeemedVoucher => ({ ...row, status: row.status as TNpVoucherStatus });

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'NP-' and ten random characters (about 50 bits): unique per merchant by its key, a clash far beyond any merchant's count. */
const voucherCode = () => `NP-${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

export async function merchantPointsBalance(ctx: Reader): Promise<{ balance: number }> {
  return { balance: await creditBalance(ctx, 'merchant_points') };
}

/**
 * Buys a voucher with merchant points: the voucher record and the spend commit together. The
 * spend is the ledger's one conditional update, so redemptions racing for the last points never
 * take more than the balance; the ones that find too few get the spec's message and leave nothing.
 */
export function redeemNpVoucher(ctx: Ctx, raw: unknown): Promise<TRedeemedVoucher> {
  const { voucherId } = ZRedeemInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.merchantPoints.redeemed', { name: r.name, code: r.code }), category: MERCHANT_POINTS_CATEGORY }),
    async (tx) => {
      const voucher = await tx.db.npVoucher.findUnique({
        where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } },
        select: { name: true, points: true, description: true, remark: true, active: true },
      });
      if (!voucher) throw notFound('npVoucher');
      if (!voucher.active) throw new AppError('MERCHANT_POINTS.VOUCHER_INACTIVE', M.chooseValidAmount, 'invalid', 'voucherId');
      const { active: _active, ...bought } = voucher;
      const row = await tx.db.npVoucherRedemption.create({
        data: { merchantId: tx.merchantId, voucherId, code: voucherCode(), ...bought, status: 'active', redeemedAt: tx.now(), redeemedBy: tx.userId },
        select: SELECT,
      });
      try {
        await spendCredits(tx, { kind: 'merchant_points', amount: voucher.points, reason: 'voucher_redeem', refId: row.id, note: voucher.name, createdBy: tx.userId });
      } catch (error) {
        if (isAppError(error) && error.code === 'CREDITS.INSUFFICIENT') throw new AppError('MERCHANT_POINTS.INSUFFICIENT', M.insufficient, 'invalid');
        throw error;
      }
      return dto(row);
    },
  );
}

/** An active voucher becomes used, once: one conditional update, so two marks at once cannot both pass. */
export function markNpVoucherUsed(ctx: Ctx, raw: unknown): Promise<TRedeemedVoucher> {
  const { id } = ZNpVoucherId.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.merchantPoints.used', { name: r.name, code: r.code }), category: MERCHANT_POINTS_CATEGORY }),
    async (tx) => {
      const { count } = await tx.db.npVoucherRedemption.updateMany({ where: { merchantId: tx.merchantId, id, status: 'active' }, data: { status: 'used', usedAt: tx.now() } });
      const row = await tx.db.npVoucherRedemption.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: SELECT });
      if (!row) throw notFound('npVoucherRedemption');
      if (count === 0) throw new AppError('MERCHANT_POINTS.ALREADY_USED', M.alreadyUsed, 'conflict');
      return dto(row);
    },
  );
}

/** /merchant_point/redeem: the vouchers bought, newest first, by status. */
export async function listRedeemedVouchers(ctx: Reader, raw: unknown): Promise<TRedeemedPage> {
  const input = ZRedeemedListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.status !== 'all' && { status: input.status }) };
  const [total, rows] = await Promise.all([
    ctx.db.npVoucherRedemption.count({ where }),
    ctx.db.npVoucherRedemption.findMany({ where, select: SELECT, orderBy: [{ redeemedAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(dto), total, page: input.page, pageSize: input.pageSize };
}

/** /my-np-voucher (master admin): the same vouchers as issued ones, available or used. */
export async function listIssuedVouchers(ctx: Reader, raw: unknown): Promise<TIssuedPage> {
  const page = await listRedeemedVouchers(ctx, raw);
  return { ...page, items: page.items.map((v) => ({ id: v.id, code: v.code, name: v.name, issuedAt: v.redeemedAt, status: ISSUED_STATUS[v.status], remark: v.remark })) };
}
