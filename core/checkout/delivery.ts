import type { DeliveryCharge, PricedCart } from '../pricing/types.ts';
import type { TOrderSettings } from '../sales-settings/read.ts';
import { optionsForAddress, type Cart, type ShippingOption, type ZoneRules } from '../shipping/calculator.ts';
import { loadShippingRules } from '../shipping/rules-store.ts';
import { AppError } from '../shared/errors.ts';
import type { StorefrontCtx } from './context.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { noCharge } from './pricing.ts';
import type { TAddress, TPlaceOrderInput } from './schema.ts';

const fail = (code: string, message: string, field?: string) => new AppError(`CHECKOUT.${code}`, message, 'invalid', field);

/** How the order reaches the buyer (the order's shipping columns) and what that charges for a cart. */
export interface Delivery {
  shippingOptionId: string | null;
  shippingTitle: string;
  pickupAddressId: string | null;
  /** The fee for the cart at its net price; refuses a cart the option cannot carry. */
  charge: (cart: Cart) => DeliveryCharge;
}

/**
 * Delivery by a shipping option to an address, from the merchant's rules: the option must serve
 * the address and carry the cart, and allow cash on delivery when asked; a quote_shipping
 * option leaves the fee at 0 until the merchant quotes it. Pure: the rules are loaded.
 */
export function optionDelivery(rules: { zones: readonly ZoneRules[]; options: readonly ShippingOption[] }, address: TAddress, optionId: string, cod: boolean): Delivery {
  const option = rules.options.find((o) => o.id === optionId);
  return {
    shippingOptionId: optionId,
    shippingTitle: option?.titleEn ?? '',
    pickupAddressId: null,
    charge: (cart) => {
      const offer = optionsForAddress({ country: address.country, state: address.state, postcode: address.postcode }, rules.zones, rules.options, cart).options.find((o) => o.id === optionId);
      if (!offer) throw fail('SHIPPING_UNAVAILABLE', M.shippingUnavailable, 'shippingOptionId');
      if (cod && !offer.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
      return offer.charge.status === 'priced' ? { sen: offer.charge.sen, quoted: true } : { sen: 0, quoted: false };
    },
  };
}

/** How the buyer asked to receive the order, checked against the settings. */
export async function deliveryOf(tx: StorefrontCtx, input: TPlaceOrderInput, settings: TOrderSettings): Promise<Delivery> {
  if (input.selfPickup) {
    if (!settings.selfPickup) throw fail('SELF_PICKUP_DISABLED', M.selfPickupDisabled, 'selfPickup');
    if (input.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
    const pickup = await tx.db.pickupAddress.findUnique({
      where: { merchantId_id: { merchantId: tx.merchantId, id: input.pickupAddressId! } },
      select: { id: true, titleEn: true, active: true },
    });
    if (!pickup || !pickup.active) throw fail('PICKUP_ADDRESS', M.pickupAddressRequired, 'pickupAddressId');
    return { shippingOptionId: null, shippingTitle: pickup.titleEn, pickupAddressId: pickup.id, charge: noCharge };
  }
  if (!input.shippingOptionId) {
    // A quotation may leave shipping to the merchant's reply.
    if (!input.quotation) throw fail('SHIPPING_REQUIRED', M.shippingRequired, 'shippingOptionId');
    if (input.cod) throw fail('COD_UNAVAILABLE', M.codUnavailable, 'cod');
    return { shippingOptionId: null, shippingTitle: '', pickupAddressId: null, charge: noCharge };
  }
  return optionDelivery(await loadShippingRules(tx.db, tx.merchantId), input.address!, input.shippingOptionId, input.cod);
}

/** Every product of the cart must allow the way it is received (delivery or self pick-up). */
export function checkLogistics(input: Pick<TPlaceOrderInput, 'selfPickup'>, priced: PricedCart): void {
  const method = input.selfPickup ? 'self_pickup' : 'delivery';
  for (const line of priced.lines) {
    if (!line.product.logistics.some((l) => l.logistic === method && l.enabled)) {
      throw fail('LOGISTIC_UNAVAILABLE', input.selfPickup ? M.notForPickup(line.name) : M.notDeliverable(line.name), `items.${line.index}.productId`);
    }
  }
}
