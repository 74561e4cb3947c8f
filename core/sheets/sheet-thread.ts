import { stat } from 'node:fs/promises';
import type { TFileFormat } from '../jobs/schema.ts';
import { READER_MESSAGES } from '../workers/reader-messages.ts';
import { WorkerStreamError, workerStream } from '../workers/worker-stream.ts';
import { UnreadableFile, readFileRows, type SheetOptions, type SheetRow, type TemplateStamp } from './sheet-reader.ts';

/** What the reading thread posts: a batch of rows, or the template stamp it found. */
export type SheetItem = { rows: SheetRow[] } | { stamp: TemplateStamp };

/**
 * A CSV this small is read on the job's own thread: its rows cannot hold more than its bytes,
 * and a thread costs a quarter of a second to start. A workbook is always read on a thread of
 * its own: a few kilobytes of zip can claim to hold gigabytes.
 */
const OWN_THREAD_CSV_BYTES = 1024 * 1024;
/** Batches the reading thread may read ahead of the job. */
const BATCHES_AHEAD = 2;
/**
 * The reading thread's heap: room for a workbook's shared strings at their limit
 * (core/shared/limits.ts) and a few batches of rows; the readers' own limits refuse a file long
 * before it, so reaching it means a file found a way past them, and only its job fails.
 */
const READER_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

export interface StoredRowsOptions {
  onStamp?: (stamp: TemplateStamp) => void;
  signal?: AbortSignal;
  /** How the reader gives some cells (a workbook's dates as ISO text, say). */
  sheet?: SheetOptions;
}

/**
 * The rows of a stored upload, as readFileRows gives them, read on a worker thread with a capped
 * heap (small CSV files excepted). A reader's refusal arrives as the same UnreadableFile; a
 * thread that ran out of memory or stopped refuses the file at the row it had reached.
 */
export async function* readStoredRows(format: TFileFormat, filePath: string, options: StoredRowsOptions = {}): AsyncGenerator<SheetRow> {
  const onStamp = options.onStamp ?? (() => {});
  if (format === 'csv' && (await stat(filePath)).size < OWN_THREAD_CSV_BYTES) {
    yield* readFileRows(format, filePath, onStamp, options.sheet);
    return;
  }
  let reached = 1;
  try {
    for await (const item of workerStream<SheetItem>({ entry: new URL('./sheet-worker.ts', import.meta.url), data: { format, filePath, sheet: options.sheet ?? {} }, heap: READER_HEAP, ahead: BATCHES_AHEAD, signal: options.signal })) {
      if ('stamp' in item) onStamp(item.stamp);
      else {
        reached = item.rows.at(-1)?.number ?? reached;
        yield* item.rows;
      }
    }
  } catch (error) {
    if (!(error instanceof WorkerStreamError) || error.reason === 'aborted') throw error;
    // The reader's refusals name their row; anything else failing on the thread is a fault, not the file's.
    if (error.reason === 'failed') throw error.row === undefined ? error : new UnreadableFile(error.row, error.message);
    throw new UnreadableFile(reached + 1, error.reason === 'out-of-memory' ? READER_MESSAGES.outOfMemory(reached + 1) : READER_MESSAGES.stopped(reached + 1));
  }
}
