import http from 'node:http';
import { load, request, trpcGet, type LoadResult } from '../http-load.ts';
import { startServer } from './children.ts';
import { BENCH_PASSWORD } from './data/shop.ts';
import type { Flags } from './flags.ts';
import { listCases } from './list-cases.ts';
import { readShop, type Place } from './place.ts';

const LIST_P95_TARGET_MS = 25;
const WARM_UP_CALLS = 20;


export async function httpCases(place: Place, flags: Flags, line: (o: object) => void): Promise<void> {
  const shop = readShop(place);
  const server = await startServer(place);
  try {
    const agent = new http.Agent({ keepAlive: false });
    const signIn = await request(agent, new URL(`http://127.0.0.1:${server.port}/trpc/auth.signIn`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { username: shop.username, password: BENCH_PASSWORD } }),
    });
    const token = (JSON.parse(signIn.body) as { result?: { data: { json: { token?: string } } } }).result?.data.json.token;
    if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
    const headers = { authorization: `Bearer ${token}` };
    const single = Math.max(10, Math.floor(flags.requests / 2));
    const pick = ({ p50Ms, p95Ms, p99Ms, reqPerSec }: LoadResult) => ({ p50Ms, p95Ms, p99Ms, reqPerSec });

    const floorUrl = trpcGet(server.port, 'auth.me');
    const cases = Object.entries(listCases(shop.newestDay, flags.orders)).map(([name, input]) => ({ name, input, url: trpcGet(server.port, 'orders.list', input) }));
    // Every call a few times over before anything is timed, so that the first case measured
    // does not pay alone for the server's warm-up (its code being compiled).
    for (const url of [floorUrl, ...cases.map((c) => c.url)]) for (let i = 0; i < WARM_UP_CALLS; i++) await request(agent, url, { headers });
    const floor = { one: await load(floorUrl, headers, 1, single), many: await load(floorUrl, headers, flags.clients, flags.requests) };
    line({ case: 'list-floor:auth.me', oneClient: pick(floor.one), [`${flags.clients}Clients`]: pick(floor.many) });

    for (const { name, input, url } of cases) {
      const first = await request(agent, url, { headers });
      if (first.status !== 200) throw new Error(`orders.list ${name} answered ${first.status}: ${first.body.slice(0, 300)}`);
      const page = (JSON.parse(first.body) as { result: { data: { json: { items: unknown[]; total: number; totalCapped: boolean; searchTruncated: boolean } } } }).result.data.json;
      const one = await load(url, headers, 1, single);
      const many = await load(url, headers, flags.clients, flags.requests);
      line({
        case: `list:${name}`,
        input,
        rows: page.items.length,
        total: page.total,
        totalCapped: page.totalCapped,
        searchTruncated: page.searchTruncated,
        oneClient: pick(one),
        [`${flags.clients}Clients`]: pick(many),
        floorP50Ms: floor.one.p50Ms,
        floorP95Ms: floor.one.p95Ms,
        ratioToFloorP50: Math.round((one.p50Ms / floor.one.p50Ms) * 10) / 10,
        throughputToFloor: Math.round((many.reqPerSec / floor.many.reqPerSec) * 100) / 100,
        targetP95Ms: LIST_P95_TARGET_MS,
        meetsTarget: one.p95Ms <= LIST_P95_TARGET_MS,
        meetsTargetUnderLoad: many.p95Ms <= LIST_P95_TARGET_MS,
      });
    }
  } finally {
    line(await server.stop());
  }
}
