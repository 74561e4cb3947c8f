import type { CartProduct } from '../checkout/cart-products.ts';
import { CHECKOUT_MESSAGES as M } from '../checkout/messages.ts';
import type { TCartItem } from '../checkout/schema.ts';
import { AppError } from '../shared/errors.ts';
import { PRICING_MESSAGES as P } from './messages.ts';
import { campaignKey, campaignProductOf, type AddOnDealTerms, type CampaignPrice, type LinePromotion, type PricedLine, type PriceRule } from './types.ts';

/**
 * The unit price of a product (or its option) bought productQty at a time, before add-on deals:
 * the option's price, or the product's discounted price when it has one and it is lower; then a
 * discount campaign's price when lower. While the product is in an ongoing campaign (inCampaign:
 * any of its options, whatever the campaign's prices) no wholesale tier is offered: the spec hides
 * wholesale during a promotion. Otherwise a wholesale tier whose quantity range holds productQty
 * applies when cheaper. Tiers count every unit of the product in the cart, whichever options they
 * are (wholesale needs every option at the same price).
 */
export function unitPrice(
  product: Pick<CartProduct, 'priceSen' | 'discountedPriceSen' | 'wholesaleTiers'>,
  option: { priceSen: number } | null,
  productQty: number,
  campaign?: CampaignPrice,
  inCampaign: boolean = campaign !== undefined,
): { listPriceSen: number; basePriceSen: number; unitPriceSen: number; rule: PriceRule; promotionId: string | null } {
  const listPriceSen = option ? option.priceSen : product.priceSen;
  let basePriceSen = listPriceSen;
  let rule: PriceRule = 'normal';
  if (!option && product.discountedPriceSen !== null && product.discountedPriceSen < basePriceSen) {
    basePriceSen = product.discountedPriceSen;
    rule = 'discounted';
  }
  if (campaign && campaign.priceSen < basePriceSen) {
    return { listPriceSen, basePriceSen, unitPriceSen: campaign.priceSen, rule: 'campaign', promotionId: campaign.campaignId };
  }
  const tier = inCampaign ? undefined : product.wholesaleTiers.find((t) => t.minQty <= productQty && (t.maxQty === null || productQty <= t.maxQty));
  if (tier && tier.priceSen < basePriceSen) {
    basePriceSen = tier.priceSen;
    rule = 'wholesale';
  }
  return { listPriceSen, basePriceSen, unitPriceSen: basePriceSen, rule, promotionId: null };
}

const unavailable = (index: number, message: string = M.productUnavailable) => new AppError('CHECKOUT.PRODUCT_UNAVAILABLE', message, 'not_found', `items.${index}.productId`);
const addOnError = (code: string, message: string, index: number) => new AppError(`PRICING.${code}`, message, 'invalid', `items.${index}.addOnDealId`);

function optionOf(product: CartProduct, item: TCartItem, index: number): CartProduct['options'][number] | null {
  if (product.options.length) {
    if (!item.optionId) throw new AppError('CHECKOUT.OPTION_REQUIRED', M.optionRequired(product.nameEn), 'invalid', `items.${index}.optionId`);
    const option = product.options.find((o) => o.id === item.optionId);
    if (!option) throw new AppError('CHECKOUT.OPTION_UNKNOWN', M.optionUnknown(product.nameEn), 'invalid', `items.${index}.optionId`);
    return option;
  }
  if (item.optionId) throw new AppError('CHECKOUT.OPTION_UNKNOWN', M.optionUnknown(product.nameEn), 'invalid', `items.${index}.optionId`);
  return null;
}

/**
 * An add-on line's deal price: the deal must be in force, the cart must hold one of its main
 * products on an ordinary line, and the product must be an active add-on of the deal with units
 * left, within the item's and the deal's per-order limits (dealUnits counts the deal's add-on
 * units across the cart).
 */
