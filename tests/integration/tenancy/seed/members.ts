import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import { recordVisit, setCart, signUp } from '../../../../core/members/storefront-members.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface MemberFixtures {
  /** A member who signed up on A's website, with a visit, a cart line and an order. */
  memberId: string;
  email: string;
  visitId: string;
  orderId: string;
}

/** The password of A's member: B's website signs in with it and must still be refused. */
export const MEMBER_PASSWORD = 'Alpha#Member1';

/** A's member made through A's storefront, all texts carrying A's marker. */
export async function seedMembers(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, shippingOptionId: string): Promise<MemberFixtures> {
  const store = (await resolveSiteKey(ctx, (await createSiteKey(ctx)).key))!;
  const email = `signup-${marker.toLowerCase()}@alpha.test`;
  const member = await signUp(store, { name: `Signup ${marker}`, email, phone: '+60123456789', password: MEMBER_PASSWORD });
  const visit = await recordVisit(store, { memberId: member.id, staySeconds: 30, seo: `Seo ${marker}`, source: 'search', url: `https://alpha.test/${marker}` });
  await setCart(store, { memberId: member.id, items: [{ productId: catalogue.productId, optionId: catalogue.optionId, quantity: 1 }] });
  const order = await placeOrder(
    store,
    ZPlaceOrderInput.parse({
      buyer: { name: `Signup ${marker}`, email },
      address: { name: `Ship ${marker}`, line: `3 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
      items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
      shippingOptionId,
      memberId: member.id,
    }),
  );
  return { memberId: member.id, email, visitId: visit.id, orderId: order.id };
}
