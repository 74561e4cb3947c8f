import { bindSalesPerson } from '../../../../core/sales-landing/bindings.ts';
import { createSalesPerson } from '../../../../core/sales-landing/people.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface SalesLandingFixtures {
  salesPersonId: string;
  salesCustomUrl: string;
  salesBindingId: string;
}

/** Merchant A's sales person, bound to its sub-user, carrying A's marker. */
export async function seedSalesLanding(ctx: Ctx, marker: string, subUserId: string): Promise<SalesLandingFixtures> {
  const customUrl = `sales-${marker.toLowerCase()}`;
  const person = await createSalesPerson(ctx, { name: `Sales ${marker}`, contact: '0123456789', email: `${marker.toLowerCase()}@sales.test`, customUrl });
  const binding = await bindSalesPerson(ctx, { salesPersonId: person.id, userId: subUserId });
  return { salesPersonId: person.id, salesCustomUrl: customUrl, salesBindingId: binding.id };
}
