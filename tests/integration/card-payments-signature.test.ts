import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader, stripeSignatureOf, validStripeSignature } from '../../server/integrations/card-payments/stripe-signature.ts';

const at = new Date('2026-11-29T04:00:00Z');
const t = at.getTime() / 1000;
const body = '{"id":"evt_1","type":"checkout.session.completed"}';

describe('Stripe-Signature', () => {
  it('signs "timestamp.body" with HMAC-SHA256 of the endpoint secret, in hex', () => {
    expect(stripeSignatureHeader('whsec_a', body, at)).toBe(`t=${t},v1=${stripeSignatureOf('whsec_a', t, body)}`);
    expect(stripeSignatureOf('whsec_a', t, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(stripeSignatureOf('whsec_a', t, body)).not.toBe(stripeSignatureOf('whsec_b', t, body));
    expect(stripeSignatureOf('whsec_a', t, body)).not.toBe(stripeSignatureOf('whsec_a', t + 1, body));
  });

  it('accepts its own signature within five minutes, with any of several v1 values', () => {
    const header = stripeSignatureHeader('whsec_a', body, at);
    expect(validStripeSignature('whsec_a', body, header, at)).toBe(true);
    expect(validStripeSignature('whsec_a', body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(validStripeSignature('whsec_a', body, `t=${t},v1=${'0'.repeat(64)},v1=${stripeSignatureOf('whsec_a', t, body)}`, at)).toBe(true);
  });

  it('refuses another secret, a changed body, an old or future timestamp, and anything malformed', () => {
    const header = stripeSignatureHeader('whsec_a', body, at);
    expect(validStripeSignature('whsec_b', body, header, at)).toBe(false);
    expect(validStripeSignature('whsec_a', `${body} `, header, at)).toBe(false);
    expect(validStripeSignature('whsec_a', body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(validStripeSignature('whsec_a', body, header, new Date(at.getTime() - 301_000))).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=x,v1=${stripeSignatureOf('whsec_a', t, body)}`, `t=${t},v0=${stripeSignatureOf('whsec_a', t, body)}`, `t=${t},v1=zz`]) {
      expect(validStripeSignature('whsec_a', body, bad, at)).toBe(false);
    }
  });
});
