// Runs in a worker thread (see sheet-reader-thread.ts): reads a file with readSheetRows and
// posts its rows in batches, never more than a few batches ahead of the reader.
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { TFileFormat } from '../jobs/schema.ts';
import { UnreadableFile, readSheetRows, type SheetRow } from './sheet-reader.ts';
import { ROWS_PER_BATCH, BATCHES_AHEAD, type ReaderMessage } from './sheet-reader-thread.ts';

const port = parentPort!;
const { format, filePath } = workerData as { format: TFileFormat; filePath: string };
let credits = BATCHES_AHEAD;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
});

const post = (message: ReaderMessage) => port.postMessage(message);

async function send(rows: SheetRow[]): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  // One string per batch: the structured clone of thousands of small strings costs more than JSON.
  post({ kind: 'rows', json: JSON.stringify(rows), last: rows.at(-1)!.number });
}

try {
  let batch: SheetRow[] = [];
  for await (const row of readSheetRows(format, createReadStream(filePath), (stamp) => post({ kind: 'stamp', stamp }))) {
    batch.push(row);
    if (batch.length >= ROWS_PER_BATCH) {
      await send(batch);
      batch = [];
    }
  }
  if (batch.length) await send(batch);
  post({ kind: 'done' });
} catch (error) {
  post({ kind: 'error', row: error instanceof UnreadableFile ? error.row : null, message: error instanceof Error ? error.message : String(error) });
} finally {
  port.close();
}
