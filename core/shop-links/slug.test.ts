import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from './constants.ts';
import { chooseSlug, slugFromName, ZSlugInput } from './slug.ts';

describe('custom links', () => {
  it('makes a slug from a name', () => {
    expect(slugFromName('  Raya Bundle 2026! ')).toBe('raya-bundle-2026');
    expect(slugFromName('Crème brûlée -- box')).toBe('creme-brulee-box');
    expect(slugFromName('新年礼包')).toBe('link');
    expect(slugFromName('Hi')).toBe('link');
    expect(slugFromName(`${'a'.repeat(55)} b`)).toBe('a'.repeat(55));
  });

  it('takes a typed slug lower-cased, or blank, and refuses anything else', () => {
    expect(ZSlugInput.parse(' Jualan-RAYA ')).toBe('jualan-raya');
    expect(ZSlugInput.parse(undefined)).toBe('');
    for (const bad of ['ab', 'a b', 'a_b', 'a'.repeat(65)]) expect(ZSlugInput.safeParse(bad).error?.issues[0]?.message, bad).toBe(LINK_MESSAGES.slugFormat);
  });

  it('keeps a typed slug or refuses it when taken; a blank one takes the first free suffix', async () => {
    const taken = new Set(['raya', 'raya-2']);
    const isTaken = (slug: string) => Promise.resolve(taken.has(slug));
    expect(await chooseSlug('', 'Raya', isTaken)).toBe('raya-3');
    expect(await chooseSlug('sale', 'Raya', isTaken)).toBe('sale');
    await expect(chooseSlug('raya', 'Raya', isTaken)).rejects.toMatchObject({ code: 'LINK.SLUG_TAKEN', field: 'slug', message: LINK_MESSAGES.slugTaken });
  });
});
