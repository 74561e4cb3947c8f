import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';
import ms from './locales/ms.json';
import ar from './locales/ar.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

const english = new Map(flatten(en));
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** English plural keys by their base: x_one and x_other give x. */
const pluralBases = new Set([...english.keys()].flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));

const isPluralForm = (key: string) => {
  const plural = PLURAL.exec(key);
  return plural !== null && pluralBases.has(plural[1]!);
};

/**
 * The keys a language must have for the whole interface: English's texts, each plural in the
 * forms the language's own rules use (i18next picks a form with Intl.PluralRules: Arabic has
 * zero, one, two, few, many and other; Chinese and Malay only other).
 */
function requiredKeys(code: string): string[] {
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const plurals = [...pluralBases].flatMap((base) => forms.map((form) => `${base}_${form}`));
  return [...new Set([...[...english.keys()].filter((key) => !isPluralForm(key)), ...plurals])].sort();
}

/** The keys a language may have: the required ones and English's own plural forms (a _one that Chinese never uses). */
const knownKeys = (code: string) => new Set([...requiredKeys(code), ...english.keys()]);

/** The English text a key translates: a plural form of its own translates English's _other. */
function englishOf(key: string): string | undefined {
  const plural = PLURAL.exec(key);
  return english.get(key) ?? (plural && isPluralForm(key) ? english.get(`${plural[1]}_other`) : undefined);
}

/** {{value}} placeholders (by name, whatever their format) and $t(key) nestings. */
const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^,)]+)/g)].map(([, name, nested]) => (nested ? `$t(${nested})` : name!)));

const COMPLETE = [
  ['zh', zh],
  ['ms', ms],
  ['ar', ar],
] as const;
const MENUS_ONLY = [
  ['es', es],
  ['fr', fr],
] as const;

describe('translations', () => {
  it.each(COMPLETE)('%s has every text of English, each plural in its own forms, and no unknown keys', (code, tree) => {
    const own = new Set(flatten(tree as Tree).map(([key]) => key));
    const known = knownKeys(code);
    expect(requiredKeys(code).filter((key) => !own.has(key))).toEqual([]);
    expect([...own].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(MENUS_ONLY)('%s covers the menus and module names, with no unknown keys', (code, tree) => {
    const own = new Set(flatten(tree as Tree).map(([key]) => key));
    const known = knownKeys(code);
    const menus = requiredKeys(code).filter((k) => k.startsWith('menu.') || k.startsWith('modules.'));
    expect(menus.filter((key) => !own.has(key))).toEqual([]);
    expect([...own].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each([...COMPLETE, ...MENUS_ONLY])('%s keeps the placeholders and nestings of English', (_code, tree) => {
    const mismatches = flatten(tree as Tree).flatMap(([key, text]) => {
      const source = englishOf(key);
      if (source === undefined) return [];
      const want = placeholders(source);
      const got = placeholders(text);
      // A plural form may say its number in words ("صف واحد", "two rows") instead of {{count}}.
      if (isPluralForm(key)) {
        want.delete('count');
        got.delete('count');
      }
      const same = want.size === got.size && [...want].every((p) => got.has(p));
      return same ? [] : [`${key}: ${[...got].join(' ')} ≠ ${[...want].join(' ')}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('reads placeholders by name, whatever their format, and nestings by key', () => {
    expect(placeholders('Order #{{no}} of {{total, number}}: $t(jobs.units.row, {"count": {{rows}} })')).toEqual(
      new Set(['no', 'total', '$t(jobs.units.row)', 'rows']),
    );
  });

  it('keeps the spec’s wording in English', () => {
    expect(en.crossTab).toEqual({ title: 'Warning!', message: 'You have been logged out from another tab.' });
    expect(en.notFound.title).toBe('Oops 404 Page Not Found');
    expect(en.leave).toEqual({ message: 'Are you sure you want to leave this page?', stay: 'Stay On Page', leave: 'Leave Page' });
  });
});
