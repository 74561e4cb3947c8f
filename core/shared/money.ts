import { z } from 'zod';
import { formatCount } from './numbers.ts';

/** Money is integer sen end to end; this is the one place it becomes 'RM 1,234.50'. */
export function formatSen(sen: number, currency = 'RM'): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  const ringgit = formatCount(Math.floor(abs / 100));
  return `${sign}${currency} ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * '12.5', '12.50', 'RM 1,234.50' -> sen; null when it is not an amount with at most two decimals.
 * An amount too large to be exact still reads as one, so the field's maximum refuses it by name
 * ("Price must be at most RM 1,000,000.00.") rather than as text that is not an amount.
 */
export function parseRinggit(text: string): number | null {
  const cleaned = text.trim().replace(/^RM\s*/i, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [ringgit, cents = ''] = cleaned.split('.');
  const sen = Number(ringgit) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isFinite(sen) ? sen : null;
}

/** Sen as a plain amount for forms and files: 1250 -> '12.50'. */
export const senToAmount = (sen: number): string => `${sen < 0 ? '-' : ''}${Math.floor(Math.abs(sen) / 100)}.${String(Math.abs(sen) % 100).padStart(2, '0')}`;

/** 'Price must be at most RM 1,000,000.00.': what a money field says above its maximum. */
export const atMostMessage = (what: string, maxSen: number): string => `${what} must be at most ${formatSen(maxSen)}.`;

/**
 * An amount in whole sen from 0 to maxSen (one of MONEY_LIMITS). Above the maximum it says so
 * with the maximum (atMostMessage; checked first, so an amount too large to be a whole number of
 * sen says that too); every other way it can be wrong gets the caller's message.
 */
export const zSen = (message: string, what: string, maxSen: number) =>
  z.number({ error: message }).max(maxSen, atMostMessage(what, maxSen)).int(message).min(0, message);
