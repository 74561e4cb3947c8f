import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { POS_VENDOR_MESSAGES as M } from './constants.ts';
import { ZPosVendorRef, ZSetPosVendorInput } from './schema.ts';

export interface OperatorPosVendor {
  merchantId: string;
  name: string;
  shops: number;
}

/** The operator marks a merchant as a POS vendor with its profile, or updates the profile (`merchant pos-vendors set`). */
export async function setPosVendor(base: BaseCtx, raw: unknown): Promise<OperatorPosVendor> {
  const { merchantId, profile } = ZSetPosVendorInput.parse(raw);
  const merchant = await base.db.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!merchant) throw new AppError('POS_VENDOR.MERCHANT_UNKNOWN', M.merchantUnknown, 'not_found', 'merchantId');
  const data = { ...profile, features: profile.features.join('\n') };
  await base.db.posVendor.upsert({ where: { merchantId }, create: { merchantId, ...data }, update: data });
  return { merchantId, name: profile.name, shops: await base.db.posVendorShop.count({ where: { merchantId } }) };
}

/** The operator's list of vendors with how many shops each has connected. */
export async function operatorPosVendors(base: BaseCtx): Promise<OperatorPosVendor[]> {
  const vendors = await base.db.posVendor.findMany({ select: { merchantId: true, name: true }, orderBy: { name: 'asc' } });
  return Promise.all(vendors.map(async (v) => ({ ...v, shops: await base.db.posVendorShop.count({ where: { merchantId: v.merchantId } }) })));
}

/** The operator unmarks a vendor: its profile goes, and every shop's connection to it with it. */
export async function removePosVendor(base: BaseCtx, raw: unknown): Promise<{ merchantId: string; disconnected: number }> {
  const { merchantId } = ZPosVendorRef.parse(raw);
  return withTransaction(base, async (tx) => {
    const removed = await tx.db.posVendor.deleteMany({ where: { merchantId } });
    if (removed.count === 0) throw notFound('posVendor');
    const { count } = await tx.db.posVendorShop.deleteMany({ where: { merchantId } });
    // Each shop's side, across merchants: the operator's one write of this kind.
    await tx.db.posConnection.deleteMany({ where: { vendorId: merchantId } });
    return { merchantId, disconnected: count };
  });
}
