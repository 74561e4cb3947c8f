import type { TestProject } from 'vitest/node';
import { migrateDeploy } from '../../core/db/migrations.ts';
import { openDatabase, pgConfig } from '../../core/db/database.ts';
import { adminExec } from '../../core/db/migration-adapters.ts';
import { syncVersions } from '../../core/versions/service.ts';

/** One PostgreSQL database per run, migrated once and dropped at the end. */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_POSTGRES_URL!;
  const name = `merchant_test_${process.pid}_${Date.now()}`;
  const config = pgConfig(server);
  await adminExec(config, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  await migrateDeploy(url.toString());
  const db = await openDatabase(url.toString());
  await syncVersions(db.client);
  await db.close();
  project.provide('postgresUrl', url.toString());
  return () => adminExec(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
