import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../components/list/use-list-params.ts';
import { orderListInput } from './order-list-input.ts';

const params = (patch: Partial<ListParams> = {}): ListParams => ({ page: 1, pageSize: 20, search: '', tab: 'all', shortcut: null, filters: {}, ...patch });

describe('orderListInput', () => {
  it('asks for every status of every tab by default', () => {
    expect(orderListInput(params())).toEqual({ page: 1, pageSize: 20, status: 0 });
  });

  it('passes a tab, a status, a search and a page', () => {
    expect(orderListInput(params({ tab: 'shipped', search: 'ali', page: 3, pageSize: 40, filters: { status: '6' } }))).toEqual({
      page: 3,
      pageSize: 40,
      tab: 'shipped',
      status: 6,
      search: 'ali',
    });
  });

  it('ignores unknown tabs, statuses outside 1 to 9 and malformed days', () => {
    expect(orderListInput(params({ tab: 'quotation', filters: { status: '10', from: '2026-1-1', to: 'x' } }))).toEqual({ page: 1, pageSize: 20, status: 0 });
  });

  it('takes a shortcut over days, and days without one', () => {
    expect(orderListInput(params({ shortcut: 'today', filters: { from: '2026-01-01' } }))).toMatchObject({ shortcut: 'today' });
    expect(orderListInput(params({ shortcut: 'today', filters: { from: '2026-01-01' } }))).not.toHaveProperty('from');
    expect(orderListInput(params({ filters: { from: '2026-01-01', to: '2026-01-31' } }))).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });
});
