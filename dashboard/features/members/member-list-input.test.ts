import { describe, expect, it } from 'vitest';
import { memberListInput } from './member-list-input.ts';

const params = (filters: Record<string, string>, search = '') => ({ page: 2, pageSize: 40 as const, search, tab: '', shortcut: null, filters });

describe('memberListInput', () => {
  it('passes a known type, a status and the search', () => {
    expect(memberListInput(params({ type: 'top_buyer', status: '2' }, 'siti'))).toEqual({ page: 2, pageSize: 40, status: 2, type: 'top_buyer', search: 'siti' });
  });

  it('ignores unknown types and statuses', () => {
    expect(memberListInput(params({ type: 'vip', status: '7' }))).toEqual({ page: 2, pageSize: 40, status: 0 });
  });

  it('passes the joined days, and drops a day that is not one', () => {
    expect(memberListInput(params({ from: '2026-11-08' }))).toEqual({ page: 2, pageSize: 40, status: 0, from: '2026-11-08' });
    expect(memberListInput(params({ from: '2026-11-01', to: '8 Nov' }))).toEqual({ page: 2, pageSize: 40, status: 0, from: '2026-11-01' });
  });
});
