import { Mutex } from 'async-mutex';
import type { PoolConfig } from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import type { IsolationLevel, SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, Transaction } from '@prisma/driver-adapter-utils';

/**
 * A transaction holds one pg connection, which runs one query at a time. Prisma loads an
 * include's relations at once, and core reads with Promise.all, so a transaction's statements
 * would meet a busy connection: pg queues them itself but warns that this goes in pg 9 ("Calling
 * client.query() when the client is already executing a query"). Here each waits its turn, in
 * the order sent, as pg's queue did.
 */
export function oneAtATime(tx: Transaction): Transaction {
  const lock = new Mutex();
  const inTurn = <T>(run: () => Promise<T>) => lock.runExclusive(run);
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => inTurn(() => tx.queryRaw(query)),
    executeRaw: (query) => inTurn(() => tx.executeRaw(query)),
    // Prisma sends COMMIT and ROLLBACK as statements; these only hand the connection back.
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
    ...(tx.createSavepoint && { createSavepoint: (name: string) => inTurn(() => tx.createSavepoint!(name)) }),
    ...(tx.rollbackToSavepoint && { rollbackToSavepoint: (name: string) => inTurn(() => tx.rollbackToSavepoint!(name)) }),
    ...(tx.releaseSavepoint && { releaseSavepoint: (name: string) => inTurn(() => tx.releaseSavepoint!(name)) }),
  };
}

/** The PostgreSQL adapter factory: Prisma's pg adapter, its transactions' statements one at a time. */
export function pgAdapterFactory(config: PoolConfig, schema: string): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPg(config, { schema });
  const serialized = (adapter: SqlDriverAdapter): SqlDriverAdapter => ({
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    executeScript: (script) => adapter.executeScript(script),
    startTransaction: async (isolationLevel?: IsolationLevel) => oneAtATime(await adapter.startTransaction(isolationLevel)),
    ...(adapter.getConnectionInfo && { getConnectionInfo: () => adapter.getConnectionInfo!() }),
    dispose: () => adapter.dispose(),
  });
  return {
    provider: 'postgres',
    adapterName: inner.adapterName,
    connect: async () => serialized(await inner.connect()),
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
