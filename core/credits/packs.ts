import { addMonths } from 'date-fns/addMonths';
import type { CreditKind } from './kinds.ts';

export interface CreditPack {
  id: string;
  kind: CreditKind;
  credits: number;
  /** Sen. */
  price: number;
  /** Months from the purchase until the pack's unspent credits expire. */
  validityMonths: number;
}

const pack = (kind: CreditKind, credits: number, price: number, validityMonths: number): CreditPack => ({ id: `${kind}-${credits}`, kind, credits, price, validityMonths });

/**
 * The packs a merchant may buy by card, per kind (the spec gives no figures: docs/credits.md).
 * Bigger packs cost less per credit and last longer. Merchant points and quotas are not sold.
 */
export const CREDIT_PACKS: readonly CreditPack[] = [
  pack('ai', 100, 2_000, 6),
  pack('ai', 500, 9_000, 12),
  pack('ai', 1_000, 16_000, 12),
  pack('sms', 500, 5_000, 12),
  pack('sms', 2_000, 18_000, 12),
  pack('whatsapp', 500, 2_500, 12),
  pack('whatsapp', 2_000, 9_000, 12),
];

export const creditPack = (id: string): CreditPack | undefined => CREDIT_PACKS.find((p) => p.id === id);

/** When a pack bought at `at` expires: its validity in calendar months later. */
export const packExpiry = (p: CreditPack, at: Date): Date => addMonths(at, p.validityMonths);
