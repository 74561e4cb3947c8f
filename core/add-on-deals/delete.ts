import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { periodStatus } from '../shared/promotion-period.ts';
import { audited } from '../user-logs/audited.ts';
import { ADD_ON_DEAL_ERROR_CODES as C, ADD_ON_DEAL_MESSAGES as M, ADD_ON_DEAL_MODULE } from './constants.ts';
import { savedDeal } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * Deletes an upcoming deal with its products (the screen has confirmed it first). One that has
 * started stays: orders took its add-ons and a cancellation gives their stock back to it.
 */
export function deleteAddOnDeal(ctx: Ctx, id: string): Promise<void> {
  return audited<{ name: string }>(
    ctx,
    (done) => ({ action: msg('log.addOnDeals.deleted', { name: done.name }), category: ADD_ON_DEAL_MODULE }),
    async (tx) => {
      const saved = await savedDeal(tx, id);
      if (periodStatus(saved, tx.now()) !== 'upcoming') throw new AppError(C.deleteNotUpcoming, M.deleteNotUpcoming, 'conflict');
      await tx.db.addOnDeal.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return { name: saved.name };
    },
  ).then(() => undefined);
}
