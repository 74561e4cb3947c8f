import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { SALES_LANDING_MODULE, salesLandingLog } from './constants.ts';
import { ZSalesCustomization, ZSaveCustomizationInput, ZSalesPersonId, type TSalesCustomization, type TSaveCustomizationInput } from './schema.ts';
import { salesPersonRecord } from './store.ts';

/** The stored JSON read back through the schema: a field it lacks (an older page) takes its default. */
export function customizationOf(text: string): TSalesCustomization {
  let stored: unknown = {};
  try {
    stored = JSON.parse(text);
  } catch {
    // Never written by anything but saveCustomization; an unreadable value is the defaults.
  }
  const parsed = ZSalesCustomization.safeParse(stored);
  return parsed.success ? parsed.data : ZSalesCustomization.parse({});
}

export async function getCustomization(ctx: { db: DbClient; merchantId: string }, raw: { id: string }): Promise<TSalesCustomization> {
  const person = await salesPersonRecord(ctx, ZSalesPersonId.parse(raw).id);
  return customizationOf(person.customization);
}

export function saveCustomization(ctx: Ctx, raw: TSaveCustomizationInput): Promise<TSalesCustomization> {
  const { id, customization } = ZSaveCustomizationInput.parse(raw);
  return audited(
    ctx,
    (saved: { name: string }) => ({ action: salesLandingLog('customized', { name: saved.name }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      const person = await salesPersonRecord(tx, id);
      await tx.db.salesPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { customization: JSON.stringify(customization) }, select: { id: true } });
      return { name: person.name, customization };
    },
  ).then((saved) => saved.customization);
}
