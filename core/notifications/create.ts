import type { DbClient } from '../db/database.ts';

/** What the seller dashboard is told about. */
export const NOTIFICATION_KINDS = ['new_order', 'payment', 'low_stock'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationInput {
  kind: NotificationKind;
  orderId?: string | null;
  productId?: string | null;
  message: string;
}

/** Writes one seller notification in tx's transaction, so it exists only if its cause commits. */
export async function notify(tx: { db: DbClient; now: () => Date }, merchantId: string, input: NotificationInput): Promise<{ id: string }> {
  return tx.db.sellerNotification.create({
    data: {
      merchantId,
      kind: input.kind,
      orderId: input.orderId ?? null,
      productId: input.productId ?? null,
      message: input.message.slice(0, 500),
      createdAt: tx.now(),
    },
    select: { id: true },
  });
}
