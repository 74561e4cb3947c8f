import { z } from 'zod';
import { ZNewPassword } from '../auth/password-rules.ts';
import { ZEmail, ZLoginId } from '../users/schema.ts';
import { DEFAULT_TIME_ZONE } from '../shared/time.ts';
import { msg } from '../shared/messages.ts';

export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZCreateMerchantInput = z.object({
  name: z.string({ error: msg('merchants.nameRequired') }).trim().min(1, msg('merchants.nameRequired')).max(150),
  username: ZLoginId,
  password: ZNewPassword,
  email: ZEmail,
  adminName: z.string().trim().max(100).optional(),
  timeZone: z.string().refine(isTimeZone, msg('merchants.timeZoneUnknown')).default(DEFAULT_TIME_ZONE),
  accountLimit: z.number().int().min(0).max(1000).default(10),
});
export type TCreateMerchantInput = z.input<typeof ZCreateMerchantInput>;
