import { keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import { audited } from '../user-logs/audited.ts';
import { ZSetSlotProduct, ZSwitchSlot, type TMerchantSlot } from './showcase-manage-schema.ts';
import { shownSlotState } from './showcase-state.ts';

const CATEGORY = 'profile_setting';

export const SHOWCASE_MESSAGES = {
  expired: msg('showcase.slotExpired'),
  notSwitchable: msg('showcase.notSwitchable'),
} as const;

/** The merchant's showcase slots, newest first, each with the state it shows today. */
export async function listMerchantSlots(ctx: Ctx): Promise<TMerchantSlot[]> {
  const today = localDate(ctx.now(), ctx.timeZone);
  const slots = await ctx.db.showcaseSlot.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  const ids = slots.flatMap((s) => (s.productId ? [s.productId] : []));
  const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids } }, select: { id: true, nameEn: true, sku: true } });
  const named = new Map(products.map((p) => [p.id, p]));
  return slots.map((s) => ({
    id: s.id,
    productId: s.productId,
    productName: (s.productId && named.get(s.productId)?.nameEn) || '',
    sku: (s.productId && named.get(s.productId)?.sku) || '',
    googleCategory: s.googleCategory,
    durationMonths: s.durationMonths,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    state: shownSlotState(s, today),
  }));
}

async function ownSlot(ctx: Ctx, id: string) {
  const slot = await ctx.db.showcaseSlot.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!slot) throw notFound('showcaseSlot');
  return slot;
}

/**
 * Chooses or changes a slot's product (one of the merchant's): its traffic syncs from the day
 * after, so the slot shows Wait Traffic Sync today. An expired slot is not changed.
 */
export async function setSlotProduct(ctx: Ctx, raw: { id: string; productId: string }): Promise<TMerchantSlot[]> {
  const input = ZSetSlotProduct.parse(raw);
  const slot = await ownSlot(ctx, input.id);
  const today = localDate(ctx.now(), ctx.timeZone);
  if (shownSlotState(slot, today) === 'expired') throw new AppError('SHOWCASE.EXPIRED', SHOWCASE_MESSAGES.expired, 'invalid');
  const product = await ctx.db.product.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.productId } }, select: { id: true } });
  if (!product) throw notFound('product');
  if (slot.productId !== input.productId) {
    await audited(ctx, { action: msg('log.website.showcaseProduct'), category: CATEGORY }, (tx) =>
      tx.db.showcaseSlot.updateMany({ where: { merchantId: ctx.merchantId, id: slot.id }, data: { productId: input.productId, productSetOn: today } }),
    );
  }
  return listMerchantSlots(ctx);
}

/**
 * Switches a running slot off, or a switched-off one back on. A slot not yet activated or
 * already expired cannot be switched (its days are the operator's).
 */
export async function switchSlot(ctx: Ctx, raw: { id: string; on: boolean }): Promise<TMerchantSlot[]> {
  const input = ZSwitchSlot.parse(raw);
  const slot = await ownSlot(ctx, input.id);
  const shown = shownSlotState(slot, localDate(ctx.now(), ctx.timeZone));
  const from = input.on ? 'switched_off' : 'active';
  if (shown === 'expired') throw new AppError('SHOWCASE.EXPIRED', SHOWCASE_MESSAGES.expired, 'invalid');
  if (slot.state !== from || (!input.on && shown === 'inactive')) throw new AppError('SHOWCASE.NOT_SWITCHABLE', SHOWCASE_MESSAGES.notSwitchable, 'invalid');
  await audited(ctx, { action: msg('log.website.showcaseSwitched', { state: input.on ? 'on' : 'off' }), category: CATEGORY }, (tx) =>
    // Conditional on the state read: two switches racing cannot both apply.
    tx.db.showcaseSlot.updateMany({ where: { merchantId: ctx.merchantId, id: slot.id, state: from }, data: { state: input.on ? 'active' : 'switched_off' } }),
  );
  return listMerchantSlots(ctx);
}

/** The merchant's products a slot may show, found by name or SKU as the product list's search finds them, at most 20. */
export async function slotProductOptions(ctx: Ctx, raw: { search?: string }): Promise<{ id: string; name: string; sku: string }[]> {
  const search = raw.search?.trim() ?? '';
  const rows = await ctx.db.product.findMany({
    // The product list's search key (names in every language and SKUs, lower-cased, wildcards escaped).
    where: { merchantId: ctx.merchantId, ...(search && { searchText: keyContains(search) }) },
    orderBy: [{ nameEn: 'asc' }, { id: 'asc' }],
    take: 20,
    select: { id: true, nameEn: true, sku: true },
  });
  return rows.map((r) => ({ id: r.id, name: r.nameEn, sku: r.sku }));
}
