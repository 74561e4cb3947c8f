import { dispatchPending, smtpTransport, type Transport } from '../core/mail/dispatch.ts';
import { startOutboxLoop, type OutboxLoop } from './outbox-loop.ts';
import type { Runtime } from './runtime.ts';

export type MailDispatcher = OutboxLoop;

/**
 * Delivers the outbox over SMTP when SMTP_URL is set; every few seconds and whenever kicked.
 * Without SMTP it does nothing and mail waits in the outbox.
 */
export function startMailDispatcher(runtime: Runtime, log: (msg: string, extra?: object) => void, transport?: Transport): MailDispatcher {
  const smtp = transport ?? (runtime.config.smtpUrl ? smtpTransport(runtime.config.smtpUrl) : undefined);
  if (!smtp) return { kick() {}, stop() {} };
  return startOutboxLoop(
    async () => {
      const result = await dispatchPending(runtime.database.client, smtp, runtime.config.mailFrom, { storage: runtime.env.storage });
      if (result.sent || result.failed) log('mail dispatched', result);
    },
    (error) => log('mail dispatch failed', { error: String(error) }),
  );
}
