import { describe, expect, it } from 'vitest';
import { WorkerStreamError, workerStream } from '../../core/workers/worker-stream.ts';

// A file is read on a thread of its own so that its memory is capped there: a reader that runs
// out fails its own stream, and the process that started it carries on.
const collect = async <T>(stream: AsyncGenerator<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
};

describe('workerStream', () => {
  it('gives the worker’s items in order, a few at a time', async () => {
    expect(await collect(workerStream<number>({ entry: new URL('./counting-worker.ts', import.meta.url), data: { to: 50 }, heap: { maxOldGenerationSizeMb: 32 }, ahead: 2 }))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('fails the stream, not the process, when the worker runs out of memory', async () => {
    const error = await collect(workerStream<number>({ entry: new URL('./hungry-worker.ts', import.meta.url), data: {}, heap: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 }, ahead: 4 })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WorkerStreamError);
    expect((error as WorkerStreamError).reason).toBe('out-of-memory');
    // This thread goes on: another stream runs to its end.
    expect(await collect(workerStream<number>({ entry: new URL('./counting-worker.ts', import.meta.url), data: { to: 3 }, heap: { maxOldGenerationSizeMb: 32 }, ahead: 2 }))).toEqual([1, 2, 3]);
  }, 60_000);

  it('stops the worker when the caller aborts', async () => {
    const control = new AbortController();
    const stream = workerStream<number>({ entry: new URL('./counting-worker.ts', import.meta.url), data: { to: 1_000_000 }, heap: { maxOldGenerationSizeMb: 32 }, ahead: 2, signal: control.signal });
    expect((await stream.next()).value).toBe(1);
    control.abort('time-limit');
    const error = await collect(stream).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ reason: 'aborted', message: 'time-limit' });
  });
});
