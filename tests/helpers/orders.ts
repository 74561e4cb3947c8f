import type { TPlaceOrderInputRaw, TPlacedOrder } from '../../core/checkout/schema.ts';
import type { RequestInfo } from '../../core/shared/context.ts';
import { DEFAULT_CHECKOUT_SETTINGS } from '../../core/sales-settings/defaults.ts';
import type { TCheckoutSettingsInputRaw } from '../../core/sales-settings/schema.ts';
import { createCaller, type Caller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';
import { productForm, seedCategory, seedMerchant, testRequest, uniqueName, type SeededMerchant } from './fixtures.ts';

/**
 * A shop ready to sell, and orders placed through the storefront API as a merchant's website
 * would place them: everything goes through the real procedures (settings, catalogue, site key,
 * checkout), so an order made here obeys every checkout rule.
 */

/** A caller that is a merchant's website: it sends the site key (header x-site-key), no session. */
export function storefrontCaller(rt: Runtime, siteKey: string, request: RequestInfo = testRequest(), now?: () => Date): Caller {
  return createCaller(rt, { token: null, siteKey, request, ...(now && { now }) });
}

/** Checkout settings that leave every rule off: no minimum, no taxes, no charges, no auto-cancel; self pick-up on. */
export const OPEN_CHECKOUT: TCheckoutSettingsInputRaw = { ...DEFAULT_CHECKOUT_SETTINGS, selfPickup: true };

export interface SeededShop extends SeededMerchant {
  /** The whole site key (shown once on creation) and its row id. */
  siteKey: string;
  siteKeyId: string;
  /** The shop's website: storefront.storefront.placeOrder(...). */
  storefront: Caller;
  categoryId: string;
  /** Covers Selangor (SGR). */
  zoneId: string;
  /** RM 8.00 per order, cash on delivery allowed. */
  courierOptionId: string;
  /** The fee is quoted by the merchant after the order (quote_shipping). */
  quoteOptionId: string;
  pickupAddressId: string;
  /** A shirt without variants: RM 29.90, stock 10, 500 g. */
  shirt: { id: string; sku: string; priceSen: number };
  /** A cap with a Colour variant: Red and Blue, RM 15.00 each, stock 5 each, 200 g. */
  cap: { id: string; redOptionId: string; blueOptionId: string; redSku: string; blueSku: string; priceSen: number };
}

export interface ShopSetup {
  /** Replaces fields of OPEN_CHECKOUT. */
  checkout?: Partial<TCheckoutSettingsInputRaw>;
  /** An existing merchant to set up (default: a new one). */
  merchant?: SeededMerchant;
}

/** The address the shop's zone covers (Shah Alam, Selangor). */
export const SELANGOR_ADDRESS = { name: 'Aminah Yusof', phone: '+60123456789', line: '12 Jalan Kebun', city: 'Shah Alam', postcode: '40000', state: 'SGR', country: 'MY' } as const;

/** A merchant with a shipping zone and options, a pick-up address, two products and a site key. */
export async function seedShop(rt: Runtime, setup: ShopSetup = {}): Promise<SeededShop> {
  const merchant = setup.merchant ?? (await seedMerchant(rt));
  const admin = merchant.admin.caller;
  await admin.orderSettings.updateCheckout({ ...OPEN_CHECKOUT, ...setup.checkout });
  const zone = await admin.shippingZones.create({ name: 'Selangor', stateCodes: ['SGR'] });
  const courier = await admin.shippingOptions.create({ titleEn: 'Courier', zoneId: zone.id, type: 'one_time', charge: { form: 'each_order', amountSen: 800 }, cod: true, sort: 1 });
  const quote = await admin.shippingOptions.create({ titleEn: 'Lorry (quoted)', zoneId: zone.id, type: 'quote_shipping', sort: 2 });
  const pickup = await admin.pickupAddresses.create({ titleEn: 'Shop counter', countryCode: 'MY', address: '3 Jalan Pasar, Klang', name: 'Ali' });
  const categoryId = await seedCategory(merchant);
  const shirt = await admin.products.create(
    productForm(categoryId, { nameEn: 'Cotton shirt', priceSen: 2990, stock: 10, weightGrams: 500, logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'self_pickup', enabled: true }] }),
  );
  const capSku = uniqueName('CAP-');
  const cap = await admin.products.create(
    productForm(categoryId, {
      sku: capSku,
      nameEn: 'Baseball cap',
      priceSen: null,
      weightGrams: 200,
      variants: [{ name: 'Colour', options: [{ name: 'Red', sku: `${capSku}-R`, priceSen: 1500, stock: 5 }, { name: 'Blue', sku: `${capSku}-B`, priceSen: 1500, stock: 5 }] }],
      logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'self_pickup', enabled: true }],
    }),
  );
  const [red, blue] = cap.variants[0]!.options;
  const key = await admin.siteKeys.create();
  return {
    ...merchant,
    siteKey: key.key,
    siteKeyId: key.id,
    storefront: storefrontCaller(rt, key.key),
    categoryId,
    zoneId: zone.id,
    courierOptionId: courier.id,
    quoteOptionId: quote.id,
    pickupAddressId: pickup.id,
    shirt: { id: shirt.id, sku: shirt.sku, priceSen: 2990 },
    cap: { id: cap.id, redOptionId: red!.id, blueOptionId: blue!.id, redSku: red!.sku, blueSku: blue!.sku, priceSen: 1500 },
  };
}

/** A valid checkout: one shirt delivered to Selangor by courier; overrides replace any field. */
export function orderInput(shop: SeededShop, overrides: Partial<TPlaceOrderInputRaw> = {}): TPlaceOrderInputRaw {
  return {
    buyer: { name: 'Aminah Yusof', email: 'aminah@buyer.test', phone: '+60123456789' },
    address: { ...SELANGOR_ADDRESS },
    items: [{ productId: shop.shirt.id, qty: 1 }],
    shippingOptionId: shop.courierOptionId,
    ...overrides,
  };
}

/** Places an order through the shop's storefront API; the answer is the created order. */
export function placeOrder(rt: Runtime, shop: SeededShop, overrides: Partial<TPlaceOrderInputRaw> = {}): Promise<TPlacedOrder> {
  return storefrontCaller(rt, shop.siteKey).storefront.placeOrder(orderInput(shop, overrides));
}
