import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from './wall-clock.ts';

describe('wall clock times in the merchant time zone', () => {
  it('reads a picked time as Kuala Lumpur time, not the browser one', () => {
    expect(fromWallClock('2026-03-01 09:30:00', 'Asia/Kuala_Lumpur')?.toISOString()).toBe('2026-03-01T01:30:00.000Z');
    expect(fromWallClock('2026-03-01 00:15', 'Asia/Kuala_Lumpur')?.toISOString()).toBe('2026-02-28T16:15:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromWallClock('', 'Asia/Kuala_Lumpur')).toBeNull();
    expect(fromWallClock('2026-03-01', 'Asia/Kuala_Lumpur')).toBeNull();
  });

  it('round-trips', () => {
    const at = new Date('2026-11-22T10:11:12Z');
    expect(toWallClock(at, 'Asia/Kuala_Lumpur')).toBe('2026-11-22 18:11:12');
    expect(fromWallClock(toWallClock(at, 'Asia/Kuala_Lumpur'), 'Asia/Kuala_Lumpur')).toEqual(at);
  });
});
