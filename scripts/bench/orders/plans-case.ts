import { adapterFactory, engineOf } from '../../../core/db/database.ts';
import { listOrders } from '../../../core/orders/order-list.ts';
import type { TOrderListInput } from '../../../core/orders/schema.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { adminCtx, readShop, runtimeAt, type Place } from './place.ts';

/** The statements listOrders sends for each input, with their query plans and one timed run each. */
export async function plansCase(place: Place, inputs: Record<string, TOrderListInput>): Promise<object[]> {
  const rt = await runtimeAt(place);
  const engine = engineOf(place.url);
  type Logged = { query: string; params: string };
  type LoggingClient = Runtime['database']['client'] & { $on(event: 'query', cb: (e: Logged) => void): void };
  type ClientModule = { PrismaClient: new (options: object) => LoggingClient };
  const { PrismaClient } = (engine === 'sqlite' ? await import('../../../prisma/generated/sqlite/client/client.ts') : await import('../../../prisma/generated/postgres/client/client.ts')) as unknown as ClientModule;
  const client = new PrismaClient({ adapter: await adapterFactory(place.url), log: [{ emit: 'event', level: 'query' }] });
  const queries: Logged[] = [];
  client.$on('query', (e) => queries.push({ query: e.query, params: e.params }));
  try {
    const ctx = { ...(await adminCtx(rt, readShop(place))), db: client, root: client };
    const out: object[] = [];
    for (const [name, input] of Object.entries(inputs)) {
      await listOrders(ctx, input);
      queries.length = 0;
      await listOrders(ctx, input);
      // Counted now: the timed runs and plans below are logged too.
      const sent = queries.length;
      const seen = new Map<string, Logged>();
      for (const q of queries) if (!seen.has(q.query)) seen.set(q.query, q);
      const statements = [];
      for (const q of seen.values()) {
        const params = JSON.parse(q.params) as unknown[];
        const started = performance.now();
        await client.$queryRawUnsafe(q.query, ...params);
        const ms = Math.round((performance.now() - started) * 100) / 100;
        const plan =
          engine === 'sqlite'
            ? (await client.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${q.query}`, ...params)).map((r) => r.detail)
            : (await client.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, ...params))
                .map((r) => r['QUERY PLAN'].trim())
                .filter((l) => /Scan|Sort|Limit|Aggregate|Execution Time|Heap Fetches/.test(l));
        const sql = q.query.replace(/\s+/g, ' ').replace(/[`"](main|public)[`"]\./g, '').replace(/[`"]/g, '').replace(/SELECT .*? FROM/, 'SELECT … FROM');
        statements.push({ sql, ms, plan });
      }
      out.push({ case: `plan:${name}`, statementsPerCall: sent, statements });
    }
    return out;
  } finally {
    await client.$disconnect();
    await rt.close();
  }
}
