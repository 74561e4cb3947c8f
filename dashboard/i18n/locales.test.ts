import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';
import ms from './locales/ms.json';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

const english = new Set(keys(en));

describe('translations', () => {
  it.each([
    ['zh', zh],
    ['ms', ms],
  ])('%s covers the whole interface', (_code, tree) => {
    expect(keys(tree as Tree).sort()).toEqual([...english].sort());
  });

  it.each([
    ['ar', ar],
    ['es', es],
    ['fr', fr],
  ])('%s covers at least the menus and module names, with no unknown keys', (_code, tree) => {
    const own = keys(tree as Tree);
    for (const key of keys(en).filter((k) => k.startsWith('menu.') || k.startsWith('modules.'))) expect(own).toContain(key);
    for (const key of own) expect(english.has(key), key).toBe(true);
  });

  it('keeps the spec’s wording in English', () => {
    expect(en.crossTab).toEqual({ title: 'Warning!', message: 'You have been logged out from another tab.' });
    expect(en.notFound.title).toBe('Oops 404 Page Not Found');
    expect(en.leave).toEqual({ message: 'Are you sure you want to leave this page?', stay: 'Stay On Page', leave: 'Leave Page' });
  });
});
