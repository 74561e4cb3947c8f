import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../core/platform/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';

export const TEST_ENGINE = (process.env.TEST_ENGINE ?? 'sqlite') as 'sqlite' | 'postgres';

/**
 * A runtime on a fresh database: a copy of the migrated SQLite template per call, or the run's
 * PostgreSQL database (tests seed their own merchants, so they never see each other's rows).
 */
export async function testRuntime(): Promise<Runtime> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merchant-test-'));
  let databaseUrl: string;
  if (TEST_ENGINE === 'postgres') databaseUrl = inject('postgresUrl');
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
  return openRuntime(config);
}
