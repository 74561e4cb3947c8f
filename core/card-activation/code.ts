import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CARD_ACTIVATION_LIMITS as L } from './constants.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code: eight characters (about 40 bits), shown once as 'K7QM-2XRP'. */
export function newActivationCode(): { code: string; shown: string } {
  const code = Array.from({ length: L.codeChars }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return { code, shown: `${code.slice(0, 4)}-${code.slice(4)}` };
}

/**
 * What the database keeps of a code: an HMAC with the server's secret key, bound to the card, so
 * a copy of the database alone cannot try codes offline, and one card's hash fits no other card.
 */
export const activationCodeHash = (secretKey: Buffer, merchantId: string, cardId: string, code: string): string =>
  createHmac('sha256', secretKey).update(`${merchantId}\u0000${cardId}\u0000${code}`).digest('hex');

export function activationCodeMatches(storedHash: string, candidateHash: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(candidateHash, 'hex');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
