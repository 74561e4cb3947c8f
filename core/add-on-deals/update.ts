import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { periodChangeRefusal } from '../shared/promotion-period.ts';
import { audited } from '../user-logs/audited.ts';
import { ADD_ON_DEAL_ERROR_CODES as C, ADD_ON_DEAL_MESSAGES as M, ADD_ON_DEAL_MODULE } from './constants.ts';
import { ZUpdateAddOnDealInput, type TAddOnDeal, type TUpdateAddOnDealInput } from './schema.ts';
import { loadDeal, savedDeal } from './store.ts';
import { assertStart, checkProducts, dealData, writeProducts } from './write.ts';
import { msg } from '../shared/messages.ts';

const REFUSALS = {
  ended: () => new AppError(C.ended, M.ended, 'conflict'),
  startLocked: () => new AppError(C.startLocked, M.startLocked, 'invalid', 'startAt'),
  endLater: () => new AppError(C.endOnlyEarlier, M.endOnlyEarlier, 'invalid', 'endAt'),
} as const;

/**
 * Changes a deal. An ended deal is kept as it ran; an ongoing one keeps its start; an upcoming
 * one may move its start, again at least 5 minutes from now; the end only moves earlier.
 */
export function updateAddOnDeal(ctx: Ctx, raw: TUpdateAddOnDealInput): Promise<TAddOnDeal> {
  const { id, deal } = ZUpdateAddOnDealInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.addOnDeals.updated', { name: updated.name }), category: ADD_ON_DEAL_MODULE }),
    async (tx) => {
      const saved = await savedDeal(tx, id);
      const refusal = periodChangeRefusal(saved, deal, tx.now());
      if (refusal) throw REFUSALS[refusal]();
      if (deal.startAt.getTime() !== saved.startAt.getTime()) assertStart(tx, deal.startAt);
      await checkProducts(tx, deal, new Map(saved.items.map((i) => [i.productId, i.soldCount])));
      await tx.db.addOnDeal.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: dealData(deal) });
      await writeProducts(tx, id, deal);
      return loadDeal(tx, id);
    },
  );
}
