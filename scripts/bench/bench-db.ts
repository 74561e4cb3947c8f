// What the benchmarks share: a fresh migrated database on either engine, the runtime on it, and
// a merchant's admin context.
import path from 'node:path';
import { createSession, resolveSession } from '../../core/auth/sessions.ts';
import { openDatabase, pgConfig } from '../../core/db/database.ts';
import { adminExec } from '../../core/db/migration-adapters.ts';
import { migrateDeploy } from '../../core/db/migrations.ts';
import { createMerchant } from '../../core/merchants/service.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { syncVersions } from '../../core/versions/service.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';

export const POSTGRES = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * A fresh migrated database: a SQLite file under dir, or a new PostgreSQL database. Made by the
 * parent process, so the schema engine's memory is not counted in the child that measures.
 */
export async function createDatabase(engine: 'sqlite' | 'postgres', dir: string): Promise<string> {
  if (engine === 'sqlite') {
    const url = `file:${path.join(dir, 'bench.db')}`;
    await migrateDeploy(url);
    return url;
  }
  const name = `merchant_bench_${process.pid}_${Date.now()}`;
  await adminExec(pgConfig(POSTGRES), `CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  await migrateDeploy(url.toString());
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  if (url.startsWith('file:')) return;
  await adminExec(pgConfig(POSTGRES), `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
}

/** The runtime on a database the parent made. */
export async function openBenchRuntime(dir: string, url: string): Promise<Runtime> {
  const db = await openDatabase(url);
  await syncVersions(db.client);
  await db.close();
  return openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, MERCHANT_SECRET_KEY: 'bench' }));
}

export async function benchMerchant(runtime: Runtime, name: string): Promise<Ctx> {
  const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'bench' });
  const { merchantId, userId } = await createMerchant(base, { name, username: name.toLowerCase().replace(/\W/g, ''), password: 'Bench#2026', email: 'bench@shop.test' });
  return (await resolveSession(base, await createSession(base, { merchantId, id: userId })))!.ctx;
}

