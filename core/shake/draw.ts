import type { GameType } from './constants.ts';

export interface DrawInput {
  gameType: GameType;
  /** This shake's number in its slot (day and period), 1 for the first. */
  n: number;
  /** The shakes the slot takes (the period's total, or the whole day's). */
  slotTotal: number;
  /** First check point, a percentage of the slot's total (0..100). */
  checkpoint: number;
  /** Prize units not yet awarded, all kinds together. */
  prizesLeft: number;
  /** Shakes the campaign still takes after this slot (later periods today, later days). */
  laterShakes: number;
  /** A number in [0, 1). */
  random: () => number;
}

/** The shakes of a slot that always lose before the first check point: its first checkpoint% (rounded up). */
export const checkpointShakes = (slotTotal: number, checkpoint: number): number => Math.ceil((slotTotal * checkpoint) / 100);

/**
 * Win or lose (docs/shake-campaigns.md, "Who wins"): nothing is won before the slot's first
 * check point. Past it, first come first serve wins every shake while prizes are left; random
 * wins with the chance prizes left / shakes left (this slot's and the campaign's later ones), so
 * the prizes spread over the shakes to come and the last ones are still likely to be won.
 * Whether a prize is really left is settled after, by a conditional update of the prize row.
 */
export function shouldWin(d: DrawInput): boolean {
  if (d.prizesLeft <= 0 || d.n <= checkpointShakes(d.slotTotal, d.checkpoint)) return false;
  if (d.gameType === 'fcfs') return true;
  const shakesLeft = Math.max(1, d.slotTotal - d.n + 1 + d.laterShakes);
  return d.random() * shakesLeft < d.prizesLeft;
}
