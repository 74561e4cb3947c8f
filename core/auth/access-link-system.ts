import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A sign-in link a trusted system makes with the shared key (ACCESS_LINK_KEY, docs/access-links.md):
 * '<payload>.<signature>', both base64url; the payload is the JSON of the claims below and the
 * signature HMAC-SHA256 over 'access-link.v1.' and the payload as sent, so every claim is covered.
 * Two parts, where the links this server makes have three ('<merchantId>.<id>.<secret>').
 */
export interface SystemClaims {
  /** The merchant. */
  m: string;
  /** The user's login ID. */
  u: string;
  /** Where to land (a dashboard path); /dashboard when absent. */
  p?: string;
  /** Expiry, in seconds since 1970 (UTC). */
  exp: number;
  /** A nonce used once: recorded as the AccessLink row's id when the link is used. */
  jti: string;
}

const ZClaims = z.object({
  m: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  u: z.string().min(1).max(100),
  p: z.string().max(300).optional(),
  exp: z.number().int().positive(),
  jti: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

const CONTEXT = 'access-link.v1.';
const signature = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(CONTEXT + payload).digest();

export const isSystemToken = (token: string): boolean => token.split('.').length === 2;

/** Signs claims as a trusted system does (its side of the contract; tests use it too). */
export function signSystemToken(key: Buffer, claims: SystemClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The claims of a token signed with key, or null when it is malformed or its signature is not key's (compared in constant time). */
export function verifySystemToken(key: Buffer, token: string): SystemClaims | null {
  const [payload, sent, ...rest] = token.split('.');
  if (rest.length > 0 || !payload || !sent || !/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(sent)) return null;
  const expected = signature(key, payload);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = ZClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
