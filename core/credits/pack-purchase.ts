import type { PurchaseKind } from '../payments/purchase-kind.ts';
import { grantCredits } from './ledger.ts';
import { creditPack, packExpiry } from './packs.ts';

/** A credit pack bought by card: its credits, as a lot expiring after the pack's validity. */
export const creditPackPurchase: PurchaseKind = {
  itemField: 'packId',
  price(itemRef) {
    const p = creditPack(itemRef);
    return p ? { amount: p.price, description: `${p.credits} ${p.kind.toUpperCase()} credits` } : null;
  },
  async grant(tx, purchase) {
    const p = creditPack(purchase.itemRef);
    if (!p) throw new Error(`No credit pack ${purchase.itemRef}.`);
    await grantCredits(tx, { kind: p.kind, amount: p.credits, reason: 'purchase', refId: purchase.id, note: p.id, expiresAt: packExpiry(p, tx.now()) });
  },
};
