import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { ADD_ON_DEAL_MODULE } from './constants.ts';
import { ZAddOnDealInput, type TAddOnDeal, type TAddOnDealInput } from './schema.ts';
import { loadDeal } from './store.ts';
import { assertStart, checkProducts, dealData, writeProducts } from './write.ts';
import { msg } from '../shared/messages.ts';

/** A new deal, starting at least 5 minutes from now. */
export function createAddOnDeal(ctx: Ctx, raw: TAddOnDealInput): Promise<TAddOnDeal> {
  const deal = ZAddOnDealInput.parse(raw);
  assertStart(ctx, deal.startAt);
  return audited(
    ctx,
    (created) => ({ action: msg('log.addOnDeals.created', { name: created.name }), category: ADD_ON_DEAL_MODULE }),
    async (tx) => {
      await checkProducts(tx, deal, new Map());
      const { id } = await tx.db.addOnDeal.create({ data: { merchantId: tx.merchantId, ...dealData(deal) }, select: { id: true } });
      await writeProducts(tx, id, deal);
      return loadDeal(tx, id);
    },
  );
}
