import { z } from 'zod';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { MIN_GAP_MS, PERIOD_STATUSES } from '../shared/promotion-period.ts';
import { ZPromotionProductLine } from '../shared/promotion-products.ts';
import { CAMPAIGN_LIMITS as L, CAMPAIGN_MESSAGES as M, FAILED_REASONS } from './constants.ts';
import { term } from '../shared/messages.ts';

const id = z.string().min(1).max(64);
/** An optional picture: the upload id of a promotion picture, '' for none. */
const pictureId = z.string().max(64).default('');
const when = z.date({ error: M.fillRequired });
const ZStatus = z.enum(PERIOD_STATUSES);

/**
 * A product row: the product itself (optionId '') or one option of a product with variants,
 * priced by a campaign price in sen or by a percentage off the original price (basis points,
 * more than 0 and at most 100%). A percentage, when given, decides the price.
 */
export const ZCampaignProductInput = z
  .object({
    productId: z.string({ error: M.productUnknown }).min(1, M.productUnknown).max(64),
    optionId: z.string().max(64).default(''),
    priceSen: zSen(term('fields.campaigns.price'), MONEY_LIMITS.priceSen, M.priceInvalid).nullable().default(null),
    percentBp: z.number({ error: M.invalidPercent }).int(M.invalidPercent).nullable().default(null),
    sort: z.number({ error: M.invalidValue }).int(M.invalidValue).min(0, M.invalidValue).max(L.maxSort, M.invalidValue).default(0),
  })
  .superRefine((row, ctx) => {
    if (row.percentBp !== null && (row.percentBp <= 0 || row.percentBp > L.maxPercentBp)) ctx.addIssue({ code: 'custom', path: ['percentBp'], message: M.invalidPercent });
    else if (row.percentBp === null && row.priceSen === null) ctx.addIssue({ code: 'custom', path: ['priceSen'], message: M.priceRequired });
  });
export type TCampaignProductInput = z.input<typeof ZCampaignProductInput>;

/** A period's rule beyond both ends being there: the end at least 5 minutes after the start. */
function checkPeriod(p: { startAt: Date; endAt: Date }, ctx: z.RefinementCtx): void {
  if (p.endAt.getTime() - p.startAt.getTime() < MIN_GAP_MS) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.endTooSoon });
}

/** A discount campaign as the form sends it. */
export const ZCampaignInput = z
  .object({
    name: z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired).max(L.nameMaxChars, M.nameTooLong),
    startAt: when,
    endAt: when,
    bannerId: pictureId,
    popupImageId: pictureId,
    popupMessage: z.string().trim().max(L.popupMessageMaxChars, M.popupMessageTooLong).default(''),
    frameImageId: pictureId,
    products: z.array(ZCampaignProductInput).max(L.maxProducts, M.tooManyProducts).default([]),
  })
  .superRefine((c, ctx) => {
    checkPeriod(c, ctx);
    const seen = new Set<string>();
    c.products.forEach((row, index) => {
      const key = `${row.productId}:${row.optionId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['products', index, 'productId'], message: M.productRepeated });
      seen.add(key);
    });
  });
export type TCampaignInput = z.input<typeof ZCampaignInput>;
export type TCampaignValues = z.output<typeof ZCampaignInput>;

export const ZCampaignIdInput = z.object({ id });
export const ZUpdateCampaignInput = z.object({ id, campaign: ZCampaignInput });
export type TUpdateCampaignInput = z.input<typeof ZUpdateCampaignInput>;

/** A copy of a campaign for a new period. */
export const ZDuplicateCampaignInput = z.object({ id, startAt: when, endAt: when }).superRefine(checkPeriod);
export type TDuplicateCampaignInput = z.input<typeof ZDuplicateCampaignInput>;

export const ZCampaignProduct = ZPromotionProductLine.extend({
  originalPriceSen: z.number().int(),
  priceSen: z.number().int(),
});
export type TCampaignProduct = z.infer<typeof ZCampaignProduct>;

const ZPicture = { id: z.string(), url: z.string() };

export const ZCampaign = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.date(),
  endAt: z.date(),
  status: ZStatus,
  banner: z.object(ZPicture),
  popupImage: z.object(ZPicture),
  popupMessage: z.string(),
  frameImage: z.object(ZPicture),
  products: z.array(ZCampaignProduct),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const CAMPAIGN_TABS = ['ongoing', 'upcoming', 'expired'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export const ZCampaignRow = ZCampaign.pick({ id: true, name: true, startAt: true, endAt: true, status: true, createdAt: true }).extend({
  productCount: z.number().int(),
  bannerUrl: z.string(),
});
export type TCampaignRow = z.infer<typeof ZCampaignRow>;

export const ZCampaignListInput = ZPageInput.extend({
  tab: z.enum(CAMPAIGN_TABS).default('ongoing'),
  search: z.string().trim().max(100).optional(),
});
export type TCampaignListInput = z.input<typeof ZCampaignListInput>;

export const ZCampaignPage = zPage(ZCampaignRow).extend({
  counts: z.object({ ongoing: z.number().int(), upcoming: z.number().int(), expired: z.number().int() }),
});
export type TCampaignPage = z.infer<typeof ZCampaignPage>;

export const ZFailedProduct = ZPromotionProductLine.pick({ productId: true, optionId: true, productName: true, optionName: true }).extend({
  reason: z.enum(FAILED_REASONS),
  message: z.string(),
});
export type TFailedProduct = z.infer<typeof ZFailedProduct>;

/** The copy, and the products left out of it ("Failed products"). */
export const ZDuplicateResult = z.object({ campaign: ZCampaign, failed: z.array(ZFailedProduct) });
export type TDuplicateResult = z.infer<typeof ZDuplicateResult>;

/** An ongoing campaign as the merchant's website shows it: its pictures, popup and the products at their campaign price. */
export const ZStorefrontCampaign = ZCampaign.pick({ id: true, name: true, startAt: true, endAt: true, popupMessage: true }).extend({
  /** Picture addresses ('' when the campaign has none). */
  bannerUrl: z.string(),
  popupImageUrl: z.string(),
  /** The frame the website draws around the campaign's products. */
  frameImageUrl: z.string(),
  products: z.array(
    z.object({
      productId: z.string(),
      /** null for the product itself (a checkout line's optionId). */
      optionId: z.string().nullable(),
      productName: z.string(),
      optionName: z.string(),
      originalPriceSen: z.number().int(),
      priceSen: z.number().int(),
      sort: z.number().int(),
    }),
  ),
});
export const ZStorefrontCampaigns = z.array(ZStorefrontCampaign);
export type TStorefrontCampaign = z.infer<typeof ZStorefrontCampaign>;
