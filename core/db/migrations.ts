import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Mutex } from 'async-mutex';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type * as EngineModule from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { adapterFactory, engineOf } from './database.ts';
import { migrationsDir, renderSchema, renderedSchemaPath, type Engine } from './schema-render.ts';

const require = createRequire(import.meta.url);
const NO_FILTERS = { externalTables: [], externalEnums: [] };
const LOCK_FILE = 'migration_lock.toml';
const providerName: Record<Engine, string> = { sqlite: 'sqlite', postgres: 'postgresql' };

/**
 * The engine's WebAssembly build is one instance per process and is not safe to interleave, so
 * its loading and a lock live on globalThis: a test runner may load this file more than once.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for('merchant.schemaEngine')] ??= {
  wasm: undefined,
  lock: new Mutex(),
}) as { wasm: Promise<typeof EngineModule> | undefined; lock: Mutex };

/** Instantiates the schema engine's WebAssembly build once per process. */
function loadWasm(): Promise<typeof EngineModule> {
  shared.wasm ??= (async () => {
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as typeof EngineModule;
    const bytes = await readFile(path.join(path.dirname(bgPath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg;
  })();
  return shared.wasm;
}

/**
 * The schema engine reports panics through a global registry that Prisma's client runtime also
 * sets, to one that throws. While the engine runs, the registry records instead, as the Prisma
 * CLI's own does; the engine turns a panic into an ordinary error.
 */
async function withPanicRecorder<T>(run: () => Promise<T>): Promise<T> {
  const host = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown };
  const previous = host.PRISMA_WASM_PANIC_REGISTRY;
  let recorded = '';
  host.PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      recorded = message;
      if (process.env.MIGRATE_DEBUG) console.error(`schema engine panic: ${message}`);
    },
    get: () => recorded,
  };
  try {
    return await run();
  } finally {
    host.PRISMA_WASM_PANIC_REGISTRY = previous;
  }
}

function withEngine<T>(url: string, run: (engine: SchemaEngine, kind: Engine) => Promise<T>): Promise<T> {
  return shared.lock.runExclusive(() => withPanicRecorder(() => runEngine(url, run)));
}

async function runEngine<T>(url: string, run: (engine: SchemaEngine, kind: Engine) => Promise<T>): Promise<T> {
  const kind = engineOf(url);
  const bg = await loadWasm();
  const schemaPath = renderedSchemaPath(kind);
  const log = process.env.MIGRATE_DEBUG ? (line: string) => console.error(line) : () => {};
  // pg and the shadow-database handling load only when a migration runs.
  const { migrationAdapterFactory } = await import('./migration-adapters.ts');
  const factory = migrationAdapterFactory(url);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  try {
    const engine = (await bg.SchemaEngine.new({ datamodels: [[schemaPath, renderSchema(kind)]] }, log, adapter)) as SchemaEngine;
    try {
      return await run(engine, kind);
    } finally {
      engine.free();
    }
  } catch (error) {
    throw driverError(error, adapter.errorRegistry);
  } finally {
    await factory.disposeAll();
  }
}

/** The engine reports a driver failure as "External error id#N"; the registry holds the real one. */
function driverError(error: unknown, registry: { consumeError(id: number): { error: unknown } | undefined }): unknown {
  const id = /External error id#(\d+)/.exec(String((error as Error)?.message))?.[1];
  const original = id === undefined ? undefined : registry.consumeError(Number(id))?.error;
  return original ?? error;
}

