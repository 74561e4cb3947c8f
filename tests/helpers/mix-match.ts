import QRCode from 'qrcode';
import { resolveSession } from '../../core/auth/sessions.ts';
import type { TMixMatchInput } from '../../core/mix-match/schema.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import type { Runtime } from '../../server/runtime.ts';
import { productForm, seedCategory, seedMerchant, testRequest, uniqueName, type SeededMerchant } from './fixtures.ts';

/** A shop for mix-and-match tests: a set category, a promotion picture and three products (the last with two options). */
export interface MixMatchShop extends SeededMerchant {
  ctx: Ctx;
  pictureId: string;
  categoryId: string;
  productIds: [string, string, string];
  /** The options of the third product: Red, Blue. */
  optionIds: [string, string];
}

/** A picture of the shop's for purpose (a promotion picture unless told). */
export async function uploadPicture(ctx: Ctx, purpose: UploadPurpose = 'promotion-picture'): Promise<string> {
  return (await saveUpload(ctx, purpose, 'set.png', await QRCode.toBuffer(uniqueName('set')))).id;
}

export async function seedMixMatchShop(rt: Runtime): Promise<MixMatchShop> {
  const shop = await seedMerchant(rt);
  const admin = shop.admin.caller;
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  const ctx = session!.ctx as Ctx;
  const catalogueCategory = await seedCategory(shop);
  const tee = await admin.products.create(productForm(catalogueCategory, { nameEn: 'Cotton tee' }));
  const cap = await admin.products.create(productForm(catalogueCategory, { nameEn: 'Canvas cap' }));
  const option = (name: string) => ({ name, sku: uniqueName(`${name}-`), priceSen: 2000, stock: 5 });
  const sock = await admin.products.create(
    productForm(catalogueCategory, { nameEn: 'Wool socks', priceSen: undefined, stock: undefined, variants: [{ name: 'Colour', options: [option('Red'), option('Blue')] }] }),
  );
  const [red, blue] = sock.variants[0]!.options;
  const category = await admin.mixMatch.createCategory({ nameEn: uniqueName('Bundles ') });
  return { ...shop, ctx, pictureId: await uploadPicture(ctx), categoryId: category.id, productIds: [tee.id, cap.id, sock.id], optionIds: [red!.id, blue!.id] };
}

/** A valid set: RM 59.00, 10 in stock, one selection of 2 among the tee (3) and the cap (2). */
export function setForm(shop: MixMatchShop, overrides: Partial<TMixMatchInput> = {}): TMixMatchInput {
  return {
    nameEn: 'Weekend bundle',
    imageId: shop.pictureId,
    priceSen: 5900,
    stock: 10,
    categoryIds: [shop.categoryId],
    selections: [
      {
        nameEn: 'Pick two',
        requiredQty: 2,
        products: [
          { productId: shop.productIds[0], stock: 3 },
          { productId: shop.productIds[1], stock: 2, additionalPriceSen: 500 },
        ],
      },
    ],
    ...overrides,
  };
}
