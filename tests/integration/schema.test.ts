import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_TABLES } from '../../core/db/global-tables.ts';
import { schemaDrift } from '../../core/db/migrations.ts';
import { migrationsDir, ENGINES } from '../../core/db/schema-render.ts';
import { tenantModels } from '../helpers/tenant-data.ts';
import { postgresCopy, TEST_ENGINE } from '../helpers/runtime.ts';

const migrationNames = (engine: (typeof ENGINES)[number]) =>
  readdirSync(migrationsDir(engine), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const allSql = (engine: (typeof ENGINES)[number]) =>
  migrationNames(engine)
    .map((name) => readFileSync(path.join(migrationsDir(engine), name, 'migration.sql'), 'utf8'))
    .join('\n');

describe('schema and migrations', () => {
  it('SQLite and PostgreSQL have the same migration history', () => {
    expect(migrationNames('sqlite').length).toBeGreaterThan(0);
    expect(migrationNames('postgres')).toEqual(migrationNames('sqlite'));
  });

  it(`the ${TEST_ENGINE} migrations produce exactly the schema`, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-drift-'));
    const copy = TEST_ENGINE === 'postgres' ? await postgresCopy() : null;
    const url = copy?.url ?? `file:${path.join(dir, 'drift.db')}`;
    try {
      expect(await schemaDrift(url)).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await copy?.drop();
    }
  });

  for (const engine of ENGINES) {
    it(`every ${engine} tenant table keys on merchantId and leads every index with it`, () => {
      const sql = allSql(engine);
      const tables = tenantModels();
      expect(tables.length).toBeGreaterThan(10);
      for (const table of tables) {
        const create = new RegExp(`CREATE TABLE "${table}" \\(([\\s\\S]*?)\\n\\);`).exec(sql)?.[1];
        expect(create, `${table} is created`).toBeDefined();
        expect(create, `${table} has merchantId`).toMatch(/"merchantId" TEXT NOT NULL/);
        // A one-row-per-merchant table keys on merchantId alone (SQLite writes that key inline).
        expect(create, `${table}'s key leads with merchantId`).toMatch(/PRIMARY KEY \("merchantId"|"merchantId" TEXT NOT NULL PRIMARY KEY/);
        const indexes = [...sql.matchAll(new RegExp(`CREATE (?:UNIQUE )?INDEX "[^"]+" ON "${table}"\\(([^)]*)\\)`, 'g'))];
        for (const [statement, columns] of indexes) expect(columns, statement).toMatch(/^"merchantId"/);
      }
    });
  }

  it('names a reason for every global table', () => {
    for (const reason of Object.values(GLOBAL_TABLES)) expect(reason.length).toBeGreaterThan(10);
  });
});
