import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { periodStatus } from '../shared/promotion-period.ts';
import { LINE_PRODUCT_NAMES, productLineNamer } from '../shared/promotion-products.ts';
import { pictureOfKey } from '../uploads/promotion-pictures.ts';
import type { TCampaign, TCampaignRow } from './schema.ts';

export const CAMPAIGN_NOT_FOUND = 'discountCampaign';

const PRODUCT_ORDER: Prisma.DiscountCampaignProductOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];

/** A campaign's own fields, as its page and the website read them. */
export const CAMPAIGN_FIELDS = { id: true, name: true, startAt: true, endAt: true, bannerKey: true, popupImageKey: true, popupMessage: true, frameImageKey: true } as const;

const CAMPAIGN_SELECT = {
  ...CAMPAIGN_FIELDS,
  createdAt: true,
  updatedAt: true,
  products: {
    orderBy: PRODUCT_ORDER,
    select: { id: true, productId: true, optionId: true, originalPriceSen: true, priceSen: true, sort: true, product: LINE_PRODUCT_NAMES },
  },
} as const;

export const ROW_SELECT = { id: true, name: true, startAt: true, endAt: true, bannerKey: true, createdAt: true, _count: { select: { products: true } } } as const;
type Row = Prisma.DiscountCampaignGetPayload<{ select: typeof ROW_SELECT }>;

export function toRow(ctx: Ctx, { bannerKey, _count, ...row }: Row): TCampaignRow {
  return { ...row, status: periodStatus(row, ctx.now()), productCount: _count.products, bannerUrl: pictureOfKey(ctx.merchantId, bannerKey).url };
}

/** A campaign of this merchant with its products; not found for another merchant's id. */
export async function loadCampaign(ctx: Ctx, id: string): Promise<TCampaign> {
  const row = await ctx.db.discountCampaign.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: CAMPAIGN_SELECT });
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const named = await productLineNamer(ctx, row.products.map((p) => p.optionId));
  const { bannerKey, popupImageKey, frameImageKey, products, ...campaign } = row;
  return {
    ...campaign,
    status: periodStatus(campaign, ctx.now()),
    banner: pictureOfKey(ctx.merchantId, bannerKey),
    popupImage: pictureOfKey(ctx.merchantId, popupImageKey),
    frameImage: pictureOfKey(ctx.merchantId, frameImageKey),
    products: products.map(named),
  };
}

/** The saved period and product rows of a campaign, for the update rules. */
export async function savedCampaign(ctx: Ctx, id: string) {
  const row = await ctx.db.discountCampaign.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { name: true, startAt: true, endAt: true, products: { select: { productId: true, optionId: true, originalPriceSen: true } } },
  });
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}
