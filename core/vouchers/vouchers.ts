import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { codeKey } from './code-format.ts';
import { VOUCHER_KIND, VOUCHER_LOG_CATEGORY as CATEGORY, VOUCHER_MESSAGES as M } from './constants.ts';
import { ZUpdateVoucherInput, ZVoucherInput, type TUpdateVoucherInput, type TVoucher, type TVoucherInput, type TVoucherValues } from './schema.ts';
import { VOUCHER_FIELDS, assertCodeFree, findVoucher, typedIds, type TenantCtx } from './store.ts';
import { msg } from '../shared/messages.ts';

/** A voucher of this merchant with its products and code counts. */
export async function getVoucher(ctx: TenantCtx, id: string): Promise<TVoucher> {
  const row = await findVoucher(ctx, id, VOUCHER_FIELDS);
  const where = { merchantId: ctx.merchantId, voucherId: id };
  const [links, codeCount, assignedCount] = await Promise.all([
    ctx.db.voucherProduct.findMany({ where, select: { product: { select: { id: true, nameEn: true, sku: true } } }, orderBy: { productId: 'asc' } }),
    ctx.db.voucherCode.count({ where }),
    ctx.db.voucherCode.count({ where: { ...where, memberId: { not: null } } }),
  ]);
  return { ...typedIds(row), products: links.map((l) => ({ id: l.product.id, name: l.product.nameEn, sku: l.product.sku })), codeCount, assignedCount };
}

/** Every applicable product must be one of this merchant's products. */
async function assertProducts(tx: Ctx, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const found = await tx.db.product.count({ where: { merchantId: tx.merchantId, id: { in: [...productIds] } } });
  if (found !== productIds.length) throw new AppError('PRODUCT.NOT_FOUND', M.productNotFound, 'not_found', 'productIds');
}

async function setProducts(tx: Ctx, voucherId: string, productIds: readonly string[]): Promise<void> {
  await tx.db.voucherProduct.deleteMany({ where: { merchantId: tx.merchantId, voucherId } });
  if (productIds.length > 0) await tx.db.voucherProduct.createMany({ data: productIds.map((productId) => ({ merchantId: tx.merchantId, voucherId, productId })) });
}

const dataOf = (v: TVoucherValues) => ({
  name: v.name,
  code: v.code,
  codeKey: codeKey(v.code),
  kind: v.kind,
  type: v.type,
  discountType: v.discountType,
  amountSen: v.amountSen,
  percentBp: v.percentBp,
  maxDiscountSen: v.maxDiscountSen,
  minCartSen: v.minCartSen,
  quantity: v.quantity,
  perMemberLimit: v.perMemberLimit,
  mode: v.mode,
  displayed: v.displayed,
  active: v.active,
  claimStartAt: v.claimStartAt,
  claimEndAt: v.claimEndAt,
});

export function createVoucher(ctx: Ctx, raw: TVoucherInput): Promise<TVoucher> {
  const voucher = ZVoucherInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: msg('log.vouchers.created', { name: created.name, code: created.code }), category: CATEGORY }),
    async (tx) => {
      await assertCodeFree(tx, codeKey(voucher.code), null);
      await assertProducts(tx, voucher.productIds);
      const { id } = await tx.db.voucher.create({ data: { merchantId: tx.merchantId, ...dataOf(voucher) }, select: { id: true } });
      await setProducts(tx, id, voucher.productIds);
      return getVoucher(tx, id);
    },
  );
}

/**
 * Changes every field of a voucher. What members already hold stays possible: the quantity
 * cannot drop below what was claimed, used or generated as codes, and a bulk voucher with codes
 * stays bulk.
 */
export function updateVoucher(ctx: Ctx, raw: TUpdateVoucherInput): Promise<TVoucher> {
  const { id, voucher } = ZUpdateVoucherInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.vouchers.updated', { name: updated.name, code: updated.code }), category: CATEGORY }),
    async (tx) => {
      const before = await tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { kind: true, usedCount: true, claimedCount: true } });
      if (!before) throw notFound('voucher');
      await assertCodeFree(tx, codeKey(voucher.code), id);
      await assertProducts(tx, voucher.productIds);
      const codes = await tx.db.voucherCode.count({ where: { merchantId: tx.merchantId, voucherId: id } });
      if (codes > 0 && before.kind === VOUCHER_KIND.bulk && voucher.kind !== VOUCHER_KIND.bulk) throw new AppError('VOUCHER.KIND_LOCKED', M.kindLocked, 'invalid', 'kind');
      if (voucher.quantity < Math.max(before.usedCount, before.claimedCount, codes)) throw new AppError('VOUCHER.QUANTITY_BELOW_TAKEN', M.quantityBelowTaken, 'invalid', 'quantity');
      // The conditional write keeps the quantity check true against claims committed meanwhile.
      const { count } = await tx.db.voucher.updateMany({
        where: { merchantId: tx.merchantId, id, claimedCount: { lte: voucher.quantity }, usedCount: { lte: voucher.quantity } },
        data: dataOf(voucher),
      });
      if (count !== 1) throw new AppError('VOUCHER.QUANTITY_BELOW_TAKEN', M.quantityBelowTaken, 'invalid', 'quantity');
      await setProducts(tx, id, voucher.productIds);
      return getVoucher(tx, id);
    },
  );
}
