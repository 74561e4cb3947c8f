// The orders benchmark: a shop with a million orders (and some other shops beside it), made of
// the rows the checkout writes, on SQLite and on PostgreSQL. Measured, each beside its floor:
// - the order list over HTTP (/trpc/orders.list, pages of 20: all, each tab, a name search,
//   an order number search, a date range, a deep page), one client and N concurrent clients;
//   floor: the cheapest signed-in query (auth.me) over the same server, same clients;
// - mass shipping of a 10,000-row CSV through the real job; floor: the same parcels and order
//   updates written raw in one transaction;
// - the packaging bill (packing slips and invoices) of 500 orders through the real print job;
//   floor: a PDF of as many pages with a line of text each.
// Every case runs in a child process of its own (the server in one, the clients in this one),
// so its memory is its own. `npm run bench -- orders --help` lists the flags.
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import { createSession, resolveSession } from '../../core/auth/sessions.ts';
import { insertMany } from '../../core/db/bulk-write.ts';
import { adapterFactory, engineOf, pgConfig } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { adminExec } from '../../core/db/migration-adapters.ts';
import { SHIPPING_HEADER } from '../../core/fulfilment/mass-shipping/columns.ts';
import { startMassShipping } from '../../core/fulfilment/mass-shipping/mass-shipping-job.ts';
import { startPrint } from '../../core/fulfilment/print-job.ts';
import { runNextJob } from '../../core/jobs/runner.ts';
import { ORDER_TABS } from '../../core/orders/constants.ts';
import { COURIER_CODES } from '../../core/orders/couriers.ts';
import { listOrders } from '../../core/orders/order-list.ts';
import type { TOrderListInput } from '../../core/orders/schema.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { DEFAULT_TIME_ZONE, localDate } from '../../core/shared/time.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { buildServer } from '../../server/http/app.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { load, request, type LoadResult } from './http-load.ts';
import { BENCH_PASSWORD, checkGeneratorMatchesCheckout, generateOrders, loadCatalogue, setUpShop, type BenchShop } from './orders-data.ts';

const BENCH = 'orders';
const LIST_P95_TARGET_MS = 25;
const SHIP_TARGET_MS = 2_000;
const SPAN_DAYS = 730;
const REQUEST = { ip: '127.0.0.1', userAgent: 'merchant-bench' };

interface Flags {
  orders: number;
  others: number;
  engines: ('sqlite' | 'postgres')[];
  clients: number;
  requests: number;
  ship: number;
  print: number;
  keep: boolean;
}

const USAGE = `npm run bench -- orders [--orders 1000000] [--engine sqlite|postgres|both] [--clients 8] [--requests 400]
                          [--ship 10000] [--print 500] [--others N] [--keep]
  --orders    orders of the measured shop (default 1,000,000), placed over two years
  --others    orders of each of two other shops in the same database (default a twentieth of --orders)
  --engine    database engine (default both); PostgreSQL at TEST_POSTGRES_URL or postgresql://postgres@127.0.0.1:5432/test,
              in a database merchant_bench created and dropped by the run
  --clients   concurrent HTTP clients of the load runs (default 8)
  --requests  requests per list case under load (default 400; half as many with one client)
  --ship      rows of the mass shipping file (default 10,000)
  --print     orders of the packaging bill (default 500)
  --keep      keep the databases and files (their place is printed)`;

function parseFlags(args: string[]): Flags {
  const flags: Flags = { orders: 1_000_000, others: -1, engines: ['sqlite', 'postgres'], clients: 8, requests: 400, ship: 10_000, print: 500, keep: false };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const count = () => {
      const n = Number(value().replaceAll('_', '').replaceAll(',', ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      return n;
    };
    if (flag === '--orders') flags.orders = count();
    else if (flag === '--others') flags.others = count();
    else if (flag === '--clients') flags.clients = Math.max(1, count());
    else if (flag === '--requests') flags.requests = Math.max(10, count());
    else if (flag === '--ship') flags.ship = count();
    else if (flag === '--print') flags.print = count();
    else if (flag === '--keep') flags.keep = true;
    else if (flag === '--engine') {
      const engine = value();
      if (engine === 'both') flags.engines = ['sqlite', 'postgres'];
      else if (engine === 'sqlite' || engine === 'postgres') flags.engines = [engine];
      else throw new Error('--engine is sqlite, postgres or both');
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  if (flags.others < 0) flags.others = Math.floor(flags.orders / 20);
  if (flags.orders < 1_000) throw new Error('--orders must be at least 1,000');
  return flags;
}

// ------------------------------------------------------------------ shared by the child cases

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

async function measured<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, wallMs: Math.round(performance.now() - started), peakRssMb: mb(Math.max(peak, process.memoryUsage.rss())) };
  } finally {
    clearInterval(sampler);
  }
}

