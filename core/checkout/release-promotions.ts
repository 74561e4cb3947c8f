import { reverseOrderEntries } from '../loyalty/ledger.ts';
import { releaseVoucher } from './checkout-voucher.ts';
import type { TenantTx } from './context.ts';
import { releasePromotionStock } from './promotion-stock.ts';

/**
 * A cancelled order gives back what its checkout took from promotions: the voucher's use, the
 * points it paid with, and the stock of add-on deals, mix-and-match sets and purchase links.
 * Safe to run after orderUnpaid (the ledger reverses an entry once).
 */
export async function releaseOrderPromotions(tx: TenantTx, order: { id: string; orderNo: number }): Promise<void> {
  await releaseVoucher(tx, order.id);
  await reverseOrderEntries(tx, order.id, `Order #${order.orderNo} cancelled`);
  await releasePromotionStock(tx, order.id);
}
