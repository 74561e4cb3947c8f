import { z } from 'zod';

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const ZPurchaseId = z.object({ id: z.string().min(1).max(64) });

/** A purchase started: the payment page to send the buyer to. */
export const ZPurchaseStart = z.object({ purchaseId: z.string(), pageUrl: z.string() });
export type TPurchaseStart = z.infer<typeof ZPurchaseStart>;

/** Where a purchase stands, for the screen the payment page returns to (polled until it is no longer pending). */
export const ZPurchaseState = z.object({
  id: z.string(),
  kind: z.string(),
  itemRef: z.string(),
  amount: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.date(),
  grantedAt: z.date().nullable(),
});
export type TPurchaseState = z.infer<typeof ZPurchaseState>;
