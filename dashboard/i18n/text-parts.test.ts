import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MENU, ROUTES } from '../app/features.ts';
import { FIRST_PART, FIRST_ROUTES, mergeTexts, textPart, type Texts } from './text-parts.ts';
import en from './locales/en.json';

const dashboard = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = new Set(Object.keys(en));
const keysOf = (texts: Texts, prefix = ''): string[] => Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));

/** A key, or a key's start ('orders.status.'), within a section of the first part. */
const inFirst = (key: string) => FIRST_PART.some((section) => `${key}.`.startsWith(`${section}.`));

/** The dashboard's own modules a module loads (statically or lazily), but a feature's screens (routes.ts) and what loads with all the texts. */
function importsOf(file: string, source: string): string[] {
  const lazyScreens = /\/features\/.+\/routes\.ts$/.test(file);
  return [...source.matchAll(/^.*?(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"].*$/gm)]
    .filter(([line]) => !(lazyScreens && line.includes('import(')) && !line.includes('loadAllTexts()'))
    .map(([, spec]) => path.resolve(path.dirname(file), spec!))
    .filter((target) => /\.tsx?$/.test(target) && existsSync(target) && target.startsWith(dashboard));
}

/** The keys of the texts ('login.title', or a key's start: 'orders.status.') named by the modules a module brings, with the module naming each first. */
function keysUsed(roots: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    importsOf(file, source).forEach(visit);
    // Route titles and menu labels of routes.ts are held below; a screen's title shows with the screen.
    if (/\/features\/.+\/routes\.ts$/.test(file)) return;
    for (const [, key] of source.matchAll(/['"`]([a-zA-Z]+\.[\w.]*)/g)) if (SECTIONS.has(key!.split('.')[0]!) && !used.has(key!)) used.set(key!, path.relative(dashboard, file));
  };
  roots.forEach(visit);
  return used;
}

/** Each route's screen module, from the features' route lists ({ path: '/login', ..., load: () => import('./login-page.tsx') }). */
function screenFiles(): Map<string, string> {
  const screens = new Map<string, string>();
  const features = path.join(dashboard, 'features');
  for (const feature of readdirSync(features)) {
    const file = path.join(features, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    for (const [, route, spec] of readFileSync(file, 'utf8').matchAll(/path: '([^']+)'.*import\('([^']+)'\)/g)) screens.set(route!, path.resolve(path.dirname(file), spec!));
  }
  return screens;
}

describe('the parts of the texts', () => {
  it.each(['en', 'zh', 'ms', 'ar', 'es', 'fr'])('%s: its two parts together are its texts, each text in one part', (code) => {
    const texts = JSON.parse(readFileSync(path.join(dashboard, 'i18n', 'locales', `${code}.json`), 'utf8')) as Texts;
    const [first, rest] = [textPart(texts, 'first'), textPart(texts, 'rest')];
    expect(mergeTexts(first, rest)).toEqual(texts);
    const inRest = new Set(keysOf(rest));
    expect(keysOf(first).filter((key) => inRest.has(key))).toEqual([]);
  });

  it('names only sections English has', () => {
    const english = en as Texts;
    for (const section of FIRST_PART) {
      const [top, sub] = section.split('.');
      expect(sub === undefined ? english[top!] : (english[top!] as Texts)[sub], section).toBeDefined();
    }
  });

  it('gives the first pages and the app around every screen only texts of the first part', () => {
    const screens = screenFiles();
    const roots = [path.join(dashboard, 'main.tsx'), path.join(dashboard, 'app', 'layout', 'shell.tsx'), ...FIRST_ROUTES.map((route) => screens.get(route)!)];
    expect(roots.every(Boolean), 'a first route without a screen').toBe(true);
    const outside = [...keysUsed(roots)].filter(([key]) => !inFirst(key)).map(([key, file]) => `${key} (${file})`);
    expect(outside).toEqual([]);
  });

  it('names the first routes and the menu with texts of the first part', () => {
    const titles = ROUTES.filter((r) => FIRST_ROUTES.includes(r.path)).map((r) => r.title);
    expect(titles).toHaveLength(FIRST_ROUTES.length);
    for (const title of titles) expect(typeof title === 'string' && inFirst(title), String(title)).toBe(true);
    for (const entry of MENU) expect(inFirst(entry.label), entry.label).toBe(true);
  });
});
