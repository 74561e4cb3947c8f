// 10,000 products with 3 options each (30,000 rows), imported from CSV and from XLSX into a
// fresh, migrated SQLite database, validated and committed by the import engine; beside them
// the floor: the same rows inserted with raw prepared statements (better-sqlite3, one
// transaction). Each measurement runs in a child process of its own, so its peak memory is its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createSession, resolveSession } from '../../core/auth/sessions.ts';
import { PRODUCT_COLUMN_KEYS, PRODUCT_HEADER, type ProductColumn } from '../../core/catalogue/bulk/product-columns.ts';
import type { Progress } from '../../core/catalogue/bulk/product-import.ts';
import { openSheetWriter, type SheetCell } from '../../core/sheets/sheet-writer.ts';
import { createCategory } from '../../core/catalogue/category-tree.ts';
import { INVENTORY_ACTION, INVENTORY_PLATFORM } from '../../core/catalogue/constants.ts';
import { stockChanges } from '../../core/catalogue/inventory.ts';
import { CHILD_TABLES, productRows } from '../../core/catalogue/product-rows.ts';
import { ZProductInput } from '../../core/catalogue/product-schema.ts';
import { stockLinesOf } from '../../core/catalogue/stock.ts';
import { sqliteFilePath } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import type { TFileFormat } from '../../core/jobs/schema.ts';
import { createMerchant } from '../../core/merchants/service.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { runBenchJob, summaryOfRow } from './run-job.ts';

const PRODUCTS = 10_000;
const OPTIONS = ['S', 'M', 'L'] as const;
const ROWS = PRODUCTS * OPTIONS.length;
const TARGET_MS = 3_000;
const GC_EVERY_ROWS = 1_500;
const CATEGORY = ['Bench', 'Items'] as const;

const sku = (i: number) => `BENCH-${String(i).padStart(5, '0')}`;

/** Product i as file rows: its details on the first row, one row per option. */
function fileRows(i: number): SheetCell[][] {
  return OPTIONS.map((option, o) => {
    const own: Partial<Record<ProductColumn, SheetCell>> =
      o > 0
        ? { sku: sku(i) }
        : {
            sku: sku(i),
            nameEn: `Bench product ${i}`,
            nameCn: `测试产品 ${i}`,
            nameBm: `Produk ujian ${i}`,
            detailEn: `A product made for the import benchmark, number ${i}.`,
            categories: CATEGORY.join(' > '),
            tags: 'bench|import',
            images: `https://cdn.example.my/bench/${i}.jpg`,
            weight: 500,
            weightUnit: 'g',
            condition: 'new',
            visibility: 'public',
            logistics: 'delivery',
          };
    const cells = { ...own, variant: 'Size', option, optionSku: `${sku(i)}-${option}`, optionPrice: { sen: 1990 + o * 100 }, optionStock: 10 };
    return PRODUCT_COLUMN_KEYS.map((key) => cells[key] ?? null);
  });
}

async function writeFile(format: TFileFormat, file: string, products = PRODUCTS): Promise<void> {
  const output = createWriteStream(file);
  const sheet = await openSheetWriter(format, output, { header: PRODUCT_HEADER, sheetName: 'Products' });
  for (let i = 0; i < products; i++) for (const row of fileRows(i)) await sheet.write(row);
  await sheet.end();
  await once(output, 'close');
}

