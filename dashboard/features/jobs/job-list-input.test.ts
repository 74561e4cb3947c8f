import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../components/list/use-list-params.ts';
import { jobListInput } from './job-list-input.ts';

const params = (filters: Record<string, string> = {}, patch: Partial<ListParams> = {}): ListParams => ({ page: 1, pageSize: 20, search: '', tab: '', shortcut: null, filters, ...patch });

describe('jobListInput', () => {
  it('asks for every kind the user may see and every status by default', () => {
    expect(jobListInput(params(), ['product-import', 'member-import'])).toEqual({ page: 1, pageSize: 20 });
  });

  it('passes a kind, a status and the page', () => {
    expect(jobListInput(params({ kind: 'member-import', status: 'in_progress' }, { page: 2, pageSize: 40 }), ['product-import', 'member-import'])).toEqual({
      page: 2,
      pageSize: 40,
      kind: 'member-import',
      status: 'in_progress',
    });
  });

  it('ignores a kind the user may not see, an unknown kind and an unknown status', () => {
    expect(jobListInput(params({ kind: 'order-export' }), ['product-import'])).toEqual({ page: 1, pageSize: 20 });
    expect(jobListInput(params({ kind: 'stock-take', status: 'paused' }), ['product-import'])).toEqual({ page: 1, pageSize: 20 });
  });
});
