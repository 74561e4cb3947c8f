// Runs on a worker thread of reader-thread.ts: reads a file with one of the product's readers,
// counting its rows, and posts how reading ended (its rows, or the refusal and its row).
import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { judgeMemberFile } from '../../core/members/import/judge-file.ts';
import { readFileRows, readSheetRows, UnreadableFile } from '../../core/sheets/sheet-reader.ts';
import type { ReaderName, ReadOutcome } from './reader-thread.ts';

async function rowsOf(rows: AsyncIterable<unknown>): Promise<ReadOutcome> {
  let count = 0;
  try {
    for await (const _ of rows) count++;
    return { rows: count, refusal: null };
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    return { rows: count, refusal: { row: error.row, message: error.message } };
  }
}

/** The member import refuses a file with an event: a wrong header, or the file as a whole. */
async function memberOutcome(path: string): Promise<ReadOutcome> {
  let rows = 0;
  for await (const event of judgeMemberFile(createReadStream(path), { today: '2026-11-26', maxRows: 1_000_000, bytes: 1_000_000 })) {
    if (event.kind === 'rows') rows = event.rows;
    else if (event.kind === 'refused') return { rows, refusal: { row: event.error.row, message: event.error.reason } };
    else if (event.header.errors.length > 0) return { rows, refusal: { row: 1, message: event.header.errors[0]!.reason } };
  }
  return { rows, refusal: null };
}

const READERS: Record<ReaderName, (path: string) => Promise<ReadOutcome>> = {
  // Product import and mass shipping: a stored file.
  'csv-file': (path) => rowsOf(readFileRows('csv', path)),
  'xlsx-file': (path) => rowsOf(readFileRows('xlsx', path)),
  // A voucher run's member list: an upload's stream.
  'csv-stream': (path) => rowsOf(readSheetRows('csv', createReadStream(path))),
  'xlsx-stream': (path) => rowsOf(readSheetRows('xlsx', createReadStream(path))),
  // The mass update: a stream, dates as text.
  'xlsx-dates': (path) => rowsOf(readSheetRows('xlsx', createReadStream(path), () => {}, { isoDates: true })),
  member: memberOutcome,
};

parentPort!.on('message', ({ id, reader, path }: { id: number; reader: ReaderName; path: string }) => {
  READERS[reader](path).then(
    (outcome) => parentPort!.postMessage({ id, outcome }),
    (error: unknown) => parentPort!.postMessage({ id, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
});
