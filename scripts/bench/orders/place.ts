import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSession, resolveSession } from '../../../core/auth/sessions.ts';
import { runNextJob } from '../../../core/jobs/runner.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { summaryOfRow } from '../run-job.ts';
import { loadConfig } from '../../../core/platform/config.ts';
import { baseContext, type Ctx } from '../../../core/shared/context.ts';
import { openRuntime, type Runtime } from '../../../server/runtime.ts';
import { BENCH_REQUEST, type BenchShop } from './data/shop.ts';

/** Where a run's database and files are: every child case is given it. */
export interface Place {
  dir: string;
  url: string;
}

export const runtimeAt = (place: Place, migrate = false) => openRuntime(loadConfig({ DATA_DIR: place.dir, DATABASE_URL: place.url, MERCHANT_SECRET_KEY: 'bench' }), { migrate });

/** The measured shop, the day of its newest orders and the sizes it was generated with, written by the data case. */
export const SHOP_FILE = 'shop.json';
export type ShopFile = BenchShop & { newestDay: string; orders: number; others: number };
export const readShop = (place: Place) => JSON.parse(readFileSync(path.join(place.dir, SHOP_FILE), 'utf8')) as ShopFile;

/** The shop's master admin, signed in (a session of its own). */
export async function adminCtx(rt: Runtime, shop: BenchShop): Promise<Ctx> {
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  return (await resolveSession(base, await createSession(base, { merchantId: shop.merchantId, id: shop.userId })))!.ctx;
}

/** Runs the queued jobs of the shop until none is left. */
export async function runJobs(rt: Runtime, merchantId: string): Promise<void> {
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  while (await runNextJob(base, JOB_KINDS, (message, extra) => console.error(message, extra), { merchantId }));
}

export async function finishedJob(rt: Runtime, merchantId: string, id: string) {
  const job = await rt.database.client.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id } } });
  if (job.status !== 'completed') throw new Error(`job ${job.kind} ended ${job.status}: ${summaryOfRow(job)}`);
  return job;
}