function addOnPrice(deal: AddOnDealTerms | undefined, items: readonly TCartItem[], item: TCartItem, index: number, product: CartProduct, dealUnits: number) {
  if (!deal) throw addOnError('ADD_ON_DEAL_UNAVAILABLE', P.addOnDealUnavailable, index);
  if (!items.some((other) => !other.addOnDealId && deal.mainProductIds.includes(other.productId))) throw addOnError('ADD_ON_NEEDS_MAIN', P.addOnNeedsMainProduct, index);
  const dealItem = deal.items.find((i) => i.productId === product.id && i.active);
  if (!dealItem) throw addOnError('ADD_ON_ITEM_UNAVAILABLE', P.addOnItemUnavailable(product.nameEn), index);
  const itemUnits = items.filter((i) => i.addOnDealId === deal.id && i.productId === product.id).reduce((sum, i) => sum + i.qty, 0);
  if (itemUnits > dealItem.purchaseLimit) throw addOnError('ADD_ON_ITEM_LIMIT', P.addOnItemLimit(product.nameEn, dealItem.purchaseLimit), index);
  if (dealUnits > deal.purchaseLimit) throw addOnError('ADD_ON_DEAL_LIMIT', P.addOnDealLimit(deal.purchaseLimit), index);
  if (itemUnits > dealItem.remaining) throw addOnError('ADD_ON_STOCK', P.addOnStock(product.nameEn, Math.max(0, dealItem.remaining)), index);
  return dealItem;
}

/**
 * Prices the cart's product lines: checks that each product is the merchant's and public and
 * that a product with variants names one of its options, then applies unitPrice, or the add-on
 * deal's price on a line bought as an add-on. campaignPrices holds every row of the cart's
 * products in ongoing campaigns, so a product is in a campaign when any of its keys is there.
 */
export function priceLines(
  products: ReadonlyMap<string, CartProduct>,
  items: readonly TCartItem[],
  campaignPrices: ReadonlyMap<string, CampaignPrice> = new Map(),
  addOnDeals: readonly AddOnDealTerms[] = [],
): PricedLine[] {
  const inCampaign = new Set([...campaignPrices.keys()].map(campaignProductOf));
  const qtyOf = new Map<string, number>();
  const dealUnits = new Map<string, number>();
  for (const item of items) {
    if (item.addOnDealId) dealUnits.set(item.addOnDealId, (dealUnits.get(item.addOnDealId) ?? 0) + item.qty);
    else qtyOf.set(item.productId, (qtyOf.get(item.productId) ?? 0) + item.qty);
  }
  return items.map((item, index) => {
    const product = products.get(item.productId);
    if (!product || product.visibility !== 'public') throw unavailable(index);
    const option = optionOf(product, item, index);
    const price = unitPrice(product, option, qtyOf.get(product.id) ?? item.qty, campaignPrices.get(campaignKey(product.id, option?.id)), inCampaign.has(product.id));
    let unitPriceSen = price.unitPriceSen;
    let rule = price.rule;
    let promotionId = price.promotionId;
    if (item.addOnDealId) {
      const deal = addOnDeals.find((d) => d.id === item.addOnDealId);
      const dealItem = addOnPrice(deal, items, item, index, product, dealUnits.get(item.addOnDealId) ?? 0);
      // An add-on never costs more than the product would alone.
      if (dealItem.priceSen < price.basePriceSen) {
        unitPriceSen = dealItem.priceSen;
        rule = 'add_on';
        promotionId = deal!.id;
      }
    }
    const promotion: LinePromotion = rule === 'campaign' || rule === 'add_on' ? rule : '';
    return {
      index,
      product,
      productId: product.id,
      optionId: option?.id ?? null,
      sku: option?.sku ?? product.sku,
      name: product.nameEn,
      optionLabel: option ? `${option.variantName}: ${option.name}` : '',
      qty: item.qty,
      listPriceSen: price.listPriceSen,
      basePriceSen: price.basePriceSen,
      unitPriceSen,
      rule,
      promotion,
      promotionId,
      lineTotalSen: unitPriceSen * item.qty,
      weightGrams: product.weightGrams * item.qty,
      categoryIds: product.categoryIds,
      requests: item.requests,
    };
  });
}
