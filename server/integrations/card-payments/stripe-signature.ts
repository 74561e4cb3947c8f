import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Stripe signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (more v1 values while a secret is rolled). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** How old a signed timestamp may be, either way, before the webhook is refused as a replay: Stripe's own default. */
export const SIGNATURE_TOLERANCE_S = 300;

export const stripeSignatureOf = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The header's value for a body signed now (the simulator's webhooks). */
export const stripeSignatureHeader = (secret: string, body: string, at: Date): string => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${stripeSignatureOf(secret, t, body)}`;
};

/** Whether header signs body with secret at a time within the tolerance of now; compared in constant time, anything malformed is false. */
export function validStripeSignature(secret: string, body: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(stripeSignatureOf(secret, t, body), 'hex');
  return parts.some(([k, v]) => k === 'v1' && !!v && /^[0-9a-f]{64}$/i.test(v) && timingSafeEqual(expected, Buffer.from(v, 'hex')));
}
