// Member import: 100,000 members from CSV validated and committed by the import engine on
// SQLite and on PostgreSQL (a fresh database each), beside the floor: the same member rows
// inserted by raw prepared statements with better-sqlite3 (SQLite) and by COPY with
// pg-copy-streams (PostgreSQL), in the same run. Then 1,000,000 rows for memory: the peak
// resident memory (VmHWM) of the process that imports, with V8's default heap sizing. Every
// case runs in a child process of its own that loads only what a job needs (the database
// client, the import); the parent makes the databases, migrates them and creates the merchants.
// JSON lines; `npm run bench -- members-import [--rows N] [--memory-rows N] [--memory-dry-run]
// [--memory-engine sqlite|postgres] [--memory-only] [--no-postgres]`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase, seedMerchants } from './bench-db.ts';

type Engine = 'sqlite' | 'postgres';

const ROWS = 100_000;
const MEMORY_ROWS = 1_000_000;
const TARGET_ROWS_PER_SEC = 50_000;
const TARGET_RATIO = 4;
const TARGET_PEAK_MB = 250;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'members-import', ...line }));
const perSec = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const ratio = (ms: number, floorMs: number) => Math.round((ms / floorMs) * 10) / 10;

/** A case in a child process of its own (default node flags); what it printed. */
function child<T>(kind: string, spec: object): Promise<T> {
  const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench.ts');
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', bench, 'members-import', '--child', kind, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`bench case ${kind} exited ${code}`))));
  });
}

async function childMain(kind: string, specText: string): Promise<object> {
  if (kind === 'floor') {
    const spec = JSON.parse(specText) as { url: string; merchantId: string; rows: number };
    const { postgresFloor, sqliteFloor } = await import('./members-import/floors.ts');
    return spec.url.startsWith('file:') ? sqliteFloor(spec.url, spec.merchantId, spec.rows) : postgresFloor(spec.url, spec.merchantId, spec.rows);
  }
  const { runImportCase } = await import('./members-import/import-case.ts');
  return runImportCase(JSON.parse(specText));
}

const flag = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};

interface ImportResult {
  runs: { wallMs: number; rows: number }[];
  rssBeforeMb: number;
  peakRssMb: number;
}

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    process.stdout.write(JSON.stringify(await childMain(args[1]!, args[2]!)));
    return;
  }
  const { BATCH: batch, writeMembersCsv } = await import('./members-import/rows.ts');
  const rows = Number(flag(args, '--rows', String(ROWS)));
  const memoryRows = Number(flag(args, '--memory-rows', String(MEMORY_ROWS)));
  const memoryEngine = flag(args, '--memory-engine', 'sqlite') as Engine;
  const engines: Engine[] = args.includes('--memory-only') ? [] : args.includes('--no-postgres') ? ['sqlite'] : ['sqlite', 'postgres'];
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-'));
  /** A fresh database made here for one case, with its merchants, dropped after. */
  const withDatabase = async <T>(engine: Engine, merchants: string[], work: (dir: string, url: string, seeded: { merchantId: string; userId: string }[]) => Promise<T>): Promise<T> => {
    const dir = mkdtempSync(path.join(root, `${engine}-`));
    const url = await createDatabase(engine, dir);
    try {
      return await work(dir, url, await seedMerchants(dir, url, merchants));
    } finally {
      await dropDatabase(url);
    }
  };
  try {
    const file = path.join(root, 'members.csv');
    if (engines.length > 0) await writeMembersCsv(file, rows);
    for (const engine of engines) {
      const floor = await withDatabase(engine, ['Floor shop'], (_dir, url, [shop]) => child<{ method: string; wallMs: number }>('floor', { url, merchantId: shop!.merchantId, rows }));
      print({ case: `floor-${engine}`, method: floor.method, rows, wallMs: floor.wallMs, rowsPerSec: perSec(rows, floor.wallMs) });
      const result = await withDatabase(engine, ['Cold shop', 'Warm shop'], (dir, url, merchants) => child<ImportResult>('import', { dir, url, file, batch, dryRun: false, merchants }));
      const cold = result.runs[0]!;
      const warm = result.runs[1]!;
      const best = Math.min(cold.wallMs, warm.wallMs);
      print({
        case: engine,
        mode: 'commit',
        rows,
        wallMs: cold.wallMs,
        rowsPerSec: perSec(rows, cold.wallMs),
        warmWallMs: warm.wallMs,
        warmRowsPerSec: perSec(rows, warm.wallMs),
        floorMs: floor.wallMs,
        floorRowsPerSec: perSec(rows, floor.wallMs),
        ratioToFloor: ratio(cold.wallMs, floor.wallMs),
        warmRatioToFloor: ratio(warm.wallMs, floor.wallMs),
        rssBeforeMb: result.rssBeforeMb,
        peakRssMb: result.peakRssMb,
        ...(engine === 'sqlite' && {
          targetRowsPerSec: TARGET_ROWS_PER_SEC,
          targetRatio: TARGET_RATIO,
          meetsTarget: perSec(rows, best) >= TARGET_ROWS_PER_SEC && ratio(best, floor.wallMs) <= TARGET_RATIO,
        }),
      });
    }
    if (memoryRows > 0) {
      const big = path.join(root, 'members-memory.csv');
      await writeMembersCsv(big, memoryRows);
      const dryRun = args.includes('--memory-dry-run');
      const result = await withDatabase(memoryEngine, ['Memory shop'], (dir, url, merchants) => child<ImportResult>('import', { dir, url, file: big, batch, dryRun, merchants }));
      const run = result.runs[0]!;
      print({
        case: 'memory',
        engine: memoryEngine,
        mode: dryRun ? 'dry-run' : 'commit',
        rows: memoryRows,
        wallMs: run.wallMs,
        rowsPerSec: perSec(memoryRows, run.wallMs),
        rssBeforeMb: result.rssBeforeMb,
        peakRssMb: result.peakRssMb,
        targetPeakMb: TARGET_PEAK_MB,
        meetsTarget: result.peakRssMb <= TARGET_PEAK_MB,
      });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
