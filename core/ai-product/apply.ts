import type { z } from 'zod';
import { CATALOGUE_LIMITS } from '../catalogue/constants.ts';
import { ZProductDetail } from '../catalogue/product-schema.ts';
import { touchCatalogue } from '../catalogue/stock.ts';
import type { Ctx } from '../shared/context.ts';
import { msg, term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { audited } from '../user-logs/audited.ts';
import { ownProduct } from './products.ts';
import { ZApplyDescriptions } from './schema.ts';

// The catalogue's own rules for the description fields, so an accepted text is one the product form would save.
const ZApplied = ZApplyDescriptions.extend({
  detailEn: ZProductDetail.optional(),
  detailCn: optionalText(CATALOGUE_LIMITS.detailMaxChars, term('fields.descriptionCn')).optional(),
  detailBm: optionalText(CATALOGUE_LIMITS.detailMaxChars, term('fields.descriptionBm')).optional(),
});

/** Puts the descriptions the merchant accepted on the product: only the languages given change. */
export async function applyDescriptions(ctx: Ctx, raw: z.input<typeof ZApplyDescriptions>): Promise<{ productId: string }> {
  const { productId, ...texts } = ZApplied.parse(raw);
  const product = await ownProduct(ctx, productId);
  const data = Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
  return audited(ctx, { action: msg('log.aiProduct.applied', { name: product.nameEn, sku: product.sku }), category: 'manage' }, async (tx) => {
    await tx.db.product.updateMany({ where: { merchantId: tx.merchantId, id: productId }, data });
    await touchCatalogue(tx);
    return { productId };
  });
}
