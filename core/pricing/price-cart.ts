import { basisPointsOf } from '../checkout/arithmetic.ts';
import { additionalCharges, type Cart } from '../shipping/calculator.ts';
import { AppError } from '../shared/errors.ts';
import { priceLines } from './line-prices.ts';
import { PRICING_MESSAGES as P } from './messages.ts';
import { checkOrderAmount } from './order-amount.ts';
import { priceSets } from './set-price.ts';
import type { PricedCart, PricedLine, PricedSet, PricingInput, VoucherTerms } from './types.ts';
import { VOUCHER_TYPE } from '../vouchers/constants.ts';
import { itemsDiscount, shippingDiscount, takesOffShipping } from './voucher-discount.ts';

const voucherError = (code: string, message: string) => new AppError(`PRICING.${code}`, message, 'invalid', 'voucherCode');

/** The items a voucher applies to: every line and set, or a product voucher's products only. */
function eligibleSen(voucher: VoucherTerms, lines: readonly PricedLine[], sets: readonly PricedSet[]): number {
  if (voucher.type !== VOUCHER_TYPE.product) return [...lines, ...sets].reduce((sum, l) => sum + l.lineTotalSen, 0);
  return lines.filter((l) => voucher.productIds.includes(l.productId)).reduce((sum, l) => sum + l.lineTotalSen, 0);
}

/**
 * The one function that prices a cart. Pure: the same input always prices the same, and an
 * order's stored figures are exactly what it returns. Order of application:
 *
 * 1. Each product line: its own price (option price, or the product's discounted price when
 *    lower); a discount campaign's price when lower; no wholesale tier while the product is in an
 *    ongoing campaign, otherwise a wholesale tier when cheaper; an add-on line takes its deal's
 *    price when lower. Each mix-and-match set: its set price plus the picked units' additional
 *    prices, within the set's stock and its products' stock in the set (set-price.ts).
 * 2. subtotal = lines at their prices before campaigns and add-on deals, plus sets;
 *    discount = what campaigns and add-on deals took off; items = subtotal − discount.
 * 3. At most one voucher: its minimum cart price reads items; it takes a fixed amount, a
 *    percentage or a capped percentage off the items it applies to (all, or a product voucher's
 *    products), never more than they cost; a free-shipping voucher waits for step 6.
 * 4. Points pay what is left, 1000 points = thousandPointsSen; no more points are spent than
 *    that needs.
 * 5. net = items − voucher − points (never below 0).
 * 6. Shipping: the delivery's fee for the cart at net; a priced fee is waived when net reaches
 *    the free-shipping offer, otherwise a free-shipping voucher takes it off (up to its cap).
 * 7. Additional charges, sales tax and service tax on net (taxes rounded half up); the
 *    referrer's commission on net (not part of the total).
 * 8. total = net + shipping + additional charges + taxes.
 *
 * No line, subtotal, shipping fee (before what is taken off it) or total may exceed the largest
 * order (MONEY_LIMITS.orderSen): such a cart is refused with PRICING.ORDER_TOO_LARGE
 * (order-amount.ts), never priced.
 */
export function priceCart(input: PricingInput): PricedCart {
  const lines = priceLines(input.products, input.items, input.campaignPrices, input.addOnDeals);
  const sets = priceSets(input.sets);
  // Each line as the subtotal counts it (before promotions), so the refusal names the line.
  for (const l of lines) checkOrderAmount(l.basePriceSen * l.qty, `items.${l.index}.qty`);
  sets.forEach((s, index) => checkOrderAmount(s.lineTotalSen, `sets.${index}.qty`));

  const baseSen = lines.reduce((sum, l) => sum + l.basePriceSen * l.qty, 0);
  const setsSen = sets.reduce((sum, s) => sum + s.lineTotalSen, 0);
  const subtotalSen = baseSen + setsSen;
  checkOrderAmount(subtotalSen, 'items');
  const itemsSen = lines.reduce((sum, l) => sum + l.lineTotalSen, 0) + setsSen;
  const discountSen = subtotalSen - itemsSen;

  let voucherSen = 0;
  const voucher = input.voucher;
  if (voucher) {
    if (itemsSen < voucher.minCartSen) throw voucherError('VOUCHER_MINIMUM', P.voucherMinimum(voucher.minCartSen));
    if (!takesOffShipping(voucher)) {
      const eligible = eligibleSen(voucher, lines, sets);
      if (eligible === 0) throw voucherError('VOUCHER_NO_PRODUCTS', P.voucherNoProducts);
      voucherSen = itemsDiscount(voucher, eligible);
    }
  }

  let pointsRedeemed = 0;
  let memberPointsSen = 0;
  if (input.points && input.points.requested > 0) {
    const { requested, balance, thousandPointsSen } = input.points;
    if (requested > balance) throw new AppError('PRICING.POINTS_NOT_ENOUGH', P.pointsNotEnough(balance), 'invalid', 'redeemPoints');
    const left = itemsSen - voucherSen;
    // The fewest points that pay what is left, when fewer than asked.
    const needed = thousandPointsSen > 0 ? Math.ceil((left * 1000) / thousandPointsSen) : 0;
    pointsRedeemed = Math.min(requested, needed);
    memberPointsSen = Math.min(left, Math.floor((pointsRedeemed * thousandPointsSen) / 1000));
  }

  const netSen = Math.max(0, itemsSen - voucherSen - memberPointsSen);
  const weightGrams = lines.reduce((sum, l) => sum + l.weightGrams, 0) + sets.reduce((sum, s) => sum + s.weightGrams * s.qty, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.qty, 0) + sets.reduce((sum, s) => sum + s.qty, 0);
  const cart: Cart = { subtotalSen: netSen, weightGrams, itemCount, lines: lines.map((l) => ({ categoryIds: l.categoryIds })) };

  const fee = input.delivery(cart);
  checkOrderAmount(fee.sen, 'shippingOptionId');
  let shippingDiscountSen = 0;
  let voucherShippingSen = 0;
  if (fee.quoted && input.freeShippingOverSen > 0 && netSen >= input.freeShippingOverSen) shippingDiscountSen = fee.sen;
  else if (voucher && takesOffShipping(voucher)) {
    if (!fee.quoted || fee.sen === 0) throw voucherError('VOUCHER_NEEDS_SHIPPING', P.voucherNeedsShipping);
    voucherShippingSen = shippingDiscount(voucher, fee.sen);
    shippingDiscountSen = voucherShippingSen;
  }
  const shippingSen = fee.sen - shippingDiscountSen;

  const charges = additionalCharges(input.chargeRules, cart);
  const additionalChargeSen = charges.reduce((sum, c) => sum + c.sen, 0);
  const salesTaxSen = basisPointsOf(netSen, input.salesTaxBp);
  const serviceTaxSen = basisPointsOf(netSen, input.serviceTaxBp);
  const totalSen = netSen + shippingSen + additionalChargeSen + salesTaxSen + serviceTaxSen;
  checkOrderAmount(totalSen, 'items');
  return {
    lines,
    sets,
    subtotalSen,
    discountSen,
    voucherSen,
    voucher: voucher ? { ...voucher, sen: voucherSen, shippingSen: voucherShippingSen } : null,
    pointsRedeemed,
    memberPointsSen,
    netSen,
    shippingSen,
    shippingDiscountSen,
    shippingQuoted: fee.quoted,
    charges,
    additionalChargeSen,
    salesTaxSen,
    serviceTaxSen,
    commissionSen: basisPointsOf(netSen, input.commissionRateBp),
    totalSen,
    weightGrams,
    itemCount,
  };
}
