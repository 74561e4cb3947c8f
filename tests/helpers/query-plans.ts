import { afterAll } from 'vitest';
import { adapterFactory } from '../../core/db/database.ts';
import type { Runtime } from '../../server/runtime.ts';
import { TEST_ENGINE } from './runtime.ts';

export type Logged = { query: string; params: string };
type LoggingClient = Runtime['database']['client'] & { $on(event: 'query', cb: (e: Logged) => void): void };

/**
 * A second client of the runtime's database that keeps each statement it sends (sent), to read
 * back with its plan: the scale tests prove their figures read index ranges, not whole tables.
 * Disconnected after the file's tests.
 */
export async function loggingClient(rt: Runtime): Promise<{ client: LoggingClient; sent: Logged[] }> {
  const { PrismaClient } = (TEST_ENGINE === 'sqlite' ? await import('../../prisma/generated/sqlite/client/client.ts') : await import('../../prisma/generated/postgres/client/client.ts')) as unknown as {
    PrismaClient: new (options: object) => LoggingClient;
  };
  const client = new PrismaClient({ adapter: await adapterFactory(rt.config.databaseUrl), log: [{ emit: 'event', level: 'query' }] });
  const sent: Logged[] = [];
  client.$on('query', (e) => sent.push(e));
  afterAll(() => client.$disconnect());
  return { client, sent };
}

/** The plan of a logged statement, a line per step. */
export async function explain(client: LoggingClient, { query, params }: Logged): Promise<string[]> {
  const values = JSON.parse(params) as unknown[];
  if (TEST_ENGINE === 'sqlite') return (await client.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${query}`, ...values)).map((r) => r.detail);
  return (await client.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${query}`, ...values)).map((r) => r['QUERY PLAN'].trim());
}

/** A plan step that reads a whole table (or a whole index) of those named rather than a range of an index. */
export const fullScanOf = (tables: readonly string[]) => (line: string) =>
  (TEST_ENGINE === 'sqlite' ? new RegExp(`\\bSCAN (main\\.)?"?(${tables.join('|')})"?\\b`) : new RegExp(`Seq Scan on "(${tables.join('|')})"`)).test(line);
