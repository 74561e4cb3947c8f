import type { Ctx } from '../shared/context.ts';

/**
 * One kind of thing a merchant may buy by card (core/payments/purchase-kinds.ts): what an item
 * costs, and what a paid purchase grants. The payment code knows nothing else of it.
 */
export interface PurchaseKind {
  /** The buyer's input field that names the item, which a refusal of an unknown item names. */
  itemField: string;
  /** The price in sen and the payment page's description of itemRef; null when there is no such item. */
  price(itemRef: string): { amount: number; description: string } | null;
  /** Grants what was bought, inside the transaction that marks the purchase paid (so it runs once). */
  grant(tx: Ctx, purchase: { id: string; itemRef: string }): Promise<void>;
}
