// Runs in a worker thread (judge-thread.ts): reads and judges a member file and posts its
// events, never more than a few batches ahead of the import that writes them.
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { JudgeOptions } from './judge-events.ts';
import { judgeMemberFile } from './judge-file.ts';
import type { ReaderMessage } from './judge-thread.ts';

const port = parentPort!;
const { filePath, options, credits } = workerData as { filePath: string; options: JudgeOptions; credits: Int32Array };

/**
 * Waits until the import has taken enough batches for one more, and takes the credit. This
 * thread has nothing else to do meanwhile, so it may block (waking now and then, so that a
 * terminate() is never kept waiting).
 */
function credit(): void {
  while (Atomics.load(credits, 0) <= 0) Atomics.wait(credits, 0, 0, 100);
  Atomics.sub(credits, 0, 1);
}

const post = (message: ReaderMessage) => port.postMessage(message);

async function run(): Promise<void> {
  for await (const event of judgeMemberFile(createReadStream(filePath), options)) {
    credit();
    post({ event: JSON.stringify(event) });
  }
  post({ done: true });
}

run()
  .catch((error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }))
  .finally(() => port.close());
