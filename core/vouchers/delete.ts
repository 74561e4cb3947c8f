import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { VOUCHER_LOG_CATEGORY as CATEGORY, VOUCHER_MESSAGES as M } from './constants.ts';
import { findVoucher, lockVoucher } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * What still holds a voucher: an order that used it (even one cancelled since: the order names
 * its code), a one-use code handed to a member or used, a member's wallet (a claim or a sign-up
 * gift), a purchase link or a broadcast that carries it, and the birthday campaign whose codes it
 * gives. Counted in the voucher's locked transaction.
 */
async function holders(tx: Ctx, id: string): Promise<number> {
  const where = { merchantId: tx.merchantId, voucherId: id };
  const counts = await Promise.all([
    tx.db.voucherUse.count({ where }),
    tx.db.voucherCode.count({ where: { ...where, OR: [{ memberId: { not: null } }, { usedAt: { not: null } }] } }),
    tx.db.voucherClaim.count({ where }),
    tx.db.purchaseLink.count({ where }),
    tx.db.broadcast.count({ where }),
    tx.db.birthdayCampaign.count({ where }),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Deletes a voucher nothing holds yet (see holders), with its applicable products and the codes of
 * its runs (none of them handed out); otherwise "{name} is in use" (spec section 8), and the
 * voucher is deactivated instead. The voucher's row is locked first, so a claim, a checkout or an
 * assignment at the same moment either waits and then counts here, or finds the voucher gone.
 */
export function deleteVoucher(ctx: Ctx, id: string): Promise<void> {
  return audited<{ name: string; code: string }>(
    ctx,
    (done) => ({ action: msg('log.vouchers.deleted', { name: done.name, code: done.code }), category: CATEGORY }),
    async (tx) => {
      await lockVoucher(tx, id);
      const voucher = await findVoucher(tx, id, { name: true, code: true });
      if ((await holders(tx, id)) > 0) throw new AppError('VOUCHER.IN_USE', M.inUse(voucher.name), 'conflict');
      await tx.db.voucher.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return voucher;
    },
  ).then(() => undefined);
}
