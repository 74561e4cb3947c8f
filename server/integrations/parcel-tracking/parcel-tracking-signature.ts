import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the service signs its webhooks in: the HMAC-SHA256 of the raw body with the secret key registered, in hex. */
export const SIGNATURE_HEADER = 'x-tracking-signature';

export const signatureOf = (secret: string, body: string): string => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Compares in constant time; a missing or malformed signature is false. */
export function validSignature(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}
