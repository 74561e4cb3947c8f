import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZDateShortcut, ZLocalDate } from '../shared/time.ts';

export const ZLogUser = z.object({ id: z.string(), name: z.string(), username: z.string(), isMasterAdmin: z.boolean() });

export const ZLogDaysInput = ZPageInput.extend({ userId: z.string().min(1) });
export type TLogDaysInput = z.infer<typeof ZLogDaysInput>;

export const ZLogDay = z.object({ day: z.string(), actions: z.number().int() });
export const ZLogDayPage = zPage(ZLogDay).extend({ user: ZLogUser });
export type TLogDayPage = z.infer<typeof ZLogDayPage>;

export const ZLogActionsInput = ZPageInput.extend({
  userId: z.string().min(1),
  day: ZLocalDate.optional(),
  shortcut: ZDateShortcut.optional(),
  search: z.string().trim().max(100).optional(),
  category: z.string().max(50).optional(),
});
export type TLogActionsInput = z.infer<typeof ZLogActionsInput>;

export const ZLogEntry = z.object({
  id: z.string(),
  at: z.date(),
  day: z.string(),
  action: z.string(),
  category: z.string(),
  ip: z.string(),
  userAgent: z.string(),
});
export const ZLogEntryPage = zPage(ZLogEntry).extend({ user: ZLogUser });
export type TLogEntryPage = z.infer<typeof ZLogEntryPage>;
