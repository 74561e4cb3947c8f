import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import type { Period } from '../shared/promotion-period.ts';
import { promotionPictureKey } from '../uploads/promotion-pictures.ts';
import { campaignPriceSen } from './campaign-price.ts';
import { CAMPAIGN_ERROR_CODES as C, CAMPAIGN_MESSAGES as M } from './constants.ts';
import { loadPricedProducts, sellingPriceSen } from './product-prices.ts';
import { lockRow } from '../db/row-lock.ts';
import type { TCampaignValues } from './schema.ts';

/** A product row as stored: its price resolved, with the original price it is held against. */
export interface CampaignRow {
  productId: string;
  optionId: string;
  originalPriceSen: number;
  priceSen: number;
  sort: number;
}

export const rowKey = (row: { productId: string; optionId: string }) => `${row.productId}:${row.optionId}`;

/** The storage keys of the campaign's pictures ('' for none), each one of this merchant's promotion pictures. */
export async function pictureKeys(tx: Ctx, values: TCampaignValues) {
  const keyOf = async (uploadId: string, field: string) => (uploadId ? promotionPictureKey(tx, uploadId, field, C.pictureUnknown) : '');
  return {
    bannerKey: await keyOf(values.bannerId, 'bannerId'),
    popupImageKey: await keyOf(values.popupImageId, 'popupImageId'),
    frameImageKey: await keyOf(values.frameImageId, 'frameImageId'),
  };
}

/**
 * The form's product rows as stored. Each names a product of this merchant: a product with
 * variants by one of its options, one without by itself. A row already saved keeps the original
 * price it was added with; a new row takes the current selling price. The campaign price may
 * not be above the original price.
 */
export async function priceRows(tx: Ctx, products: TCampaignValues['products'], savedOriginals: ReadonlyMap<string, number>): Promise<CampaignRow[]> {
  const catalogue = await loadPricedProducts(
    tx,
    products.map((p) => p.productId),
  );
  return products.map((row, i) => {
    const path = `products.${i}`;
    const product = catalogue.get(row.productId);
    if (!product) throw new AppError(C.productUnknown, M.productUnknown, 'not_found', `${path}.productId`);
    const option = row.optionId ? product.options.find((o) => o.id === row.optionId) : null;
    if (row.optionId && !option) throw new AppError(C.optionUnknown, M.optionUnknown(product.nameEn), 'invalid', `${path}.optionId`);
    if (!row.optionId && product.options.length) throw new AppError(C.optionRequired, M.optionRequired(product.nameEn), 'invalid', `${path}.optionId`);
    const originalPriceSen = savedOriginals.get(rowKey(row)) ?? sellingPriceSen(product, option ?? null);
    const priceSen = campaignPriceSen(originalPriceSen, row);
    if (priceSen > originalPriceSen) throw new AppError(C.priceAboveOriginal, M.priceAboveOriginal, 'invalid', `${path}.priceSen`);
    return { productId: row.productId, optionId: row.optionId, originalPriceSen, priceSen, sort: row.sort };
  });
}

/**
 * The other campaigns whose period overlaps period and that hold any of the products, by product
 * id (the first found). A product is in at most one campaign at a time, so checkout's campaign
 * price of a product is never ambiguous. The products' rows are locked first.
 */
export async function overlappingCampaigns(tx: Ctx, productIds: readonly string[], period: Period, exceptId: string | null): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  await lockProducts(tx, productIds);
  const clashes = await tx.db.discountCampaignProduct.findMany({
    where: {
      merchantId: tx.merchantId,
      productId: { in: [...new Set(productIds)] },
      ...(exceptId && { campaignId: { not: exceptId } }),
      campaign: { startAt: { lt: period.endAt }, endAt: { gt: period.startAt } },
    },
    select: { productId: true, campaign: { select: { name: true } } },
  });
  const found = new Map<string, string>();
  for (const c of clashes) if (!found.has(c.productId)) found.set(c.productId, c.campaign.name);
  return found;
}

/** Refuses the first row whose product is in another campaign at an overlapping time. */
export async function assertNoOverlap(tx: Ctx, rows: readonly CampaignRow[], period: Period, exceptId: string | null): Promise<void> {
  const clashes = await overlappingCampaigns(
    tx,
    rows.map((r) => r.productId),
    period,
    exceptId,
  );
  if (clashes.size === 0) return;
  const index = rows.findIndex((r) => clashes.has(r.productId));
  const names = await loadPricedProducts(tx, [rows[index]!.productId]);
  const product = names.get(rows[index]!.productId)!;
  throw new AppError(C.overlap, M.overlap(product.nameEn, clashes.get(product.id)!), 'conflict', `products.${index}.productId`);
}

/**
 * Brings a campaign's product rows to rows: rows left out are deleted, the others written by
 * their product and option (a saved row keeps its id and original price).
 */
export async function writeRows(tx: Ctx, campaignId: string, rows: readonly CampaignRow[]): Promise<void> {
  const { merchantId } = tx;
  const keep = new Set(rows.map(rowKey));
  const saved = await tx.db.discountCampaignProduct.findMany({ where: { merchantId, campaignId }, select: { id: true, productId: true, optionId: true } });
  const gone = saved.filter((s) => !keep.has(rowKey(s))).map((s) => s.id);
  if (gone.length) await tx.db.discountCampaignProduct.deleteMany({ where: { merchantId, id: { in: gone } } });
  for (const row of rows) {
    await tx.db.discountCampaignProduct.upsert({
      where: { merchantId_campaignId_productId_optionId: { merchantId, campaignId, productId: row.productId, optionId: row.optionId } },
      create: { merchantId, campaignId, ...row },
      update: { priceSen: row.priceSen, sort: row.sort },
    });
  }
}

/**
 * Locks the products' rows until the transaction ends (in id order so two saves
 * never wait on each other crosswise): two saves putting one product into overlapping
 * promotions queue here, and the second sees the first. SQLite takes its write lock anyway.
 */
async function lockProducts(ctx: Ctx, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await lockRow(ctx.db, 'Product', ctx.merchantId, id);
  }
}
