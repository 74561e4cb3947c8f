import type { DbClient } from '../db/database.ts';
import type { ShippingOption, ZoneRules } from './calculator.ts';
import type { TShippingStatus } from './constants.ts';
import { ZShippingOptionInput } from './schema.ts';

export type StoredZone = ZoneRules & { name: string };

const list = (json: string): string[] => JSON.parse(json) as string[];

/** A merchant's zones and options as the calculator reads them. */
export async function loadShippingRules(db: DbClient, merchantId: string): Promise<{ zones: StoredZone[]; options: ShippingOption[] }> {
  // One after the other: db may be a transaction, which runs one query at a time.
  const zones = await db.shippingZone.findMany({ where: { merchantId }, select: { id: true, name: true, countryCode: true, stateCodes: true, postcodes: true, status: true } });
  const options = await db.shippingOption.findMany({
    where: { merchantId },
    select: { id: true, zoneId: true, titleEn: true, titleCn: true, titleBm: true, description: true, type: true, charge: true, status: true, cod: true, sort: true },
  });
  return {
    zones: zones.map((z) => ({ ...z, status: z.status as TShippingStatus, stateCodes: list(z.stateCodes), postcodes: list(z.postcodes) })),
    // Stored options were checked on save; parsing again keeps their charge typed.
    options: options.map(({ id, charge, ...o }) => ({ id, ...ZShippingOptionInput.parse({ ...o, ...(charge ? { charge: JSON.parse(charge) as unknown } : {}) }) })),
  };
}