interface Place {
  dir: string;
  url: string;
}

const runtimeAt = (place: Place, migrate = false) => openRuntime(loadConfig({ DATA_DIR: place.dir, DATABASE_URL: place.url, MERCHANT_SECRET_KEY: 'bench' }), { migrate });

const readShop = (place: Place) => JSON.parse(readFileSync(path.join(place.dir, 'shop.json'), 'utf8')) as BenchShop & { newestDay: string };

/** The shop's master admin, signed in (a session of its own). */
async function adminCtx(rt: Runtime, shop: BenchShop): Promise<Ctx> {
  const base = baseContext(rt.database, rt.env, REQUEST);
  return (await resolveSession(base, await createSession(base, { merchantId: shop.merchantId, id: shop.userId })))!.ctx;
}

/** Runs the queued jobs of the shop until none is left. */
async function runJobs(rt: Runtime, merchantId: string): Promise<void> {
  const base = baseContext(rt.database, rt.env, REQUEST);
  while (await runNextJob(base, (message, extra) => console.error(message, extra), { merchantId }));
}

async function finishedJob(rt: Runtime, merchantId: string, id: string) {
  const job = await rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id } } });
  if (job.status !== 'completed') throw new Error(`job ${job.kind} ended ${job.status}: ${job.summary}`);
  return job;
}

// ------------------------------------------------------------------ child cases

/** The shops and their orders; the generator's rows are first checked against the real checkout. */
async function generateCase(place: Place, orders: number, others: number): Promise<object> {
  const rt = await runtimeAt(place, true);
  try {
    const shop = await setUpShop(rt, 'Bench shop', `bench${Date.now().toString(36)}`);
    const check = await checkGeneratorMatchesCheckout(rt, shop);
    const now = new Date();
    let last = 0;
    const catalogue = await loadCatalogue(rt, shop);
    const generated = await measured(() =>
      generateOrders(rt, catalogue, {
        count: orders,
        seed: 2026,
        spanDays: SPAN_DAYS,
        now,
        progress: (done) => {
          if (done - last >= 100_000) {
            last = done;
            console.error(`  ${done.toLocaleString('en-MY')} orders`);
          }
        },
      }),
    );
    let otherOrders = 0;
    for (const n of [1, 2]) {
      if (others === 0) break;
      const other = await setUpShop(rt, `Other shop ${n}`, `other${n}${Date.now().toString(36)}`);
      otherOrders += (await generateOrders(rt, await loadCatalogue(rt, other), { count: others, seed: 2026 + n, spanDays: SPAN_DAYS, now })).orders;
    }
    if (rt.database.engine === 'postgres') await rt.database.client.$executeRawUnsafe('ANALYZE');
    writeFileSync(path.join(place.dir, 'shop.json'), JSON.stringify({ ...shop, newestDay: localDate(now, DEFAULT_TIME_ZONE) }));
    return {
      case: 'data',
      orders: generated.result.orders,
      items: generated.result.items,
      payments: generated.result.payments,
      shipments: generated.result.shipments,
      otherShopsOrders: otherOrders,
      checkedAgainstCheckout: check.compared,
      wallMs: generated.wallMs,
      ordersPerSec: Math.round(generated.result.orders / (generated.wallMs / 1000)),
      peakRssMb: generated.peakRssMb,
    };
  } finally {
    await rt.close();
  }
}

