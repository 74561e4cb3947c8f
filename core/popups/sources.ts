import type { StorefrontCtx } from '../checkout/context.ts';
import { ongoingCampaigns } from '../campaigns/storefront.ts';
import { REFERRAL_PAID_STATUSES } from '../orders/constants.ts';
import { addDaysTo, localDate } from '../shared/time.ts';
import { claimableVouchers } from '../vouchers/claims.ts';
import { POPUP_LIMITS as L } from './constants.ts';
import { firstNameOf, townOf } from './people.ts';
import type { TPopupMessage, TPopupTypes } from './schema.ts';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (store: StorefrontCtx, hours: number) => new Date(store.now().getTime() - hours * HOUR);

/** Public products' names by id: a hidden or deleted product is never named. */
async function publicNames(store: StorefrontCtx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await store.db.product.findMany({ where: { merchantId: store.merchantId, id: { in: wanted }, visibility: 'public' }, select: { id: true, nameEn: true } });
  return new Map(rows.map((r) => [r.id, r.nameEn]));
}

/** Paid orders of the last days, newest first: first name, town and the first item. */
export async function recentOrders(store: StorefrontCtx, settings: TPopupTypes['order_details']): Promise<TPopupMessage[]> {
  const rows = await store.db.order.findMany({
    where: { merchantId: store.merchantId, status: { in: [...REFERRAL_PAID_STATUSES] }, placedAt: { gte: hoursAgo(store, settings.lookbackDays * 24) } },
    select: { buyerName: true, shipCity: true, selfPickup: true, placedAt: true, items: { select: { productId: true, name: true }, orderBy: { id: 'asc' }, take: 1 } },
    orderBy: { placedAt: 'desc' },
    take: L.perType,
  });
  const names = settings.showProduct ? await publicNames(store, rows.map((r) => r.items[0]?.productId ?? null)) : new Map<string, string>();
  return rows.map((r) => {
    const productId = r.items[0]?.productId ?? null;
    const productName = productId ? (names.get(productId) ?? '') : '';
    return { type: 'order_details', firstName: firstNameOf(r.buyerName), town: townOf(r.shipCity, r.selfPickup), productId: productName ? productId : null, productName, at: r.placedAt };
  });
}

/** Members' add-to-carts of the last hours, newest first, of public products. */
export async function recentCartAdds(store: StorefrontCtx, settings: TPopupTypes['added_to_cart']): Promise<TPopupMessage[]> {
  const rows = await store.db.memberCartItem.findMany({
    where: { merchantId: store.merchantId, addedAt: { gte: hoursAgo(store, settings.lookbackHours) } },
    select: { productId: true, addedAt: true, member: { select: { name: true } } },
    orderBy: { addedAt: 'desc' },
    take: L.perType,
  });
  const names = await publicNames(store, rows.map((r) => r.productId));
  return rows.flatMap((r) => {
    const productName = names.get(r.productId);
    return productName ? [{ type: 'added_to_cart' as const, firstName: firstNameOf(r.member.name), productId: r.productId, productName, at: r.addedAt }] : [];
  });
}

/** The discount campaigns running now, with their popup picture and message. */
export async function runningCampaigns(store: StorefrontCtx): Promise<TPopupMessage[]> {
  const campaigns = await ongoingCampaigns(store);
  return campaigns.slice(0, L.perType).map((c) => ({ type: 'promotion_campaigns', campaignId: c.id, name: c.name, message: c.popupMessage, imageUrl: c.popupImageUrl, endAt: c.endAt }));
}

/** Public vouchers open to claim now, soonest ending first. */
export async function openVouchers(store: StorefrontCtx): Promise<TPopupMessage[]> {
  const vouchers = await claimableVouchers(store, {});
  return vouchers.slice(0, L.perType).map((v) => ({ type: 'discount_voucher', voucherId: v.id, name: v.name, code: v.code, discountAmount: v.discountAmount, claimEndAt: v.claimEndAt }));
}

/** How often a public product was viewed in the last hours; nothing under the minimum. */
export async function productViews(store: StorefrontCtx, settings: TPopupTypes['single_product_views'], productId: string | undefined): Promise<TPopupMessage[]> {
  if (!productId || !(await publicNames(store, [productId])).has(productId)) return [];
  const since = hoursAgo(store, settings.lookbackHours);
  // The events' index leads with the merchant's calendar day: name every day the window touches.
  const first = localDate(since, store.timeZone);
  const last = localDate(store.now(), store.timeZone);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDaysTo(day, 1)) days.push(day);
  const views = await store.db.siteEvent.count({ where: { merchantId: store.merchantId, day: { in: days }, kind: 'product_view', productId, at: { gte: since } } });
  return views >= settings.minViews ? [{ type: 'single_product_views', productId, views, hours: settings.lookbackHours }] : [];
}

/** Enquiries of the last days: first name and the product asked about (never the message). */
export async function recentEnquiries(store: StorefrontCtx, settings: TPopupTypes['inquiries']): Promise<TPopupMessage[]> {
  const rows = await store.db.enquiry.findMany({
    where: { merchantId: store.merchantId, createdAt: { gte: hoursAgo(store, settings.lookbackDays * 24) } },
    select: { name: true, productId: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: L.perType,
  });
  const names = await publicNames(store, rows.map((r) => r.productId));
  return rows.map((r) => {
    const productName = r.productId ? (names.get(r.productId) ?? '') : '';
    return { type: 'inquiries', firstName: firstNameOf(r.name), productId: productName ? r.productId : null, productName, at: r.createdAt };
  });
}
