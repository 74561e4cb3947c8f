import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { bindReferralMember } from '../../../../core/referral/binding.ts';
import { createReferralGroup } from '../../../../core/referral/groups.ts';
import { createReferralPerson } from '../../../../core/referral/persons.ts';
import { recordEvents } from '../../../../core/reports/record-events.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface ReferralFixtures {
  referralGroupId: string;
  referralPersonId: string;
  /** An order and an enquiry A's person's link brought. */
  referralOrderId: string;
  referralEnquiryId: string;
}

/** A's referral group and person (bound to A's member), with an order and an enquiry through the person's link. */
export async function seedReferral(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, shippingOptionId: string, memberId: string): Promise<ReferralFixtures> {
  const group = await createReferralGroup(ctx, { name: `Group ${marker}`, commissionPercent: 10 });
  const person = await createReferralPerson(ctx, { name: `Referrer ${marker}`, customName: `ref-${marker.toLowerCase()}`, contact: '0123456789', email: `${marker.toLowerCase()}@ref.test`, groupId: group.id });
  await bindReferralMember(ctx, { id: person.id, member: memberId });
  const store = (await resolveSiteKey(ctx, (await createSiteKey(ctx)).key))!;
  const referral = { code: person.customName, arrivedAt: new Date().toISOString() };
  const order = await placeOrder(
    store,
    ZPlaceOrderInput.parse({
      buyer: { name: `Referred ${marker}`, email: `referred-${marker.toLowerCase()}@alpha.test`, phone: '+60123456789' },
      address: { name: `Ship ${marker}`, line: `2 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
      items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
      shippingOptionId,
      referral,
    }),
  );
  const events = await recordEvents(store, { events: [{ kind: 'enquiry', name: `Referred enquirer ${marker}`, subject: `Subject ${marker}`, referral }] });
  return { referralGroupId: group.id, referralPersonId: person.id, referralOrderId: order.id, referralEnquiryId: events.enquiries[0]! };
}
