import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
} from '@prisma/driver-adapter-utils';
import { engineOf, pgConfig, sqliteFilePath } from './database.ts';

/** An adapter that forwards everything to inner except the methods given. */
function delegate(inner: SqlDriverAdapter, overrides: Partial<SqlDriverAdapter>): SqlDriverAdapter {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (q) => inner.queryRaw(q),
    executeRaw: (q) => inner.executeRaw(q),
    executeScript: (s) => inner.executeScript(s),
    startTransaction: (level) => inner.startTransaction(level),
    ...(inner.getConnectionInfo && { getConnectionInfo: () => inner.getConnectionInfo!() }),
    dispose: () => inner.dispose(),
    ...overrides,
  };
}

/**
 * The schema engine replays a whole migration file as one argument-less raw call;
 * better-sqlite3 runs one statement per call, so such calls go to executeScript.
 */
function scriptAware(inner: SqlDriverAdapter): SqlDriverAdapter {
  const isScript = (q: SqlQuery) => q.args.length === 0;
  return delegate(inner, {
    executeRaw: async (q) => (isScript(q) ? (await inner.executeScript(q.sql), 0) : inner.executeRaw(q)),
    queryRaw: async (q) => {
      try {
        return await inner.queryRaw(q);
      } catch (error) {
        if (!isScript(q) || !/more than one statement/i.test(String((error as Error).message))) throw error;
        await inner.executeScript(q.sql);
        return { columnNames: [], columnTypes: [], rows: [] };
      }
    },
  });
}

const charAsText = (result: pg.QueryResult | undefined) => {
  for (const field of result?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
  return result;
};

/** pg client that reports PostgreSQL's internal "char" type (OID 18) as text, which the adapter can read. */
class CharAsTextClient extends pg.Client {
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: pg.QueryResult) => last(error, charAsText(result));
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    return (out instanceof Promise ? out.then(charAsText) : out) as never;
  }
}

async function adminExec(config: pg.PoolConfig, sql: string): Promise<void> {
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function pgFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const { schema, ...config } = pgConfig(url);
  const open = (database: string | undefined) =>
    new PrismaPg(new pg.Pool({ ...config, database, max: 2, Client: CharAsTextClient }), {
      schema,
      disposeExternalPool: true,
    }).connect();
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => open(config.database),
    // The shadow database is made and dropped here: the adapter's own version leaves it behind.
    async connectToShadowDb() {
      const name = `merchant_shadow_${randomUUID().replaceAll('-', '')}`;
      await adminExec(config, `CREATE DATABASE "${name}"`);
      const adapter = await open(name);
      return delegate(adapter, {
        dispose: async () => {
          await adapter.dispose();
          await adminExec(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      });
    },
  };
}

function sqliteFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const file = sqliteFilePath(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const inner = new PrismaBetterSqlite3({ url: file });
  return {
    provider: 'sqlite',
    adapterName: inner.adapterName,
    connect: async () => scriptAware(await inner.connect()),
    connectToShadowDb: async () => scriptAware(await inner.connectToShadowDb()),
  };
}

/** The adapter factory the schema engine drives for one database, and a way to close what it opened. */
export function migrationAdapterFactory(url: string): SqlMigrationAwareDriverAdapterFactory & { disposeAll(): Promise<void> } {
  const inner = engineOf(url) === 'sqlite' ? sqliteFactory(url) : pgFactory(url);
  // The engine does not close its connections when freed; an open SQLite connection would
  // keep the file locked for the next client.
  const opened: SqlDriverAdapter[] = [];
  const track = async (connect: () => Promise<SqlDriverAdapter>) => {
    const adapter = await connect();
    opened.push(adapter);
    return delegate(adapter, {
      dispose: async () => {
        opened.splice(opened.indexOf(adapter), 1);
        await adapter.dispose();
      },
    });
  };
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: () => track(() => inner.connect()),
    connectToShadowDb: () => track(() => inner.connectToShadowDb()),
    async disposeAll() {
      for (const adapter of opened.splice(0)) await adapter.dispose().catch(() => {});
    },
  };
}

export { adminExec };
