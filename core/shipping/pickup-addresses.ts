import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import type { TPickupAddressInput, TPickupAddressRow } from './settings-schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'my_sales';

const select = {
  id: true,
  titleEn: true,
  titleCn: true,
  titleBm: true,
  countryCode: true,
  address: true,
  name: true,
  contact: true,
  sort: true,
  description: true,
  active: true,
  createdAt: true,
  updatedAt: true,
} as const;

const order = [{ sort: 'asc' as const }, { titleEn: 'asc' as const }, { id: 'asc' as const }];
const key = (ctx: Ctx, id: string) => ({ merchantId_id: { merchantId: ctx.merchantId, id } });

/** Every self pick-up address of the merchant, in its sorting order. */
export function listPickupAddresses(ctx: Ctx): Promise<TPickupAddressRow[]> {
  return ctx.db.pickupAddress.findMany({ where: { merchantId: ctx.merchantId }, select, orderBy: order });
}

/** The active addresses a buyer may choose at checkout, in the merchant's order. */
export function activePickupAddresses(db: DbClient, merchantId: string): Promise<TPickupAddressRow[]> {
  return db.pickupAddress.findMany({ where: { merchantId, active: true }, select, orderBy: order });
}

export async function getPickupAddress(ctx: Ctx, id: string): Promise<TPickupAddressRow> {
  const row = await ctx.db.pickupAddress.findUnique({ where: key(ctx, id), select });
  if (!row) throw notFound('Pick-up address');
  return row;
}

export function createPickupAddress(ctx: Ctx, input: TPickupAddressInput): Promise<TPickupAddressRow> {
  return audited(ctx, { action: msg('log.shipping.pickupCreated', { name: input.titleEn }), category: CATEGORY }, (tx) =>
    tx.db.pickupAddress.create({ data: { merchantId: tx.merchantId, ...input }, select }),
  );
}

export function updatePickupAddress(ctx: Ctx, id: string, input: TPickupAddressInput): Promise<TPickupAddressRow> {
  return audited(ctx, { action: msg('log.shipping.pickupUpdated', { name: input.titleEn }), category: CATEGORY }, async (tx) => {
    await getPickupAddress(tx, id);
    return tx.db.pickupAddress.update({ where: key(tx, id), data: input, select });
  });
}

/** Shows or hides an address at checkout. */
export async function setPickupAddressActive(ctx: Ctx, id: string, active: boolean): Promise<TPickupAddressRow> {
  const address = await getPickupAddress(ctx, id);
  return audited(ctx, { action: msg(active ? 'log.shipping.pickupActivated' : 'log.shipping.pickupDeactivated', { name: address.titleEn }), category: CATEGORY }, (tx) =>
    tx.db.pickupAddress.update({ where: key(tx, id), data: { active }, select }),
  );
}

/** Orders name the address by id without a foreign key, so deleting it leaves them as they are. */
export async function deletePickupAddress(ctx: Ctx, id: string): Promise<void> {
  const address = await getPickupAddress(ctx, id);
  await audited(ctx, { action: msg('log.shipping.pickupDeleted', { name: address.titleEn }), category: CATEGORY }, async (tx) => {
    await tx.db.pickupAddress.delete({ where: key(tx, id) });
  });
}
