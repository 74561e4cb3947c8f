import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgConfig } from '../../../core/db/database.ts';
import { adminExec } from '../../../core/db/migration-adapters.ts';
import { migrateDeploy } from '../../../core/db/migrations.ts';
import pg from 'pg';
import { BENCH, child } from './children.ts';
import type { Flags } from './flags.ts';
import { httpCases } from './http-cases.ts';
import { listCases } from './list-cases.ts';
import { SHOP_FILE, readShop, type Place } from './place.ts';

const SHIP_TARGET_MS = 2_000;

const PG_DATABASE = 'merchant_bench';
const pgServer = () => process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** The engine's database under dir (SQLite) or on the PostgreSQL server (database, merchant_bench unless named). */
export function placeIn(engine: 'sqlite' | 'postgres', dir: string, database = PG_DATABASE): Place {
  if (engine === 'sqlite') return { dir, url: `file:${path.join(dir, 'bench.db')}` };
  const url = new URL(pgServer());
  url.pathname = `/${database}`;
  return { dir, url: url.toString() };
}

const databaseOf = (place: Place) => new URL(place.url).pathname.slice(1);
/** Drops the place's PostgreSQL database. */
export const dropPg = (place: Place) => adminExec(pgConfig(pgServer()), `DROP DATABASE IF EXISTS "${databaseOf(place)}" WITH (FORCE)`);

/** Empties the place: a new empty PostgreSQL database, or no SQLite file. */
export async function emptyPlace(engine: 'sqlite' | 'postgres', place: Place): Promise<void> {
  for (const name of ['bench.db', 'bench.db-wal', 'bench.db-shm', SHOP_FILE]) rmSync(path.join(place.dir, name), { force: true });
  if (engine === 'postgres') {
    await dropPg(place);
    await adminExec(pgConfig(pgServer()), `CREATE DATABASE "${databaseOf(place)}"`);
  }
}

/** Whether the place's database is there and holds the merchant: its SQLite file, or a PostgreSQL database with it. */
export async function holdsMerchant(engine: 'sqlite' | 'postgres', place: Place, merchantId: string): Promise<boolean> {
  if (engine === 'sqlite') return existsSync(path.join(place.dir, 'bench.db'));
  const client = new pg.Client(pgConfig(place.url));
  try {
    await client.connect();
    return (await client.query('SELECT 1 FROM "Merchant" WHERE "id" = $1', [merchantId])).rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the place holds the shops of an earlier run with the same sizes: its SQLite file, or
 * the PostgreSQL database with the same shop (another data folder's run replaces it).
 */
export async function reusable(engine: 'sqlite' | 'postgres', place: Place, sizes: Pick<Flags, 'orders' | 'others'>): Promise<boolean> {
  if (!existsSync(path.join(place.dir, SHOP_FILE))) return false;
  const shop = readShop(place);
  if (shop.orders !== sizes.orders || shop.others !== sizes.others) return false;
  return holdsMerchant(engine, place, shop.merchantId);
}

export async function engineRun(engine: 'sqlite' | 'postgres', flags: Flags, root: string): Promise<void> {
  const dir = flags.data ? path.resolve(flags.data, engine) : mkdtempSync(path.join(root, `${engine}-`));
  mkdirSync(dir, { recursive: true });
  const place = placeIn(engine, dir);
  // The machine's load average (1, 5, 15 minutes) beside each figure: the machine is shared.
  const line = (o: object) => console.log(JSON.stringify({ bench: BENCH, engine, ...o, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) }));
  const at = [place.dir, place.url];
  try {
    if (flags.data && (await reusable(engine, place, flags))) {
      console.error(`${engine}: reusing the shops in ${dir}`);
      await migrateDeploy(place.url);
    } else {
      await emptyPlace(engine, place);
      console.error(`${engine}: generating ${flags.orders.toLocaleString('en-MY')} orders (+ ${(2 * flags.others).toLocaleString('en-MY')} of other shops)`);
      line(await child([...['data', ...at], String(flags.orders), String(flags.others)]));
    }
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
    if (flags.keep || flags.data) console.error(`${engine}: kept ${place.url} (files in ${place.dir})`);
    else if (engine === 'postgres') await dropPg(place);
  }
}
