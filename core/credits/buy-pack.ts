import type { Ctx } from '../shared/context.ts';
import { startPurchase } from '../payments/start-purchase.ts';
import type { TPurchaseStart } from '../payments/schema.ts';
import { ZBuyPackInput, type TBuyPackInput } from './overview-schema.ts';

/** Starts the purchase of a credit pack; the payment page returns the buyer to the credits screen. */
export function buyCreditPack(ctx: Ctx, raw: TBuyPackInput): Promise<TPurchaseStart> {
  const input = ZBuyPackInput.parse(raw);
  return startPurchase(ctx, 'credit_pack', input.packId, '/credits');
}
