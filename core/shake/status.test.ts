import { describe, expect, it } from 'vitest';
import { canMove, effectiveStatus, isEditable, move, SHAKE_STATUSES, SHAKE_TRANSITIONS, startsInDays, type ShakeStatus } from './status.ts';

const ALLOWED: [ShakeStatus, ShakeStatus][] = [
  ['pending', 'running'],
  ['pending', 'expired'],
  ['running', 'stopped'],
  ['running', 'ended'],
];

describe('the shake campaign machine', () => {
  it('allows exactly the four moves of the spec, every other pair is refused', () => {
    for (const from of SHAKE_STATUSES) {
      for (const to of SHAKE_STATUSES) {
        const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canMove(from, to), `${from} -> ${to}`).toBe(allowed);
        if (allowed) expect(move(from, to)).toBe(to);
        else expect(() => move(from, to)).toThrow(expect.objectContaining({ code: 'SHAKE.INVALID_TRANSITION' }));
      }
    }
  });

  it('stop is final: a stopped campaign never restarts', () => {
    expect(SHAKE_TRANSITIONS.stopped).toEqual([]);
    expect(() => move('stopped', 'running')).toThrow();
  });

  it('ended and expired follow from the days; stopped stays stopped', () => {
    expect(effectiveStatus('pending', '2026-12-01', '2026-12-01')).toBe('pending');
    expect(effectiveStatus('pending', '2026-12-01', '2026-12-02')).toBe('expired');
    expect(effectiveStatus('running', '2026-12-01', '2026-11-20')).toBe('running');
    expect(effectiveStatus('running', '2026-12-01', '2026-12-02')).toBe('ended');
    expect(effectiveStatus('stopped', '2026-12-01', '2027-01-01')).toBe('stopped');
  });

  it('only a pending campaign is editable', () => {
    expect(SHAKE_STATUSES.filter(isEditable)).toEqual(['pending']);
  });

  it('counts the days until the start', () => {
    expect(startsInDays('2026-12-05', '2026-12-01')).toBe(4);
    expect(startsInDays('2026-12-01', '2026-12-01')).toBe(0);
    expect(startsInDays('2026-11-01', '2026-12-01')).toBe(0);
  });
});
