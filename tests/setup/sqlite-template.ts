import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDeploy } from '../../core/db/migrations.ts';
import { openDatabase } from '../../core/db/database.ts';
import { syncVersions } from '../../core/versions/service.ts';

/** Migrates one SQLite file per run; every test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-test-template-'));
  const file = path.join(dir, 'template.db');
  await migrateDeploy(`file:${file}`);
  const db = await openDatabase(`file:${file}`);
  await syncVersions(db.client);
  await db.client.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.close();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresUrl: string;
    dashboardDir: string;
  }
}
