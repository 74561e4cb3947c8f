import { baseContext } from '../core/shared/context.ts';
import { dispatchWhatsappNotifications } from '../core/website/whatsapp-notifications.ts';
import { startOutboxLoop, type OutboxLoop } from './outbox-loop.ts';
import type { Runtime } from './runtime.ts';

/**
 * Sends the merchants' queued WhatsApp notifications (docs/website.md) every few seconds and
 * whenever kicked. Without a WhatsApp provider it does nothing and they wait.
 */
export function startWhatsappDispatcher(runtime: Runtime, log: (msg: string, extra?: object) => void): OutboxLoop {
  const sender = runtime.env.whatsappSender;
  if (!sender) return { kick() {}, stop() {} };
  return startOutboxLoop(
    async () => {
      const result = await dispatchWhatsappNotifications(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'whatsapp dispatcher' }), sender);
      if (result.sent || result.failed || result.noCredits) log('whatsapp notifications dispatched', result);
    },
    (error) => log('whatsapp dispatch failed', { error: String(error) }),
  );
}
