import type { DbClient } from '../db/database.ts';
import { ZAdditionalChargeConditions, type TAdditionalChargeCondition } from '../shipping/schema.ts';

/** The merchant's order settings row (invoice numbering, checkout rules, delivery time slots). */
export type OrderSettingsRow = Awaited<ReturnType<DbClient['orderSetting']['upsert']>>;
export type TOrderSettings = Omit<OrderSettingsRow, 'additionalCharges'> & { additionalCharges: TAdditionalChargeCondition[] };

/**
 * The merchant's order settings; a merchant who never saved any gets the schema's defaults,
 * written once so that the counters (order and invoice numbers) always have a row to lock.
 */
export async function readOrderSettings(db: DbClient, merchantId: string): Promise<TOrderSettings> {
  const row = await db.orderSetting.upsert({ where: { merchantId }, create: { merchantId }, update: {} });
  return { ...row, additionalCharges: ZAdditionalChargeConditions.parse(JSON.parse(row.additionalCharges)) };
}
