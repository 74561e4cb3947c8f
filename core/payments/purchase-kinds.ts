import { creditPackPurchase } from '../credits/pack-purchase.ts';
import { emailAddOnPurchase, pluginPurchase } from '../plugins/purchases.ts';
import type { PurchaseKind } from './purchase-kind.ts';

/**
 * Everything a merchant may buy by card, by purchase kind: one line per kind. A plugin or add-on
 * that is sold adds its own PurchaseKind here; the payment code never changes for it.
 */
export const PURCHASE_KINDS = {
  credit_pack: creditPackPurchase,
  plugin: pluginPurchase,
  email_add_on: emailAddOnPurchase,
} satisfies Record<string, PurchaseKind>;

export type TPurchaseKind = keyof typeof PURCHASE_KINDS;
export const PURCHASE_KIND_NAMES = Object.keys(PURCHASE_KINDS) as [TPurchaseKind, ...TPurchaseKind[]];
