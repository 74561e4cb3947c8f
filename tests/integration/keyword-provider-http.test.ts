import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keywordHttp } from '../../server/integrations/keywords/keyword-http.ts';
import { keywordSimulator } from '../../server/integrations/keywords/keyword-simulator.ts';
import { localService } from '../helpers/local-service.ts';

/**
 * A local server speaking the two protocols the HTTP adapter calls, its answers the simulator's:
 * SerpApi's search.json (organic results, the shop's page at its simulated position among others)
 * and Search Console's searchAnalytics.query.
 */
async function answer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/search.json') {
    const [found] = await keywordSimulator.positions({ domain: 'kuihshop.my', keywords: [url.searchParams.get('q') ?? ''], day: '2026-03-01' });
    const others = Array.from({ length: 5 }, (_, i) => ({ position: i + 1, link: `https://other${i}.example/` }));
    const results = found!.position === null ? others : [...others.filter((o) => o.position !== found!.position), { position: found!.position, link: `https://www.kuihshop.my/p/${found!.position}` }];
    res.end(JSON.stringify({ search_metadata: { status: 'Success' }, organic_results: results }));
    return;
  }
  const { startDate } = JSON.parse(body) as { startDate: string };
  const rows = await keywordSimulator.searchQueries({ domain: 'kuihshop.my', day: startDate });
  res.end(JSON.stringify({ rows: rows.map((r) => ({ keys: [r.query], clicks: r.clicks, impressions: r.impressions, ctr: r.clicks / r.impressions, position: r.position })), responseAggregationType: 'byProperty' }));
}

const { seen, failures, base } = await localService(answer);
const provider = keywordHttp({ url: `${base}/`, key: 'test-key', country: 'my', backoffMs: [1, 1] });

describe('the keyword provider over HTTP, against a local server', () => {
  it('reads positions from a SERP search and the search queries from a search analytics query, as the simulator gave them', async () => {
    seen.length = 0;
    const keywords = ['batik shirt', 'kuih lapis', 'kek lapis sarawak'];
    expect(await provider.positions({ domain: 'kuihshop.my', keywords, day: '2026-03-01' })).toEqual([
      { keyword: 'batik shirt', position: 32, url: 'https://www.kuihshop.my/p/32' },
      { keyword: 'kuih lapis', position: null, url: '' },
      { keyword: 'kek lapis sarawak', position: 2, url: 'https://www.kuihshop.my/p/2' },
    ]);
    const search = new URL(seen[0]!.url, base);
    expect(search.pathname).toBe('/search.json');
    expect(Object.fromEntries(search.searchParams)).toEqual({ engine: 'google', q: 'batik shirt', num: '100', gl: 'my', api_key: 'test-key' });
    expect(await provider.searchQueries({ domain: 'kuihshop.my', day: '2026-03-01' })).toEqual(await keywordSimulator.searchQueries({ domain: 'kuihshop.my', day: '2026-03-01' }));
    const query = seen.at(-1)!;
    expect(query).toMatchObject({ method: 'POST', url: '/sites/sc-domain%3Akuihshop.my/searchAnalytics/query', authorization: 'Bearer test-key' });
    expect(JSON.parse(query.body)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01', dimensions: ['query'], rowLimit: 1000 });
  });

  it('tries again after a 503 or 429, not after a 401; its errors never carry the key', async () => {
    failures.push(503, 429);
    expect(await provider.positions({ domain: 'kuihshop.my', keywords: ['batik shirt'], day: '2026-03-01' })).toMatchObject([{ position: 32 }]);
    failures.push(401);
    const refused = await provider.searchQueries({ domain: 'kuihshop.my', day: '2026-03-01' }).catch((error: unknown) => error as Error);
    expect((refused as Error).message).toBe('searchAnalytics: HTTP 401');
    failures.push(500, 500, 500);
    const down = await provider.positions({ domain: 'kuihshop.my', keywords: ['batik shirt'], day: '2026-03-01' }).catch((error: unknown) => error as Error);
    expect((down as Error).message).toBe('search: HTTP 500');
    expect((down as Error).message).not.toContain('test-key');
  });
});
