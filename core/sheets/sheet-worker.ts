// Runs in a worker thread (sheet-thread.ts): reads a stored CSV or XLSX file and posts its rows
// in batches, never more than a few batches ahead of the job that takes them.
import { workerData } from 'node:worker_threads';
import type { TFileFormat } from '../jobs/schema.ts';
import { serveStream } from '../workers/serve-stream.ts';
import { readFileRows, type SheetOptions, type SheetRow, type TemplateStamp } from './sheet-reader.ts';
import type { SheetItem } from './sheet-thread.ts';

const { format, filePath, sheet } = workerData as { format: TFileFormat; filePath: string; sheet: SheetOptions };

/** Rows per message: a message is a trip across threads, a row is a few hundred bytes. */
const ROWS_PER_BATCH = 500;

/** The rows in batches, each template stamp as soon as the reader found it (before a refusal too). */
async function* items(): AsyncGenerator<SheetItem> {
  const stamps: TemplateStamp[] = [];
  let batch: SheetRow[] = [];
  try {
    for await (const row of readFileRows(format, filePath, (stamp) => stamps.push(stamp), sheet)) {
      while (stamps.length > 0) yield { stamp: stamps.shift()! };
      batch.push(row);
      if (batch.length === ROWS_PER_BATCH) {
        yield { rows: batch };
        batch = [];
      }
    }
  } finally {
    while (stamps.length > 0) yield { stamp: stamps.shift()! };
  }
  if (batch.length > 0) yield { rows: batch };
}

serveStream(items());
