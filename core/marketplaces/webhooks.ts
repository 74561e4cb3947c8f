import { firstDelivery } from '../integrations/webhook-receipts.ts';
import { systemCtx, withTransaction, type BaseCtx } from '../shared/context.ts';
import { isAppError } from '../shared/errors.ts';
import { SHOP_STATUS } from './constants.ts';
import { saveOrders } from './order-sync.ts';
import type { MarketplacePlatform } from './port.ts';
import { shopCall } from './shops.ts';

/** A verified push of the marketplace: an order of a shop changed (eventId names this change). */
export interface PushedOrder {
  platform: MarketplacePlatform;
  shopId: string;
  orderSn: string;
  eventId: string;
}

/**
 * Applies a pushed order change to every merchant that connected the shop: the order is read
 * from the marketplace, then saved as the sync saves it, in the transaction that records the
 * event, so a replayed push changes nothing. Returns how many shops it changed.
 */
export async function applyPushedOrder(base: BaseCtx, push: PushedOrder): Promise<number> {
  const shops = await base.db.marketplaceShop.findMany({ where: { platform: push.platform, shopId: push.shopId, status: { not: SHOP_STATUS.expired } } });
  let applied = 0;
  for (const shop of shops) {
    const merchant = await base.db.merchant.findUnique({ where: { id: shop.merchantId }, select: { id: true, timeZone: true } });
    if (!merchant) continue;
    const ctx = systemCtx(base, merchant);
    try {
      const order = await shopCall(ctx, shop, (market, auth) => market.order(auth, push.orderSn));
      if (!order) continue;
      const first = await withTransaction(ctx, async (tx) => {
        if (!(await firstDelivery(tx, push.platform, `${shop.id}:${push.eventId}`))) return false;
        await saveOrders(tx, shop, [order], { moveCursor: false });
        return true;
      });
      if (first) applied++;
    } catch (error) {
      // The shop's refusal is kept on it (shopCall); the scheduled sync pulls the order later.
      if (!isAppError(error)) throw error;
    }
  }
  return applied;
}
