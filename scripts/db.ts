// Offline migrations on the WebAssembly schema engine, for both engines:
//   npm run db -- migrate dev --name X   create X for SQLite and PostgreSQL, then apply it locally
//   npm run db -- migrate deploy         apply pending migrations to DATABASE_URL
//   npm run db -- migrate status         what is applied and pending on DATABASE_URL
//   npm run db -- migrate diff           SQL between the migrations and the schema (empty: in step)
import { rmSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { loadConfig } from '../core/platform/config.ts';
import { createMigration, migrateDeploy, migrateStatus, schemaDrift } from '../core/db/migrations.ts';
import { adminExec } from '../core/db/migration-adapters.ts';
import { pgConfig } from '../core/db/database.ts';

const config = loadConfig();
const scratchPg = process.env.MIGRATE_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function withScratchDatabases<T>(run: (sqliteUrl: string, pgUrl: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-migrate-'));
  const pg = pgConfig(scratchPg);
  const name = `merchant_migrate_${Date.now()}`;
  await adminExec(pg, `CREATE DATABASE "${name}"`);
  const u = new URL(scratchPg);
  u.pathname = `/${name}`;
  try {
    return await run(`file:${path.join(dir, 'scratch.db')}`, u.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await adminExec(pg, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

const program = new Command('db');
const migrate = program.command('migrate');

migrate
  .command('dev')
  .requiredOption('--name <name>', 'migration name, e.g. add_orders')
  .action(async ({ name }: { name: string }) => {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error('--name takes lower-case letters, digits and _');
    const dirName = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${name}`;
    const created = await withScratchDatabases(async (sqliteUrl, pgUrl) => ({
      sqlite: await createMigration(sqliteUrl, dirName),
      postgres: await createMigration(pgUrl, dirName),
    }));
    if (!created.sqlite && !created.postgres) console.log('No schema changes.');
    else console.log(`Created ${created.sqlite ?? '-'} (sqlite) and ${created.postgres ?? '-'} (postgres).`);
    const applied = await migrateDeploy(config.databaseUrl);
    console.log(applied.length ? `Applied to ${config.databaseUrl}: ${applied.join(', ')}` : 'Local database up to date.');
  });

migrate.command('deploy').action(async () => {
  const applied = await migrateDeploy(config.databaseUrl);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
});

migrate.command('status').action(async () => {
  const status = await migrateStatus(config.databaseUrl);
  console.log(JSON.stringify(status, null, 2));
  if (!status.upToDate) process.exitCode = 1;
});

migrate.command('diff').action(async () => {
  const drift = await withScratchDatabases(async (sqliteUrl, pgUrl) => ({
    sqlite: await schemaDrift(sqliteUrl),
    postgres: await schemaDrift(pgUrl),
  }));
  for (const [engine, sql] of Object.entries(drift)) console.log(`-- ${engine}\n${sql || '(in step with the schema)'}`);
  if (drift.sqlite || drift.postgres) process.exitCode = 1;
});

await program.parseAsync();
