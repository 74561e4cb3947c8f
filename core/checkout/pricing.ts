import type { Cart } from '../shipping/calculator.ts';
import { AppError } from '../shared/errors.ts';
import { loadCartProducts, type CartProduct } from './cart-products.ts';
import type { TenantTx } from './context.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { TCartItem } from './schema.ts';

/** How a line's unit price was reached. */
export type PriceRule = 'normal' | 'discounted' | 'wholesale';

export interface PricedLine {
  /** The line's place in the cart. */
  index: number;
  product: CartProduct;
  productId: string;
  optionId: string | null;
  sku: string;
  name: string;
  /** 'Colour: Red', as the buyer sees the chosen option. */
  optionLabel: string;
  qty: number;
  /** The normal price of one unit (the option's price with variants). */
  listPriceSen: number;
  /** What one unit costs after the product's own price rules. */
  unitPriceSen: number;
  rule: PriceRule;
  /** unitPriceSen × qty. */
  lineTotalSen: number;
  weightGrams: number;
  categoryIds: string[];
  requests: TCartItem['requests'];
}

/** A price change on the whole cart (promotions, vouchers, member points plug in here). */
export interface CartAdjustment {
  kind: 'discount' | 'voucher' | 'member_points';
  label: string;
  /** A reduction, in sen (positive). */
  sen: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Sum of the lines. */
  subtotalSen: number;
  adjustments: CartAdjustment[];
  discountSen: number;
  voucherSen: number;
  memberPointsSen: number;
  /** subtotal less every adjustment: what taxes, charges, commission and the minimum read. */
  netSen: number;
  weightGrams: number;
  itemCount: number;
}

/**
 * The unit price of a product (or its option) bought productQty at a time: the option's price,
 * or the product's discounted price when it has one; a wholesale tier whose quantity range
 * holds productQty replaces it when cheaper. Tiers count every unit of the product in the
 * cart, whichever options they are (wholesale needs every option at the same price).
 */
export function unitPrice(product: Pick<CartProduct, 'priceSen' | 'discountedPriceSen' | 'wholesaleTiers'>, option: { priceSen: number } | null, productQty: number): { listPriceSen: number; unitPriceSen: number; rule: PriceRule } {
  const listPriceSen = option ? option.priceSen : product.priceSen;
  let unitPriceSen = listPriceSen;
  let rule: PriceRule = 'normal';
  if (!option && product.discountedPriceSen !== null && product.discountedPriceSen < unitPriceSen) {
    unitPriceSen = product.discountedPriceSen;
    rule = 'discounted';
  }
  const tier = product.wholesaleTiers.find((t) => t.minQty <= productQty && (t.maxQty === null || productQty <= t.maxQty));
  if (tier && tier.priceSen < unitPriceSen) {
    unitPriceSen = tier.priceSen;
    rule = 'wholesale';
  }
  return { listPriceSen, unitPriceSen, rule };
}

const unavailable = (index: number, message: string = M.productUnavailable) => new AppError('CHECKOUT.PRODUCT_UNAVAILABLE', message, 'not_found', `items.${index}.productId`);

/**
 * Prices lines of known products: checks that each product is the merchant's and public and
 * that a product with variants names one of its options, then applies unitPrice.
 */
export function priceLines(products: ReadonlyMap<string, CartProduct>, items: readonly TCartItem[]): PricedLine[] {
  const qtyOf = new Map<string, number>();
  for (const item of items) qtyOf.set(item.productId, (qtyOf.get(item.productId) ?? 0) + item.qty);
  return items.map((item, index) => {
    const product = products.get(item.productId);
    if (!product || product.visibility !== 'public') throw unavailable(index);
    let option: CartProduct['options'][number] | null = null;
    if (product.options.length) {
      if (!item.optionId) throw new AppError('CHECKOUT.OPTION_REQUIRED', M.optionRequired(product.nameEn), 'invalid', `items.${index}.optionId`);
      option = product.options.find((o) => o.id === item.optionId) ?? null;
      if (!option) throw new AppError('CHECKOUT.OPTION_UNKNOWN', M.optionUnknown(product.nameEn), 'invalid', `items.${index}.optionId`);
    } else if (item.optionId) throw new AppError('CHECKOUT.OPTION_UNKNOWN', M.optionUnknown(product.nameEn), 'invalid', `items.${index}.optionId`);
    const price = unitPrice(product, option, qtyOf.get(product.id) ?? item.qty);
    return {
      index,
      product,
      productId: product.id,
      optionId: option?.id ?? null,
      sku: option?.sku ?? product.sku,
      name: product.nameEn,
      optionLabel: option ? `${option.variantName}: ${option.name}` : '',
      qty: item.qty,
      ...price,
      lineTotalSen: price.unitPriceSen * item.qty,
      weightGrams: product.weightGrams * item.qty,
      categoryIds: product.categoryIds,
      requests: item.requests,
    };
  });
}

/**
 * The one place a cart gets its prices: checkout, shipping quotes and anything that shows a
 * cart total call this. Today it applies the products' own price rules (discounted price,
 * option price, wholesale tier); promotions, vouchers and member points will add their
 * adjustments here, given the buyer (memberId) and the time.
 */
export async function priceCart(tx: TenantTx, cart: { items: readonly TCartItem[]; memberId?: string | null }): Promise<PricedCart> {
  const products = await loadCartProducts(tx, cart.items.map((i) => i.productId));
  return cartOfLines(priceLines(products, cart.items));
}

/** The cart's totals from its priced lines (priceCart's arithmetic, without the database). */
export function cartOfLines(lines: PricedLine[]): PricedCart {
  const subtotalSen = lines.reduce((sum, l) => sum + l.lineTotalSen, 0);
  const adjustments: CartAdjustment[] = [];
  const total = (kind: CartAdjustment['kind']) => adjustments.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.sen, 0);
  const discountSen = total('discount');
  const voucherSen = total('voucher');
  const memberPointsSen = total('member_points');
  return {
    lines,
    subtotalSen,
    adjustments,
    discountSen,
    voucherSen,
    memberPointsSen,
    netSen: Math.max(0, subtotalSen - discountSen - voucherSen - memberPointsSen),
    weightGrams: lines.reduce((sum, l) => sum + l.weightGrams, 0),
    itemCount: lines.reduce((sum, l) => sum + l.qty, 0),
  };
}

/** The priced cart as the shipping calculator and the additional charges read it. */
export const calculatorCart = (priced: PricedCart): Cart => ({
  subtotalSen: priced.netSen,
  weightGrams: priced.weightGrams,
  itemCount: priced.itemCount,
  lines: priced.lines.map((l) => ({ categoryIds: l.categoryIds })),
});
