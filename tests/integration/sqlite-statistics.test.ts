import { describe, expect, it } from 'vitest';
import { openRuntime } from '../../server/runtime.ts';
import { TEST_ENGINE, testRuntime } from '../helpers/runtime.ts';

// PostgreSQL keeps its planner statistics itself (autovacuum's analyze); SQLite only when asked.
describe.runIf(TEST_ENGINE === 'sqlite')('SQLite planner statistics', () => {
  it('are gathered when a database with data is opened, so plans do not rest on guesses', async () => {
    const first = await testRuntime();
    const { config } = first;
    const db = first.database.client;
    const windowStart = new Date();
    await db.rateLimitBucket.createMany({ data: Array.from({ length: 300 }, (_, i) => ({ key: `ip:${i % 30}:${i}`, windowStart, count: 1 })) });
    await first.close();

    const again = await openRuntime(config);
    try {
      const stats = await again.database.client.$queryRawUnsafe<{ tbl: string; stat: string }[]>(`SELECT tbl, stat FROM sqlite_stat1 WHERE tbl = 'RateLimitBucket'`);
      expect(stats.length).toBeGreaterThan(0);
      expect(Number(stats[0]!.stat.split(' ')[0])).toBe(300);
    } finally {
      await again.close();
    }
  });
});
