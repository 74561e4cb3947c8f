import { INVENTORY_PLATFORM } from '../catalogue/constants.ts';
import { newId } from '../db/ids.ts';
import { notify } from '../notifications/create.ts';
import { checkoutMember, clearOrderedCartLines } from '../members/checkout-member.ts';
import { ORDER_STATUS } from '../orders/constants.ts';
import { countSalesChanges } from '../orders/sales-days.ts';
import { readOrderSettings, type TOrderSettings } from '../sales-settings/read.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { formatSen } from '../shared/money.ts';
import { linkedCart } from './checkout-links.ts';
import { spendOrderPoints } from './checkout-points.ts';
import { useVoucher } from './checkout-voucher.ts';
import type { StorefrontCtx } from './context.ts';
import { checkLogistics, deliveryOf } from './delivery.ts';
import { deliveryDays } from './delivery-slots.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { queueOrderNotification } from './order-mail.ts';
import { orderRows } from './order-rows.ts';
import { priceCheckout } from './pricing.ts';
import { takePromotionStock } from './promotion-stock.ts';
import type { TPlaceOrderInput, TPlacedOrder } from './schema.ts';
import { withholdStock, type ProductStockMove } from './stock.ts';
import { msg } from '../shared/messages.ts';
import { knownSalesPeople } from '../sales-landing/storefront.ts';
import { attributeArrival } from '../referral/attribution.ts';
import { recordReferrals } from '../referral/record-referrals.ts';

const fail = (code: string, message: string, field?: string) => new AppError(`CHECKOUT.${code}`, message, 'invalid', field);

async function checkDeliveryDate(tx: StorefrontCtx, input: TPlaceOrderInput, settings: TOrderSettings): Promise<void> {
  if (!input.deliveryDate) return;
  const disabled = await tx.db.disabledDeliveryDate.findMany({ where: { merchantId: tx.merchantId }, select: { fromDate: true, toDate: true } });
  const day = deliveryDays(settings, disabled, tx.now(), tx.timeZone).find((d) => d.date === input.deliveryDate);
  if (!day) throw fail('DELIVERY_DATE', M.deliveryDateUnavailable, 'deliveryDate');
  if (input.deliverySlot && !day.slots.includes(input.deliverySlot)) throw fail('DELIVERY_SLOT', M.deliverySlotUnavailable, 'deliverySlot');
}

/** Low stock: the product's stock fell to the alert level (or to 0) with this order. */
function lowStockMessage(move: ProductStockMove, alertAt: number): string | null {
  if (move.after === 0 && move.before > 0) return msg('notifications.outOfStock', { name: move.name, sku: move.sku });
  if (alertAt > 0 && move.after <= alertAt && move.before > alertAt) return msg('notifications.lowStock', { name: move.name, sku: move.sku, count: move.after });
  return null;
}

/**
 * A buyer's order (or request for a quotation) from the merchant's website or app, in one
 * transaction: takes a payment or purchase link's items, prices the cart with its promotions,
 * delivery, charges and taxes (core/pricing's priceCart through priceCheckout), checks the
 * checkout settings, takes the next order number, writes the order and its items, uses the
 * voucher, spends the points, takes the promotions' stock, withholds the catalogue's stock,
 * notifies the seller and queues the order-notification e-mail. Nothing is written (or sent) if
 * any rule refuses. The rows come from orderRows.
 */
