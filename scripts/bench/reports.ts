// The reports benchmark: the orders bench's shop with a million orders, ten million storefront
// events of the last 400 days beside them (and two other shops with a twentieth each), on SQLite
// and on PostgreSQL. Measured, each beside its floor:
// - ingestion: events per second through recordEvents, 500 a call; floor: the same rows written
//   raw with insertMany, 500 a transaction;
// - the rollup: the first run over the whole history, then the next day's; floor: one pass
//   counting the same events by day;
// - every report of core/reports over the last 12 months after the rollup, p95 of timed runs
//   after a warm-up; floor: the merchant read by id, timed the same way;
// - recounting the sales reports' sums from every order; floor: one pass summing the orders by status;
// - the monthly report PDF; floor: a one-page PDF with a line of text;
// - the monthly run over 100 small merchants in a database of their own.
// Every case runs in a child process of its own. `npm run bench -- reports --help` lists the flags.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCase } from './orders/data-case.ts';
import { printFloorCase } from './orders/print-case.ts';
import { eventsCase } from './reports/data-case.ts';
import { engineRun } from './reports/engine-run.ts';
import { parseFlags } from './reports/flags.ts';
import { ingestCase, ingestFloorCase } from './reports/ingest-case.ts';
import { monthlyDataCase, monthlyRunCase } from './reports/monthly-case.ts';
import { pdfCase } from './reports/pdf-case.ts';
import { queryCase } from './reports/query-case.ts';
import { recountCase } from './reports/recount-case.ts';
import { rollupCase } from './reports/rollup-case.ts';
import { summary } from './reports/summary.ts';

// The pieces live in ./reports/: flags.ts, shops.ts (what the cases share), data-case.ts (the
// events, made by ./reports/data/; the orders are the orders bench's), ingest-case.ts,
// rollup-case.ts, recount-case.ts, query-case.ts, pdf-case.ts, monthly-case.ts, engine-run.ts (one engine's run,
// case by case) and summary.ts (the lines a person reads at the end).

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    const [, kind, dir, url, ...rest] = args as [string, string, string, string, ...string[]];
    const place = { dir, url };
    const cases: Record<string, () => Promise<unknown>> = {
      data: () => generateCase(place, Number(rest[0]), Number(rest[1])),
      events: () => eventsCase(place, Number(rest[0]), Number(rest[1])),
      ingest: () => ingestCase(place, Number(rest[0])),
      'ingest-floor': () => ingestFloorCase(place, Number(rest[0])),
      rollup: () => rollupCase(place),
      recount: () => recountCase(place),
      queries: () => queryCase(place, Number(rest[0])),
      pdf: () => pdfCase(place),
      'pdf-floor': () => printFloorCase(place, 1),
      'monthly-data': () => monthlyDataCase(place, Number(rest[0])),
      'monthly-run': () => monthlyRunCase(place),
    };
    process.stdout.write(JSON.stringify(await cases[kind]!()));
    return;
  }
  const flags = parseFlags(args);
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-reports-'));
  const summaries: string[] = [];
  try {
    for (const engine of flags.engines) {
      const started = performance.now();
      const lines = await engineRun(engine, flags, root);
      summaries.push(summary(engine, lines, performance.now() - started));
    }
  } finally {
    if (!flags.keep) rmSync(root, { recursive: true, force: true });
  }
  // On stderr with the progress, so that stdout stays JSON lines.
  console.error(`\n${summaries.join('\n\n')}`);
}
