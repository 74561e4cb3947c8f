import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFilePath } from '../../core/db/database.ts';
import { GENERIC_MESSAGES } from '../../core/shared/errors.ts';
import type { Runtime } from '../../server/runtime.ts';
import { rejection } from '../helpers/fixtures.ts';
import { orderInput, seedShop, storefrontCaller, type SeededShop } from '../helpers/orders.ts';
import { TEST_ENGINE, testRuntime } from '../helpers/runtime.ts';
import { english } from '../../core/shared/english.ts';

const require = createRequire(import.meta.url);

// SQLite has one writer: another process (the command line's import, a second server) may hold
// the write lock. A checkout then waits up to the busy timeout, and past it answers "try again",
// never an internal error.
describe.skipIf(TEST_ENGINE !== 'sqlite')('a write while another process holds the database', () => {
  let rt: Runtime;
  let shop: SeededShop;
  beforeAll(async () => {
    rt = await testRuntime();
    shop = await seedShop(rt);
  });
  afterAll(() => rt.close());

  it('answers the busy error, which says to try again, and goes through once the lock is released', async () => {
    // This process's client with a short busy timeout, as the server's would be after 10 s.
    const impatient = await openDatabase(rt.database.url, { busyTimeoutMs: 200 });
    const other = new Database(sqliteFilePath(rt.database.url));
    try {
      const storefront = storefrontCaller({ ...rt, database: impatient }, shop.siteKey);
      other.exec('BEGIN IMMEDIATE');
      const refused = await rejection(storefront.storefront.placeOrder(orderInput(shop)));
      expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', appCode: 'DB.BUSY', message: english(GENERIC_MESSAGES.busy) });
      other.exec('COMMIT');
      expect((await storefront.storefront.placeOrder(orderInput(shop))).orderNo).toBeGreaterThan(0);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await impatient.close();
    }
  });

  it('waits for the lock rather than failing when the other process commits meanwhile', async () => {
    // The other writer on a thread of its own: a wait for SQLite's lock holds this thread.
    const other = new Worker(
      `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
       const db = new Database(${JSON.stringify(sqliteFilePath(rt.database.url))});
       db.exec('BEGIN IMMEDIATE');
       require('node:worker_threads').parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       db.exec('COMMIT');
       db.close();`,
      { eval: true },
    );
    await once(other, 'message');
    // A transaction that reads before it writes waits at its start (BEGIN IMMEDIATE), not at its first write.
    expect((await storefrontCaller(rt, shop.siteKey).storefront.placeOrder(orderInput(shop))).orderNo).toBeGreaterThan(0);
    await once(other, 'exit');
  });
});
