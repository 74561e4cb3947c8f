import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PoolConfig } from 'pg';
import type { PrismaClient, Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { Engine } from './schema-render.ts';
import { registerSqliteConnection } from './bulk-write.ts';
import type { SqliteAdapterFactory } from './sqlite-adapter.ts';

/**
 * Core is typed against the SQLite client; the PostgreSQL client has the same model API
 * (both are generated from one source schema), so one type serves both engines.
 */
export type Db = PrismaClient;
/** A client that may be the root client or an open transaction. */
export type DbClient = Prisma.TransactionClient;

export interface Database {
  engine: Engine;
  url: string;
  client: Db;
  close(): Promise<void>;
}

export function engineOf(url: string): Engine {
  if (url.startsWith('file:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`DATABASE_URL must start with file: or postgresql:// (got "${url.split(':')[0]}:")`);
}

export function sqliteFilePath(url: string): string {
  return path.resolve(url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''));
}

/** pg config from a URL; the adapter must get an object, not a string (see docs/architecture.md). */
export function pgConfig(url: string): PoolConfig & { schema: string } {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname),
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username || 'postgres'),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    schema: u.searchParams.get('schema') ?? 'public',
    max: Number(u.searchParams.get('connection_limit') ?? 10),
    // The product's queries are short: compiling one with JIT (tens of milliseconds, when the
    // planner over-estimates a ranged read) costs more than running it.
    options: '-c jit=off',
  };
}

/** How a process opens its database; the defaults are what the product runs with. */
export interface OpenOptions {
  /** SQLite: how long a write waits for another connection's lock before it gives up. */
  busyTimeoutMs?: number;
}

export async function adapterFactory(url: string, options: OpenOptions = {}): Promise<SqlMigrationAwareDriverAdapterFactory> {
  if (engineOf(url) === 'sqlite') {
    const file = sqliteFilePath(url);
    mkdirSync(path.dirname(file), { recursive: true });
    const { sqliteAdapterFactory } = await import('./sqlite-adapter.ts');
    return sqliteAdapterFactory(file, options.busyTimeoutMs);
  }
  const { pgAdapterFactory } = await import('./pg-adapter.ts');
  const { schema, ...config } = pgConfig(url);
  return pgAdapterFactory(config, schema);
}

/** Opens the database named by url with the generated client of its engine. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const engine = engineOf(url);
  const adapter = await adapterFactory(url, options);
  // Both generated clients construct the same way; core sees them through the SQLite type.
  type ClientModule = { PrismaClient: new (options: { adapter: SqlMigrationAwareDriverAdapterFactory }) => Db };
  const { PrismaClient: Client } = (
    engine === 'sqlite'
      ? await import('../../prisma/generated/sqlite/client/client.ts')
      : await import('../../prisma/generated/postgres/client/client.ts')
  ) as unknown as ClientModule;
  const client = new Client({ adapter });
  if ('connection' in adapter) registerSqliteConnection(client, (adapter as SqliteAdapterFactory).connection);
  return {
    engine,
    url,
    client,
    close: () => client.$disconnect(),
  };
}
