import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildServer } from '../../server/http/app.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from './fixtures.ts';
import { testRuntime } from './runtime.ts';

// What a test file shares, made with `await` at its top when the file loads and closed after its
// last test, so that each file sets up in one line and names its runtime and shop as constants.

/** The test file's runtime on a fresh database (testRuntime), closed after its tests. */
export async function fileRuntime(): Promise<Runtime> {
  const rt = await testRuntime();
  afterAll(() => rt.close());
  return rt;
}

export interface ShopWorld<Shop> {
  rt: Runtime;
  shop: Shop;
}

/**
 * The test file's runtime and the shop its tests share: a merchant with its master admin signed
 * in (seedMerchant: its caller, token and id), or what seed makes, such as seedShop's shop that
 * sells on its website.
 */
export async function shopWorld(): Promise<ShopWorld<SeededMerchant>>;
export async function shopWorld<Shop>(seed: (rt: Runtime) => Promise<Shop>): Promise<ShopWorld<Shop>>;
export async function shopWorld(seed: (rt: Runtime) => Promise<unknown> = seedMerchant): Promise<ShopWorld<unknown>> {
  const rt = await fileRuntime();
  return { rt, shop: await seed(rt) };
}

/**
 * The runtime served over HTTP, for app.inject(), with the built dashboard from dashboardDir when
 * given. Closed after the file's tests, before the runtime (vitest runs after-hooks in reverse).
 */
export async function fileServer(rt: Runtime, dashboardDir: string | null = null): Promise<FastifyInstance> {
  const app = await buildServer(rt, { logger: false, dashboardDir });
  afterAll(() => app.close());
  return app;
}
