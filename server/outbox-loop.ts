export interface OutboxLoop {
  /** Runs soon (after a mutation that may have queued something). */
  kick(): void;
  stop(): void;
}

/**
 * Runs one pass of an outbox (mail, push messages, WhatsApp notifications) every few seconds and
 * whenever kicked: one pass at a time, and a kick during a pass runs another right after it, so
 * nothing queued waits for the next tick.
 */
export function startOutboxLoop(pass: () => Promise<void>, onError: (error: unknown) => void, everyMs = 5_000): OutboxLoop {
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
        await pass();
      } while (again);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { kick: () => void run(), stop: () => clearInterval(timer) };
}
