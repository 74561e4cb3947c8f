import { z } from 'zod';
import { formatCount } from './numbers.ts';

/** Money is integer sen end to end; this is the one place it becomes 'RM 1,234.50'. */
export function formatSen(sen: number, currency = 'RM'): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  const ringgit = formatCount(Math.floor(abs / 100));
  return `${sign}${currency} ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/** '12.5', '12.50', 'RM 1,234.50' -> sen; null when it is not an amount with at most two decimals. */
export function parseRinggit(text: string): number | null {
  const cleaned = text.trim().replace(/^RM\s*/i, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [ringgit, cents = ''] = cleaned.split('.');
  const sen = Number(ringgit) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(sen) ? sen : null;
}

/** Sen as a plain amount for forms and files: 1250 -> '12.50'. */
export const senToAmount = (sen: number): string => `${sen < 0 ? '-' : ''}${Math.floor(Math.abs(sen) / 100)}.${String(Math.abs(sen) % 100).padStart(2, '0')}`;

/** The largest amount any form takes: RM 10,000,000.00. */
export const MAX_SEN = 1_000_000_000;

/** An amount in whole sen, 0 to MAX_SEN; every way it can be wrong gets the caller's message. */
export const zSen = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MAX_SEN, message);
