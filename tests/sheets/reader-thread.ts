// The product's file readers on a worker thread with a capped heap, so that a file that runs a
// reader out of memory fails its test instead of killing the test process, and one that keeps a
// reader busy too long is stopped.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export type ReaderName = 'csv-file' | 'xlsx-file' | 'csv-stream' | 'xlsx-stream' | 'xlsx-dates' | 'member';

export interface ReadOutcome {
  rows: number;
  /** The reader's refusal of the file, with the row it names; null when the file was read to its end. */
  refusal: { row: number; message: string } | null;
}

/** The heap a reader has: a fraction of what a server has, as on the thread that reads uploads. */
const HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };
/** How long reading any file may take, on a busy machine of two cores. */
export const TIME_LIMIT_MS = 20_000;

/**
 * A worker does not inherit vitest's TypeScript loader: it starts from a line of JavaScript that
 * registers tsx's CommonJS hooks and requires the entry (as core/members/import/judge-thread.ts does).
 */
const BOOT = "const { workerData: w } = require('node:worker_threads'); require(w.tsxApi).register(); require(w.entry);";

export class ReaderThread {
  private worker: Worker | null = null;
  private next = 0;

  private start(): Worker {
    this.worker ??= new Worker(BOOT, {
      eval: true,
      resourceLimits: HEAP,
      workerData: { tsxApi: createRequire(import.meta.url).resolve('tsx/cjs/api'), entry: fileURLToPath(new URL('./reader-worker.ts', import.meta.url)) },
    });
    return this.worker;
  }

  /** How reading path with reader ended, and how long it took; fails when the reader ran out of memory, threw something else than a refusal, or took too long. */
  async read(reader: ReaderName, path: string): Promise<ReadOutcome & { ms: number }> {
    const worker = this.start();
    const id = ++this.next;
    const started = performance.now();
    try {
      return await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${reader} took more than ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          settle();
        };
        const onMessage = (message: { id: number; outcome?: ReadOutcome; failed?: string }) => {
          if (message.id !== id) return;
          done(() => (message.outcome ? resolve({ ...message.outcome, ms: performance.now() - started }) : reject(new Error(`${reader} failed: ${message.failed}`))));
        };
        // ERR_WORKER_OUT_OF_MEMORY when the reader passed the heap's limit.
        const onError = (error: Error) => done(() => reject(new Error(`${reader} stopped: ${error.message}`)));
        const onExit = (code: number) => done(() => reject(new Error(`${reader} exited with ${code}`)));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        worker.postMessage({ id, reader, path });
      });
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
