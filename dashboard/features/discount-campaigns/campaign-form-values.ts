import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { sellingPriceSen } from '../../../core/campaigns/product-prices.ts';
import type { TCampaign, TCampaignValues } from '../../../core/campaigns/schema.ts';
import { defaultPeriod } from '../../components/default-period.ts';
import { periodInstants } from '../../components/period-instants.ts';
import { toWallClock } from '../../components/wall-clock.ts';

/** A product row of the form: the campaign price in sen, or a percentage off ('' when not used). */
export interface CampaignProductRow {
  productId: string;
  optionId: string;
  productName: string;
  optionName: string;
  originalPriceSen: number;
  priceSen: number | null;
  /** Percent off, up to two decimals (12.5 is 12.5%). */
  percent: number | '';
  sort: number | '';
}

/** The form's values: the period as wall-clock text in the merchant's time zone, pictures as upload id and preview. */
export type CampaignFormValues = {
  name: string;
  startAt: string | null;
  endAt: string | null;
  bannerId: string;
  bannerUrl: string;
  popupImageId: string;
  popupImageUrl: string;
  popupMessage: string;
  frameImageId: string;
  frameImageUrl: string;
  products: CampaignProductRow[];
};

export const BLANK_CAMPAIGN: CampaignFormValues = {
  name: '',
  startAt: null,
  endAt: null,
  bannerId: '',
  bannerUrl: '',
  popupImageId: '',
  popupImageUrl: '',
  popupMessage: '',
  frameImageId: '',
  frameImageUrl: '',
  products: [],
};

/** A new campaign's form: blank, running from now for 7 days. */
export function newCampaign(timeZone: string, now = new Date()): CampaignFormValues {
  const { start, end } = defaultPeriod(timeZone, 7, now);
  return { ...BLANK_CAMPAIGN, startAt: start, endAt: end };
}

export function formValuesOf(campaign: TCampaign, timeZone: string): CampaignFormValues {
  return {
    name: campaign.name,
    startAt: toWallClock(campaign.startAt, timeZone),
    endAt: toWallClock(campaign.endAt, timeZone),
    bannerId: campaign.banner.id,
    bannerUrl: campaign.banner.url,
    popupImageId: campaign.popupImage.id,
    popupImageUrl: campaign.popupImage.url,
    popupMessage: campaign.popupMessage,
    frameImageId: campaign.frameImage.id,
    frameImageUrl: campaign.frameImage.url,
    products: campaign.products.map((p) => ({ ...p, percent: '' })),
  };
}

/** Rows for products picked from the catalogue: one per option of a product with variants, else one for the product. */
export function rowsOfPicked(products: readonly TProductRow[]): CampaignProductRow[] {
  return products.flatMap((product) => {
    const base = { productId: product.id, productName: product.nameEn, priceSen: null, percent: '' as const, sort: '' as const };
    if (product.options.length === 0) return [{ ...base, optionId: '', optionName: '', originalPriceSen: sellingPriceSen(product, null) }];
    return product.options.map((option) => ({ ...base, optionId: option.id, optionName: option.name, originalPriceSen: option.priceSen }));
  });
}

/**
 * The form as the campaign input (saved: the campaign's saved period); blank times stay missing,
 * for the schema's "fill all fields". A percentage, when typed, is sent instead of the price.
 */
export function toCampaignInput(values: CampaignFormValues, timeZone: string, saved?: { startAt: Date; endAt: Date }): Record<keyof TCampaignValues, unknown> {
  return {
    name: values.name,
    ...periodInstants(values, timeZone, saved),
    bannerId: values.bannerId,
    popupImageId: values.popupImageId,
    popupMessage: values.popupMessage,
    frameImageId: values.frameImageId,
    products: values.products.map((row) => ({
      productId: row.productId,
      optionId: row.optionId,
      priceSen: row.percent === '' ? row.priceSen : null,
      percentBp: row.percent === '' ? null : Math.round(row.percent * 100),
      sort: row.sort === '' ? 0 : row.sort,
    })),
  };
}
