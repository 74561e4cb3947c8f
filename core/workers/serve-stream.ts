// The worker's side of worker-stream.ts: posts a generator's items, never more than the consumer
// has room for.
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerFailure, WorkerMessage } from './worker-stream.ts';

/**
 * Waits until the consumer has taken enough items for one more, and takes the credit. The
 * worker has nothing else to do meanwhile, so it may block (waking now and then, so that a
 * terminate() is never kept waiting).
 */
function credit(credits: Int32Array): void {
  while (Atomics.load(credits, 0) <= 0) Atomics.wait(credits, 0, 0, 100);
  Atomics.sub(credits, 0, 1);
}

/** An error as it crosses to the consumer: its message, and the row when it names one. */
function failureOf(error: unknown): WorkerFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const row = (error as { row?: unknown }).row;
  return typeof row === 'number' ? { message: error.message, row } : { message: error.message };
}

/** Runs source to its end on this worker thread, posting each item to the thread that started it. */
export function serveStream(source: AsyncIterable<unknown>): void {
  const port = parentPort!;
  const { credits } = workerData as { credits: Int32Array };
  const post = (message: WorkerMessage) => port.postMessage(message);
  (async () => {
    for await (const item of source) {
      credit(credits);
      post({ item: JSON.stringify(item) });
    }
    post({ done: true });
  })()
    .catch((error: unknown) => post({ failed: failureOf(error) }))
    .finally(() => port.close());
}
