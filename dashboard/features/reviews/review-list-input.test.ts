import { describe, expect, it } from 'vitest';
import { reviewListInput } from './review-list-input.ts';

const params = (filters: Record<string, string>) => ({ page: 2, pageSize: 40 as const, search: 'zip', tab: '', shortcut: null, filters });

describe('reviewListInput', () => {
  it('takes the star, visibility, reply and sort filters of the URL', () => {
    expect(reviewListInput(params({ stars: '4', visibility: 'hidden', reply: 'unreplied', sort: 'lowest' }))).toEqual({
      page: 2,
      pageSize: 40,
      search: 'zip',
      stars: 4,
      visibility: 'hidden',
      replied: 'unreplied',
      sort: 'lowest',
    });
  });

  it('drops unknown values: stars outside 1 to 5, other words', () => {
    expect(reviewListInput(params({ stars: '6', visibility: 'secret', reply: 'maybe', sort: 'random' }))).toEqual({ page: 2, pageSize: 40, search: 'zip', sort: 'newest' });
    expect(reviewListInput(params({ stars: '0' }))).not.toHaveProperty('stars');
  });
});
