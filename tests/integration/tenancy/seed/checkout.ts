import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface CheckoutFixtures {
  siteKeyId: string;
  /** An order placed through A's storefront (A's variant option, delivered in A's zone). */
  orderId: string;
  orderNo: number;
  buyerEmail: string;
}

/** A's site key and an order placed with it through the real checkout, all texts carrying A's marker. */
export async function seedCheckout(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, shippingOptionId: string): Promise<CheckoutFixtures> {
  const key = await createSiteKey(ctx);
  const store = await resolveSiteKey(ctx, key.key);
  const buyerEmail = `buyer-${marker.toLowerCase()}@alpha.test`;
  const order = await placeOrder(
    store!,
    ZPlaceOrderInput.parse({
      buyer: { name: `Buyer ${marker}`, email: buyerEmail, phone: '+60123456789' },
      address: { name: `Ship ${marker}`, line: `1 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
      items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
      shippingOptionId,
      buyerNote: `Note ${marker}`,
    }),
  );
  return { siteKeyId: key.id, orderId: order.id, orderNo: order.orderNo, buyerEmail };
}

/** The fixtures' texts and ids that B must never see (the order number is a small number, not a secret). */
export const checkoutSecrets = (f: CheckoutFixtures): string[] => [f.siteKeyId, f.orderId, f.buyerEmail];
