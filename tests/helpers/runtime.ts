import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminExec } from '../../core/db/migration-adapters.ts';
import { pgConfig } from '../../core/db/database.ts';
import { loadConfig } from '../../core/platform/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';

export const TEST_ENGINE = (process.env.TEST_ENGINE ?? 'sqlite') as 'sqlite' | 'postgres';

/** A copy of the run's migrated PostgreSQL database, and how to drop it. */
export async function postgresCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = new URL(inject('postgresUrl'));
  const name = `${template.pathname.slice(1)}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const config = pgConfig(template.toString());
  await adminExec(config, `CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
  const url = new URL(template);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminExec(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * A runtime on a fresh database: a copy of the migrated SQLite template or PostgreSQL database
 * per call, so a file never sees another's rows, runs another's jobs or sweeps its merchants.
 */
export async function testRuntime(): Promise<Runtime> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merchant-test-'));
  let databaseUrl: string;
  let drop = async () => {};
  if (TEST_ENGINE === 'postgres') ({ url: databaseUrl, drop } = await postgresCopy());
  else {
    const file = path.join(dataDir, 'test.db');
    copyFileSync(inject('sqliteTemplate'), file);
    databaseUrl = `file:${file}`;
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://dashboard.test',
    MERCHANT_SECRET_KEY: 'test-secret-key',
    NODE_ENV: 'test',
    // External services are their simulators (the keyword provider).
    SIMULATORS: '1',
  });
  const runtime = await openRuntime(config);
  return { ...runtime, close: () => runtime.close().finally(drop) };
}
