import { describe, expect, it } from 'vitest';
import { REDEMPTION_STATUS_IDS, type RedemptionStatusId, REWARD_MESSAGES } from './constants.ts';
import { REDEMPTION_ACTIONS, allowedActions, transition, tryTransition, type RedemptionAction } from './status.ts';
import { english } from '../shared/english.ts';

/** The whole machine as a table: the status each action leads to, or R for refused. */
const TABLE: Record<RedemptionStatusId, Record<RedemptionAction, RedemptionStatusId | 'R'>> = {
  1: { approve: 2, reject: 3 },
  2: { approve: 'R', reject: 'R' },
  3: { approve: 'R', reject: 'R' },
};

describe('redemption status machine', () => {
  for (const status of REDEMPTION_STATUS_IDS) {
    for (const action of REDEMPTION_ACTIONS) {
      const cell = TABLE[status][action];
      it(`${status} ${action} -> ${cell}`, () => {
        const result = tryTransition(status, action);
        if (cell === 'R') {
          expect(result.ok).toBe(false);
          if (!result.ok) expect({ ...result.error, message: english(result.error.message) }).toMatchObject({ code: 'REWARD.INVALID_TRANSITION', message: 'Reward was not sent.', kind: 'conflict' });
          expect(() => transition(status, action)).toThrow(REWARD_MESSAGES.notSent);
        } else expect(result).toEqual({ ok: true, status: cell });
      });
    }
  }

  it('only a pending redemption can be decided', () => {
    expect(allowedActions(1)).toEqual(['approve', 'reject']);
    expect(allowedActions(2)).toEqual([]);
    expect(allowedActions(3)).toEqual([]);
  });
});
