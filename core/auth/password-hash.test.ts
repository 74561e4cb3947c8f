import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hash.ts';

const PASSWORD = 'Secret#123';
const stored = await hashPassword(PASSWORD);

/** stored with part i (0 scheme, 1 N, 2 r, 3 p, 4 salt, 5 hash) replaced. */
function withPart(i: number, value: (old: string) => string): string {
  const parts = stored.split('$');
  parts[i] = value(parts[i]!);
  return parts.join('$');
}

/** The same base64url text with its first character changed. */
const flipFirst = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);

describe('hashPassword', () => {
  it('stores scheme, parameters, salt and hash', () => {
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(PASSWORD);
  });

  it('salts every hash', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(stored);
  });
});

describe('verifyPassword', () => {
  it('accepts the password', async () => {
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it('refuses a wrong password, including one differing only in case', async () => {
    expect(await verifyPassword('Secret#124', stored)).toBe(false);
    expect(await verifyPassword('secret#123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a tampered hash or salt', async () => {
    expect(await verifyPassword(PASSWORD, withPart(5, flipFirst))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(4, flipFirst))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(5, (h) => h.slice(0, 10)))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(5, () => ''))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(0, () => 'bcrypt'))).toBe(false);
  });

  it('refuses, without throwing, a hash with broken parameters', async () => {
    expect(await verifyPassword(PASSWORD, withPart(1, () => 'abc'))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(1, () => '1000'))).toBe(false);
    expect(await verifyPassword(PASSWORD, withPart(2, () => '0'))).toBe(false);
    expect(await verifyPassword(PASSWORD, 'garbage')).toBe(false);
  });

  it('refuses everything against the dummy hash used for unknown users', async () => {
    expect(await verifyPassword(PASSWORD, DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});