/** A fresh migrated database under dir. */
const freshDatabase = (dir: string) => openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, 'bench.db')}`, MERCHANT_SECRET_KEY: 'bench' }), { migrate: true });

/** A merchant with its master admin signed in, and the file's category. */
async function benchMerchant(runtime: Runtime, name: string): Promise<Ctx> {
  const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'bench' });
  const { merchantId, userId } = await createMerchant(base, { name, username: name.toLowerCase().replace(/\W/g, ''), password: 'Bench#2026', email: 'bench@shop.test' });
  const ctx = (await resolveSession(base, await createSession(base, { merchantId, id: userId })))!.ctx;
  let parentId: string | null = null;
  for (const nameEn of CATEGORY) {
    parentId = (await createCategory(ctx, { parentId, nameEn, nameCn: '', nameBm: '', detailEn: '', detailCn: '', detailBm: '', pictureId: null, sort: 0 })).id;
  }
  return ctx;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

/** The highest resident memory seen while work runs, sampled, and the process's high-water mark. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; peakRssMb: number; maxRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, wallMs: Math.round(wallMs), peakRssMb: mb(peak), maxRssMb: mb(process.resourceUsage().maxRSS * 1024) };
}

/** Imports the file into a new merchant of the database, timed; checks that every row was stored. */
async function timedImport(runtime: Runtime, format: TFileFormat, file: string, merchant: string, progress: Progress = () => {}) {
  const ctx = await benchMerchant(runtime, merchant);
  const upload = await saveUpload(ctx, 'product-import', path.basename(file), createReadStream(file));
  const spec = { kind: 'product-import' as const, uploadId: upload.id, fileName: path.basename(file), params: { mode: 'create' as const, format, dryRun: false } };
  const run = await measured(() => runBenchJob(ctx, spec, progress));
  if (run.result.status !== 'completed') throw new Error(`import of ${format} failed: ${summaryOfRow(run.result)}`);
  return { ...run, fileMb: mb(upload.size) };
}

/**
 * The most heap the import holds on to: garbage collected every GC_EVERY_ROWS rows (run with
 * --expose-gc), then measured. It stays the same however long the file is.
 */
async function retainedHeapMb(runtime: Runtime, format: TFileFormat, file: string, merchant: string): Promise<number> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('the memory case runs with --expose-gc');
  let most = 0;
  let measuredAt = -Infinity;
  await timedImport(runtime, format, file, merchant, (done) => {
    // Progress comes per product; a full collection that often would take longer than the import.
    if (Math.abs(done - measuredAt) < GC_EVERY_ROWS) return;
    measuredAt = done;
    collect();
    most = Math.max(most, process.memoryUsage().heapUsed);
  });
  return mb(most);
}

/**
 * The first import in a fresh process (cold: the code is not compiled yet), then the same file
 * into a second merchant of the same database (warm, as a running server imports).
 */
async function engineCase(format: TFileFormat, file: string, dir: string): Promise<object> {
  const runtime = await freshDatabase(dir);
  try {
    const rssBeforeMb = mb(process.memoryUsage.rss());
    const cold = await timedImport(runtime, format, file, 'Cold shop');
    const warm = await timedImport(runtime, format, file, 'Warm shop');
    return {
      case: format,
      products: PRODUCTS,
      rows: ROWS,
      fileMb: cold.fileMb,
      wallMs: cold.wallMs,
      rowsPerSec: Math.round(ROWS / (cold.wallMs / 1000)),
      warmWallMs: warm.wallMs,
      warmRowsPerSec: Math.round(ROWS / (warm.wallMs / 1000)),
      rssBeforeMb,
      peakRssMb: Math.max(cold.peakRssMb, warm.peakRssMb),
      maxRssMb: warm.maxRssMb,
    };
  } finally {
    await runtime.close();
  }
}

/** Retained heap for a quarter of the file and for the whole file: flat memory means the same. */
async function memoryCase(format: TFileFormat, small: string, file: string, dir: string): Promise<object> {
  const runtime = await freshDatabase(dir);
  try {
    const heapBeforeMb = mb(process.memoryUsage().heapUsed);
    return { case: `${format}-memory`, heapBeforeMb, retainedHeapMb: { [PRODUCTS / 4]: await retainedHeapMb(runtime, format, small, 'Small shop'), [PRODUCTS]: await retainedHeapMb(runtime, format, file, 'Large shop') } };
  } finally {
    await runtime.close();
  }
}

/** The same rows the import writes (products, their children, the stock log), by raw prepared statements in one transaction. */
async function floorCase(dir: string): Promise<object> {
  const runtime = await freshDatabase(dir);
  const ctx = await benchMerchant(runtime, 'Floor shop');
  const categoryId = (await ctx.db.productCategory.findFirstOrThrow({ where: { merchantId: ctx.merchantId, parentId: { not: null } } })).id;
  const tags = await ctx.db.productTag.createManyAndReturn({ data: ['bench', 'import'].map((name) => ({ merchantId: ctx.merchantId, name, nameKey: name })) });
  await runtime.close();
  const now = new Date().toISOString().replace('Z', '+00:00');
  const entry = { actionType: INVENTORY_ACTION.merchantUpdate, platform: INVENTORY_PLATFORM.nms, userId: ctx.userId, at: new Date(), note: 'Product import' };
  const tables = Array.from({ length: PRODUCTS }, (_, i) => {
    const input = ZProductInput.parse({
      sku: sku(i),
      nameEn: `Bench product ${i}`,
      nameCn: `测试产品 ${i}`,
      nameBm: `Produk ujian ${i}`,
      detailEn: `A product made for the import benchmark, number ${i}.`,
      categoryIds: [categoryId],
      tags: ['bench', 'import'],
      images: [{ url: `https://cdn.example.my/bench/${i}.jpg` }],
      weightGrams: 500,
      variants: [{ name: 'Size', options: OPTIONS.map((option, o) => ({ name: option, sku: `${sku(i)}-${option}`, priceSen: 1990 + o * 100, stock: 10 })) }],
      logistics: [{ logistic: 'delivery', enabled: true }],
    });
    const rows = productRows(ctx.merchantId, newId(), input, tags.map((t) => t.id));
    return { rows, log: stockChanges(ctx.merchantId, [], stockLinesOf(rows), entry).map((l) => ({ id: newId(), ...l })) };
  });
  const db = new Database(sqliteFilePath(runtime.database.url));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map<string, Database.Statement>();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    let statement = statements.get(table);
    if (!statement) {
      statement = db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(',')}) VALUES (${columns.map(() => '?').join(',')})`);
      statements.set(table, statement);
    }
    statement.run(columns.map((c) => (typeof row[c] === 'boolean' ? Number(row[c]) : row[c] instanceof Date ? now : (row[c] ?? null))));
  };
  const model = { categoryLinks: 'ProductCategoryLink', tagLinks: 'ProductTagLink', specs: 'ProductSpec', images: 'ProductImage', videos: 'ProductVideo', files: 'ProductFile', variants: 'ProductVariant', options: 'ProductOption', tiers: 'WholesaleTier', requests: 'SpecialRequest', logistics: 'ProductLogistic' } as const;
  const run = await measured(async () =>
    db.transaction(() => {
      for (const { rows, log } of tables) {
        insert('Product', { ...rows.product, createdAt: now, updatedAt: now });
        for (const table of CHILD_TABLES) for (const row of rows[table]) insert(model[table], row as Record<string, unknown>);
        for (const row of log) insert('InventoryLog', row);
      }
    })(),
  );
  db.close();
  return { case: 'floor', products: PRODUCTS, rows: ROWS, wallMs: run.wallMs, rowsPerSec: Math.round(ROWS / (run.wallMs / 1000)), peakRssMb: run.peakRssMb, maxRssMb: run.maxRssMb };
}

/** Runs one case in a child process and returns what it printed. */
function child(args: string[], nodeFlags: string[] = []): Promise<Record<string, number | string>> {
  const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench.ts');
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', bench, 'products-import', '--child', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, number | string>) : reject(new Error(`bench case ${args[0]} exited ${code}`))));
  });
}

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    const [, kind, dir, file, small] = args;
    const format = kind!.replace('-memory', '') as TFileFormat;
    const result = kind === 'floor' ? await floorCase(dir!) : small ? await memoryCase(format, small, file!, dir!) : await engineCase(format, file!, dir!);
    process.stdout.write(JSON.stringify(result));
    return;
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-'));
  try {
    const files = { csv: path.join(root, 'products.csv'), xlsx: path.join(root, 'products.xlsx') };
    const small = { csv: path.join(root, 'small.csv'), xlsx: path.join(root, 'small.xlsx') };
    for (const format of ['csv', 'xlsx'] as const) {
      await writeFile(format, files[format]);
      await writeFile(format, small[format], PRODUCTS / 4);
    }
    // The machine's load (one-minute average) beside each figure: on a shared machine the times move with it.
    const load = () => Math.round(os.loadavg()[0]! * 100) / 100;
    const floor = await child(['floor', mkdtempSync(path.join(root, 'floor-'))]);
    console.log(JSON.stringify({ bench: 'products-import', ...floor, load: load() }));
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await child([format, mkdtempSync(path.join(root, `${format}-`)), files[format]]);
      const wallMs = Number(result.wallMs);
      const ratio = (ms: number) => Math.round((ms / Number(floor.wallMs)) * 10) / 10;
      const warmMs = Number(result.warmWallMs);
      console.log(JSON.stringify({ bench: 'products-import', ...result, floorMs: floor.wallMs, ratioToFloor: ratio(wallMs), warmRatioToFloor: ratio(warmMs), targetMs: TARGET_MS, meetsTarget: wallMs <= TARGET_MS, warmMeetsTarget: warmMs <= TARGET_MS, load: load() }));
    }
    for (const format of ['csv', 'xlsx'] as const) {
      const memory = await child([`${format}-memory`, mkdtempSync(path.join(root, `${format}-memory-`)), files[format], small[format]], ['--expose-gc']);
      console.log(JSON.stringify({ bench: 'products-import', ...memory }));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
