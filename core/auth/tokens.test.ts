import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeToken, newSecret, parseToken, secretMatches, sha256, sixDigitCode } from './tokens.ts';

const part = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'.split('')), minLength: 1, maxLength: 128 });

describe('composeToken and parseToken', () => {
  it('round-trip a session token', () => {
    const parts = { merchantId: 'cm8x1merchant00001', id: 'cm8x1session000001', secret: newSecret() };
    const token = composeToken(parts);
    expect(token).toBe(`${parts.merchantId}.${parts.id}.${parts.secret}`);
    expect(parseToken(token)).toEqual(parts);
  });

  it('round-trip any parts of the allowed alphabet', () => {
    fc.assert(
      fc.property(part, part, part, (merchantId, id, secret) => {
        expect(parseToken(composeToken({ merchantId, id, secret }))).toEqual({ merchantId, id, secret });
      }),
    );
  });

  it('refuse malformed tokens', () => {
    const long = 'x'.repeat(129);
    for (const bad of ['', 'garbage', 'a.b', 'a.b.c.d', 'a..c', '.b.c', 'a.b.', 'a.b.c d', 'a.b.c=', 'a.b.c/', 'a.b.c+', `a.b.${long}`, 'a.b.ç', ' a.b.c']) {
      expect(parseToken(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('secrets', () => {
  it('are 32 random bytes in base64url, never repeated', () => {
    const secrets = new Set(Array.from({ length: 200 }, newSecret));
    expect(secrets.size).toBe(200);
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('match only their own SHA-256 hash', () => {
    const secret = newSecret();
    const stored = sha256(secret);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(newSecret(), stored)).toBe(false);
    expect(secretMatches(secret, stored.slice(0, 62))).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
    expect(secretMatches(secret, 'not hex at all')).toBe(false);
  });
});

describe('sixDigitCode', () => {
  it('is always six digits, leading zeros kept', () => {
    for (let i = 0; i < 2000; i++) expect(sixDigitCode()).toMatch(/^\d{6}$/);
  });
});
