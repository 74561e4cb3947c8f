import { describe, expect, it } from 'vitest';
import { ZContentListInput } from '../../../core/content/schema.ts';
import { contentListInput } from './content-list-input.ts';

const params = (filters: Record<string, string>, search = '') => ({ page: 2, pageSize: 40 as const, search, tab: '', shortcut: null, filters });

describe('content list input', () => {
  it('passes the URL filters the list procedure knows', () => {
    const input = contentListInput(params({ category: 'c1', visibility: 'hidden', sort: 'a_z' }, 'sale'));
    expect(input).toEqual({ page: 2, pageSize: 40, search: 'sale', categoryId: 'c1', visibility: 'hidden', sort: 'a_z' });
    expect(ZContentListInput.parse(input)).toEqual(input);
  });

  it('leaves out empty and unknown filters, sorting by default', () => {
    expect(contentListInput(params({ category: '', visibility: 'secret', sort: 'price' }))).toEqual({ page: 2, pageSize: 40, sort: 'default' });
  });
});
