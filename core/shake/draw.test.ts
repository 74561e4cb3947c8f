import { describe, expect, it } from 'vitest';
import { checkpointShakes, shouldWin, type DrawInput } from './draw.ts';

const base: DrawInput = { gameType: 'fcfs', n: 1, slotTotal: 100, checkpoint: 0, prizesLeft: 5, laterShakes: 0, random: () => 0.5 };

describe('who wins a shake', () => {
  it('nothing is won before the first check point', () => {
    expect(checkpointShakes(100, 30)).toBe(30);
    expect(checkpointShakes(10, 25)).toBe(3);
    expect(shouldWin({ ...base, checkpoint: 30, n: 30 })).toBe(false);
    expect(shouldWin({ ...base, checkpoint: 30, n: 31 })).toBe(true);
    expect(shouldWin({ ...base, checkpoint: 100, n: 100 })).toBe(false);
  });

  it('first come first serve wins every shake past the check point while prizes are left', () => {
    expect(shouldWin({ ...base, n: 1 })).toBe(true);
    expect(shouldWin({ ...base, prizesLeft: 0 })).toBe(false);
  });

  it('random wins with the chance prizes left over shakes left', () => {
    const random = { ...base, gameType: 'random' as const, n: 91, prizesLeft: 5 }; // 10 shakes left, 5 prizes
    expect(shouldWin({ ...random, random: () => 0.49 })).toBe(true);
    expect(shouldWin({ ...random, random: () => 0.5 })).toBe(false);
    expect(shouldWin({ ...random, laterShakes: 90, random: () => 0.049 })).toBe(true);
    expect(shouldWin({ ...random, laterShakes: 90, random: () => 0.05 })).toBe(false);
    // The last shake of the campaign with a prize left always wins.
    expect(shouldWin({ ...random, n: 100, prizesLeft: 1, random: () => 0.999 })).toBe(true);
  });
});
