import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { ZPageInput, skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { POS_VENDOR_MESSAGES as M, POS_VENDORS_MODULE, posVendorLog } from './constants.ts';
import { ZPosVendorListInput, ZPosVendorRef, type TConnectedShop, type TPosVendor } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId'>;

/**
 * The one read across merchants of this area: vendor profiles (PosVendor), which the operator
 * publishes for every merchant to see; nothing else of the vendor's merchant is read.
 */
const PROFILE = { merchantId: true, name: true, logoUrl: true, description: true, features: true, pricing: true, contactEmail: true, contactPhone: true, website: true } as const;
type Profile = { merchantId: string; name: string; logoUrl: string; description: string; features: string; pricing: string; contactEmail: string; contactPhone: string; website: string };

const dto = (ctx: Reader, connected: Map<string, Date>) => (p: Profile): TPosVendor => ({
  ...p,
  features: p.features ? p.features.split('\n') : [],
  connectedAt: connected.get(p.merchantId) ?? null,
  isSelf: p.merchantId === ctx.merchantId,
});

/** The caller's connections to these vendors. */
async function connectionsTo(ctx: Reader, vendorIds: string[]): Promise<Map<string, Date>> {
  const rows = await ctx.db.posConnection.findMany({ where: { merchantId: ctx.merchantId, vendorId: { in: vendorIds } }, select: { vendorId: true, connectedAt: true } });
  return new Map(rows.map((r) => [r.vendorId, r.connectedAt]));
}

/** The POS vendors, by name: searched by name or description, each with whether the caller's shop is connected. */
export async function listPosVendors(ctx: Reader, raw: unknown) {
  const input = ZPosVendorListInput.parse(raw);
  const words = input.search && containsText(ctx.engine, input.search);
  const where = words ? { OR: [{ name: words }, { description: words }] } : {};
  const [total, rows] = await Promise.all([
    ctx.db.posVendor.count({ where }),
    ctx.db.posVendor.findMany({ where, select: PROFILE, orderBy: [{ name: 'asc' }, { merchantId: 'asc' }], ...skipTake(input) }),
  ]);
  const connected = await connectionsTo(ctx, rows.map((r) => r.merchantId));
  return { items: rows.map(dto(ctx, connected)), total, page: input.page, pageSize: input.pageSize };
}

async function vendorProfile(ctx: Reader, merchantId: string): Promise<Profile> {
  const row = await ctx.db.posVendor.findUnique({ where: { merchantId }, select: PROFILE });
  if (!row) throw notFound('posVendor');
  return row;
}

export async function getPosVendor(ctx: Reader, raw: unknown): Promise<TPosVendor> {
  const { merchantId } = ZPosVendorRef.parse(raw);
  const profile = await vendorProfile(ctx, merchantId);
  return dto(ctx, await connectionsTo(ctx, [merchantId]))(profile);
}

/**
 * Connects the caller's shop to the vendor's POS system: the shop's side (PosConnection) and the
 * vendor's (PosVendorShop, what the vendor lists) are written together. Connecting again keeps
 * the first date.
 */
export function connectPosVendor(ctx: Ctx, raw: unknown): Promise<TPosVendor> {
  const { merchantId: vendorId } = ZPosVendorRef.parse(raw);
  return audited(
    ctx,
    (v: TPosVendor) => ({ action: posVendorLog('connected', { vendor: v.name }), category: POS_VENDORS_MODULE }),
    async (tx) => {
      await vendorProfile(tx, vendorId);
      if (vendorId === tx.merchantId) throw new AppError('POS_VENDOR.OWN_SYSTEM', M.ownSystem, 'invalid', 'merchantId');
      const now = tx.now();
      await tx.db.posConnection.upsert({ where: { merchantId_vendorId: { merchantId: tx.merchantId, vendorId } }, create: { merchantId: tx.merchantId, vendorId, connectedBy: tx.userId, connectedAt: now }, update: {} });
      await tx.db.posVendorShop.upsert({ where: { merchantId_shopId: { merchantId: vendorId, shopId: tx.merchantId } }, create: { merchantId: vendorId, shopId: tx.merchantId, connectedAt: now }, update: {} });
      return getPosVendor(tx, { merchantId: vendorId });
    },
  );
}

/** Disconnects the caller's shop: both sides are removed, and the vendor no longer lists the shop. */
export function disconnectPosVendor(ctx: Ctx, raw: unknown): Promise<TPosVendor> {
  const { merchantId: vendorId } = ZPosVendorRef.parse(raw);
  return audited(
    ctx,
    (v: TPosVendor) => ({ action: posVendorLog('disconnected', { vendor: v.name }), category: POS_VENDORS_MODULE }),
    async (tx) => {
      await vendorProfile(tx, vendorId);
      await tx.db.posConnection.deleteMany({ where: { merchantId: tx.merchantId, vendorId } });
      await tx.db.posVendorShop.deleteMany({ where: { merchantId: vendorId, shopId: tx.merchantId } });
      return getPosVendor(tx, { merchantId: vendorId });
    },
  );
}

/** For a vendor: the shops connected to its POS system, newest first, with the name and contact each shared by connecting. */
export async function connectedShops(ctx: Reader, raw: unknown): Promise<{ items: TConnectedShop[]; total: number; page: number; pageSize: number }> {
  const input = ZPageInput.parse(raw);
  const where = { merchantId: ctx.merchantId };
  const [total, rows] = await Promise.all([
    ctx.db.posVendorShop.count({ where }),
    ctx.db.posVendorShop.findMany({ where, select: { shopId: true, connectedAt: true }, orderBy: [{ connectedAt: 'desc' }, { shopId: 'asc' }], ...skipTake(input) }),
  ]);
  const shops = await ctx.db.merchant.findMany({ where: { id: { in: rows.map((r) => r.shopId) } }, select: { id: true, name: true, email: true, website: true } });
  const byId = new Map(shops.map((s) => [s.id, s]));
  const items = rows.flatMap((r) => {
    const shop = byId.get(r.shopId);
    return shop ? [{ merchantId: shop.id, name: shop.name, email: shop.email, website: shop.website, connectedAt: r.connectedAt }] : [];
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
}
