import { runDueReloads } from '../core/credits/reload-run.ts';
import { baseContext } from '../core/shared/context.ts';
import { startOutboxLoop, type OutboxLoop } from './outbox-loop.ts';
import type { Runtime } from './runtime.ts';

/**
 * Charges the credit auto-reloads that are due (docs/credits.md) every few seconds and whenever
 * kicked. Without card payments it does nothing and they wait.
 */
export function startCreditReloadDispatcher(runtime: Runtime, log: (msg: string, extra?: object) => void): OutboxLoop {
  if (!runtime.env.cardPayments) return { kick() {}, stop() {} };
  return startOutboxLoop(
    async () => {
      const result = await runDueReloads(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'credit reload dispatcher' }));
      if (result.paid || result.failed || result.no_card || result.retry) log('credit auto-reloads charged', result);
    },
    (error) => log('credit auto-reload failed', { error: String(error) }),
  );
}
