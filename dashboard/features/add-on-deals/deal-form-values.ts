import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { sellingPriceSen } from '../../../core/campaigns/product-prices.ts';
import { ADD_ON_DEAL_TYPES } from '../../../core/add-on-deals/constants.ts';
import type { TAddOnDeal, TAddOnDealValues } from '../../../core/add-on-deals/schema.ts';
import { periodInstants } from '../../components/period-instants.ts';
import { toWallClock } from '../../components/wall-clock.ts';

export type DealProduct = { productId: string; productName: string; productPriceSen: number };

export type DealItemRow = DealProduct & {
  priceSen: number | null;
  stock: number | '';
  purchaseLimit: number | '';
  active: boolean;
  sort: number | '';
  /** Units the deal has sold of it (read only). */
  soldCount: number;
};

/** The form's values: numbers as the inputs hold them ('' when blank), the period as wall-clock text in the merchant's time zone. */
export type DealFormValues = {
  name: string;
  type: '1' | '2';
  purchaseLimit: number | '';
  startAt: string | null;
  endAt: string | null;
  mainProducts: DealProduct[];
  items: DealItemRow[];
};

export const BLANK_DEAL: DealFormValues = { name: '', type: '1', purchaseLimit: 1, startAt: null, endAt: null, mainProducts: [], items: [] };

export function formValuesOf(deal: TAddOnDeal, timeZone: string): DealFormValues {
  return {
    name: deal.name,
    type: String(deal.type) as DealFormValues['type'],
    purchaseLimit: deal.purchaseLimit,
    startAt: toWallClock(deal.startAt, timeZone),
    endAt: toWallClock(deal.endAt, timeZone),
    mainProducts: deal.mainProducts,
    items: deal.items,
  };
}

export const productOf = (row: TProductRow): DealProduct => ({ productId: row.id, productName: row.nameEn, productPriceSen: sellingPriceSen(row, null) });

/** A new add-on item: a gift is free; otherwise the price is the merchant's to fill. */
export const newItem = (row: TProductRow, type: DealFormValues['type']): DealItemRow => ({
  ...productOf(row),
  priceSen: type === String(ADD_ON_DEAL_TYPES.giftWithPurchase) ? 0 : null,
  stock: '',
  purchaseLimit: 1,
  active: true,
  sort: '',
  soldCount: 0,
});

const numberOrMissing = (n: number | '' | null) => (n === '' || n === null ? undefined : n);

/** The form as the deal input (saved: the deal's saved period); blank fields stay missing, for the schema's messages. */
export function toDealInput(values: DealFormValues, timeZone: string, saved?: { startAt: Date; endAt: Date }): Record<keyof TAddOnDealValues, unknown> {
  return {
    name: values.name,
    type: Number(values.type),
    purchaseLimit: numberOrMissing(values.purchaseLimit),
    ...periodInstants(values, timeZone, saved),
    mainProductIds: values.mainProducts.map((p) => p.productId),
    items: values.items.map((item) => ({
      productId: item.productId,
      priceSen: numberOrMissing(item.priceSen),
      stock: numberOrMissing(item.stock),
      purchaseLimit: numberOrMissing(item.purchaseLimit),
      active: item.active,
      sort: item.sort === '' ? 0 : item.sort,
    })),
  };
}
