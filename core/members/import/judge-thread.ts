import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JudgeEvent, JudgeOptions } from './judge-events.ts';

/** Smaller files are read on the import's own thread: starting a thread costs more than it saves. */
export const THREAD_FROM_BYTES = 1024 * 1024;
/** Batches the reading thread may judge ahead of the writer: what it holds beyond one batch. */
const BATCHES_AHEAD = 2;
/**
 * The reading thread's heap. Parsing and judging a row (csv-parse, libphonenumber-js) makes
 * kilobytes of short-lived objects; within these bounds V8 collects them as it goes. Its live
 * data is its modules (about 11 MB) and a few batches. Measured reading a million rows alone:
 * as fast as with 32 MB old and 8 MB young, holding 7-8 MB less; 16 MB old made it slower.
 */
const READER_HEAP = { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 };

/** What the reading thread posts: an event as JSON (one string a batch, cheaper to pass than its objects), the end, or why it failed. */
export type ReaderMessage = { event: string } | { done: true } | { failed: string };

/**
 * A worker does not inherit the process's TypeScript loader: it starts from a line of
 * JavaScript that registers tsx's CommonJS hooks and requires the entry (the project runs its
 * sources with tsx). Not tsx's ESM API: that registers module hooks, which run on a thread of
 * their own and cost the process another 30 MB. Registered for the whole thread, not through
 * tsx's `require(id, from)`: that one loads every file under a new namespace, which is part of
 * the key of tsx's transform cache, so each file was compiled again on every import, by
 * esbuild's own worker thread (another isolate, about 10 MB, and most of the thread's start).
 */
const BOOT = "const { workerData: w } = require('node:worker_threads'); require(w.tsxApi).register(); require(w.entry);";

/**
 * The events of judgeMemberFile for a stored file. A file of a megabyte or more is read and
 * judged on a worker thread while this thread looks up and writes the batches already judged,
 * so an import keeps two cores busy; the worker stays at most BATCHES_AHEAD batches ahead and
 * stops when the reader does.
 */
export function judgeStoredFile(filePath: string, options: JudgeOptions): AsyncGenerator<JudgeEvent> {
  // The stream's default 64 KB chunks: a larger chunk is parsed into thousands of rows at once,
  // which then wait long enough to outlive V8's young generation and pile up in the old one.
  return options.bytes < THREAD_FROM_BYTES ? ownThreadEvents(filePath, options) : threadEvents(filePath, options);
}

/**
 * Loaded here only when this thread judges: the parser and libphonenumber-js's metadata cost a
 * process over 10 MB, which the import's thread does without when a worker reads the file.
 */
async function* ownThreadEvents(filePath: string, options: JudgeOptions): AsyncGenerator<JudgeEvent> {
  const { judgeMemberFile } = await import('./judge-file.ts');
  yield* judgeMemberFile(createReadStream(filePath), options);
}

async function* threadEvents(filePath: string, options: JudgeOptions): AsyncGenerator<JudgeEvent> {
  // How many more batches the worker may post, counted in shared memory: a message to a busy
  // thread measured over a millisecond each.
  const credits = new Int32Array(new SharedArrayBuffer(4));
  credits[0] = BATCHES_AHEAD;
  const worker = new Worker(BOOT, {
    eval: true,
    resourceLimits: READER_HEAP,
    workerData: { tsxApi: createRequire(import.meta.url).resolve('tsx/cjs/api'), entry: fileURLToPath(new URL('./judge-worker.ts', import.meta.url)), filePath, options, credits },
  });
  const inbox: (ReaderMessage | Error)[] = [];
  let wake: (() => void) | null = null;
  const deliver = (message: ReaderMessage | Error) => {
    inbox.push(message);
    wake?.();
  };
  worker.on('message', deliver);
  worker.on('error', deliver);
  // An exit before 'done' is a reader that died, never the end of the file.
  worker.on('exit', () => deliver(new Error('The member file reader stopped before the end of the file.')));
  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift()!;
      if (message instanceof Error) throw message;
      if ('done' in message) return;
      if ('failed' in message) throw new Error(message.failed);
      yield JSON.parse(message.event) as JudgeEvent;
      // Taken: the worker may judge one batch further.
      Atomics.add(credits, 0, 1);
      Atomics.notify(credits, 0);
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
