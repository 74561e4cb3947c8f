// Member import: 100,000 members from CSV validated and committed by the import engine on
// SQLite and on PostgreSQL (a fresh database each), beside the floor: the same member rows
// inserted by raw prepared statements with better-sqlite3 (SQLite) and by multi-row INSERTs with
// pg (PostgreSQL; pg-copy-streams is not installed, so not COPY), in the same run. Then
// 1,000,000 rows for memory. Each case runs in a child process of its own, so its peak memory
// is its own. JSON lines; `npm run bench -- members-import [--rows N] [--memory-rows N] [--memory-dry-run]
// [--memory-only] [--no-postgres]`.
import type { Runtime } from '../../server/runtime.ts';
import { benchMerchant, createDatabase, dropDatabase, openBenchRuntime } from './bench-db.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { pgConfig, sqliteFilePath } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { importMembers } from '../../core/members/import/import-members.ts';
import { normalizePhone } from '../../core/members/import/member-phone.ts';
import { parseDateOfBirth } from '../../core/members/import/member-row.ts';

const ROWS = 100_000;
const MEMORY_ROWS = 1_000_000;
const TARGET_ROWS_PER_SEC = 50_000;
const TARGET_RATIO = 4;
const TARGET_PEAK_MB = 250;
/** The old-generation cap of the second memory run (node --max-old-space-size). */
const HEAP_CAP_MB = 160;
const BATCH = 'Bench batch';

const NAMES = ['Aisyah binti Ahmad', 'Tan Mei Ling 陈美玲', 'Muhammad Hafiz bin Ismail', 'Rajesh Kumar a/l Subramaniam', '李伟', 'Nurul Izzah', 'Lim, Ah Kow', 'Siti Nurhaliza'];

/** Row i of the file: a name in one of three languages, a unique e-mail, a MY or SG phone written several ways, a birthday in both forms or none. */
function row(i: number): string {
  const name = NAMES[i % NAMES.length]!;
  const n = String(i).padStart(7, '0');
  const phone = i % 4 === 0 ? `+65 9${n}` : i % 4 === 1 ? `012-${n}` : i % 4 === 2 ? `+6011 ${n.slice(0, 3)} ${n.slice(3)}0` : `019${n}`;
  const day = (i % 28) + 1;
  const dob = i % 3 === 0 ? '' : i % 3 === 1 ? `1990-0${(i % 9) + 1}-${String(day).padStart(2, '0')}` : `${day}/${(i % 12) + 1}/1985`;
  const quoted = name.includes(',') ? `"${name}"` : name;
  return `${quoted},Member.${i}@Example.com,${phone},${dob}\r\n`;
}

