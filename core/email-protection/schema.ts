import { z } from 'zod';
import { CHECK_STATUSES, FINDINGS } from './constants.ts';

export const ZProtectionCheck = z.object({
  status: z.enum(CHECK_STATUSES),
  findings: z.array(z.enum(FINDINGS)),
  /** The records as found, with the name each was read at. */
  records: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type TProtectionCheck = z.infer<typeof ZProtectionCheck>;

export const ZEmailProtection = z.object({
  /** The merchant's website domain; null when it has none (then nothing was looked up). */
  domain: z.string().nullable(),
  checkedAt: z.date(),
  spf: ZProtectionCheck.nullable(),
  dkim: ZProtectionCheck.nullable(),
  dmarc: ZProtectionCheck.nullable(),
});
export type TEmailProtection = z.infer<typeof ZEmailProtection>;
