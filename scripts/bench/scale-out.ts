// Scale-out: the order list and checkout served by one, then two server processes on one
// PostgreSQL database, beside the auth.me floor measured the same way in the same run (a signed-in
// call that reads the session and nothing else). Prints JSON lines: requests per second and
// p95 of each, and each's throughput over the floor's.
// `npm run bench -- scale-out [--clients N] [--requests N]`.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from './bench-db.ts';
import { load, request, trpcGet, type LoadResult } from './http-load.ts';
import { startServer } from './orders/children.ts';
import { BENCH_PASSWORD, cartOf, setUpShop } from './orders/data/shop.ts';
import { runtimeAt, type Place } from './orders/place.ts';

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'scale-out', ...line }));
const flag = (args: string[], name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const pick = ({ reqPerSec, p50Ms, p95Ms }: LoadResult) => ({ reqPerSec, p50Ms, p95Ms });

async function signIn(port: number, username: string): Promise<string> {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await request(agent, new URL(`http://127.0.0.1:${port}/trpc/auth.signIn`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { username, password: BENCH_PASSWORD } }) });
  const token = (JSON.parse(answer.body) as { result?: { data: { json: { token?: string } } } }).result?.data.json.token;
  if (!token) throw new Error(`sign-in failed: ${answer.body}`);
  return token;
}

export async function main(args: string[]): Promise<void> {
  const clients = flag(args, '--clients', 16);
  const requests = flag(args, '--requests', 3000);
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-scale-out-'));
  const url = await createDatabase('postgres', mkdtempSync(path.join(root, 'db-')));
  const place: Place = { dir: path.join(root, 'data'), url };
  try {
    const rt = await runtimeAt(place);
    const shop = await setUpShop(rt, 'Kedai Scale Out', 'scaleout');
    await rt.close();
    const token = await (async () => {
      const one = await startServer(place);
      try {
        return await signIn(one.port, shop.username);
      } finally {
        await one.stop();
      }
    })();
    for (const count of [1, 2]) {
      const servers = await Promise.all(Array.from({ length: count }, () => startServer(place)));
      try {
        const on = (procedure: string, input?: unknown) => servers.map((s) => trpcGet(s.port, procedure, input));
        const signedIn = { authorization: `Bearer ${token}` };
        const storefront = { 'content-type': 'application/json', 'x-site-key': shop.siteKey };
        // Each server's first calls compile what they need: warm every one before timing.
        const warm = clients * 4 * count;
        const floor = await load(on('auth.me'), signedIn, clients, requests, warm);
        const checkout = await load(on('storefront.placeOrder'), storefront, clients, requests, warm, (n) => JSON.stringify({ json: cartOf(shop, n + count * 1_000_000) }));
        const list = await load(on('orders.list', { pageSize: 20 }), signedIn, clients, requests, warm);
        const toFloor = (r: LoadResult) => Math.round((r.reqPerSec / floor.reqPerSec) * 100) / 100;
        print({ servers: count, clients, case: 'floor:auth.me', ...pick(floor) });
        print({ servers: count, clients, case: 'checkout', ...pick(checkout), throughputToFloor: toFloor(checkout) });
        print({ servers: count, clients, case: 'orders.list', ...pick(list), throughputToFloor: toFloor(list) });
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    await dropDatabase(url);
    rmSync(root, { recursive: true, force: true });
  }
}
