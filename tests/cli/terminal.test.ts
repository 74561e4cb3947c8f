import { existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// On a terminal the CLI draws with Ink and may prompt. util-linux `script` gives the child a
// pseudo-terminal; each answer is typed once its prompt shows, then Enter is pressed.
const SCRIPT = '/usr/bin/script';
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;

const ESC = '\u001b';
const withoutEscapes = (text: string) => text.replace(new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]`, 'g'), '');

function onTerminal(args: string[], answers: [prompt: string, typed: string][] = [], rows = 50): Promise<{ code: number | null; output: string }> {
  const command = `stty cols 160 rows ${rows}; ${process.execPath} ${path.join(projectRoot, 'cli', 'bin.js')} ${args.join(' ')}`;
  const env = { ...world.env, TERM: 'xterm-256color' };
  const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], { cwd: projectRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const pending = [...answers];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const next = pending[0];
    if (!next || !withoutEscapes(output).includes(`${next[0]}:`)) return;
    pending.shift();
    // Typed text and Enter arrive as separate key presses, as from a keyboard.
    setTimeout(() => child.stdin.write(next[1]), 100);
    setTimeout(() => child.stdin.write('\r'), 300);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
});
afterAll(() => rt.close());

describe.skipIf(!existsSync(SCRIPT))('merchant on a terminal', () => {
  it('prompts for the login ID and the password, showing the password only as stars', async () => {
    const { code, output } = await onTerminal(['login'], [
      ['Login ID', shop.admin.username],
      ['Password', PASSWORD],
    ]);
    expect(code).toBe(0);
    const screen = withoutEscapes(output);
    expect(screen).toContain(`Password: ${'*'.repeat(PASSWORD.length)}`);
    expect(screen).not.toContain(PASSWORD);
    expect(screen).toContain(`as ${shop.name} (${shop.admin.username})`);
    expect(world.credentials()?.targets[world.localTarget]?.username).toBe(shop.admin.username);
  });

  it('draws tables with Ink, bold headers in colour, after a spinner while the database opens', async () => {
    await shop.admin.caller.roles.create({ name: 'Cashiers', description: 'Front counter', permissions: { order: 'edit' } });
    // A terminal lower than the table: the result must scroll, never clear the screen.
    const { code, output } = await onTerminal(['roles', 'list'], [], 2);
    expect(code).toBe(0);
    expect(output).toContain('Opening the local database');
    expect(output).toContain(`${ESC}[1m${ESC}[36mName${ESC}[39m${ESC}[22m`);
    expect(withoutEscapes(output)).toMatch(/Cashiers +Front counter +1 module +0 /);
    expect(output).not.toContain(`${ESC}[2J`);
  });

  it('follows an import with a progress bar on stderr, then prints the summary', async () => {
    await shop.admin.caller.categories.create({ nameEn: 'Pakaian' });
    const rows = Array.from({ length: 3000 }, (_, i) => `P-${i},Produk ${i},Produk ujian yang lengkap.,Pakaian,https://cdn.kedai.example.my/${i}.jpg,10,delivery`);
    const file = path.join(world.dir, 'many.csv');
    writeFileSync(file, ['Product SKU,Name (EN),Description (EN),Categories,Images,Price (RM),Logistics', ...rows].join('\n'));
    const { code, output } = await onTerminal(['--token', shop.admin.token, 'products', 'import', file]);
    expect(code).toBe(0);
    const screen = withoutEscapes(output);
    // A spinner with the rows read while the file is checked, then a bar while it is written.
    expect(screen).toContain('Importing: waiting to start');
    expect(screen).toMatch(/Importing: [\d,]+ rows read|Importing █+░* [\d,]+ of 3,000 rows/);
    expect(screen).toMatch(/Summary +Imported 3,000 rows: 3,000 products created, 0 updated\./);
  });
});
