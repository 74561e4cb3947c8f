import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, totpCode, totpSetup } from './totp.ts';

const secret = newTotpSecret();
// The start of a 30-second step, so steps are easy to count.
const t0 = new Date(Math.floor(Date.UTC(2026, 0, 15, 9, 0, 0) / 30_000) * 30_000);
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const step0 = t0.getTime() / 30_000;

describe('checkTotp', () => {
  it('accepts the current code and one step either side, returning its step', async () => {
    expect(await checkTotp(secret, await totpCode(secret, at(0)), at(10), null)).toBe(step0);
    expect(await checkTotp(secret, await totpCode(secret, at(-30)), at(10), null)).toBe(step0 - 1);
    expect(await checkTotp(secret, await totpCode(secret, at(30)), at(10), null)).toBe(step0 + 1);
  });

  it('refuses codes two steps away', async () => {
    const now = at(10);
    const valid = new Set(await Promise.all([-30, 0, 30].map((s) => totpCode(secret, at(s)))));
    for (const s of [-60, 60]) {
      const code = await totpCode(secret, at(s));
      if (!valid.has(code)) expect(await checkTotp(secret, code, now, null)).toBeNull();
    }
  });

  it('refuses a code at or before the last accepted step', async () => {
    const code = await totpCode(secret, at(0));
    expect(await checkTotp(secret, code, at(0), step0)).toBeNull();
    expect(await checkTotp(secret, code, at(0), step0 - 1)).toBe(step0);
    expect(await checkTotp(secret, await totpCode(secret, at(30)), at(30), step0)).toBe(step0 + 1);
  });

  it('answers no, without throwing, when the last accepted step is ahead of this clock', async () => {
    const code = await totpCode(secret, at(0));
    await expect(checkTotp(secret, code, at(0), step0 + 1)).resolves.toBeNull();
    await expect(checkTotp(secret, code, at(0), step0 + 10)).resolves.toBeNull();
  });
});

describe('totpSetup', () => {
  it('gives the secret, an otpauth URI for the account and a PNG barcode', async () => {
    const setup = await totpSetup(secret, 'alice01');
    expect(setup.secret).toBe(secret);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*alice01\?/);
    expect(setup.otpauthUri).toContain(`secret=${secret}`);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
