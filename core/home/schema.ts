import { z } from 'zod';
import { LEVELS, MODULE_KEYS } from '../permissions/modules.ts';

export const ZHomeSummary = z.object({
  merchantName: z.string(),
  userName: z.string(),
  isMasterAdmin: z.boolean(),
  /** The modules the user may use, with the level granted. */
  access: z.array(z.object({ module: z.enum(MODULE_KEYS), level: z.enum(LEVELS) })),
  inactiveModules: z.array(z.string()),
  recentActivity: z.array(z.object({ at: z.date(), action: z.string(), category: z.string() })),
  /** What the master admin watches over; null for sub-users. */
  admin: z
    .object({
      subUsers: z.number().int(),
      accountLimit: z.number().int(),
      roles: z.number().int(),
      activeSessions: z.number().int(),
      twoFactorEnabled: z.boolean(),
      unpaidInvoices: z.number().int(),
    })
    .nullable(),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;
