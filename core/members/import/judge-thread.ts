import { createReadStream } from 'node:fs';
import { READER_MESSAGES } from '../../workers/reader-messages.ts';
import { WorkerStreamError, workerStream } from '../../workers/worker-stream.ts';
import { ACCEPTED_WIDTH, type JudgeEvent, type JudgeOptions } from './judge-events.ts';

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

/**
 * The events of judgeMemberFile for a stored file. A file of a megabyte or more is read and
 * judged on a worker thread while this thread looks up and writes the batches already judged,
 * so an import keeps two cores busy; the worker stays at most BATCHES_AHEAD batches ahead and
 * stops when the reader does.
 */
export function judgeStoredFile(filePath: string, options: JudgeOptions, signal?: AbortSignal): AsyncGenerator<JudgeEvent> {
  // The stream's default 64 KB chunks: a larger chunk is parsed into thousands of rows at once,
  // which then wait long enough to outlive V8's young generation and pile up in the old one.
  return options.bytes < THREAD_FROM_BYTES ? ownThreadEvents(filePath, options) : threadEvents(filePath, options, signal);
}

/**
 * Loaded here only when this thread judges: the parser and libphonenumber-js's metadata cost a
 * process over 10 MB, which the import's thread does without when a worker reads the file.
 */
async function* ownThreadEvents(filePath: string, options: JudgeOptions): AsyncGenerator<JudgeEvent> {
  const { judgeMemberFile } = await import('./judge-file.ts');
  yield* judgeMemberFile(createReadStream(filePath), options);
}

/** The worker's events; a worker that ran out of memory or stopped refuses the file at the row it had reached. */
async function* threadEvents(filePath: string, options: JudgeOptions, signal?: AbortSignal): AsyncGenerator<JudgeEvent> {
  let reached = 1;
  try {
    for await (const event of workerStream<JudgeEvent>({ entry: new URL('./judge-worker.ts', import.meta.url), data: { filePath, options }, heap: READER_HEAP, ahead: BATCHES_AHEAD, signal })) {
      if (event.kind === 'rows') reached = lastRow(event, reached);
      yield event;
    }
  } catch (error) {
    if (!(error instanceof WorkerStreamError) || error.reason === 'aborted' || error.reason === 'failed') throw error;
    const reason = error.reason === 'out-of-memory' ? READER_MESSAGES.outOfMemory(reached + 1) : READER_MESSAGES.stopped(reached + 1);
    yield { kind: 'refused', error: { row: reached + 1, column: '', reason } };
  }
}

/** The last row number a batch of judged rows reached. */
function lastRow(event: Extract<JudgeEvent, { kind: 'rows' }>, before: number): number {
  const accepted = event.accepted.length >= ACCEPTED_WIDTH ? (event.accepted[event.accepted.length - ACCEPTED_WIDTH] as number) : 0;
  return Math.max(before, accepted, event.rejected.at(-1)?.row ?? 0);
}
