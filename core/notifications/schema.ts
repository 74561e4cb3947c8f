import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;

export const ZNotificationListInput = ZPageInput.extend({ filter: z.enum(NOTIFICATION_FILTERS).default('all') });
export type TNotificationListInput = z.infer<typeof ZNotificationListInput>;

export const ZNotificationRow = z.object({
  id: z.string(),
  /** new_order, payment or low_stock (core/notifications/create.ts); kept as text so an older kind still lists. */
  kind: z.string(),
  orderId: z.string().nullable(),
  /** The order's number, for the link to its detail; null when the order is gone or none is named. */
  orderNo: z.number().int().nullable(),
  productId: z.string().nullable(),
  message: z.string(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});
export type TNotificationRow = z.infer<typeof ZNotificationRow>;

export const ZNotificationPage = zPage(ZNotificationRow).extend({ unread: z.number().int() });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZMarkReadInput = z.object({ ids: z.array(z.string().min(1)).min(1).max(200) });
export const ZMarkedOutput = z.object({ marked: z.number().int() });
