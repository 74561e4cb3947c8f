import { priceCart } from '../pricing/price-cart.ts';
import type { DeliveryCharge, PricedCart, PricingInput } from '../pricing/types.ts';
import type { Cart } from '../shipping/calculator.ts';
import type { TOrderSettings } from '../sales-settings/read.ts';
import { loadCartProducts } from './cart-products.ts';
import { loadCheckoutVoucher } from './checkout-voucher.ts';
import type { TenantTx } from './context.ts';
import { loadCampaignPrices, loadCartAddOnDeals, loadCartSets } from './cart-promotions.ts';
import type { TCartItem, TCartSet } from './schema.ts';
import { loadPointsTerms } from './checkout-points.ts';

/** A cart as checkout and shipping quotes price it. */
export interface CheckoutCart {
  items: readonly TCartItem[];
  sets?: readonly TCartSet[];
  memberId?: string | null;
  voucherCode?: string | null;
  /** A purchase link's voucher, used when the buyer names none. */
  linkVoucherId?: string | null;
  redeemPoints?: number;
  /** A guest who joins as a member with this order (first-time vouchers are theirs). */
  joining?: boolean;
}

/** What the cart reads from the database: its products and the promotions in force now. */
export type CartPromotions = Pick<PricingInput, 'products' | 'items' | 'sets' | 'campaignPrices' | 'addOnDeals' | 'voucher' | 'points'>;

export async function loadCartPromotions(tx: TenantTx, cart: CheckoutCart): Promise<CartPromotions> {
  const now = tx.now();
  const productIds = cart.items.map((i) => i.productId);
  const [products, campaignPrices, addOnDeals, sets, voucher, points] = await Promise.all([
    loadCartProducts(tx, productIds),
    loadCampaignPrices(tx, productIds, now),
    loadCartAddOnDeals(tx, cart.items, now),
    loadCartSets(tx, cart.sets ?? []),
    loadCheckoutVoucher(tx, cart, now),
    loadPointsTerms(tx, cart.memberId ?? null, cart.redeemPoints ?? 0),
  ]);
  return { products, items: cart.items, sets, campaignPrices, addOnDeals, voucher, points };
}

/** A delivery that charges nothing (self pick-up, a quotation left to the merchant's reply, a quote before an address). */
export const noCharge = (): DeliveryCharge => ({ sen: 0, quoted: true });

/**
 * The one place checkout gets its prices: loads the cart's products and promotions and runs
 * core/pricing's priceCart with the merchant's charges and taxes and the chosen delivery.
 */
export async function priceCheckout(
  tx: TenantTx,
  cart: CheckoutCart,
  terms: { delivery: (cart: Cart) => DeliveryCharge; settings: Pick<TOrderSettings, 'additionalCharges' | 'salesTaxBp' | 'serviceTaxBp' | 'freeShippingOverSen'>; commissionRateBp?: number },
): Promise<PricedCart> {
  const loaded = await loadCartPromotions(tx, cart);
  return priceCart({
    ...loaded,
    delivery: terms.delivery,
    freeShippingOverSen: terms.settings.freeShippingOverSen,
    chargeRules: terms.settings.additionalCharges,
    salesTaxBp: terms.settings.salesTaxBp,
    serviceTaxBp: terms.settings.serviceTaxBp,
    commissionRateBp: terms.commissionRateBp ?? 0,
  });
}

/** The priced cart as the shipping calculator and the additional charges read it. */
export const calculatorCart = (priced: PricedCart): Cart => ({
  subtotalSen: priced.netSen,
  weightGrams: priced.weightGrams,
  itemCount: priced.itemCount,
  lines: priced.lines.map((l) => ({ categoryIds: l.categoryIds })),
});