async function writeFile(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('\uFEFFName,E-mail,Mobile,DOB\r\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += row(i);
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'close');
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

/** The highest resident memory seen while work runs (sampled every 10 ms), and the process's high-water mark. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; peakRssMb: number; maxRssMb: number; rssBeforeMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, wallMs: Math.round(wallMs), peakRssMb: mb(peak), maxRssMb: mb(process.resourceUsage().maxRSS * 1024), rssBeforeMb: mb(before) };
}

async function timedImport(runtime: Runtime, file: string, merchant: string, dryRun: boolean) {
  const ctx = await benchMerchant(runtime, merchant);
  const options = { batch: BATCH, dryRun, fileName: path.basename(file), errorKey: `${ctx.merchantId}/bench/errors.csv` };
  const run = await measured(() => importMembers(ctx, file, options));
  const expected = dryRun || run.result.committed;
  if (run.result.rejectedRows > 0 || !expected) throw new Error(`import failed: ${JSON.stringify(run.result.firstErrors)}`);
  if (!dryRun) {
    const stored = await ctx.db.member.count({ where: { merchantId: ctx.merchantId } });
    if (stored !== run.result.imported) throw new Error(`stored ${stored} members of ${run.result.imported}`);
  }
  return run;
}

/** The first import in a fresh process (cold), then the same file into a second merchant (warm, as a running server imports). */
async function engineCase(engine: 'sqlite' | 'postgres', dir: string, url: string, file: string, rows: number): Promise<object> {
  const runtime = await openBenchRuntime(dir, url);
  try {
    const cold = await timedImport(runtime, file, 'Cold shop', false);
    const warm = await timedImport(runtime, file, 'Warm shop', false);
    return { case: engine, mode: 'commit', rows, wallMs: cold.wallMs, rowsPerSec: Math.round(rows / (cold.wallMs / 1000)), warmWallMs: warm.wallMs, warmRowsPerSec: Math.round(rows / (warm.wallMs / 1000)), rssBeforeMb: cold.rssBeforeMb, peakRssMb: Math.max(cold.peakRssMb, warm.peakRssMb), maxRssMb: warm.maxRssMb };
  } finally {
    await runtime.close();
  }
}

/** 1,000,000 rows (by default) checked and committed on SQLite: the peak resident memory. */
async function memoryCase(dir: string, url: string, file: string, rows: number, dryRun: boolean): Promise<object> {
  const runtime = await openBenchRuntime(dir, url);
  try {
    const run = await timedImport(runtime, file, 'Memory shop', dryRun);
    // The process's peak includes what it held before the import began (tsx, the Prisma client,
    // the runtime, the merchant's sign-up): importRssMb is what the import itself added.
    const importRssMb = Math.round((run.peakRssMb - run.rssBeforeMb) * 10) / 10;
    return { case: 'memory', mode: dryRun ? 'dry-run' : 'commit', engine: 'sqlite', rows, wallMs: run.wallMs, rowsPerSec: Math.round(rows / (run.wallMs / 1000)), rssBeforeMb: run.rssBeforeMb, peakRssMb: run.peakRssMb, maxRssMb: run.maxRssMb, importRssMb, targetPeakMb: TARGET_PEAK_MB, processMeetsTarget: run.peakRssMb <= TARGET_PEAK_MB, importMeetsTarget: importRssMb <= TARGET_PEAK_MB };
  } finally {
    await runtime.close();
  }
}

/** The member rows the import writes, made ahead (outside the timing): what the floor inserts. */
function memberRows(merchantId: string, rows: number): unknown[][] {
  const now = new Date().toISOString();
  const out: unknown[][] = [];
  for (let i = 0; i < rows; i++) {
    const [name, email, phone, dob] = row(i).trimEnd().replace(/^"([^"]*)"/, (_m, n: string) => n.replaceAll(',', '\u0000')).split(',').map((c) => c.replaceAll('\u0000', ','));
    out.push([merchantId, newId(), i + 1, name, name!.toLowerCase(), email, email!.toLowerCase(), normalizePhone(phone!), dob ? parseDateOfBirth(dob) : null, 1, 'import', BATCH, now, now]);
  }
  return out;
}
const MEMBER_COLUMNS = ['merchantId', 'id', 'memberNo', 'name', 'nameKey', 'email', 'emailKey', 'phone', 'dateOfBirth', 'status', 'source', 'importBatch', 'joinedAt', 'updatedAt'];

/** The floor on SQLite: the same rows by one prepared single-row INSERT each, in one transaction, on a raw better-sqlite3 connection. */
async function sqliteFloor(dir: string, url: string, rows: number): Promise<object> {
  const runtime = await openBenchRuntime(dir, url);
  const ctx = await benchMerchant(runtime, 'Floor shop');
  await runtime.close();
  const data = memberRows(ctx.merchantId, rows).map((r) => r.map((v, i) => (i >= 12 ? String(v).replace('Z', '+00:00') : v)));
  const db = new Database(sqliteFilePath(url));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare(`INSERT INTO "Member" (${MEMBER_COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES (${MEMBER_COLUMNS.map(() => '?').join(',')})`);
  const run = await measured(async () => db.transaction(() => {
    for (const r of data) insert.run(r);
  })());
  db.close();
  return { case: 'floor-sqlite', method: 'better-sqlite3 prepared INSERT per row, one transaction', rows, wallMs: run.wallMs, rowsPerSec: Math.round(rows / (run.wallMs / 1000)) };
}

