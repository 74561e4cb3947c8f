import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import type { TShippingStatus } from './constants.ts';
import type { TShippingZoneInput } from './zone-schema.ts';
import { SHIPPING_SETTINGS_MESSAGES as M, type TShippingZoneRow } from './settings-schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'my_sales';

const select = {
  id: true,
  name: true,
  countryCode: true,
  stateCodes: true,
  postcodes: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { options: true } },
} as const;

type ZoneRecord = { id: string; name: string; countryCode: string; stateCodes: string; postcodes: string; status: string; createdAt: Date; updatedAt: Date; _count: { options: number } };

const asRow = ({ _count, stateCodes, postcodes, status, ...zone }: ZoneRecord): TShippingZoneRow => ({
  ...zone,
  stateCodes: JSON.parse(stateCodes) as string[],
  postcodes: JSON.parse(postcodes) as string[],
  status: status as TShippingStatus,
  optionCount: _count.options,
});

// State codes and postcodes are stored as JSON text arrays (the model's comment).
const dataOf = (input: TShippingZoneInput) => ({
  name: input.name,
  countryCode: input.countryCode,
  stateCodes: JSON.stringify(input.stateCodes),
  postcodes: JSON.stringify(input.postcodes),
  status: input.status,
});

const key = (ctx: Ctx, id: string) => ({ merchantId_id: { merchantId: ctx.merchantId, id } });

/** Every zone of the merchant, by name. */
export async function listShippingZones(ctx: Ctx): Promise<TShippingZoneRow[]> {
  const rows = await ctx.db.shippingZone.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(asRow);
}

export async function getShippingZone(ctx: Ctx, id: string): Promise<TShippingZoneRow> {
  const row = await ctx.db.shippingZone.findUnique({ where: key(ctx, id), select });
  if (!row) throw notFound('shippingZone');
  return asRow(row);
}

export function createShippingZone(ctx: Ctx, input: TShippingZoneInput): Promise<TShippingZoneRow> {
  return audited(ctx, { action: msg('log.shipping.zoneCreated', { name: input.name }), category: CATEGORY }, async (tx) => {
    const row = await tx.db.shippingZone.create({ data: { merchantId: tx.merchantId, ...dataOf(input) }, select });
    return asRow(row);
  });
}

export function updateShippingZone(ctx: Ctx, id: string, input: TShippingZoneInput): Promise<TShippingZoneRow> {
  return audited(ctx, { action: msg('log.shipping.zoneUpdated', { name: input.name }), category: CATEGORY }, async (tx) => {
    await getShippingZone(tx, id);
    return asRow(await tx.db.shippingZone.update({ where: key(tx, id), data: dataOf(input), select }));
  });
}

/** Enables or disables a zone; a disabled zone matches no address at checkout. */
export async function setShippingZoneStatus(ctx: Ctx, id: string, status: TShippingStatus): Promise<TShippingZoneRow> {
  const zone = await getShippingZone(ctx, id);
  return audited(ctx, { action: msg(status === 'enabled' ? 'log.shipping.zoneEnabled' : 'log.shipping.zoneDisabled', { name: zone.name }), category: CATEGORY }, async (tx) =>
    asRow(await tx.db.shippingZone.update({ where: key(tx, id), data: { status }, select })),
  );
}

/** A zone that a shipping option uses cannot be deleted: '{name} is in use'. */
export async function deleteShippingZone(ctx: Ctx, id: string): Promise<void> {
  const zone = await getShippingZone(ctx, id);
  await audited(ctx, { action: msg('log.shipping.zoneDeleted', { name: zone.name }), category: CATEGORY }, async (tx) => {
    if ((await tx.db.shippingOption.count({ where: { merchantId: tx.merchantId, zoneId: id } })) > 0) throw new AppError('SHIPPING.IN_USE', M.inUse(zone.name), 'conflict');
    await tx.db.shippingZone.delete({ where: key(tx, id) });
  });
}
