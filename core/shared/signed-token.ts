import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived permission that needs no row: '<expires>.<mac>', the MAC (HMAC-SHA256 under the
 * server's secret key) of what it allows (subject, e.g. 'download|<merchant>|<id>') and its
 * expiry. Only the server can make one, and one made for a subject is worth nothing for another.
 */
const mac = (key: Buffer, subject: string, expires: string) => createHmac('sha256', key).update(`${subject}|${expires}`).digest('base64url');

export function signToken(key: Buffer, subject: string, expiresAt: Date): string {
  const expires = String(expiresAt.getTime());
  return `${expires}.${mac(key, subject, expires)}`;
}

/** Whether token was made for subject by signToken and has not expired at now. */
export function checkToken(key: Buffer, subject: string, token: string, now: Date): boolean {
  const [expires = '', given = ''] = token.split('.');
  if (!/^\d{1,15}$/.test(expires) || Number(expires) < now.getTime()) return false;
  const expected = Buffer.from(mac(key, subject, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
