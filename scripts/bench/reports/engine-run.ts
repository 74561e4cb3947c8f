import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDeploy } from '../../../core/db/migrations.ts';
import { childOf } from '../orders/children.ts';
import { dropPg, emptyPlace, holdsMerchant, placeIn, reusable } from '../orders/engine-run.ts';
import type { Place } from '../orders/place.ts';
import { otherEvents, type Flags } from './flags.ts';
import { MONTHLY_FILE, readMonthlyFile } from './monthly-case.ts';
import { BENCH, EVENTS_FILE } from './shops.ts';

/** Targets: events a second through recordEvents on SQLite, a report's p95, the monthly PDF. */
const INGEST_TARGET_PER_SEC = 20_000;
const REPORT_P95_TARGET_MS = 50;
const PDF_TARGET_MS = 2_000;

/** The databases on PostgreSQL: the shops, and the monthly run's merchants alone (it runs for every merchant). */
const PG_DATABASE = 'merchant_bench_reports';
const PG_MONTHLY = 'merchant_bench_reports_monthly';

const child = childOf(BENCH);
const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 0.01)) * 10) / 10;
type Figures = Record<string, unknown>;

/** Empties a place, with the files that describe what it held. */
async function empty(engine: 'sqlite' | 'postgres', place: Place): Promise<void> {
  for (const name of [EVENTS_FILE, MONTHLY_FILE]) rmSync(path.join(place.dir, name), { force: true });
  await emptyPlace(engine, place);
}

/** One engine's run, case by case, each in a child process; answers the lines it printed. */
export async function engineRun(engine: 'sqlite' | 'postgres', flags: Flags, root: string): Promise<Figures[]> {
  const dir = flags.data ? path.resolve(flags.data, engine) : mkdtempSync(path.join(root, `${engine}-`));
  const place = placeIn(engine, dir, PG_DATABASE);
  const monthly = placeIn(engine, path.join(dir, 'monthly'), PG_MONTHLY);
  mkdirSync(monthly.dir, { recursive: true });
  const printed: Figures[] = [];
  // The machine's load average (1, 5, 15 minutes) beside each figure: the machine is shared.
  const line = (o: Figures) => {
    printed.push(o);
    console.log(JSON.stringify({ bench: BENCH, engine, ...o, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) }));
  };
  const at = (p: Place) => [p.dir, p.url];
  try {
    if (flags.data && (await reusable(engine, place, flags))) {
      console.error(`${engine}: reusing the shops in ${dir}`);
      await migrateDeploy(place.url);
    } else {
      await empty(engine, place);
      console.error(`${engine}: generating ${flags.orders.toLocaleString('en-MY')} orders (+ ${(2 * flags.others).toLocaleString('en-MY')} of other shops)`);
      line({ ...(await child(['data', ...at(place), String(flags.orders), String(flags.others)])), case: 'data:orders' });
    }
    console.error(`${engine}: ${flags.events.toLocaleString('en-MY')} storefront events (+ ${(2 * otherEvents(flags)).toLocaleString('en-MY')} of other shops)`);
    line(await child(['events', ...at(place), String(flags.events), String(otherEvents(flags))]));

    console.error(`${engine}: ingestion of ${flags.ingest.toLocaleString('en-MY')} events`);
    const ingest = await child(['ingest', ...at(place), String(flags.ingest)]);
    const ingestFloor = await child(['ingest-floor', ...at(place), String(flags.ingest)]);
    line(ingestFloor);
    const perSec = Number(ingest.eventsPerSec);
    const target = engine === 'sqlite' ? { targetEventsPerSec: INGEST_TARGET_PER_SEC, meetsTarget: perSec >= INGEST_TARGET_PER_SEC } : {};
    line({ ...ingest, floorEventsPerSec: ingestFloor.eventsPerSec, ratioToFloor: ratio(Number(ingest.wallMs), Number(ingestFloor.wallMs)), ...target });

    console.error(`${engine}: rollup`);
    for (const o of await child<Figures[]>(['rollup', ...at(place)])) line(o);

    console.error(`${engine}: recounting the sales sums`);
    for (const o of await child<Figures[]>(['recount', ...at(place)])) line(o);

    console.error(`${engine}: report queries`);
    const queries = await child<{ floor: Figures; reports: Figures[] }>(['queries', ...at(place), String(flags.runs)]);
    line(queries.floor);
    const floorP95 = Number(queries.floor.p95Ms);
    for (const r of queries.reports) {
      line({ ...r, floorP95Ms: floorP95, ratioToFloorP95: ratio(Number(r.p95Ms), floorP95), targetP95Ms: REPORT_P95_TARGET_MS, meetsTarget: Number(r.p95Ms) <= REPORT_P95_TARGET_MS });
    }

    console.error(`${engine}: monthly PDF`);
    const pdf = await child(['pdf', ...at(place)]);
    const pdfFloor: Figures = { ...(await child(['pdf-floor', ...at(place)])), case: 'monthly-pdf-floor' };
    line(pdfFloor);
    line({ ...pdf, floorMs: pdfFloor.wallMs, ratioToFloor: ratio(Number(pdf.wallMs), Number(pdfFloor.wallMs)), targetMs: PDF_TARGET_MS, meetsTarget: Number(pdf.wallMs) <= PDF_TARGET_MS });

    const kept = readMonthlyFile(monthly);
    if (flags.data && kept?.merchants === flags.merchants && (await holdsMerchant(engine, monthly, kept.firstMerchantId))) {
      console.error(`${engine}: reusing the monthly run's merchants in ${monthly.dir}`);
      await migrateDeploy(monthly.url);
    } else {
      await empty(engine, monthly);
      console.error(`${engine}: ${flags.merchants} small merchants for the monthly run`);
      line(await child(['monthly-data', ...at(monthly), String(flags.merchants)]));
    }
    console.error(`${engine}: monthly run`);
    line(await child(['monthly-run', ...at(monthly)]));
    return printed;
  } finally {
    if (flags.keep || flags.data) console.error(`${engine}: kept ${place.url} and ${monthly.url} (files in ${dir})`);
    else if (engine === 'postgres') for (const p of [place, monthly]) await dropPg(p);
  }
}
