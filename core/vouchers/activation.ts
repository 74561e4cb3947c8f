import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { VOUCHER_LOG_CATEGORY as CATEGORY } from './constants.ts';
import { ZVoucherIdsInput, type TVoucherBulkResult, type TVoucherIdsInput } from './schema.ts';

/**
 * Sets the status of each voucher given, with one result per id; an id that is not a voucher of
 * the merchant refuses the whole call (not found), as the other bulk actions do. Either way round
 * it can be undone, so setting the status a voucher already has is a success that changes nothing.
 */
function setActive(ctx: Ctx, raw: TVoucherIdsInput, active: boolean): Promise<TVoucherBulkResult> {
  const { ids } = ZVoucherIdsInput.parse(raw);
  const unique = [...new Set(ids)];
  return audited(
    ctx,
    (r) => ({ action: `${active ? 'Activated' : 'Deactivated'} ${r.succeeded} voucher${r.succeeded === 1 ? '' : 's'}`, category: CATEGORY }),
    async (tx) => {
      const found = await tx.db.voucher.findMany({ where: { merchantId: tx.merchantId, id: { in: unique } }, select: { id: true } });
      if (found.length !== unique.length) throw notFound('voucher');
      const changed = await tx.db.voucher.findMany({ where: { merchantId: tx.merchantId, id: { in: unique }, active: !active }, select: { id: true } });
      await tx.db.voucher.updateMany({ where: { merchantId: tx.merchantId, id: { in: unique } }, data: { active } });
      const wasChanged = new Set(changed.map((v) => v.id));
      return { succeeded: unique.length, failed: 0, results: unique.map((id) => ({ id, ok: true, active, changed: wasChanged.has(id) })) };
    },
  );
}

export const activateVouchers = (ctx: Ctx, raw: TVoucherIdsInput) => setActive(ctx, raw, true);
export const deactivateVouchers = (ctx: Ctx, raw: TVoucherIdsInput) => setActive(ctx, raw, false);
