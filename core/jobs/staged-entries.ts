import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import type { Storage } from '../storage/storage.ts';
import { jobFileKey } from './job-params.ts';

/** Bytes buffered on the way out: an entry is up to a kilobyte, and each write to storage is a trip to the thread pool. */
const BUFFER_BYTES = 1024 * 1024;

/**
 * What a job will write, one JSON line an entry, kept in storage under the job until it has
 * been written: the entries are judged once, the writes come later in short transactions
 * (job-commit.ts), and a process that stops part way leaves the rest for the next to finish.
 * Memory stays flat however many entries there are.
 */
export class StagedEntries<T> {
  #out: PassThrough | null = null;
  #stored: Promise<void> | null = null;
  count = 0;

  constructor(
    private readonly storage: Storage,
    readonly key: string,
  ) {}

  async write(entry: T): Promise<void> {
    if (!this.#out) {
      this.#out = new PassThrough({ highWaterMark: BUFFER_BYTES });
      this.#stored = this.storage.putStream(this.key, this.#out);
    }
    this.count++;
    if (!this.#out.write(`${JSON.stringify(entry)}\n`)) await Promise.race([once(this.#out, 'drain'), this.#stored]);
  }

  /** Ends writing: the entries are in storage when this resolves. */
  async close(): Promise<void> {
    if (!this.#out) return;
    this.#out.end();
    await this.#stored;
  }

  /** The entries in order, after the first `skip` (those already written by an earlier run). */
  async *entries(skip = 0): AsyncGenerator<T> {
    if (this.count === 0 && !(await this.exists())) return;
    const lines = createInterface({ input: await this.storage.get(this.key), crlfDelay: Infinity });
    let index = 0;
    for await (const line of lines) {
      if (!line) continue;
      if (index++ >= skip) yield JSON.parse(line) as T;
    }
  }

  async exists(): Promise<boolean> {
    return this.storage.size(this.key).then(
      () => true,
      () => false,
    );
  }

  /** Forgets the entries (the job has written them, or never will). */
  async dispose(): Promise<void> {
    this.#out?.destroy();
    await this.#stored?.catch(() => undefined);
    await this.storage.remove(this.key);
  }
}

/** Where a job stages its writes: among the job's own files. */
export const stagedKeyOf = (job: { merchantId: string; id: string }) => jobFileKey(job.merchantId, job.id, 'staged.ndjson');

/** The staged entries of a job. */
export const stagedEntriesOf = <T>(storage: Storage, job: { merchantId: string; id: string }) => new StagedEntries<T>(storage, stagedKeyOf(job));
