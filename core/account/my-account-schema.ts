import { z } from 'zod';
import { LEVELS, MODULE_KEYS } from '../permissions/modules.ts';

export const ZMyAccount = z.object({
  merchantName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** Null for the master admin and for a sub-user without a role. */
  roleName: z.string().nullable(),
  isMasterAdmin: z.boolean(),
  /** The modules the user may use, with the level granted. */
  access: z.array(z.object({ module: z.enum(MODULE_KEYS), level: z.enum(LEVELS) })),
  /** Modules the merchant's plan does not include ('Module Inactive'). */
  inactiveModules: z.array(z.string()),
  recentActivity: z.array(z.object({ at: z.date(), action: z.string(), category: z.string() })),
});
export type TMyAccount = z.infer<typeof ZMyAccount>;
