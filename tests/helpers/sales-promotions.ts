import { resolveSession } from '../../core/auth/sessions.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { asToken, productForm, seedCategory, seedMerchant, testRequest, uniqueName, type SeededMerchant } from './fixtures.ts';
import { uploadPicture } from './mix-match.ts';

/** A shop for campaign and add-on deal tests: a promotion picture and three products. */
export interface PromotionShop extends SeededMerchant {
  ctx: Ctx;
  pictureId: string;
  /** Tee RM 50.00, cap RM 30.00 (discounted to RM 25.00), socks with options Red and Blue at RM 20.00. */
  tee: string;
  cap: string;
  socks: string;
  red: string;
  blue: string;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const fromNow = (ms: number) => new Date(Date.now() + ms);

export async function seedPromotionShop(rt: Runtime): Promise<PromotionShop> {
  const shop = await seedMerchant(rt);
  const admin = shop.admin.caller;
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  const ctx = session!.ctx as Ctx;
  const category = await seedCategory(shop);
  const tee = await admin.products.create(productForm(category, { nameEn: 'Cotton tee', priceSen: 5000 }));
  const cap = await admin.products.create(productForm(category, { nameEn: 'Canvas cap', priceSen: 3000, discountedPriceSen: 2500 }));
  const option = (name: string) => ({ name, sku: uniqueName(`${name}-`), priceSen: 2000, stock: 5 });
  const socks = await admin.products.create(
    productForm(category, { nameEn: 'Wool socks', priceSen: undefined, stock: undefined, variants: [{ name: 'Colour', options: [option('Red'), option('Blue')] }] }),
  );
  const [red, blue] = socks.variants[0]!.options;
  return { ...shop, ctx, pictureId: await uploadPicture(ctx), tee: tee.id, cap: cap.id, socks: socks.id, red: red!.id, blue: blue!.id };
}

/** The shop's admin as if the clock read `at` (to save promotions whose period has begun or ended by now). */
export const adminAt = (rt: Runtime, shop: SeededMerchant, at: Date) => asToken(rt, shop.admin.token, testRequest(), () => at);
