import type { CartProduct } from '../../../../core/checkout/cart-products.ts';
import { optionDelivery, type Delivery } from '../../../../core/checkout/delivery.ts';
import { orderRows, type OrderRows } from '../../../../core/checkout/order-rows.ts';
import { noCharge } from '../../../../core/checkout/pricing.ts';
import { priceCart } from '../../../../core/pricing/price-cart.ts';
import type { PricedCart } from '../../../../core/pricing/types.ts';
import { ZPlaceOrderInput, type TPlaceOrderInput, type TPlaceOrderInputRaw } from '../../../../core/checkout/schema.ts';
import { newId } from '../../../../core/db/ids.ts';
import { EAST, FIRST_NAMES, LAST_NAMES, PLACES } from './buyers.ts';
import type { Random } from './random.ts';
import type { BenchShop, ShopCatalogue } from './shop.ts';

/** A buyer's checkout as a website sends it: one to three lines, delivered or picked up. */
export function randomCheckout(shop: BenchShop, products: Map<string, CartProduct>, rnd: Random): TPlaceOrderInputRaw {
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  const name = `${first} ${last}`;
  const login = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const [state, city, postcode] = rnd.pick(PLACES);
  const phone = `+6012${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
  const lines = rnd.int(1, 100) <= 55 ? 1 : rnd.int(1, 100) <= 80 ? 2 : 3;
  const chosen = new Set<string>();
  const items = [];
  while (items.length < lines) {
    const product = products.get(rnd.pick(shop.productIds))!;
    const option = product.options.length ? rnd.pick(product.options) : null;
    const key = `${product.id}/${option?.id ?? ''}`;
    if (chosen.has(key)) continue;
    chosen.add(key);
    items.push({ productId: product.id, optionId: option?.id ?? null, qty: rnd.int(1, 100) <= 75 ? 1 : rnd.int(2, 4) });
  }
  const buyer = { name, email: `${login}${rnd.int(1, 999)}@mail.example.my`, phone };
  const roll = rnd.int(1, 100);
  if (roll <= 5) return { buyer, items, selfPickup: true, pickupAddressId: shop.pickupAddressId };
  const address = { name, phone, line: `${rnd.int(1, 250)} Jalan ${rnd.pick(LAST_NAMES)} ${rnd.int(1, 30)}`, city, postcode, state, country: 'MY' };
  const east = EAST.includes(state);
  const shippingOptionId = east ? shop.eastCourierOptionId : roll <= 8 ? shop.quoteOptionId : shop.courierOptionId;
  return { buyer, address, items, shippingOptionId, cod: !east && roll > 8 && roll <= 15, quotation: roll === 100, buyerNote: roll % 7 === 0 ? 'Please call before delivery.' : '' };
}

/** How the checkout would deliver the input, from the rules it loaded (the pure part of its delivery check). */
function deliveryFor(catalogue: ShopCatalogue, input: TPlaceOrderInput): Delivery {
  if (input.selfPickup) {
    const title = catalogue.pickups.get(input.pickupAddressId!);
    if (title === undefined) throw new Error(`the bench shop has no pick-up address ${input.pickupAddressId}`);
    return { shippingOptionId: null, shippingTitle: title, pickupAddressId: input.pickupAddressId!, charge: noCharge };
  }
  return optionDelivery(catalogue.rules, input.address!, input.shippingOptionId!, input.cod);
}

/** The rows the checkout writes for input, as order orderNo placed at placedAt. */
export function checkoutRows(catalogue: ShopCatalogue, raw: TPlaceOrderInputRaw, orderNo: number, placedAt: Date): { rows: OrderRows; priced: PricedCart } {
  const input = ZPlaceOrderInput.parse(raw);
  const delivery = deliveryFor(catalogue, input);
  // The bench shop runs no promotions: the same pricing function with none in force.
  const { settings } = catalogue;
  const priced = priceCart({
    products: catalogue.products,
    items: input.items,
    sets: [],
    campaignPrices: new Map(),
    addOnDeals: [],
    voucher: null,
    points: null,
    delivery: delivery.charge,
    freeShippingOverSen: settings.freeShippingOverSen,
    chargeRules: settings.additionalCharges,
    salesTaxBp: settings.salesTaxBp,
    serviceTaxBp: settings.serviceTaxBp,
    // The bench's orders come through no referral person (the commission is the person's group's, core/referral).
    commissionRateBp: 0,
  });
  return { rows: orderRows({ merchantId: catalogue.shop.merchantId, orderId: newId(), orderNo, placedAt, input, priced, delivery, settings: catalogue.settings }), priced };
}
