import { dispatchPending, smtpTransport, type Transport } from '../core/mail/dispatch.ts';
import type { Runtime } from './runtime.ts';

export interface MailDispatcher {
  /** Sends what is pending soon (after a mutation that may have queued mail). */
  kick(): void;
  stop(): void;
}

/**
 * Delivers the outbox over SMTP when SMTP_URL is set; every few seconds and whenever kicked.
 * Without SMTP it does nothing and mail waits in the outbox.
 */
export function startMailDispatcher(runtime: Runtime, log: (msg: string, extra?: object) => void, transport?: Transport): MailDispatcher {
  const smtp = transport ?? (runtime.config.smtpUrl ? smtpTransport(runtime.config.smtpUrl) : undefined);
  if (!smtp) return { kick() {}, stop() {} };
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const result = await dispatchPending(runtime.database.client, smtp, runtime.config.mailFrom, { storage: runtime.env.storage });
        if (result.sent || result.failed) log('mail dispatched', result);
      } while (again);
    } catch (error) {
      log('mail dispatch failed', { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, 5_000);
  timer.unref();
  return { kick: () => void run(), stop: () => clearInterval(timer) };
}
