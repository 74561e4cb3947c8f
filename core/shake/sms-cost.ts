import { AppError } from '../shared/errors.ts';
import { SHAKE_MESSAGES } from './constants.ts';

/** Credits one SMS costs by the number's country (platform.md section 9); a country not listed is refused. */
export const SMS_COST_BY_PREFIX = { '+60': 1, '+65': 2 } as const;

/** '+60 12-345 6789' -> '+60123456789'; anything not an international number is refused. */
export function normalPhone(raw: string): string {
  const phone = raw.replace(/[\s\-().]/g, '');
  if (!/^\+\d{8,15}$/.test(phone)) throw new AppError('SHAKE.PHONE_INVALID', SHAKE_MESSAGES.phoneInvalid, 'invalid', 'phone');
  return phone;
}

/** The credits an SMS to phone (normalPhone's form) costs; Malaysia and Singapore only. */
export function smsCost(phone: string): number {
  const prefix = Object.keys(SMS_COST_BY_PREFIX).find((p) => phone.startsWith(p)) as keyof typeof SMS_COST_BY_PREFIX | undefined;
  if (!prefix) throw new AppError('SHAKE.PHONE_REFUSED', SHAKE_MESSAGES.phoneRefused, 'invalid', 'phone');
  return SMS_COST_BY_PREFIX[prefix];
}
