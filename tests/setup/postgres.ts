import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDeploy } from '../../core/db/migrations.ts';
import { openDatabase, pgConfig } from '../../core/db/database.ts';
import { adminExec } from '../../core/db/migration-adapters.ts';
import { syncVersions } from '../../core/versions/service.ts';

/**
 * A PostgreSQL database migrated once per run: the template each test runtime copies (a file's
 * own database, as on SQLite, so one file's job runner or scheduled sweep never meets another
 * file's rows). The template and every copy left are dropped at the end.
 */
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
  return async () => {
    const client = new pg.Client({ ...config, database: 'postgres' });
    await client.connect();
    const copies = (await client.query<{ datname: string }>('SELECT "datname" FROM "pg_database" WHERE "datname" LIKE $1', [`${name}_%`])).rows;
    await client.end();
    for (const { datname } of [...copies, { datname: name }]) await adminExec(config, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
}
