// Start-up of the compiled product: `merchant --help` and `merchant whoami` (on a local SQLite
// database, signed in) beside the floor of `node -e 0`, the three run in turn, wall time from
// spawn to exit; then the server's resident memory (VmRSS, and its peak VmHWM) after start and
// after one signed-in dashboard load: the page, its assets, sign-in and the first screen's
// queries. `--sources` measures the same on the TypeScript sources through tsx, for comparison.
// JSON lines; `npm run bench -- cli-start [--runs N] [--sources]`.
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { projectRoot } from '../../core/platform/config.ts';
import { buildDashboardIfNeeded } from '../../server/boot/build-dashboard.ts';
import { buildNode, OUT_DIR, staleness } from '../build/node-bundle.js';

const flag = (args: string[], name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'cli-start', ...line }));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (n: number) => Math.round(n * 10) / 10;

const PASSWORD = 'Bench@2026pw';

interface Commands {
  cli: string[];
  server: string[];
}

function commands(sources: boolean): Commands {
  if (!sources) return { cli: [path.join(projectRoot, 'cli', 'bin.js')], server: [path.join(OUT_DIR, 'start.js')] };
  const tsx = ['--import', import.meta.resolve('tsx')];
  return { cli: [...tsx, path.join(projectRoot, 'cli', 'main.ts')], server: [...tsx, path.join(projectRoot, 'scripts', 'start.ts')] };
}

/** Runs node with args to its end; its wall time. A failure stops the bench. */
function run(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`node ${args.join(' ')} exited ${code}: ${stderr}`))));
    child.stdin.end(input);
  });
}

/** The floor and the two commands in turn, after one unmeasured run of each. */
async function startUp(cli: string[], env: NodeJS.ProcessEnv, runs: number): Promise<void> {
  const cases = { floor: ['-e', '0'], help: [...cli, '--help'], whoami: [...cli, 'whoami'] };
  const times: Record<string, number[]> = { floor: [], help: [], whoami: [] };
  for (let i = 0; i <= runs; i++) {
    for (const [name, args] of Object.entries(cases)) {
      const ms = await run(args, env);
      if (i > 0) times[name]!.push(ms);
    }
  }
  const floor = median(times.floor!);
  for (const [name, values] of Object.entries(times)) {
    print({ case: name, runs, medianMs: round(median(values)), minMs: round(Math.min(...values)), maxMs: round(Math.max(...values)), vsFloor: round(median(values) / floor) });
  }
}

/** The process's resident memory now, and its peak, in MB. */
function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: round(kb('VmRSS') / 1024), peakMb: round(kb('VmHWM') / 1024) };
}

async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/** What the dashboard does when its owner signs in: the page and its assets, sign-in, the first screen's queries. */
async function dashboardLoad(url: string): Promise<void> {
  const page = await (await ok(await fetch(`${url}/`))).text();
  for (const [, asset] of page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) await (await ok(await fetch(`${url}${asset}`))).arrayBuffer();
  const signIn = await ok(
    await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { username: 'demo', password: 'Demo@2026', timeZone: 'Asia/Kuala_Lumpur' } }),
    }),
  );
  const { token } = ((await signIn.json()) as { result: { data: { json: { token: string } } } }).result.data.json;
  const headers = { authorization: `Bearer ${token}` };
  const query = (name: string, input?: unknown) =>
    fetch(`${url}/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`, { headers }).then(ok);
  for (const [name, input] of [['auth.me'], ['home.summary'], ['versions.list'], ['products.list', {}], ['orders.list', {}]] as const) await query(name, input);
}

/** Starts the server; its process and address, once it says it is running. */
async function startServer(server: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcessByStdio<null, Readable, null>; url: string }> {
  const child = spawn(process.execPath, server, { env: { ...env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const running = /is running at (http:\/\/\S+)/.exec(output);
      if (running) resolve(running[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server exited ${code}: ${output}`)));
  });
  return { child, url };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * The server's memory after start and after one dashboard load. Measured on its second start:
 * the first one migrates and seeds the demo merchant (five password hashes of 32 MB each).
 */
async function serverMemory(server: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await stop((await startServer(server, env)).child);
  const { child, url } = await startServer(server, env);
  try {
    print({ case: 'server-started', ...memory(child.pid!) });
    await dashboardLoad(url);
    print({ case: 'server-after-dashboard', ...memory(child.pid!) });
  } finally {
    await stop(child);
  }
}

export async function main(args: string[]): Promise<void> {
  const runs = flag(args, '--runs', 10);
  const sources = args.includes('--sources');
  if (!sources && staleness()) await buildNode();
  await buildDashboardIfNeeded();
  const { cli, server } = commands(sources);
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-cli-start-'));
  const env = { PATH: process.env.PATH, HOME: root, TZ: 'UTC', MERCHANT_SECRET_KEY: 'bench', MERCHANT_CONFIG_DIR: path.join(root, 'config') };
  try {
    const local = { ...env, DATA_DIR: path.join(root, 'local') };
    await run([...cli, 'merchants', 'create', '--name', 'Bench Shop', '--username', 'bench01', '--email', 'bench@shop.test', '--password-stdin'], local, PASSWORD);
    await run([...cli, 'login', '--username', 'bench01', '--password-stdin'], local, PASSWORD);
    print({ mode: sources ? 'sources (tsx)' : 'compiled (dist/node)' });
    await startUp(cli, local, runs);
    await serverMemory(server, { ...env, DATA_DIR: path.join(root, 'server') });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
