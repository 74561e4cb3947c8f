import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import type * as NodeBundle from '../../scripts/build/node-bundle.js';
import { OUT_DIR } from '../../scripts/build/node-bundle.js';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The compiled product: what `merchant` and npm start run (dist/node).
const world = cliWorld();
let rt: Runtime;
let as: string[];

beforeAll(async () => {
  rt = await world.openRuntime();
  as = ['--token', (await seedMerchant(rt)).admin.token];
});
afterAll(() => rt.close());

describe('the compiled product', () => {
  it('loads no build tool: neither tsx, vite nor esbuild is imported by what dist/node holds', () => {
    const imports = /(?:\bfrom\s*|\bimport\s*\(\s*)["'](tsx|vite|esbuild|@vitejs\/[^"'/]+)(?:\/[^"']*)?["']/g;
    const found = readdirSync(OUT_DIR)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => [...readFileSync(path.join(OUT_DIR, name), 'utf8').matchAll(imports)].map((match) => `${name}: ${match[1]}`));
    expect(found).toEqual([]);
  });

  it('reads a member file past the thread threshold on its compiled reading thread', async () => {
    const file = path.join(world.dir, 'many-members.csv');
    const rows = Array.from({ length: 20_000 }, (_, i) => `Member ${i},member.${i}@contoh.my,+6012${String(i).padStart(7, '0')},1990-01-15`);
    writeFileSync(file, ['Name,Email,Phone,Date of Birth', ...rows].join('\n'));
    const result = await world.run([...as, '--json', 'members', 'import', file, '--batch', 'Roadshow', '--dry-run']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ job: { status: 'completed', dryRun: true, totalRows: 20_000, failedCount: 0 } });
  });
});

describe('freshness of dist/node', () => {
  // A copy of the build module in a project of its own: it finds the project from where it is.
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-freshness-'));
  const source = path.join(root, 'cli', 'main.ts');
  let bundle: typeof NodeBundle;
  const writeManifest = (builtAt: number) =>
    writeFileSync(path.join(root, 'dist', 'node', 'manifest.json'), JSON.stringify({ builtAt, sources: ['cli/main.ts'], outputs: ['cli.js'] }));

  beforeAll(async () => {
    mkdirSync(path.join(root, 'scripts', 'build'), { recursive: true });
    mkdirSync(path.join(root, 'cli'));
    copyFileSync(path.join(projectRoot, 'scripts', 'build', 'node-bundle.js'), path.join(root, 'scripts', 'build', 'node-bundle.js'));
    bundle = (await import(pathToFileURL(path.join(root, 'scripts', 'build', 'node-bundle.js')).href)) as typeof NodeBundle;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is stale when never built, when a source changed after the build began, or when one is gone', () => {
    expect(bundle.staleness()).toBe('not built yet');
    mkdirSync(path.join(root, 'dist', 'node'), { recursive: true });
    writeFileSync(source, 'export {};\n');
    const built = Date.now();
    utimesSync(source, new Date(built - 60_000), new Date(built - 60_000));
    writeManifest(built);
    expect(bundle.staleness()).toBeNull();
    utimesSync(source, new Date(built + 1_000), new Date(built + 1_000));
    expect(bundle.staleness()).toBe('cli/main.ts changed');
    rmSync(source);
    expect(bundle.staleness()).toBe('cli/main.ts changed');
  });
});
