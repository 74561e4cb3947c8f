import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import type { Caller } from '../../server/caller.ts';

/** POSTs to a marketplace simulator's control endpoint (/shopee/_control/..., /lazada/_control/...). */
export async function control(prefix: '/shopee' | '/lazada', path: string, body: unknown = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${await simulatorUrl(prefix)}/_control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

/** What the simulator holds of a shop: its changed products (stock pushed) and boosts. */
export async function simulatedShop(prefix: '/shopee' | '/lazada', shopId: string): Promise<{ changed: { sku: string; stock: number; priceSen: number }[]; boosted: number[][] }> {
  return (await (await fetch(`${await simulatorUrl(prefix)}/_control/shops/${shopId}`)).json()) as never;
}

/**
 * Connects a simulated shop as a merchant does: the authorization page of the simulator, its
 * Authorize button (the shop id and size), and the redirect's code and state handed to finishConnect.
 */
export async function connectShop(caller: Caller, platform: 'shopee' | 'lazada', shop: { id: string; products?: number; orders?: number }) {
  const { url } = await caller.marketplaceSync.connect({ platform });
  const page = await fetch(url);
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)![1]!;
  const hidden = Object.fromEntries([...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))]));
  const form = new URLSearchParams({ ...hidden, shop: shop.id, products: String(shop.products ?? 30), orders: String(shop.orders ?? 40) });
  const confirm = await fetch(`${new URL(url).origin}${action}?${form.toString()}`, { redirect: 'manual' });
  const back = new URL(confirm.headers.get('location')!);
  return caller.marketplaceSync.finishConnect({ platform, state: back.searchParams.get('state')!, code: back.searchParams.get('code')!, shopId: back.searchParams.get('shop_id') ?? '' });
}
