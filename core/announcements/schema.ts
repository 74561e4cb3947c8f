import { z } from 'zod';

export const ANNOUNCEMENT_LIMITS = { titleMaxChars: 200, bodyMaxChars: 10_000 } as const;

/** read: whether the signed-in user has opened it (unread ones are marked on the home page). */
export const ZAnnouncementRow = z.object({ id: z.string(), title: z.string(), publishedAt: z.date(), read: z.boolean() });
export type TAnnouncementRow = z.infer<typeof ZAnnouncementRow>;

export const ZAnnouncement = ZAnnouncementRow.extend({ body: z.string() });
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementIdInput = z.object({ id: z.string().min(1) });

/** The operator's notice: to one merchant, or to every merchant when merchantId is left out. */
export const ZPublishAnnouncementInput = z.object({
  title: z.string().trim().min(1).max(ANNOUNCEMENT_LIMITS.titleMaxChars),
  body: z.string().trim().min(1).max(ANNOUNCEMENT_LIMITS.bodyMaxChars),
  merchantId: z.string().min(1).optional(),
});
export type TPublishAnnouncementInput = z.input<typeof ZPublishAnnouncementInput>;

/** A row of the operator's list, across merchants. */
export const ZOperatorAnnouncement = z.object({ id: z.string(), merchantId: z.string(), title: z.string(), publishedAt: z.date(), archivedAt: z.date().nullable() });
export type TOperatorAnnouncement = z.infer<typeof ZOperatorAnnouncement>;
