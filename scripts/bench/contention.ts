// Contention: a large member import while the shop keeps selling. A server runs in a child
// process on a fresh database; 8 clients place storefront orders over HTTP, first alone (the
// floor), then while `merchant members import` runs a 1,000,000-row file through the server's
// own job runner, then while the same command imports into the local database from a process
// of its own (the CLI beside a running server). Prints each phase's checkout p95 and error
// count as JSON lines. `npm run bench -- contention [--rows N] [--clients N] [--engine sqlite|postgres] [--only server|local]`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase } from './bench-db.ts';
import { request } from './http-load.ts';
import { startServer } from './orders/children.ts';
import { BENCH_PASSWORD, cartOf, setUpShop, type BenchShop } from './orders/data/shop.ts';
import { runtimeAt, type Place } from './orders/place.ts';
import { writeMembersCsv } from './members-import/rows.ts';

const ROWS = 1_000_000;
const CLIENTS = 8;
const WARM_MS = 3_000;
const FLOOR_MS = 10_000;
const TARGET_P95_MS = 500;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'contention', ...line }));
const flag = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cli', 'bin.js');

interface Phase {
  orders: number;
  errors: number;
  /** The first answers that were not 200, by status and message. */
  errorKinds: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;


/** clients loops placing orders until done() says stop; every answer's time and status. */
async function placeOrders(port: number, shop: BenchShop, clients: number, done: () => boolean): Promise<Phase> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(`http://127.0.0.1:${port}/trpc/storefront.placeOrder`);
  const headers = { 'content-type': 'application/json', 'x-site-key': shop.siteKey };
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  let n = 0;
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (!done()) {
          const started = performance.now();
          const answer = await request(agent, url, { method: 'POST', headers, body: JSON.stringify({ json: cartOf(shop, n++) }) });
          latencies.push(performance.now() - started);
          if (answer.status !== 200) {
            errors++;
            const message = (JSON.parse(answer.body) as { error?: { json?: { message?: string } } }).error?.json?.message ?? answer.body.slice(0, 80);
            const kind = `${answer.status} ${message}`;
            errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { orders: latencies.length, errors, errorKinds, p50Ms: round(quantile(latencies, 0.5)), p95Ms: round(quantile(latencies, 0.95)), maxMs: round(latencies.at(-1) ?? 0) };
}

/** Runs the merchant command to its end; its wall time. */
function merchant(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<{ wallMs: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const proc = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve({ wallMs: Math.round(performance.now() - started), stdout }) : reject(new Error(`merchant ${args.join(' ')} exited ${code}: ${stderr || stdout}`))));
    proc.stdin.end(input ?? '');
  });
}

/** The import by the command, while the clients place orders; both measured. */
async function importWhileSelling(port: number, shop: BenchShop, clients: number, args: string[], env: NodeJS.ProcessEnv): Promise<{ import: { wallMs: number }; checkout: Phase }> {
  let importing = true;
  const imported = merchant(args, env).finally(() => (importing = false));
  const [done, checkout] = await Promise.all([imported, placeOrders(port, shop, clients, () => !importing)]);
  return { import: { wallMs: done.wallMs }, checkout };
}

export async function main(args: string[]): Promise<void> {
  const rows = Number(flag(args, '--rows', String(ROWS)));
  const clients = Number(flag(args, '--clients', String(CLIENTS)));
  const engine = flag(args, '--engine', 'sqlite') as 'sqlite' | 'postgres';
  const only = flag(args, '--only', '');
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-contention-'));
  const dir = path.join(root, 'data');
  const url = await createDatabase(engine, mkdtempSync(path.join(root, 'db-')));
  const place: Place = { dir, url };
  const env = { DATA_DIR: dir, DATABASE_URL: url, MERCHANT_SECRET_KEY: 'bench', MERCHANT_CONFIG_DIR: path.join(root, 'config'), NODE_ENV: 'production' };
  try {
    const rt = await runtimeAt(place);
    const shop = await setUpShop(rt, 'Kedai Contention', 'contention');
    await rt.close();
    const file = path.join(root, 'members.csv');
    await writeMembersCsv(file, rows);
    const server = await startServer(place);
    try {
      const serverUrl = `http://127.0.0.1:${server.port}`;
      // Warm: the server's first checkouts load and compile what they need.
      const warmEnds = Date.now() + WARM_MS;
      await placeOrders(server.port, shop, clients, () => Date.now() > warmEnds);
      const floorEnds = Date.now() + FLOOR_MS;
      const floor = await placeOrders(server.port, shop, clients, () => Date.now() > floorEnds);
      print({ case: 'floor', engine, clients, ...floor });
      const login = (target: string[]) => merchant(['login', '--username', shop.username, '--password-stdin', ...target], env, `${BENCH_PASSWORD}\n`);
      const cases = [
        { name: 'server', target: ['--server', serverUrl], batch: 'Through the server' },
        { name: 'local', target: [], batch: 'From the command line' },
      ].filter((c) => !only || c.name === only);
      for (const c of cases) {
        await login(c.target);
        const run = await importWhileSelling(server.port, shop, clients, ['members', 'import', file, '--batch', c.batch, '--json', ...c.target], env);
        const verdict = run.checkout.errors === 0 && (engine !== 'sqlite' || run.checkout.p95Ms < TARGET_P95_MS) ? 'met' : 'missed';
        print({
          case: `import-${c.name}`,
          engine,
          rows,
          clients,
          importWallMs: run.import.wallMs,
          importRowsPerSec: Math.round(rows / (run.import.wallMs / 1000)),
          ...run.checkout,
          floorP95Ms: floor.p95Ms,
          p95Ratio: round(run.checkout.p95Ms / Math.max(floor.p95Ms, 0.1)),
          target: `0 errors${engine === 'sqlite' ? `, p95 < ${TARGET_P95_MS} ms` : ''}`,
          verdict,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase(url);
    rmSync(root, { recursive: true, force: true });
  }
}
