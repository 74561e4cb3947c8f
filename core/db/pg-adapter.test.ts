import type { SqlQuery, Transaction } from '@prisma/driver-adapter-utils';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './pg-adapter.ts';

const query = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

/** A transaction whose statements finish a few milliseconds after they start, and that fails the SQL 'FAIL'. */
function recordingTransaction() {
  const events: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (sql: string) => {
    events.push(`start ${sql}`);
    mostAtOnce = Math.max(mostAtOnce, ++running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    events.push(`end ${sql}`);
    if (sql === 'FAIL') throw new Error('statement failed');
  };
  const tx: Transaction = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    options: { usePhantomQuery: false },
    queryRaw: async (q) => (await run(q.sql), { columnNames: [], columnTypes: [], rows: [] }),
    executeRaw: async (q) => (await run(q.sql), 1),
    commit: async () => {},
    rollback: async () => {},
    createSavepoint: (name) => run(`SAVEPOINT ${name}`),
  };
  return { tx, events, mostAtOnce: () => mostAtOnce };
}

describe('a PostgreSQL transaction', () => {
  it('sends statements issued at once one after another, in the order issued', async () => {
    const { tx, events, mostAtOnce } = recordingTransaction();
    const serial = oneAtATime(tx);
    await Promise.all([serial.queryRaw(query('A')), serial.executeRaw(query('B')), serial.createSavepoint!('s1'), serial.queryRaw(query('C'))]);
    expect(mostAtOnce()).toBe(1);
    expect(events).toEqual(['start A', 'end A', 'start B', 'end B', 'start SAVEPOINT s1', 'end SAVEPOINT s1', 'start C', 'end C']);
  });

  it('goes on with the next statement after one fails, which fails alone', async () => {
    const { tx, events } = recordingTransaction();
    const serial = oneAtATime(tx);
    const [failed, next] = await Promise.allSettled([serial.executeRaw(query('FAIL')), serial.queryRaw(query('D'))]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'statement failed' } });
    expect(next.status).toBe('fulfilled');
    expect(events).toEqual(['start FAIL', 'end FAIL', 'start D', 'end D']);
  });
});
