import { describe, expect, it } from 'vitest';
import { bySpendOrder, lotState } from './lots.ts';

const lot = (expiresAt: string | null, createdAt: string) => ({ expiresAt: expiresAt ? new Date(expiresAt) : null, createdAt: new Date(createdAt) });

describe('credit lots', () => {
  it('are spent from the one expiring first; lots without an expiry last; older first on the same expiry', () => {
    const never = lot(null, '2026-01-01');
    const late = lot('2027-06-01', '2026-01-01');
    const soon = lot('2026-12-01', '2026-06-01');
    const soonNewer = lot('2026-12-01', '2026-07-01');
    expect([never, late, soonNewer, soon].sort(bySpendOrder)).toEqual([soon, soonNewer, late, never]);
  });

  it('are expired once swept, used when empty, in use when spent next, else available', () => {
    expect(lotState({ remaining: 5, expiredAt: new Date() }, true)).toBe('expired');
    expect(lotState({ remaining: 0, expiredAt: null }, false)).toBe('used');
    expect(lotState({ remaining: 5, expiredAt: null }, true)).toBe('in_use');
    expect(lotState({ remaining: 5, expiredAt: null }, false)).toBe('available');
  });
});