export function placeOrder(ctx: StorefrontCtx, input: TPlaceOrderInput): Promise<TPlacedOrder> {
  return withTransaction(ctx, async (tx) => {
    const settings = await readOrderSettings(tx.db, tx.merchantId);
    // Joining with the order makes the buyer a member, which is what compulsory membership asks.
    if (settings.compulsoryMember && !input.memberId && !input.joinAsMember) throw fail('MEMBER_REQUIRED', M.memberRequired, 'memberId');

    const linked = await linkedCart(tx, input);
    if (input.salesPersonId && !(await knownSalesPeople(tx, [input.salesPersonId])).size) throw notFound('salesPerson');
    const delivery = await deliveryOf(tx, input, settings);
    // The commission is the person's group's, read here: what the website sends names the person only.
    const referral = await attributeArrival(tx, input.referral, tx.now());
    const priced = await priceCheckout(
      tx,
      { items: linked.items, sets: input.sets, memberId: input.memberId ?? null, joining: Boolean(input.joinAsMember), voucherCode: input.voucherCode, linkVoucherId: linked.linkVoucherId, redeemPoints: input.redeemPoints },
      { delivery: delivery.charge, settings, commissionRateBp: referral?.commissionBp ?? 0 },
    );
    checkLogistics(input, priced);
    if (!input.quotation && settings.minimumPriceSen > 0 && priced.netSen < settings.minimumPriceSen) {
      throw fail('MINIMUM_PRICE', M.minimumPrice(settings.minimumPriceSen), 'items');
    }
    await checkDeliveryDate(tx, input, settings);

    const memberId = await checkoutMember(tx, input);

    // The counter row is locked from here to commit, so numbers are unique and gap-free.
    const counter = await tx.db.orderSetting.update({ where: { merchantId: tx.merchantId }, data: { nextOrderNo: { increment: 1 } }, select: { nextOrderNo: true } });
    const orderNo = counter.nextOrderNo - 1;
    const rows = orderRows({ merchantId: tx.merchantId, orderId: newId(), orderNo, placedAt: tx.now(), input: { ...input, memberId }, priced, delivery, settings, links: linked.links, referral });
    const { order } = rows;
    const status = order.status;

    await tx.db.order.create({ data: order, select: { id: true } });
    await tx.db.orderItem.createMany({ data: rows.items });
    if (referral) await recordReferrals(tx, [{ personId: referral.personId, kind: 'order', refId: order.id, at: order.placedAt }]);
    const placed = { orderId: order.id, placedAt: order.placedAt, before: null, after: { status, totalSen: Number(order.totalSen) } };
    await countSalesChanges(tx, [placed], rows.items.map((item) => ({ ...item, orderId: order.id })));
    // Queued with the order's rows: a refusal below (stock, voucher, points) rolls the e-mail back too.
    await queueOrderNotification(tx, settings.orderNotificationEmail, { quotation: input.quotation, order, items: rows.items });
    if (memberId) await clearOrderedCartLines(tx, memberId, priced.lines);
    await useVoucher(tx, priced, order);
    await spendOrderPoints(tx, order);
    const linkLines = linked.take && { linkId: linked.take.linkId, lines: linked.take.lines.map((l) => ({ ...l, name: priced.lines.find((p) => p.productId === l.productId)?.name ?? '' })) };
    await takePromotionStock(tx, priced, linkLines);

    // A quotation is a question: its stock is taken only when it becomes an order.
    if (status === ORDER_STATUS.awaitingPayment) {
      const platform = input.channel === 'app' ? INVENTORY_PLATFORM.app : INVENTORY_PLATFORM.website;
      const tracked = priced.lines.filter((l) => !l.product.stockUnlimited);
      const moves = await withholdStock(tx, orderNo, tracked.map((l) => ({ index: l.index, productId: l.productId, optionId: l.optionId, sku: l.sku, name: l.name, qty: l.qty })), platform);
      for (const move of moves) {
        const message = lowStockMessage(move, settings.lowQuantityAlert);
        if (message) await notify(tx, tx.merchantId, { kind: 'low_stock', productId: move.productId, message });
      }
    }
    const news = { orderNo, buyer: input.buyer.name, total: formatSen(order.totalSen) };
    await notify(tx, tx.merchantId, { kind: 'new_order', orderId: order.id, message: msg(input.quotation ? 'notifications.newQuotation' : 'notifications.newOrder', news) });

    return {
      id: order.id,
      memberId,
      orderNo,
      status,
      shippingQuoted: order.shippingQuoted,
      subtotalSen: order.subtotalSen,
      discountSen: order.discountSen,
      voucherSen: order.voucherSen,
      voucherCode: order.voucherCode,
      pointsRedeemed: order.pointsRedeemed,
      memberPointsSen: order.memberPointsSen,
      shippingSen: order.shippingSen,
      shippingDiscountSen: order.shippingDiscountSen,
      salesTaxSen: order.salesTaxSen,
      serviceTaxSen: order.serviceTaxSen,
      additionalChargeSen: order.additionalChargeSen,
      additionalCharges: rows.appliedCharges,
      commissionSen: order.commissionSen,
      totalSen: order.totalSen,
      placedAt: order.placedAt,
      autoCancelAt: order.autoCancelAt,
      items: rows.items.map((item) => ({
        productId: item.productId,
        optionId: item.optionId,
        sku: item.sku,
        name: item.name,
        options: item.options,
        qty: item.qty,
        singlePriceSen: item.singlePriceSen,
        finalPriceSen: item.finalPriceSen,
        basePriceSen: item.basePriceSen,
        promotion: item.promotion,
      })),
    };
  });
}
