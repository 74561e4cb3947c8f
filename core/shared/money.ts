import { z } from 'zod';
import { formatSen } from './money-format.ts';
import { msg, type Message } from './messages.ts';

// formatSen has a module of its own, without zod: the dashboard's first screen shows money.
export { formatSen };

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

/**
 * Typed or file text as sen, keeping what is wrong with it for the field's schema to name
 * (zSen): '12.5' -> 1250, '-5' -> -500 (negative), '1.234' -> 123.4 (more than two decimals, a
 * fraction of a sen), 'abc' -> NaN (not an amount); null when blank. 'RM' and commas are allowed.
 */
export function senFromText(text: string): number | null {
  const cleaned = text.trim().replace(/^RM\s*/i, '').replaceAll(',', '');
  if (cleaned === '') return null;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const [, minus, ringgit, decimals = ''] = match;
  const places = decimals.replace(/0+$/, '');
  // Digits past the second decimal make the amount a fraction of a sen, which the schema refuses.
  const sen = Number(ringgit) * 100 + Number(places.slice(0, 2).padEnd(2, '0')) + (places.length > 2 ? Number(`0.${places.slice(2)}`) : 0);
  return minus ? -sen : sen;
}

/** Sen as a plain amount for forms and files: 1250 -> '12.50'. */
export const senToAmount = (sen: number): string => `${sen < 0 ? '-' : ''}${Math.floor(Math.abs(sen) / 100)}.${String(Math.abs(sen) % 100).padStart(2, '0')}`;

/**
 * An amount in whole sen from 0 to maxSen (one of MONEY_LIMITS), with a message for each way it
 * can be wrong, naming the field: not an amount, negative, more than two decimals (a fraction of
 * a sen), above the maximum (stated). missing: what a required amount says when left out.
 */
export const zSen = (field: Message, maxSen: number, missing?: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined && missing) || msg('money.notNumber', { field }) })
    .max(maxSen, atMostMessage(field, maxSen))
    .min(0, msg('shared.negative', { field }))
    .int(msg('money.decimals', { field }));

/** 'Price must be at most RM 1,000,000.00.': what a money field says above its maximum. */
export const atMostMessage = (field: Message, maxSen: number): string => msg('money.tooHigh', { field, max: formatSen(maxSen) });