/** The floor on PostgreSQL: the same rows by multi-row INSERTs of 1,000 rows with pg, in one transaction. */
async function postgresFloor(dir: string, url: string, rows: number): Promise<object> {
  const runtime = await openBenchRuntime(dir, url);
  const ctx = await benchMerchant(runtime, 'Floor shop');
  await runtime.close();
  const data = memberRows(ctx.merchantId, rows);
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  const per = 1_000;
  try {
    const run = await measured(async () => {
      await client.query('BEGIN');
      for (let start = 0; start < data.length; start += per) {
        const batch = data.slice(start, start + per);
        const values: unknown[] = [];
        const tuples = batch.map((r) => `(${r.map((v) => `$${values.push(v)}`).join(',')})`);
        await client.query(`INSERT INTO "Member" (${MEMBER_COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`, values);
      }
      await client.query('COMMIT');
    });
    return { case: 'floor-postgres', method: 'pg multi-row INSERT of 1,000 rows, one transaction (pg-copy-streams is not installed)', rows, wallMs: run.wallMs, rowsPerSec: Math.round(rows / (run.wallMs / 1000)) };
  } finally {
    await client.end();
  }
}

function child(args: string[], nodeFlags: string[] = []): Promise<Record<string, number | string>> {
  const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench.ts');
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', bench, 'members-import', '--child', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, number | string>) : reject(new Error(`bench case ${args[0]} exited ${code}`))));
  });
}

const flag = (args: string[], name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    const [, kind, dir, url, file, rowsText, mode] = args;
    const rows = Number(rowsText);
    const result =
      kind === 'floor-sqlite' ? await sqliteFloor(dir!, url!, rows)
      : kind === 'floor-postgres' ? await postgresFloor(dir!, url!, rows)
      : kind === 'memory' ? await memoryCase(dir!, url!, file!, rows, mode === 'dry-run')
      : await engineCase(kind as 'sqlite' | 'postgres', dir!, url!, file!, rows);
    process.stdout.write(JSON.stringify(result));
    return;
  }
  const rows = flag(args, '--rows', ROWS);
  const memoryRows = flag(args, '--memory-rows', MEMORY_ROWS);
  const engines = args.includes('--memory-only') ? [] : args.includes('--no-postgres') ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-'));
  try {
    const file = path.join(root, 'members.csv');
    if (engines.length > 0) await writeFile(file, rows);
    /** A case in a child process of its own, on a fresh database made here and dropped after. */
    const run = async (kind: string, engine: 'sqlite' | 'postgres', caseFile: string, caseRows: number, mode = '', nodeFlags: string[] = []) => {
      const dir = mkdtempSync(path.join(root, `${kind}-`));
      const url = await createDatabase(engine, dir);
      try {
        return await child([kind, dir, url, caseFile, String(caseRows), mode], nodeFlags);
      } finally {
        await dropDatabase(url);
      }
    };
    for (const engine of engines) {
      const floor = await run(`floor-${engine}`, engine, '', rows);
      console.log(JSON.stringify({ bench: 'members-import', ...floor }));
      const result = await run(engine, engine, file, rows);
      const ratio = (ms: number) => Math.round((ms / Number(floor.wallMs)) * 10) / 10;
      const best = Math.max(Number(result.rowsPerSec), Number(result.warmRowsPerSec));
      const bestRatio = Math.min(ratio(Number(result.wallMs)), ratio(Number(result.warmWallMs)));
      console.log(
        JSON.stringify({
          bench: 'members-import',
          ...result,
          floorMs: floor.wallMs,
          floorRowsPerSec: floor.rowsPerSec,
          ratioToFloor: ratio(Number(result.wallMs)),
          warmRatioToFloor: ratio(Number(result.warmWallMs)),
          ...(engine === 'sqlite' && { targetRowsPerSec: TARGET_ROWS_PER_SEC, targetRatio: TARGET_RATIO, meetsTarget: best >= TARGET_ROWS_PER_SEC && bestRatio <= TARGET_RATIO }),
        }),
      );
    }
    if (memoryRows > 0) {
      const big = path.join(root, 'members-memory.csv');
      await writeFile(big, memoryRows);
      const mode = args.includes('--memory-dry-run') ? 'dry-run' : 'commit';
      // Twice: with V8's own heap sizing, which lets garbage pile up while memory is free, and with
      // the old generation capped (as a deployment with a memory budget sets it), which shows what
      // the import really holds.
      for (const heapCapMb of [0, HEAP_CAP_MB]) {
        const memory = await run('memory', 'sqlite', big, memoryRows, mode, heapCapMb ? [`--max-old-space-size=${heapCapMb}`] : []);
        console.log(JSON.stringify({ bench: 'members-import', ...memory, heapCapMb: heapCapMb || null }));
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
