import { z } from 'zod';

export const ANNOUNCEMENT_LIMITS = { titleMaxChars: 200, bodyMaxChars: 10_000 } as const;

export const ZAnnouncementRow = z.object({ id: z.string(), title: z.string(), publishedAt: z.date() });
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
