import { Mutex } from 'async-mutex';
import type BetterSqlite3 from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { useEscapingLike } from './search.ts';

const PRAGMAS = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;';

/**
 * Planner statistics. Without them SQLite guesses, and on a large order table it reads a month of
 * orders through the date index to count one rare status, or every order of a status to update
 * a few hundred by id. SQLite's advice for long-lived connections: optimize on open (it analyzes
 * the tables that were never analyzed or have grown or shrunk 25-fold since), then now and then.
 * Full statistics, not a sample: sampled ones (analysis_limit) misjudge how many rows one
 * merchant has and bring the bad plans back. The first open of a large database that was never
 * analyzed pays for it once (seconds at a million orders).
 */
const STATS_ON_OPEN = 'PRAGMA optimize = 0x10002;';
const STATS_AGAIN = 'PRAGMA optimize;';
const STATS_EVERY_MS = 60 * 60 * 1000;

/**
 * better-sqlite3 gives one connection per client. Prisma's adapter locks only transactions
 * against each other, so a query from another request issued while a transaction is open
 * would silently run inside it (and be rolled back with it). This wrapper makes every
 * statement outside a transaction wait until no transaction is open.
 */
class SerializedSqliteAdapter implements SqlDriverAdapter {
  readonly provider = 'sqlite' as const;
  readonly adapterName: string;
  readonly #inner: SqlDriverAdapter;
  readonly #lock = new Mutex();
  #statsTimer: NodeJS.Timeout | undefined;

  constructor(inner: SqlDriverAdapter) {
    this.#inner = inner;
    this.adapterName = inner.adapterName;
  }

  queryRaw(query: SqlQuery) {
    return this.#lock.runExclusive(() => this.#inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery) {
    return this.#lock.runExclusive(() => this.#inner.executeRaw(query));
  }

  executeScript(script: string) {
    return this.#lock.runExclusive(() => this.#inner.executeScript(script));
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    const release = await this.#lock.acquire();
    try {
      const tx = await this.#inner.startTransaction(isolationLevel);
      return releasingTransaction(tx, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  dispose() {
    clearInterval(this.#statsTimer);
    return this.#inner.dispose();
  }

  /** Keeps the planner's statistics current while the connection lives (see STATS_ON_OPEN). */
  keepStatistics(): void {
    this.#statsTimer = setInterval(() => void this.executeScript(STATS_AGAIN).catch(() => {}), STATS_EVERY_MS);
    this.#statsTimer.unref();
  }
}

function releasingTransaction(tx: Transaction, release: () => void): Transaction {
  let released = false;
  const finish = async (end: () => Promise<void>) => {
    try {
      await end();
    } finally {
      if (!released) {
        released = true;
        release();
      }
    }
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => tx.queryRaw(query),
    executeRaw: (query) => tx.executeRaw(query),
    commit: () => finish(() => tx.commit()),
    rollback: () => finish(() => tx.rollback()),
    ...(tx.createSavepoint && { createSavepoint: (name: string) => tx.createSavepoint!(name) }),
    ...(tx.rollbackToSavepoint && { rollbackToSavepoint: (name: string) => tx.rollbackToSavepoint!(name) }),
    ...(tx.releaseSavepoint && { releaseSavepoint: (name: string) => tx.releaseSavepoint!(name) }),
  };
}

/**
 * Every transaction takes the write lock as it begins. Prisma's adapter begins them DEFERRED:
 * in WAL mode such a transaction that reads and then writes fails at once with SQLITE_BUSY
 * (the busy timeout does not apply) when another connection (the CLI's import, another
 * server) committed after its read began. BEGIN IMMEDIATE waits for the lock instead, up to the
 * busy timeout, and then holds it: the writes that other processes interleave with a long job
 * wait their turn rather than fail.
 */
function beginImmediately(connection: BetterSqlite3.Database): void {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => prepare(source === 'BEGIN' ? 'BEGIN IMMEDIATE' : source)) as typeof connection.prepare;
}

export interface SqliteAdapterFactory extends SqlMigrationAwareDriverAdapterFactory {
  /**
   * The better-sqlite3 connection the client uses, once it has connected. Bulk inserts run
   * prepared statements on it inside the client's open transaction (see core/db/bulk-write.ts).
   */
  connection(): BetterSqlite3.Database | null;
}

/** The embedded-SQLite adapter factory: WAL, foreign keys, a busy timeout, serialized access. */
export function sqliteAdapterFactory(filePath: string, busyTimeoutMs = 10_000): SqliteAdapterFactory {
  const inner = new PrismaBetterSqlite3({ url: filePath, timeout: busyTimeoutMs });
  let connection: BetterSqlite3.Database | null = null;
  return {
    provider: 'sqlite',
    adapterName: inner.adapterName,
    async connect() {
      const adapter = await inner.connect();
      await adapter.executeScript(PRAGMAS);
      await adapter.executeScript(STATS_ON_OPEN);
      // The adapter keeps its better-sqlite3 handle as `client`; its type does not say so.
      connection = (adapter as unknown as { client: BetterSqlite3.Database }).client;
      beginImmediately(connection);
      useEscapingLike(connection);
      const serialized = new SerializedSqliteAdapter(adapter);
      serialized.keepStatistics();
      return serialized;
    },
    connectToShadowDb: () => inner.connectToShadowDb(),
    connection: () => connection,
  };
}
