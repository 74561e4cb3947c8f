import { unicodeFontProblem } from '../../core/invoices/pdf-fonts.ts';
import type { AppConfig } from '../../core/platform/config.ts';
import { buildServer } from '../http/app.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { buildDashboardIfNeeded } from './build-dashboard.ts';
import { seedDemo } from './demo-seed.ts';
import { english } from '../../core/shared/english.ts';

export interface Serving {
  url: string;
  demo: { username: string; password: string } | null;
  /** What it serves, for a script that adds records to the running app (npm run screenshots). */
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * The product as one process (npm start, merchant serve): build the dashboard if its sources
 * changed, migrate, seed the demo merchant into an empty non-production database, serve the
 * API and the dashboard.
 */
export async function serve(config: AppConfig, options: { logger?: boolean; buildDashboard?: boolean } = {}): Promise<Serving> {
  if (options.buildDashboard ?? true) await buildDashboardIfNeeded();
  const runtime = await openRuntime(config, { migrate: true });
  // Without a Unicode font, Chinese text in invoices and packing slips prints as '?': say so once, here.
  const fontProblem = unicodeFontProblem();
  if (fontProblem) console.warn(`Warning: ${english(fontProblem)}`);
  let demo: Serving['demo'] = null;
  if (!config.production && (await runtime.database.client.merchant.count()) === 0) demo = await seedDemo(runtime);
  // Request logs by default in production; LOG_REQUESTS=1 turns them on anywhere.
  const app = await buildServer(runtime, { logger: options.logger ?? (config.production || process.env.LOG_REQUESTS === '1') });
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  // A wildcard address is reachable on this machine as localhost.
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    demo,
    runtime,
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}

/** How long a stopping server waits for running jobs to reach a safe point before it exits anyway. */
const STOP_GRACE_MS = 30_000;

/**
 * SIGINT and SIGTERM stop the server cleanly: it stops taking requests and answers the ones in
 * flight, running jobs stop at their next safe point (one that had not committed fails as
 * interrupted, having written nothing; one that had finishes on the next start), the database
 * closes, and the process exits. A second signal, or a job still running after the grace
 * period, exits at once: the next start recovers what was left.
 */
export function stopOnSignals(serving: Serving, log: (message: string) => void = console.error): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal}: stopping (running jobs stop at their next safe point)...`);
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    serving.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stopping failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
}
