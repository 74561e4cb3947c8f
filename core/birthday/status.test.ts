import { describe, expect, it } from 'vitest';
import { BIRTHDAY_STATUS as S } from './constants.ts';
import { nextStatus } from './status.ts';

describe('birthday campaign status', () => {
  it('starts from not started or suspended, and suspends only an ongoing campaign', () => {
    expect(nextStatus(S.notStarted, 'start')).toBe(S.ongoing);
    expect(nextStatus(S.suspended, 'start')).toBe(S.ongoing);
    expect(nextStatus(S.ongoing, 'start')).toBeNull();
    expect(nextStatus(S.ongoing, 'suspend')).toBe(S.suspended);
    expect(nextStatus(S.notStarted, 'suspend')).toBeNull();
    expect(nextStatus(S.suspended, 'suspend')).toBeNull();
  });
});
