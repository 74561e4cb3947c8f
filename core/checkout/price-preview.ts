import { z } from 'zod';
import { ZAppliedCharges } from '../orders/schema.ts';
import { readOrderSettings } from '../sales-settings/read.ts';
import { loadShippingRules } from '../shipping/rules-store.ts';
import { linkedCart } from './checkout-links.ts';
import type { StorefrontCtx } from './context.ts';
import { optionDelivery } from './delivery.ts';
import { noCharge, priceCheckout } from './pricing.ts';
import { ZPlaceOrderFields } from './schema.ts';

/**
 * What the website shows before the buyer places the order: the cart as placeOrder would price
 * it. The checkout's own input without the buyer; shipping counts when an address and an option
 * are given.
 */
export const ZCartPreviewInput = ZPlaceOrderFields.pick({
  address: true,
  items: true,
  sets: true,
  voucherCode: true,
  redeemPoints: true,
  paymentLink: true,
  purchaseLink: true,
  shippingOptionId: true,
  selfPickup: true,
  memberId: true,
});
export type TCartPreviewInput = z.infer<typeof ZCartPreviewInput>;

const sen = z.number().int();
export const ZCartPreview = z.object({
  lines: z.array(z.object({ productId: z.string(), optionId: z.string().nullable(), name: z.string(), optionLabel: z.string(), qty: sen, basePriceSen: sen, unitPriceSen: sen, lineTotalSen: sen, promotion: z.string() })),
  sets: z.array(z.object({ mixMatchId: z.string(), name: z.string(), picksLabel: z.string(), qty: sen, unitPriceSen: sen, lineTotalSen: sen })),
  subtotalSen: sen,
  discountSen: sen,
  voucherCode: z.string(),
  voucherSen: sen,
  pointsRedeemed: sen,
  memberPointsSen: sen,
  netSen: sen,
  shippingSen: sen,
  shippingDiscountSen: sen,
  shippingQuoted: z.boolean(),
  additionalCharges: ZAppliedCharges,
  salesTaxSen: sen,
  serviceTaxSen: sen,
  totalSen: sen,
});
export type TCartPreview = z.infer<typeof ZCartPreview>;

/** The cart priced by the same function and loaders as placeOrder, nothing written. */
export async function previewCart(ctx: StorefrontCtx, input: TCartPreviewInput): Promise<TCartPreview> {
  const settings = await readOrderSettings(ctx.db, ctx.merchantId);
  const linked = await linkedCart(ctx, input);
  const delivery = !input.selfPickup && input.address && input.shippingOptionId ? optionDelivery(await loadShippingRules(ctx.db, ctx.merchantId), input.address, input.shippingOptionId, false).charge : noCharge;
  const priced = await priceCheckout(
    ctx,
    { items: linked.items, sets: input.sets, memberId: input.memberId ?? null, voucherCode: input.voucherCode, linkVoucherId: linked.linkVoucherId, redeemPoints: input.redeemPoints },
    { delivery, settings },
  );
  return {
    lines: priced.lines.map((l) => ({ productId: l.productId, optionId: l.optionId, name: l.name, optionLabel: l.optionLabel, qty: l.qty, basePriceSen: l.basePriceSen, unitPriceSen: l.unitPriceSen, lineTotalSen: l.lineTotalSen, promotion: l.promotion })),
    sets: priced.sets.map((s) => ({ mixMatchId: s.mixMatchId, name: s.name, picksLabel: s.picksLabel, qty: s.qty, unitPriceSen: s.unitPriceSen, lineTotalSen: s.lineTotalSen })),
    subtotalSen: priced.subtotalSen,
    discountSen: priced.discountSen,
    voucherCode: priced.voucher?.code ?? '',
    voucherSen: priced.voucherSen,
    pointsRedeemed: priced.pointsRedeemed,
    memberPointsSen: priced.memberPointsSen,
    netSen: priced.netSen,
    shippingSen: priced.shippingSen,
    shippingDiscountSen: priced.shippingDiscountSen,
    shippingQuoted: priced.shippingQuoted,
    additionalCharges: priced.charges.map((c) => ({ name: c.name, sen: c.sen })),
    salesTaxSen: priced.salesTaxSen,
    serviceTaxSen: priced.serviceTaxSen,
    totalSen: priced.totalSen,
  };
}
