import type { StorefrontCtx } from '../checkout/context.ts';
import { cachedFeed, keepFeed } from './cache.ts';
import { POPUP_LIMITS as L, POPUP_TYPES, type TPopupType } from './constants.ts';
import { ZPopupFeedInput, type TPopupFeed, type TPopupFeedInput, type TPopupMessage, type TPopupSettings } from './schema.ts';
import { readPopupSettings } from './settings.ts';
import { openVouchers, productViews, recentCartAdds, recentEnquiries, recentOrders, runningCampaigns } from './sources.ts';

function messagesOf(store: StorefrontCtx, settings: TPopupSettings, type: TPopupType, productId: string | undefined): Promise<TPopupMessage[]> | TPopupMessage[] {
  const { types } = settings;
  switch (type) {
    case 'order_details':
      return recentOrders(store, types.order_details);
    case 'added_to_cart':
      return recentCartAdds(store, types.added_to_cart);
    case 'promotion_campaigns':
      return runningCampaigns(store);
    case 'discount_voucher':
      return openVouchers(store);
    case 'single_product_views':
      return productViews(store, types.single_product_views, productId);
    case 'inquiries':
      return recentEnquiries(store, types.inquiries);
    case 'custom':
      return types.custom.messages.map((m) => ({ type: 'custom' as const, ...m }));
  }
}

/** One of each type in turn (types in the settings' order), so a visit sees a mix; at most maxMessages. */
function interleave(lists: TPopupMessage[][]): TPopupMessage[] {
  const out: TPopupMessage[] = [];
  for (let i = 0; out.length < L.maxMessages && lists.some((list) => i < list.length); i += 1) {
    for (const list of lists) if (i < list.length && out.length < L.maxMessages) out.push(list[i]!);
  }
  return out;
}

/** The messages of the switched-on types that show on this kind of page, read now (no cache). */
export async function buildPopupFeed(store: StorefrontCtx, settings: TPopupSettings, raw: TPopupFeedInput): Promise<TPopupFeed> {
  const { page, productId } = ZPopupFeedInput.parse(raw);
  const shown = POPUP_TYPES.filter((type) => settings.types[type].enabled && settings.types[type].pages.includes(page));
  const lists = await Promise.all(shown.map((type) => messagesOf(store, settings, type, productId)));
  return { rules: settings.rules, messages: interleave(lists), generatedAt: store.now() };
}

/** What the merchant's website should show now on a page: the rules and the messages, cached for a short while. */
export async function popupFeed(store: StorefrontCtx, raw: TPopupFeedInput): Promise<TPopupFeed> {
  const input = ZPopupFeedInput.parse(raw);
  const key = `${store.merchantId}|${input.page}|${input.productId ?? ''}`;
  const cached = cachedFeed(key, store.now());
  if (cached) return cached;
  const feed = await buildPopupFeed(store, await readPopupSettings(store.db, store.merchantId), input);
  keepFeed(key, store.now(), feed);
  return feed;
}
