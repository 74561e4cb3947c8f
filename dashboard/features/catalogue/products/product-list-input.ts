import { PRICE_OPS, PRODUCT_SORTS, STOCK_FILTERS, type TProductListInput } from '../../../../core/catalogue/product-list.ts';
import { VISIBILITIES } from '../../../../core/catalogue/constants.ts';
import { parseRinggit } from '../../../../core/shared/money.ts';
import type { ListParams } from '../../../components/list/use-list-params.ts';

/** The product list's filters as URL parameters. */
export const PRODUCT_FILTER_KEYS = ['category', 'brand', 'tag', 'visibility', 'stock', 'sort', 'priceOp', 'price'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): T | undefined => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The list call for the URL's parameters; unknown values are ignored. */
export function productListInput({ page, pageSize, search, filters }: ListParams): TProductListInput {
  const op = oneOf(PRICE_OPS, filters.priceOp);
  const sen = parseRinggit(filters.price ?? '');
  const visibility = oneOf(VISIBILITIES, filters.visibility);
  const stock = oneOf(STOCK_FILTERS, filters.stock);
  return {
    page,
    pageSize,
    sort: oneOf(PRODUCT_SORTS, filters.sort) ?? 'default',
    ...(search && { search }),
    ...(filters.category && { categoryId: filters.category }),
    ...(filters.brand && { brandId: filters.brand }),
    ...(filters.tag && { tagId: filters.tag }),
    ...(visibility && { visibility }),
    ...(stock && { stock }),
    ...(op && sen !== null && { price: { op, sen } }),
  };
}
