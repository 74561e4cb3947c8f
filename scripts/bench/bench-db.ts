// What the benchmarks share: a fresh migrated database on either engine, the runtime on it, a
// merchant's admin context, and (for a child process that measures its own memory) the context
// a job runs with and nothing more. The schema engine and the server runtime are loaded only by
// the functions that need them.
import path from 'node:path';
import { findUserForIdentity } from '../../core/auth/identity.ts';
import { userContext } from '../../core/auth/sessions.ts';
import { openDatabase, pgConfig } from '../../core/db/database.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { localDiskStorage } from '../../core/storage/storage.ts';
import type { Runtime } from '../../server/runtime.ts';

export const POSTGRES = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * A fresh migrated database: a SQLite file under dir, or a new PostgreSQL database. Made by the
 * parent process, so the schema engine's memory is not counted in the child that measures.
 */
export async function createDatabase(engine: 'sqlite' | 'postgres', dir: string): Promise<string> {
  const { migrateDeploy } = await import('../../core/db/migrations.ts');
  if (engine === 'sqlite') {
    const url = `file:${path.join(dir, 'bench.db')}`;
    await migrateDeploy(url);
    return url;
  }
  const { adminExec } = await import('../../core/db/migration-adapters.ts');
  const name = `merchant_bench_${process.pid}_${Date.now()}`;
  await adminExec(pgConfig(POSTGRES), `CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  await migrateDeploy(url.toString());
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  if (url.startsWith('file:')) return;
  const { adminExec } = await import('../../core/db/migration-adapters.ts');
  await adminExec(pgConfig(POSTGRES), `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
}

/** The runtime on a database the parent made. */
export async function openBenchRuntime(dir: string, url: string): Promise<Runtime> {
  const { syncVersions } = await import('../../core/versions/service.ts');
  const { loadConfig } = await import('../../core/platform/config.ts');
  const { openRuntime } = await import('../../server/runtime.ts');
  const db = await openDatabase(url);
  await syncVersions(db.client);
  await db.close();
  return openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, MERCHANT_SECRET_KEY: 'bench' }));
}

export async function benchMerchant(runtime: Runtime, name: string): Promise<Ctx> {
  const { createMerchant } = await import('../../core/merchants/service.ts');
  const { createSession, resolveSession } = await import('../../core/auth/sessions.ts');
  const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'bench' });
  const { merchantId, userId } = await createMerchant(base, { name, username: name.toLowerCase().replace(/\W/g, ''), password: 'Bench#2026', email: 'bench@shop.test' });
  return (await resolveSession(base, await createSession(base, { merchantId, id: userId })))!.ctx;
}

/** Made by the parent (createMerchant hashes a password with scrypt): the merchants a child works for. */
export async function seedMerchants(dir: string, url: string, names: readonly string[]): Promise<{ merchantId: string; userId: string }[]> {
  const runtime = await openBenchRuntime(dir, url);
  try {
    const seeded = [];
    for (const name of names) {
      const ctx = await benchMerchant(runtime, name);
      seeded.push({ merchantId: ctx.merchantId, userId: ctx.userId });
    }
    return seeded;
  } finally {
    await runtime.close();
  }
}

/**
 * In a child process: the database client and file storage alone, and the context the job
 * runner gives a job of a user (core/jobs/runner.ts), so what the child measures is what a job needs.
 */
export async function openJobDatabase(dir: string, url: string): Promise<{ contextOf(who: { merchantId: string; userId: string }): Promise<Ctx>; close(): Promise<void> }> {
  const database = await openDatabase(url);
  const env = { secretKey: Buffer.alloc(32), publicUrl: 'http://localhost', storage: localDiskStorage(path.join(dir, 'files')) };
  const base = baseContext(database, env, { ip: '127.0.0.1', userAgent: 'bench' });
  return {
    async contextOf(who) {
      const user = await findUserForIdentity(base.db, who.merchantId, who.userId);
      if (!user) throw new Error(`no user ${who.userId}`);
      return userContext(base, user, 'job:bench').ctx;
    },
    close: () => database.close(),
  };
}
