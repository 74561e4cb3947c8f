// Shakes per second on one campaign: a server in a child process on a fresh database of each
// engine; 8 and then 64 concurrent app clients (each its own verified user, site key
// authenticated) shake one random-game campaign over HTTP. The floor is the cheapest signed-in
// query (auth.me) over the same server with the same numbers of clients, in the same run. Prints
// JSON lines with shakes/s and p50/p95/p99 latency.
// `npm run bench -- shake [--engine sqlite|postgres|both] [--requests N]`.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, openBenchRuntime } from './bench-db.ts';
import { parseEngineFlags } from './flags.ts';
import { load, request, type LoadResult } from './http-load.ts';
import { startServer } from './orders/children.ts';

const USAGE = 'npm run bench -- shake [--engine sqlite|postgres|both] [--requests N] [--keep]';
const CLIENT_COUNTS = [8, 64] as const;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'shake', ...line }));
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

interface BenchCampaign {
  token: string;
  siteKey: string;
  campaignId: string;
  users: { userId: string; token: string }[];
}

/** A merchant with a site key, a running random campaign taking a million shakes a day, and 64 verified app users. */
async function setUp(dir: string, url: string): Promise<BenchCampaign> {
  const rt = await openBenchRuntime(dir, url);
  try {
    const QRCode = (await import('qrcode')).default;
    const { createMerchant } = await import('../../core/merchants/service.ts');
    const { createSession, resolveSession } = await import('../../core/auth/sessions.ts');
    const { baseContext } = await import('../../core/shared/context.ts');
    const { createSiteKey } = await import('../../core/checkout/site-keys.ts');
    const { saveUpload } = await import('../../core/uploads/service.ts');
    const { createShakeCampaign, startShakeCampaign } = await import('../../core/shake/campaigns.ts');
    const { appToken } = await import('../../core/shake/app-token.ts');
    const { addDaysTo, localDate } = await import('../../core/shared/time.ts');
    const base = baseContext(rt.database, rt.env, { ip: '127.0.0.1', userAgent: 'bench' });
    const { merchantId, userId } = await createMerchant(base, { name: 'Shake bench', username: 'shakebench', password: 'Bench#2026', email: 'bench@shop.test' });
    const token = await createSession(base, { merchantId, id: userId });
    const ctx = (await resolveSession(base, token))!.ctx;
    const { key: siteKey } = await createSiteKey(ctx);
    const picture = (await saveUpload(ctx, 'content-picture', 'prize.png', await QRCode.toBuffer('prize'))).id;
    const today = localDate(new Date(), ctx.timeZone);
    const campaign = await createShakeCampaign(ctx, {
      name: 'Bench shake',
      gameType: 'random',
      startsOn: addDaysTo(today, -1),
      endsOn: addDaysTo(today, 1),
      wholeDay: true,
      totalShake: 1_000_000,
      totalPerDay: 1_000_000,
      firstCheckpoint: 10,
      prizes: ['Gold', 'Silver', 'Bronze'].map((name, i) => ({ pictureId: picture, name, quantity: 1_000 * (i + 1), sequence: i })),
    });
    await startShakeCampaign(ctx, campaign.id);
    const phones = Array.from({ length: 64 }, (_, i) => `+6012${String(i).padStart(7, '0')}`);
    await rt.database.client.shakeUser.createMany({ data: phones.map((phone) => ({ merchantId, phone, verifiedAt: new Date() })) });
    const rows = await rt.database.client.shakeUser.findMany({ where: { merchantId }, select: { id: true } });
    return { token, siteKey, campaignId: campaign.id, users: rows.map((u) => ({ userId: u.id, token: appToken(ctx, u.id) })) };
  } finally {
    await rt.close();
  }
}

/** total shakes from clients concurrent loops, each client its own user; every answer must be 200. */
async function shakes(port: number, bench: BenchCampaign, clients: number, total: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(`http://127.0.0.1:${port}/trpc/storefront.shake.shake`);
  const headers = { 'content-type': 'application/json', 'x-site-key': bench.siteKey };
  const latencies: number[] = [];
  let sent = 0;
  try {
    const started = performance.now();
    await Promise.all(
      bench.users.slice(0, clients).map(async (user) => {
        const body = JSON.stringify({ json: { ...user, campaignId: bench.campaignId } });
        while (sent++ < total) {
          const t = performance.now();
          const answer = await request(agent, url, { method: 'POST', headers, body });
          latencies.push(performance.now() - t);
          if (answer.status !== 200) throw new Error(`shake answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    return { clients, requests: latencies.length, p50Ms: round(quantile(sorted, 0.5)), p95Ms: round(quantile(sorted, 0.95)), p99Ms: round(quantile(sorted, 0.99)), maxMs: round(sorted.at(-1) ?? 0), reqPerSec: round(latencies.length / seconds) };
  } finally {
    agent.destroy();
  }
}

export async function main(args: string[]): Promise<void> {
  let requests = 2_000;
  const flags = parseEngineFlags(args, USAGE, { '--requests': (n) => (requests = n) });
  const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-shake-'));
  try {
    for (const engine of flags.engines) {
      const dir = path.join(root, engine);
      const { mkdirSync } = await import('node:fs');
      mkdirSync(dir, { recursive: true });
      const url = await createDatabase(engine, dir);
      try {
        const bench = await setUp(dir, url);
        const server = await startServer({ dir, url });
        try {
          const floorUrl = new URL(`http://127.0.0.1:${server.port}/trpc/auth.me`);
          // Warm both calls before anything is timed.
          await load(floorUrl, { authorization: `Bearer ${bench.token}` }, 8, 100);
          await shakes(server.port, bench, 8, 100);
          for (const clients of CLIENT_COUNTS) {
            const floor = await load(floorUrl, { authorization: `Bearer ${bench.token}` }, clients, requests);
            const shake = await shakes(server.port, bench, clients, requests);
            const pick = ({ reqPerSec, p50Ms, p95Ms, p99Ms }: LoadResult) => ({ perSec: reqPerSec, p50Ms, p95Ms, p99Ms });
            print({ engine, clients, case: 'storefront.shake.shake', ...pick(shake), floor: { case: 'auth.me', ...pick(floor) } });
          }
        } finally {
          await server.stop();
        }
      } finally {
        if (!flags.keep) await dropDatabase(url);
      }
    }
  } finally {
    if (!flags.keep) rmSync(root, { recursive: true, force: true });
  }
}
