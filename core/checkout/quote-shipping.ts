import type { z } from 'zod';
import { readOrderSettings } from '../sales-settings/read.ts';
import { optionsForAddress } from '../shipping/calculator.ts';
import { loadShippingRules } from '../shipping/rules-store.ts';
import type { StorefrontCtx } from './context.ts';
import { calculatorCart, noCharge, priceCheckout } from './pricing.ts';
import type { ZShippingQuote, ZShippingQuoteInput } from './schema.ts';

/**
 * What the buyer may choose at checkout for an address and cart: the zone's options that can
 * carry the cart with their charges (null for an option whose fee the merchant quotes after
 * the order), and the pick-up addresses when self pick-up is on.
 */
export async function quoteShipping(ctx: StorefrontCtx, input: z.infer<typeof ZShippingQuoteInput>): Promise<z.infer<typeof ZShippingQuote>> {
  const settings = await readOrderSettings(ctx.db, ctx.merchantId);
  // Options are offered for the items at their prices in force (campaigns), before vouchers and points.
  const priced = await priceCheckout(ctx, { items: input.items }, { delivery: noCharge, settings });
  const rules = await loadShippingRules(ctx.db, ctx.merchantId);
  const { zoneId, options } = optionsForAddress({ country: input.address.country, state: input.address.state, postcode: input.address.postcode }, rules.zones, rules.options, calculatorCart(priced));
  const pickupAddresses = settings.selfPickup
    ? await ctx.db.pickupAddress.findMany({
        where: { merchantId: ctx.merchantId, active: true },
        orderBy: [{ sort: 'asc' }, { titleEn: 'asc' }, { id: 'asc' }],
        select: { id: true, titleEn: true, titleCn: true, titleBm: true, address: true, contact: true, description: true },
      })
    : [];
  return {
    zoneId,
    subtotalSen: priced.netSen,
    weightGrams: priced.weightGrams,
    options: options.map(({ charge, ...o }) => ({ ...o, chargeSen: charge.status === 'priced' ? charge.sen : null })),
    selfPickup: settings.selfPickup,
    pickupAddresses,
  };
}
