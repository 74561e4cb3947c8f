import type { CartProduct } from '../checkout/cart-products.ts';
import type { TCartItem, TCartSet } from '../checkout/schema.ts';
import type { AppliedCharge, Cart } from '../shipping/calculator.ts';
import type { TAdditionalChargeCondition } from '../shipping/schema.ts';

/** How a line's unit price was reached: the product's own rules, or a promotion. */
export type PriceRule = 'normal' | 'discounted' | 'wholesale' | 'campaign' | 'add_on' | 'mix_match';
/** The promotion behind a line, as OrderItem.promotion stores it ('' for none). */
export type LinePromotion = '' | 'campaign' | 'add_on' | 'mix_match';

/** A discount campaign's price of a product or option, ongoing at checkout time. */
export interface CampaignPrice {
  campaignId: string;
  priceSen: number;
}
/** Key of campaign prices: productId + ':' + optionId ('' for a product without variants). */
export const campaignKey = (productId: string, optionId: string | null | undefined) => `${productId}:${optionId ?? ''}`;
/** The product a campaignKey names. */
export const campaignProductOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

/** An add-on deal ongoing at checkout time. */
export interface AddOnDealTerms {
  id: string;
  name: string;
  /** Add-on units one order may take from the deal in all. */
  purchaseLimit: number;
  mainProductIds: readonly string[];
  items: readonly { id: string; productId: string; priceSen: number; remaining: number; purchaseLimit: number; active: boolean }[];
}

/** What a set's price reads of it: its price, stock and selections (see set-price.ts priceSet). */
export interface SetRules {
  priceSen: number;
  stock: number;
  active: boolean;
  selections: readonly {
    id: string;
    requiredQty: number;
    products: readonly { id: string; additionalPriceSen: number; stock: number }[];
  }[];
}

/** A mix-and-match set as the merchant defined it, with the name and weight of each product a buyer may pick. */
export interface SetTerms extends SetRules {
  id: string;
  nameEn: string;
  selections: readonly {
    id: string;
    requiredQty: number;
    products: readonly {
      /** The MixMatchProduct id the buyer's picks name. */
      id: string;
      additionalPriceSen: number;
      /** The set's own stock of this product. */
      stock: number;
      productName: string;
      /** '' for the product itself. */
      optionName: string;
      weightGrams: number;
    }[];
  }[];
}

/** A set the buyer put in the cart, with the merchant's set it names as checkout loaded it (undefined: no such set). */
export interface CartSetLine extends TCartSet {
  set: SetTerms | undefined;
}

/** A voucher's discount terms (what core/vouchers stores), with what checkout found of its use. */
export interface VoucherTerms {
  id: string;
  /** The code the buyer typed (the voucher's code or a one-use code). */
  code: string;
  codeId: string | null;
  /** 1 store-wide, 2 product, 3 free shipping. */
  type: number;
  /** 1 fixed, 2 percentage, 3 capped, 4 free shipping. */
  discountType: number;
  amountSen: number;
  percentBp: number;
  maxDiscountSen: number | null;
  minCartSen: number;
  /** Product-type vouchers: the products it applies to. */
  productIds: readonly string[];
}

/** Points the buyer asks to pay with, and what they are worth. */
export interface PointsTerms {
  requested: number;
  balance: number;
  /** What 1000 points are worth, in sen. */
  thousandPointsSen: number;
}

/** What the chosen delivery charges for a cart: a price, or a fee still to be quoted. */
export type DeliveryCharge = { sen: number; quoted: boolean };

/** Everything priceCart reads: the cart, the promotions in force, and the merchant's charges and taxes. */
export interface PricingInput {
  products: ReadonlyMap<string, CartProduct>;
  items: readonly TCartItem[];
  sets: readonly CartSetLine[];
  /** Campaign prices of the cart's products in campaigns ongoing now (every option of them), by campaignKey. */
  campaignPrices: ReadonlyMap<string, CampaignPrice>;
  addOnDeals: readonly AddOnDealTerms[];
  voucher: VoucherTerms | null;
  points: PointsTerms | null;
  /** The delivery's charge for the cart as the shipping calculator reads it (net of discounts). */
  delivery: (cart: Cart) => DeliveryCharge;
  /** A priced fee is waived when the net reaches this; 0 is no offer. */
  freeShippingOverSen: number;
  chargeRules: readonly TAdditionalChargeCondition[];
  salesTaxBp: number;
  serviceTaxBp: number;
  commissionRateBp: number;
}

export interface PricedLine {
  /** The line's place in the cart's items. */
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
  /** One unit after the product's own rules (discounted price, wholesale), before promotions. */
  basePriceSen: number;
  /** What one unit costs. */
  unitPriceSen: number;
  rule: PriceRule;
  promotion: LinePromotion;
  /** The campaign or add-on deal that priced the line. */
  promotionId: string | null;
  /** unitPriceSen × qty. */
  lineTotalSen: number;
  weightGrams: number;
  categoryIds: readonly string[];
  requests: TCartItem['requests'];
}

export interface PricedSet {
  mixMatchId: string;
  name: string;
  /** 'Product (option) ×2; ...', as the buyer chose. */
  picksLabel: string;
  /** The set's products the buyer picked (MixMatchProduct ids), per set. */
  picks: TCartSet['picks'];
  qty: number;
  /** The set price plus each picked unit's additional price. */
  unitPriceSen: number;
  /** One set's weight. */
  weightGrams: number;
  lineTotalSen: number;
}

export interface PricedCart {
  lines: PricedLine[];
  sets: PricedSet[];
  /** Lines at their base prices (before promotions) plus sets. */
  subtotalSen: number;
  /** What campaigns and add-on deals took off the base prices. */
  discountSen: number;
  /** What the voucher took off the items (a free-shipping voucher's part is in shippingDiscountSen). */
  voucherSen: number;
  voucher: (VoucherTerms & { sen: number; shippingSen: number }) | null;
  pointsRedeemed: number;
  memberPointsSen: number;
  /** subtotal − discount − voucher − points: what taxes, charges, commission and minimums read. */
  netSen: number;
  /** The fee charged, after free-shipping offers. */
  shippingSen: number;
  shippingDiscountSen: number;
  shippingQuoted: boolean;
  charges: AppliedCharge[];
  additionalChargeSen: number;
  salesTaxSen: number;
  serviceTaxSen: number;
  commissionSen: number;
  /** net + shipping + charges + taxes. */
  totalSen: number;
  weightGrams: number;
  itemCount: number;
}
