import { sendAllDuePushMessages } from '../core/app/push-run.ts';
import { baseContext } from '../core/shared/context.ts';
import { startOutboxLoop, type OutboxLoop } from './outbox-loop.ts';
import type { Runtime } from './runtime.ts';

export type PushDispatcher = OutboxLoop;

/**
 * Sends the due push messages every few seconds and whenever kicked, on the same loop as the mail
 * outbox. Without a push service (PUSH_PROVIDER) it does nothing and messages wait.
 */
export function startPushDispatcher(runtime: Runtime, log: (msg: string, extra?: object) => void): PushDispatcher {
  if (!runtime.env.pushService) return { kick() {}, stop() {} };
  return startOutboxLoop(
    async () => {
      const result = await sendAllDuePushMessages(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'push dispatcher' }));
      for (const m of result.merchants) if (m.messages || m.error) log(m.error ? 'push send failed' : 'push messages sent', m);
    },
    (error) => log('push send failed', { error: String(error) }),
  );
}
