import type { CartProduct } from '../checkout/cart-products.ts';
import type { TCartItem } from '../checkout/schema.ts';
import type { PricingInput, SetTerms, VoucherTerms } from './types.ts';

/** Carts for the pricing tests (price-cart*.test.ts): products, lines, a set, a voucher and a whole input. */

export const cartProduct = (id: string, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  sku: id.toUpperCase(),
  nameEn: `Product ${id}`,
  visibility: 'public',
  priceSen: 1000,
  discountedPriceSen: null,
  stockUnlimited: true,
  stock: 0,
  weightGrams: 100,
  options: [],
  wholesaleTiers: [],
  categoryIds: [],
  requests: [],
  logistics: [{ logistic: 'delivery', enabled: true }],
  ...over,
});

/** A shirt with a wholesale tier from 3 units, a cap and a sock; the shirt is in category 'tops'. */
export const testProducts = new Map([
  ['shirt', cartProduct('shirt', { priceSen: 5000, categoryIds: ['tops'], wholesaleTiers: [{ minQty: 3, maxQty: null, priceSen: 4000 }] })],
  ['cap', cartProduct('cap', { priceSen: 2000 })],
  ['sock', cartProduct('sock', { priceSen: 800 })],
]);

export const cartItem = (productId: string, qty: number, addOnDealId?: string): TCartItem => ({ productId, qty, optionId: null, requests: [], addOnDealId: addOnDealId ?? null });

export const pricingInput = (over: Partial<PricingInput> = {}): PricingInput => ({
  products: testProducts,
  items: [cartItem('shirt', 1)],
  sets: [],
  campaignPrices: new Map(),
  addOnDeals: [],
  voucher: null,
  points: null,
  delivery: () => ({ sen: 800, quoted: true }),
  freeShippingOverSen: 0,
  chargeRules: [],
  salesTaxBp: 0,
  serviceTaxBp: 0,
  commissionRateBp: 0,
  ...over,
});

export const testVoucher = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 'v1',
  code: 'SAVE',
  codeId: null,
  type: 1,
  discountType: 1,
  amountSen: 500,
  percentBp: 0,
  maxDiscountSen: null,
  minCartSen: 0,
  productIds: [],
  ...over,
});

/** A set of RM 25.00: pick 2 tops (the red one RM 3.00 more) and 1 bottom, each weighing 100 g. */
export const testSet = (over: Partial<SetTerms> = {}): SetTerms => ({
  id: 'm1',
  nameEn: 'Pick 3',
  priceSen: 2500,
  stock: 5,
  active: true,
  selections: [
    {
      id: 'tops',
      requiredQty: 2,
      products: [
        { id: 'white', additionalPriceSen: 0, stock: 10, productName: 'Tee', optionName: 'White', weightGrams: 100 },
        { id: 'red', additionalPriceSen: 300, stock: 2, productName: 'Tee', optionName: 'Red', weightGrams: 100 },
      ],
    },
    { id: 'bottoms', requiredQty: 1, products: [{ id: 'jeans', additionalPriceSen: 0, stock: 10, productName: 'Jeans', optionName: '', weightGrams: 100 }] },
  ],
  ...over,
});
