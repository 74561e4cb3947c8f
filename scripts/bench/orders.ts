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
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TOrderListInput } from '../../core/orders/schema.ts';
import { generateCase } from './orders/data-case.ts';
import { engineRun } from './orders/engine-run.ts';
import { parseFlags } from './orders/flags.ts';
import { printCase, printFloorCase } from './orders/print-case.ts';
import { plansCase } from './orders/plans-case.ts';
import { serverCase } from './orders/server-case.ts';
import { shipCase, shipFloorCase } from './orders/mass-shipping-case.ts';

// The pieces live in ./orders/: flags.ts (flags and usage), data-case.ts (the shops and their
// orders, made by ./orders/data/), server-case.ts, http-cases.ts (the list over HTTP, under load)
// with list-cases.ts, plans-case.ts (query plans), print-case.ts, mass-shipping-case.ts,
// children.ts (a case in a child process) and engine-run.ts (one engine's run, case by case).

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
