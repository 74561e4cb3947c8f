import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { pgConfig } from '../../../core/db/database.ts';
import { adminExec } from '../../../core/db/migration-adapters.ts';
import { BENCH, child } from './children.ts';
import type { Flags } from './flags.ts';
import { httpCases } from './http-cases.ts';
import { listCases } from './list-cases.ts';
import { readShop, type Place } from './place.ts';

const SHIP_TARGET_MS = 2_000;

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

export async function engineRun(engine: 'sqlite' | 'postgres', flags: Flags, root: string): Promise<void> {
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