/** The server on an ephemeral port; prints {port}, then stays until stdin closes and prints its memory. */
async function serverCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  const app = await buildServer(rt, { logger: false, dashboardDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
  process.stdin.resume();
  await once(process.stdin, 'end');
  await app.close();
  await rt.close();
  return { case: 'server', maxRssMb: mb(process.resourceUsage().maxRSS * 1024) };
}

/** The statements listOrders sends for each input, with their query plans and one timed run each. */
async function plansCase(place: Place, inputs: Record<string, TOrderListInput>): Promise<object[]> {
  const rt = await runtimeAt(place);
  const engine = engineOf(place.url);
  type Logged = { query: string; params: string };
  type LoggingClient = Runtime['database']['client'] & { $on(event: 'query', cb: (e: Logged) => void): void };
  type ClientModule = { PrismaClient: new (options: object) => LoggingClient };
  const { PrismaClient } = (engine === 'sqlite' ? await import('../../prisma/generated/sqlite/client/client.ts') : await import('../../prisma/generated/postgres/client/client.ts')) as unknown as ClientModule;
  const client = new PrismaClient({ adapter: await adapterFactory(place.url), log: [{ emit: 'event', level: 'query' }] });
  const queries: Logged[] = [];
  client.$on('query', (e) => queries.push({ query: e.query, params: e.params }));
  try {
    const ctx = { ...(await adminCtx(rt, readShop(place))), db: client, root: client };
    const out: object[] = [];
    for (const [name, input] of Object.entries(inputs)) {
      await listOrders(ctx, input);
      queries.length = 0;
      await listOrders(ctx, input);
      const seen = new Map<string, Logged>();
      for (const q of queries) if (!seen.has(q.query)) seen.set(q.query, q);
      const statements = [];
      for (const q of seen.values()) {
        const params = JSON.parse(q.params) as unknown[];
        const started = performance.now();
        await client.$queryRawUnsafe(q.query, ...params);
        const ms = Math.round((performance.now() - started) * 100) / 100;
        const plan =
          engine === 'sqlite'
            ? (await client.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${q.query}`, ...params)).map((r) => r.detail)
            : (await client.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, ...params))
                .map((r) => r['QUERY PLAN'].trim())
                .filter((l) => /Scan|Sort|Limit|Aggregate|Execution Time|Heap Fetches/.test(l));
        const sql = q.query.replace(/\s+/g, ' ').replace(/[`"](main|public)[`"]\./g, '').replace(/[`"]/g, '').replace(/SELECT .*? FROM/, 'SELECT … FROM');
        statements.push({ sql, ms, plan });
      }
      out.push({ case: `plan:${name}`, statementsPerCall: queries.length, statements });
    }
    return out;
  } finally {
    await client.$disconnect();
    await rt.close();
  }
}

/** The packaging bill of the newest orders preparing to ship, through the print job. */
async function printCase(place: Place, count: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const ctx = await adminCtx(rt, shop);
    const ids = (await rt.database.client.order.findMany({ where: { merchantId: shop.merchantId, status: 4 }, select: { id: true }, orderBy: { placedAt: 'desc' }, take: count })).map((o) => o.id);
    const run = await measured(async () => {
      const job = await startPrint(ctx, { documents: 'packaging', orderIds: ids });
      await runJobs(rt, shop.merchantId);
      return finishedJob(rt, shop.merchantId, job.id);
    });
    const file = readFileSync(rt.env.storage.localPath(run.result.resultKey!));
    const pages = file.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
    return { case: 'packaging-pdf', orders: ids.length, pages, pdfMb: mb(file.length), wallMs: run.wallMs, pagesPerSec: Math.round(pages / (run.wallMs / 1000)), peakRssMb: run.peakRssMb, summary: run.result.summary };
  } finally {
    await rt.close();
  }
}

/** A PDF of as many pages with one line of text each, by pdfkit alone. */
async function printFloorCase(place: Place, pages: number): Promise<object> {
  const file = path.join(place.dir, 'floor.pdf');
  const run = await measured(async () => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: false, compress: true });
    const output = createWriteStream(file);
    doc.pipe(output);
    for (let i = 0; i < pages; i++) doc.addPage().font('Helvetica').fontSize(12).text(`Page ${i + 1}`);
    doc.end();
    await once(output, 'close');
  });
  return { case: 'packaging-pdf-floor', pages, pdfMb: mb(statSync(file).size), wallMs: run.wallMs, peakRssMb: run.peakRssMb };
}

/** Mass shipping of a CSV of the newest orders preparing to ship, through the real job (upload not timed). */
async function shipCase(place: Place, rows: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const ctx = await adminCtx(rt, shop);
    const db = rt.database.client;
    const orders = await db.order.findMany({ where: { merchantId: shop.merchantId, status: 4 }, select: { orderNo: true }, orderBy: { placedAt: 'desc' }, take: rows });
    const file = path.join(place.dir, 'shipments.csv');
    const lines = [SHIPPING_HEADER.join(','), ...orders.map((o, i) => `${o.orderNo},${COURIER_CODES[i % COURIER_CODES.length]},MYT${String(o.orderNo).padStart(10, '0')},1.25,30,20,10.5`)];
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    const upload = await saveUpload(ctx, 'mass-shipping', 'shipments.csv', createReadStream(file));
    const run = await measured(async () => {
      const job = await startMassShipping(ctx, { uploadId: upload.id, dryRun: false });
      await runJobs(rt, shop.merchantId);
      return finishedJob(rt, shop.merchantId, job.id);
    });
    const numbers = orders.map((o) => o.orderNo);
    const shipped = await db.order.count({ where: { merchantId: shop.merchantId, orderNo: { in: numbers.slice(0, 500) }, status: 6 } });
    if (shipped !== Math.min(500, numbers.length)) throw new Error('mass shipping did not mark the orders as shipped');
    writeFileSync(path.join(place.dir, 'shipped.json'), JSON.stringify(numbers));
    return { case: 'mass-shipping', rows: orders.length, wallMs: run.wallMs, rowsPerSec: Math.round(orders.length / (run.wallMs / 1000)), peakRssMb: run.peakRssMb, summary: run.result.summary };
  } finally {
    await rt.close();
  }
}

/** The same parcels and order updates as mass shipping wrote, raw, in one transaction (ids looked up before, not timed). */
async function shipFloorCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const numbers = JSON.parse(readFileSync(path.join(place.dir, 'shipped.json'), 'utf8')) as number[];
    const db = rt.database.client;
    const ids: string[] = [];
    for (let i = 0; i < numbers.length; i += 500) {
      ids.push(...(await db.order.findMany({ where: { merchantId: shop.merchantId, orderNo: { in: numbers.slice(i, i + 500) } }, select: { id: true } })).map((o) => o.id));
    }
    const now = new Date();
    const rows = ids.map((orderId, i) => ({ merchantId: shop.merchantId, id: newId(), orderId, courier: COURIER_CODES[i % COURIER_CODES.length], trackingNo: `MYF${i}`, shippedAt: now, remark: '', weightGrams: 1250, widthMm: 300, lengthMm: 200, heightMm: 105, createdBy: shop.userId, createdAt: now }));
    const sqlite = rt.database.engine === 'sqlite';
    const at = sqlite ? now.toISOString().replace('Z', '+00:00') : now;
    const base = baseContext(rt.database, rt.env, REQUEST);
    const run = await measured(() =>
      withTransaction(
        base,
        async (tx) => {
          await insertMany(tx, 'OrderShipment', rows);
          for (let i = 0; i < ids.length; i += 500) {
            const part = ids.slice(i, i + 500);
            const marks = part.map((_, j) => (sqlite ? '?' : `$${j + 4}`)).join(',');
            const sql = sqlite
              ? `UPDATE "Order" SET "status" = ?, "shippedAt" = ? WHERE "merchantId" = ? AND "id" IN (${marks})`
              : `UPDATE "Order" SET "status" = $1, "shippedAt" = $2 WHERE "merchantId" = $3 AND "id" IN (${marks})`;
            await tx.db.$executeRawUnsafe(sql, 6, at, shop.merchantId, ...part);
          }
        },
        600_000,
      ),
    );
    return { case: 'mass-shipping-floor', rows: rows.length, wallMs: run.wallMs, rowsPerSec: Math.round(rows.length / (run.wallMs / 1000)), peakRssMb: run.peakRssMb };
  } finally {
    await rt.close();
  }
}

// ------------------------------------------------------------------ the run

const benchScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench.ts');
const spawnCase = (args: string[], stdin: 'ignore' | 'pipe' = 'ignore'): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', benchScript, BENCH, '--child', ...args], { stdio: [stdin, 'pipe', 'inherit'] });

/** Runs one case in a child process and returns what it printed. */
function child<T = Record<string, unknown>>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawnCase(args);
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`bench case ${args[0]} exited ${code}`))));
  });
}

/** The server in its child process: its port, and stop() that answers its memory. */
async function startServer(place: Place): Promise<{ port: number; stop(): Promise<Record<string, unknown>> }> {
  const proc = spawnCase(['server', place.dir, place.url], 'pipe');
  let out = '';
  const closed = new Promise<Record<string, unknown>>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as Record<string, unknown>) : reject(new Error(`the bench server exited ${code}`))));
  });
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const first = out.split('\n')[0];
      if (out.includes('\n') && first) resolve((JSON.parse(first) as { port: number }).port);
    });
    closed.catch(reject);
  });
  return {
    port,
    stop: () => {
      proc.stdin!.end();
      return closed;
    },
  };
}

/** YYYY-MM-DD shifted by days. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The list calls measured: a page of 20 each. */
function listCases(newestDay: string, orders: number): Record<string, TOrderListInput> {
  const from = shiftDay(newestDay, -365);
  const to = shiftDay(from, 30);
  return {
    all: {},
    ...Object.fromEntries(ORDER_TABS.map((tab) => [`tab:${tab.key}`, { tab: tab.key }])),
    'search:name-prefix': { search: 'nur' },
    'search:name-narrow': { search: 'aminah yu' },
    'search:order-no': { search: `#${Math.floor(orders / 2)}` },
    'date-range:31-days': { from, to },
    'date-range:31-days+tab': { from, to, tab: 'completed' },
    'date:last-30-days': { shortcut: 'last_30_days' },
    'all:page-10': { page: 10 },
  };
}

const trpcGet = (port: number, procedure: string, input?: unknown) => {
  const url = new URL(`http://127.0.0.1:${port}/trpc/${procedure}`);
  if (input !== undefined) url.searchParams.set('input', JSON.stringify({ json: input }));
  return url;
};

async function httpCases(place: Place, flags: Flags, line: (o: object) => void): Promise<void> {
  const shop = readShop(place);
  const server = await startServer(place);
  try {
    const agent = new http.Agent({ keepAlive: false });
    const signIn = await request(agent, new URL(`http://127.0.0.1:${server.port}/trpc/auth.signIn`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { username: shop.username, password: BENCH_PASSWORD } }),
    });
    const token = (JSON.parse(signIn.body) as { result?: { data: { json: { token?: string } } } }).result?.data.json.token;
    if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
    const headers = { authorization: `Bearer ${token}` };
    const single = Math.max(10, Math.floor(flags.requests / 2));
    const pick = ({ p50Ms, p95Ms, p99Ms, reqPerSec }: LoadResult) => ({ p50Ms, p95Ms, p99Ms, reqPerSec });

    const floorUrl = trpcGet(server.port, 'auth.me');
    const floor = { one: await load(floorUrl, headers, 1, single), many: await load(floorUrl, headers, flags.clients, flags.requests) };
    line({ case: 'list-floor:auth.me', oneClient: pick(floor.one), [`${flags.clients}Clients`]: pick(floor.many) });

    for (const [name, input] of Object.entries(listCases(shop.newestDay, flags.orders))) {
      const url = trpcGet(server.port, 'orders.list', input);
      const first = await request(agent, url, { headers });
      if (first.status !== 200) throw new Error(`orders.list ${name} answered ${first.status}: ${first.body.slice(0, 300)}`);
      const page = (JSON.parse(first.body) as { result: { data: { json: { items: unknown[]; total: number; totalCapped: boolean; searchTruncated: boolean } } } }).result.data.json;
      const one = await load(url, headers, 1, single);
      const many = await load(url, headers, flags.clients, flags.requests);
      line({
        case: `list:${name}`,
        input,
        rows: page.items.length,
        total: page.total,
        totalCapped: page.totalCapped,
        searchTruncated: page.searchTruncated,
        oneClient: pick(one),
        [`${flags.clients}Clients`]: pick(many),
        floorP50Ms: floor.one.p50Ms,
        floorP95Ms: floor.one.p95Ms,
        ratioToFloorP50: Math.round((one.p50Ms / floor.one.p50Ms) * 10) / 10,
        throughputToFloor: Math.round((many.reqPerSec / floor.many.reqPerSec) * 100) / 100,
        targetP95Ms: LIST_P95_TARGET_MS,
        meetsTarget: one.p95Ms <= LIST_P95_TARGET_MS,
        meetsTargetUnderLoad: many.p95Ms <= LIST_P95_TARGET_MS,
      });
    }
  } finally {
    line(await server.stop());
  }
}

/** A fresh database for the engine: a SQLite file under dir, or the merchant_bench database on the PostgreSQL server. */
async function freshPlace(engine: 'sqlite' | 'postgres', dir: string): Promise<{ place: Place; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { place: { dir, url: `file:${path.join(dir, 'bench.db')}` }, drop: async () => {} };
  const server = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const config = pgConfig(server);
  const name = 'merchant_bench';
  await adminExec(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminExec(config, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { place: { dir, url: url.toString() }, drop: () => adminExec(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function engineRun(engine: 'sqlite' | 'postgres', flags: Flags, root: string): Promise<void> {
  const { place, drop } = await freshPlace(engine, mkdtempSync(path.join(root, `${engine}-`)));
  const line = (o: object) => console.log(JSON.stringify({ bench: BENCH, engine, ...o }));
  const at = [place.dir, place.url];
  try {
    console.error(`${engine}: generating ${flags.orders.toLocaleString('en-MY')} orders (+ ${(2 * flags.others).toLocaleString('en-MY')} of other shops)`);
    line(await child([...['data', ...at], String(flags.orders), String(flags.others)]));
    console.error(`${engine}: order list over HTTP`);
    await httpCases(place, flags, line);
    for (const plan of await child<object[]>(['plans', ...at, JSON.stringify(listCases(readShop(place).newestDay, flags.orders))])) line(plan);
    console.error(`${engine}: packaging bill and mass shipping`);
    const pdf = await child(['print', ...at, String(flags.print)]);
    const pdfFloor = await child(['print-floor', ...at, String(pdf.pages)]);
    line(pdfFloor);
    line({ ...pdf, floorMs: pdfFloor.wallMs, ratioToFloor: Math.round((Number(pdf.wallMs) / Number(pdfFloor.wallMs)) * 10) / 10 });
    const ship = await child(['ship', ...at, String(flags.ship)]);
    const shipFloor = await child(['ship-floor', ...at]);
    line(shipFloor);
    const shipMs = Number(ship.wallMs);
    line({ ...ship, floorMs: shipFloor.wallMs, ratioToFloor: Math.round((shipMs / Number(shipFloor.wallMs)) * 10) / 10, targetMs: SHIP_TARGET_MS, meetsTarget: shipMs <= SHIP_TARGET_MS });
  } finally {
    if (flags.keep) console.error(`${engine}: kept ${place.url} (files in ${place.dir})`);
    else await drop();
  }
}

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    const [, kind, dir, url, ...rest] = args as [string, string, string, string, ...string[]];
    const place = { dir, url };
    const cases: Record<string, () => Promise<unknown>> = {
      data: () => generateCase(place, Number(rest[0]), Number(rest[1])),
      server: () => serverCase(place),
      plans: () => plansCase(place, JSON.parse(rest[0]!) as Record<string, TOrderListInput>),
      print: () => printCase(place, Number(rest[0])),
      'print-floor': () => printFloorCase(place, Number(rest[0])),
      ship: () => shipCase(place, Number(rest[0])),
      'ship-floor': () => shipFloorCase(place),
    };
    process.stdout.write(JSON.stringify(await cases[kind]!()));
    return;
  }
  const flags = parseFlags(args);
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-orders-'));
  try {
    for (const engine of flags.engines) await engineRun(engine, flags, root);
  } finally {
    if (!flags.keep) rmSync(root, { recursive: true, force: true });
  }
}
