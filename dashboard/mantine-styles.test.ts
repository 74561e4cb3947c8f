import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MANTINE_STYLES_ID, WHOLE, stylesheetOf } from './mantine-styles.ts';

const dashboard = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const modules = path.resolve(dashboard, '..', 'node_modules');

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The packages (and @mantine/* subpaths) the dashboard's modules import. */
function importedPackages(): Set<string> {
  const packages = new Set<string>();
  for (const file of filesUnder(dashboard)) {
    if (!/\.tsx?$/.test(file) || file.includes(`${path.sep}dist${path.sep}`)) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/from '((?:@mantine\/[\w-]+)|mantine-datatable)'/g)) packages.add(name!);
  }
  return packages;
}

/** Each @mantine/core component the dashboard imports by name. */
function importedCoreNames(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(dashboard)) {
    if (!/\.tsx?$/.test(file) || file.includes(`${path.sep}dist${path.sep}`)) continue;
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) for (const name of list!.split(',')) if (/^\s*[A-Z]/.test(name)) names.add(name.trim());
  }
  return names;
}

describe('Mantine styles by chunk', () => {
  it('gives every module of class names of each Mantine package the dashboard uses a stylesheet that exists', () => {
    const packages = [...importedPackages()].filter((name) => name.startsWith('@mantine/'));
    expect(packages).toContain('@mantine/core');
    for (const name of packages) {
      const root = path.join(modules, name, 'esm');
      for (const file of filesUnder(root)) {
        if (!file.endsWith('.module.mjs')) continue;
        const sheet = stylesheetOf(file);
        expect(sheet, file).toBeDefined();
        expect(existsSync(require.resolve(sheet!)), sheet).toBe(true);
      }
    }
  });

  it('gives each @mantine/core component the dashboard imports its own stylesheet', () => {
    const styled = new Set([...filesUnder(path.join(modules, '@mantine', 'core', 'esm', 'components'))].filter((f) => f.endsWith('.module.mjs')).map((f) => path.basename(f, '.module.mjs')));
    // A component without a module of class names (Portal, FocusTrap, Transition...) has no rules of its own.
    for (const name of importedCoreNames()) if (styled.has(name)) expect(stylesheetOf(path.join(modules, '@mantine', 'core', 'esm', 'components', name, `${name}.module.mjs`)), name).toBe(`@mantine/core/styles/${name}.css`);
  });

  it('gives the data table its stylesheet, and the development server every package’s whole one', () => {
    expect(stylesheetOf(path.join(modules, 'mantine-datatable', 'dist', 'index.mjs'))).toBe('mantine-datatable/styles.css');
    for (const name of importedPackages()) {
      const sheet = `${name}/styles.css`;
      if (existsSync(path.join(modules, sheet))) expect(WHOLE, name).toContain(name === '@mantine/core' ? '@mantine/core/styles.css' : sheet);
    }
    expect(readFileSync(path.join(dashboard, 'main.tsx'), 'utf8')).toContain(`import '${MANTINE_STYLES_ID}';`);
  });
});
