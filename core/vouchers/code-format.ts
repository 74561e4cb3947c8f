import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters after the prefix: 31^8 ≈ 8.5e11 codes per prefix. */
export const CODE_RANDOM_LENGTH = 8;

/** A voucher code as stored and compared: trimmed and upper-cased. */
export const codeKey = (code: string): string => code.trim().toUpperCase();

/** One random one-use code: the prefix (upper-cased) followed by CODE_RANDOM_LENGTH random characters. */
export function randomCode(prefix = ''): string {
  let out = codeKey(prefix);
  for (let i = 0; i < CODE_RANDOM_LENGTH; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
