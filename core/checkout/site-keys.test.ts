import { describe, expect, it } from 'vitest';
import { parseSiteKey } from './site-keys.ts';

describe('parseSiteKey', () => {
  const secret = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

  it("reads the merchant from 'sk_{merchantId}_{secret}', the secret holding any base64url character", () => {
    expect(parseSiteKey(`sk_cmerchant123_${secret}`)).toEqual({ merchantId: 'cmerchant123' });
  });

  it('refuses anything else', () => {
    for (const key of ['', 'sk_', `pk_m1_${secret}`, `sk_m1_short`, `sk__${secret}`, `sk_m-1_${secret}`, `sk_m1_${secret}!`]) expect(parseSiteKey(key)).toBeNull();
  });
});
