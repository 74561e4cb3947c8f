import { describe, expect, it } from 'vitest';
import { contentOrder, contentWhere } from './list-query.ts';
import { inLanguage, searchTextOf } from './localized.ts';
import { slugify } from './slug.ts';

describe('content list query', () => {
  it('is always one merchant’s, then each filter given', () => {
    expect(contentWhere('m1', {})).toEqual({ merchantId: 'm1' });
    expect(contentWhere('m1', { search: 'Sale 50%', categoryId: 'c1', visibility: 'hidden' })).toEqual({
      merchantId: 'm1',
      searchText: { contains: 'sale 50\\%' },
      categoryId: 'c1',
      visibility: 'hidden',
    });
  });

  it('orders by date or title, the id last so pages never overlap', () => {
    expect(contentOrder('default', 'titleEn')).toEqual([{ createdAt: 'desc' }, { id: 'desc' }]);
    expect(contentOrder('oldest', 'titleEn')).toEqual([{ createdAt: 'asc' }, { id: 'asc' }]);
    expect(contentOrder('a_z', 'nameEn')).toEqual([{ nameEn: 'asc' }, { id: 'asc' }]);
    expect(contentOrder('z_a', 'titleEn')).toEqual([{ titleEn: 'desc' }, { id: 'desc' }]);
  });

  it('orders a type with a manual sort by its sort number, then newest, by default only', () => {
    expect(contentOrder('default', 'titleEn', true)).toEqual([{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }]);
    expect(contentOrder('newest', 'titleEn', true)).toEqual([{ createdAt: 'desc' }, { id: 'desc' }]);
    expect(contentOrder('a_z', 'titleEn', true)).toEqual([{ titleEn: 'asc' }, { id: 'asc' }]);
  });
});

describe('content texts', () => {
  const row = { titleEn: 'Opening', titleCn: '开幕', titleBm: ' ', detailEn: 'Ten', detailCn: '', detailBm: 'Sepuluh' };

  it('answer in the language asked for, English where the translation is empty', () => {
    expect([inLanguage(row, 'title', 'en'), inLanguage(row, 'title', 'cn'), inLanguage(row, 'title', 'bm')]).toEqual(['Opening', '开幕', 'Opening']);
    expect([inLanguage(row, 'detail', 'cn'), inLanguage(row, 'detail', 'bm')]).toEqual(['Ten', 'Sepuluh']);
  });

  it('search every language of the fields named, lower-cased', () => {
    expect(searchTextOf(row, ['title'])).toBe('opening 开幕');
    expect(searchTextOf({ nameEn: 'A' }, ['title'])).toBe('');
  });

  it('make slugs of Latin letters and digits', () => {
    expect(slugify('Grand Opening: 50% off!')).toBe('grand-opening-50-off');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('盛大开幕')).toBe('');
    expect(slugify(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});