/** The committed migrations of one engine, in the shape the schema engine reads. */
export function readMigrations(kind: Engine): MigrationList {
  const baseDir = migrationsDir(kind);
  const lockPath = path.join(baseDir, LOCK_FILE);
  const names = existsSync(baseDir)
    ? readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir,
    lockfile: { path: LOCK_FILE, content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: readFileSync(path.join(baseDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/** Applies every committed migration not yet applied; returns the names applied now. */
export function migrateDeploy(url: string): Promise<string[]> {
  return withEngine(url, async (engine, kind) => {
    const out = await engine.applyMigrations({ migrationsList: readMigrations(kind), filters: NO_FILTERS });
    return out.appliedMigrationNames;
  });
}

export interface MigrationStatus {
  applied: number;
  pending: string[];
  failed: string[];
  edited: string[];
  upToDate: boolean;
}

export function migrateStatus(url: string): Promise<MigrationStatus> {
  return withEngine(url, async (engine, kind) => {
    const migrationsList = readMigrations(kind);
    const all = migrationsList.migrationDirectories.map((d) => d.path);
    let out;
    try {
      out = await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS });
    } catch {
      // A database that has never been migrated has no history table to diagnose.
      return { applied: 0, pending: all, failed: [], edited: [], upToDate: all.length === 0 };
    }
    const history = out.history;
    const pending = history?.diagnostic === 'databaseIsBehind' ? history.unappliedMigrationNames : [];
    const result = {
      applied: all.length - pending.length,
      pending,
      failed: out.failedMigrationNames,
      edited: out.editedMigrationNames,
      upToDate: history === null && out.failedMigrationNames.length === 0,
    };
    return result;
  });
}

/**
 * Creates migration dirName (both engines share the name) for one engine from the difference
 * between its committed migrations and the schema, using a scratch database at url.
 * Returns dirName, or null when the schema has no changes.
 */
export function createMigration(url: string, dirName: string): Promise<string | null> {
  return withEngine(url, async (engine, kind) => {
    const baseDir = migrationsDir(kind);
    const migrationsList = readMigrations(kind);
    await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    // The engine connects its shadow database while diagnosing; creation relies on that.
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
    if (diagnostic.action.tag === 'reset') throw new Error(`The scratch database needs a reset: ${diagnostic.action.reason}`);
    const out = await engine.createMigration({
      draft: false,
      migrationName: dirName,
      migrationsList,
      schema: { files: [{ path: renderedSchemaPath(kind), content: renderSchema(kind) }] },
      filters: NO_FILTERS,
    });
    if (!out.migrationScript) return null;
    mkdirSync(path.join(baseDir, dirName), { recursive: true });
    writeFileSync(path.join(baseDir, dirName, 'migration.sql'), out.migrationScript);
    writeFileSync(
      path.join(baseDir, LOCK_FILE),
      `# Written by scripts/db.ts; keep it in version control.\nprovider = "${providerName[kind]}"\n`,
    );
    return dirName;
  });
}

/** SQL that would bring the committed migrations to the schema; empty when they agree. */
export function schemaDrift(url: string): Promise<string> {
  return withEngine(url, async (engine, kind) => {
    const out = await engine.diff({
      from: { tag: 'migrations', ...readMigrations(kind) },
      to: { tag: 'schemaDatamodel', files: [{ path: renderedSchemaPath(kind), content: renderSchema(kind) }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return (out.stdout ?? '').replace(/^-- This is an empty migration\.\s*$/m, '').trim();
  });
}

/**
 * Applies pending migrations only when some are missing: a cheap look at the history table
 * first, so commands that open the database often do not load the schema engine each time.
 * Runs before the caller opens its own client (SQLite allows one writer at a time).
 */
export async function ensureMigrated(url: string): Promise<string[]> {
  const wanted = readMigrations(engineOf(url)).migrationDirectories.map((d) => d.path);
  // Through the driver adapter, not a Prisma client: a client costs its construction (a tenth
  // of a second) again for one query.
  const adapter = await (await adapterFactory(url)).connect();
  let applied: string[] = [];
  try {
    const result = await adapter.queryRaw({
      sql: 'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      args: [],
      argTypes: [],
    });
    applied = result.rows.map((row) => String(row[0]));
  } catch {
    // No history table yet: a fresh database.
  } finally {
    await adapter.dispose();
  }
  const done = new Set(applied);
  if (wanted.every((name) => done.has(name))) return [];
  return migrateDeploy(url);
}
