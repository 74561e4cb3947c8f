import type { PricedCart } from '../pricing/types.ts';
import { AppError } from '../shared/errors.ts';
import type { TenantTx } from './context.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

/** A purchase link's products as an order took them. */
export interface LinkTake {
  linkId: string;
  lines: readonly { productId: string; optionId: string | null; qty: number; name: string }[];
}

/**
 * Takes the promotions' own stock an order uses: add-on deal items, mix-and-match sets and their
 * picked products, and a purchase link's products. Each is one conditional UPDATE that only
 * succeeds while enough is left, so concurrent orders never oversell; a refusal rolls the whole
 * order back.
 */
export async function takePromotionStock(tx: TenantTx, priced: PricedCart, link: LinkTake | null): Promise<void> {
  const m = tx.merchantId;
  for (const line of priced.lines) {
    if (line.promotion !== 'add_on') continue;
    const n = await tx.db.$executeRaw`UPDATE "AddOnDealItem" SET "soldCount" = "soldCount" + ${line.qty} WHERE "merchantId" = ${m} AND "dealId" = ${line.promotionId} AND "productId" = ${line.productId} AND "soldCount" + ${line.qty} <= "stock"`;
    if (n !== 1) throw new AppError('CHECKOUT.ADD_ON_STOCK', M.outOfStock(line.name), 'invalid', `items.${line.index}.qty`);
  }
  for (const [index, set] of priced.sets.entries()) {
    const n = await tx.db.mixMatch.updateMany({ where: { merchantId: m, id: set.mixMatchId, stock: { gte: set.qty } }, data: { stock: { decrement: set.qty } } });
    if (n.count !== 1) throw new AppError('CHECKOUT.SET_STOCK', M.setStock(set.name), 'invalid', `sets.${index}.qty`);
    for (const [p, pick] of set.picks.entries()) {
      const units = pick.qty * set.qty;
      const taken = await tx.db.mixMatchProduct.updateMany({ where: { merchantId: m, id: pick.mixMatchProductId, stock: { gte: units } }, data: { stock: { decrement: units } } });
      if (taken.count !== 1) throw new AppError('CHECKOUT.SET_STOCK', M.setStock(set.name), 'invalid', `sets.${index}.picks.${p}.qty`);
    }
  }
  for (const line of link?.lines ?? []) {
    const n = await tx.db.$executeRaw`UPDATE "PurchaseLinkProduct" SET "soldCount" = "soldCount" + ${line.qty} WHERE "merchantId" = ${m} AND "linkId" = ${link!.linkId} AND "productId" = ${line.productId} AND "optionId" = ${line.optionId ?? ''} AND "soldCount" + ${line.qty} <= "stock"`;
    if (n !== 1) throw new AppError('CHECKOUT.LINK_STOCK', M.linkStock(line.name), 'invalid', 'purchaseLink');
  }
}

/** A cancelled order gives the promotions' stock back, as its items recorded it. */
export async function releasePromotionStock(tx: TenantTx, orderId: string): Promise<void> {
  const m = tx.merchantId;
  const order = await tx.db.order.findUnique({
    where: { merchantId_id: { merchantId: m, id: orderId } },
    select: { purchaseLinkId: true, items: { select: { productId: true, optionId: true, qty: true, promotion: true, promotionId: true, picks: true } } },
  });
  if (!order) return;
  for (const item of order.items) {
    if (item.promotion === 'add_on' && item.promotionId && item.productId) {
      await tx.db.addOnDealItem.updateMany({ where: { merchantId: m, dealId: item.promotionId, productId: item.productId, soldCount: { gte: item.qty } }, data: { soldCount: { decrement: item.qty } } });
    } else if (item.promotion === 'mix_match' && item.promotionId) {
      await tx.db.mixMatch.updateMany({ where: { merchantId: m, id: item.promotionId }, data: { stock: { increment: item.qty } } });
      for (const pick of JSON.parse(item.picks || '[]') as { mixMatchProductId: string; qty: number }[]) {
        await tx.db.mixMatchProduct.updateMany({ where: { merchantId: m, id: pick.mixMatchProductId }, data: { stock: { increment: pick.qty * item.qty } } });
      }
    }
    if (order.purchaseLinkId && item.productId && item.promotion !== 'mix_match') {
      await tx.db.purchaseLinkProduct.updateMany({
        where: { merchantId: m, linkId: order.purchaseLinkId, productId: item.productId, optionId: item.optionId ?? '', soldCount: { gte: item.qty } },
        data: { soldCount: { decrement: item.qty } },
      });
    }
  }
}
