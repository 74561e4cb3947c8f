import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The public link's hash: '<merchantId>.<shareId>.<mac>', the MAC (HMAC-SHA256 under the server's
 * secret key) of both ids. Only the server can make one, an id changed by hand breaks the MAC,
 * and the row still decides (a revoked share is refused though its hash is genuine).
 */
const mac = (key: Buffer, merchantId: string, shareId: string) => createHmac('sha256', key).update(`report-share|${merchantId}|${shareId}`).digest('base64url');

export const shareHash = (key: Buffer, merchantId: string, shareId: string): string => `${merchantId}.${shareId}.${mac(key, merchantId, shareId)}`;

/** The ids a hash names when its MAC is right, else null. */
export function readShareHash(key: Buffer, hash: string): { merchantId: string; shareId: string } | null {
  const [merchantId = '', shareId = '', given = '', ...rest] = hash.split('.');
  if (!merchantId || !shareId || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, merchantId, shareId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { merchantId, shareId } : null;
}
