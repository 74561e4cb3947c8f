import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { periodStatus } from '../shared/promotion-period.ts';
import { audited } from '../user-logs/audited.ts';
import { CAMPAIGN_ERROR_CODES as C, CAMPAIGN_MESSAGES as M, CAMPAIGN_MODULE } from './constants.ts';
import { savedCampaign } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * Deletes an upcoming campaign with its products (the screen has confirmed it first). One that
 * has started stays: orders were priced by it; an ongoing one is stopped by shortening its end.
 */
export function deleteCampaign(ctx: Ctx, id: string): Promise<void> {
  return audited<{ name: string }>(
    ctx,
    (done) => ({ action: msg('log.campaigns.deleted', { name: done.name }), category: CAMPAIGN_MODULE }),
    async (tx) => {
      const saved = await savedCampaign(tx, id);
      if (periodStatus(saved, tx.now()) !== 'upcoming') throw new AppError(C.deleteNotUpcoming, M.deleteNotUpcoming, 'conflict');
      await tx.db.discountCampaign.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return { name: saved.name };
    },
  ).then(() => undefined);
}
