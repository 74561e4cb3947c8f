import type { Ctx } from '../../shared/context.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { msg } from '../../shared/messages.ts';
import { audited } from '../../user-logs/audited.ts';
import { PARCELS_CATEGORY } from '../tracking/constants.ts';
import { PARCEL_RATE_LIMITS as L, PARCEL_RATE_MESSAGES as M } from './constants.ts';
import { ZRateAddressInput, ZRateAddressUpdateInput, type TRateAddress, type TRateAddressInput, type TRateAddressUpdateInput } from './schema.ts';

const SELECT = { id: true, country: true, companyName: true, name: true, contact: true, address: true, city: true, postcode: true, state: true, isDefault: true } as const;

/** The sender addresses, the default first, then oldest first. */
export function listRateAddresses(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TRateAddress[]> {
  return ctx.db.parcelRateAddress.findMany({ where: { merchantId: ctx.merchantId }, select: SELECT, orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }] });
}

/** The address rates are asked from; null when none is kept. */
export async function defaultRateAddress(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TRateAddress | null> {
  return (await listRateAddresses(ctx))[0] ?? null;
}

/**
 * Exactly one default while any address is kept: the one just made default (preferred), else the
 * current one, else the oldest.
 */
async function keepOneDefault(tx: Ctx, preferred?: string): Promise<void> {
  const current = preferred ?? (await tx.db.parcelRateAddress.findFirst({ where: { merchantId: tx.merchantId, isDefault: true }, select: { id: true }, orderBy: { createdAt: 'asc' } }))?.id;
  const chosen = current ?? (await tx.db.parcelRateAddress.findFirst({ where: { merchantId: tx.merchantId }, select: { id: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }))?.id;
  if (!chosen) return;
  await tx.db.parcelRateAddress.updateMany({ where: { merchantId: tx.merchantId, isDefault: true, id: { not: chosen } }, data: { isDefault: false } });
  await tx.db.parcelRateAddress.updateMany({ where: { merchantId: tx.merchantId, id: chosen }, data: { isDefault: true } });
}

async function getAddress(tx: Ctx, id: string): Promise<TRateAddress> {
  const row = await tx.db.parcelRateAddress.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('parcelRateAddress');
  return row;
}

export function createRateAddress(ctx: Ctx, raw: TRateAddressInput): Promise<TRateAddress> {
  const input = ZRateAddressInput.parse(raw);
  return audited(
    ctx,
    () => ({ action: msg('log.parcels.addressAdded', { name: input.name }), category: PARCELS_CATEGORY }),
    async (tx) => {
      if ((await tx.db.parcelRateAddress.count({ where: { merchantId: tx.merchantId } })) >= L.maxAddresses) throw new AppError('PARCELS.TOO_MANY_ADDRESSES', M.tooManyAddresses, 'invalid');
      const { id } = await tx.db.parcelRateAddress.create({ data: { merchantId: tx.merchantId, ...input, isDefault: false, createdAt: tx.now() }, select: { id: true } });
      await keepOneDefault(tx, input.isDefault ? id : undefined);
      return getAddress(tx, id);
    },
  );
}

export function updateRateAddress(ctx: Ctx, raw: TRateAddressUpdateInput): Promise<TRateAddress> {
  const { id, ...input } = ZRateAddressUpdateInput.parse(raw);
  return audited(
    ctx,
    () => ({ action: msg('log.parcels.addressUpdated', { name: input.name }), category: PARCELS_CATEGORY }),
    async (tx) => {
      await getAddress(tx, id);
      // Unticking the default is done by making another address the default.
      await tx.db.parcelRateAddress.updateMany({ where: { merchantId: tx.merchantId, id }, data: { ...input, isDefault: undefined } });
      await keepOneDefault(tx, input.isDefault ? id : undefined);
      return getAddress(tx, id);
    },
  );
}

/** Deletes an address; when it was the default, the oldest other one becomes the default. */
export function deleteRateAddress(ctx: Ctx, id: string): Promise<void> {
  return audited(
    ctx,
    (a: TRateAddress) => ({ action: msg('log.parcels.addressDeleted', { name: a.name }), category: PARCELS_CATEGORY }),
    async (tx) => {
      const before = await getAddress(tx, id);
      await tx.db.parcelRateAddress.deleteMany({ where: { merchantId: tx.merchantId, id } });
      await keepOneDefault(tx);
      return before;
    },
  ).then(() => undefined);
}
