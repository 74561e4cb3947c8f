import type { AppConfig } from '../../core/platform/config.ts';
import type { Runtime } from '../../server/runtime.ts';
import { withSpinner } from '../ui/spinner.ts';

/**
 * Runs fn on the local database, migrated first (cheap when nothing is pending) so every command
 * works on a fresh checkout just as `merchant serve` would. The database code loads only here.
 */
export async function withLocalRuntime<T>(config: AppConfig, fn: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await withSpinner('Opening the local database', async () => {
    const { openRuntime } = await import('../../server/runtime.ts');
    return openRuntime(config, { migrate: true });
  });
  try {
    return await fn(runtime);
  } finally {
    await runtime.close();
  }
}
