import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens are '<merchantId>.<rowId>.<secret>': the row is found by its key and the
 * secret checked against a SHA-256 hash, so the database never holds a usable token.
 */
export interface TokenParts {
  merchantId: string;
  id: string;
  secret: string;
}

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const composeToken = ({ merchantId, id, secret }: TokenParts): string => `${merchantId}.${id}.${secret}`;

export function parseToken(token: string): TokenParts | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]{1,128}$/.test(p))) return null;
  const [merchantId, id, secret] = parts as [string, string, string];
  return { merchantId, id, secret };
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A six-digit code for e-mailed OTPs. */
export const sixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
