import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * An async generator run on a worker thread with a capped heap, consumed here with
 * backpressure. Reading an uploaded file is the one thing in the product whose memory a stranger
 * chooses: on its own thread, a file that slips past the readers' limits runs that thread out of
 * memory, and the job that read it fails, while the server keeps answering.
 */

/** What the worker posts: an item as JSON (one string, cheaper to pass than its objects), the end, or why it failed. */
export type WorkerMessage = { item: string } | { done: true } | { failed: WorkerFailure };

/** A failure thrown on the worker, as it crosses to this thread. */
export interface WorkerFailure {
  message: string;
  /** The spreadsheet row the reader had reached, when the error names one. */
  row?: number;
}

/** Why the stream ended early: the worker's own error, its heap ran out, it stopped, or the caller aborted. */
export class WorkerStreamError extends Error {
  constructor(
    readonly reason: 'failed' | 'out-of-memory' | 'exited' | 'aborted',
    message: string,
    readonly row?: number,
  ) {
    super(message);
  }
}

export interface WorkerStreamOptions {
  /** The worker's module (its TypeScript source; compiled, its .js sibling runs); it calls serveStream. */
  entry: URL;
  /** Its workerData, beside the credits. */
  data: Record<string, unknown>;
  heap: ResourceLimits;
  /** Items the worker may produce before this thread has taken them. */
  ahead: number;
  signal?: AbortSignal;
}

/**
 * A worker does not inherit the process's TypeScript loader: it starts from a line of
 * JavaScript that registers tsx's CommonJS hooks and requires the entry. Not tsx's ESM API: that
 * registers module hooks, which run on a thread of their own and cost the process another 30 MB.
 * Registered for the whole thread, not through tsx's `require(id, from)`: that one loads every
 * file under a new namespace, part of the key of tsx's transform cache, so each file was
 * compiled again on every start.
 */
const BOOT = "const { workerData: w } = require('node:worker_threads'); require(w.tsxApi).register(); require(w.entry);";

/**
 * Compiled (dist/node), this module and the worker entries are JavaScript side by side: the
 * entry's .js sibling starts as it is, without tsx.
 */
const compiled = !new URL(import.meta.url).pathname.endsWith('.ts');

/** The items the worker's serveStream produces, in order; the worker stops when this generator does. */
export async function* workerStream<T>(options: WorkerStreamOptions): AsyncGenerator<T> {
  options.signal?.throwIfAborted();
  // How many more items the worker may post, counted in shared memory: a message to a busy
  // thread measured over a millisecond each.
  const credits = new Int32Array(new SharedArrayBuffer(4));
  credits[0] = options.ahead;
  const worker = compiled
    ? new Worker(new URL(options.entry.href.replace(/\.ts$/, '.js')), { resourceLimits: options.heap, workerData: { ...options.data, credits } })
    : new Worker(BOOT, {
        eval: true,
        resourceLimits: options.heap,
        workerData: { ...options.data, tsxApi: createRequire(import.meta.url).resolve('tsx/cjs/api'), entry: fileURLToPath(options.entry), credits },
      });
  const inbox: (WorkerMessage | WorkerStreamError)[] = [];
  let wake: (() => void) | null = null;
  const deliver = (message: WorkerMessage | WorkerStreamError) => {
    inbox.push(message);
    wake?.();
  };
  worker.on('message', deliver);
  worker.on('error', (error: Error & { code?: string }) =>
    deliver(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerStreamError('out-of-memory', error.message) : new WorkerStreamError('failed', error.message)),
  );
  // An exit before 'done' is a worker that died, never the end of the stream.
  worker.on('exit', () => deliver(new WorkerStreamError('exited', 'The worker stopped before the end.')));
  const abort = () => deliver(new WorkerStreamError('aborted', String(options.signal?.reason ?? 'aborted')));
  if (options.signal?.aborted) abort();
  else options.signal?.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift()!;
      if (message instanceof WorkerStreamError) throw message;
      if ('done' in message) return;
      if ('failed' in message) throw new WorkerStreamError('failed', message.failed.message, message.failed.row);
      yield JSON.parse(message.item) as T;
      // Taken: the worker may produce one item further.
      Atomics.add(credits, 0, 1);
      Atomics.notify(credits, 0);
    }
  } finally {
    options.signal?.removeEventListener('abort', abort);
    worker.removeAllListeners();
    await worker.terminate();
  }
}
