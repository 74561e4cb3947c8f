import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A's product, option and shipping option in a cart B's website sends with B's site key. */
const cartOfA = (a: TenantFixtures) => ({
  address: { line: '1 Jalan Intruder', city: 'Shah Alam', postcode: '40000', state: 'SGR' },
  items: [{ productId: a.catalogue.productId, optionId: a.catalogue.optionId, qty: 1 }],
});

/**
 * Site keys (back office) and the storefront API. Storefront procedures are called with B's
 * site key: the key decides the merchant, so nothing of A's is reachable through it.
 */
export const checkoutCases: Record<string, IsolationCase> = {
  'siteKeys.list': { list: () => undefined },
  'siteKeys.create': { none: 'a new key names no record; B creates its own', input: () => undefined },
  'siteKeys.revoke': { reach: (a) => ({ id: a.checkout.siteKeyId }) },

  'storefront.shippingOptions': { reach: cartOfA },
  'storefront.deliveryDays': { list: () => undefined },
  'storefront.priceCart': { reach: (a) => ({ ...cartOfA(a), shippingOptionId: a.salesSettings.shippingOptionId }) },
  'storefront.placeOrder': {
    reach: (a) => ({
      ...cartOfA(a),
      buyer: { name: 'Intruder', email: 'intruder@beta.test' },
      shippingOptionId: a.salesSettings.shippingOptionId,
    }),
  },
  'storefront.orderStatus': { reach: (a) => ({ orderNo: a.checkout.orderNo, email: a.checkout.buyerEmail }) },
};
