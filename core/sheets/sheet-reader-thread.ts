import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createReadStream } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { TFileFormat } from '../jobs/schema.ts';
import { UnreadableFile, readSheetRows, type SheetRow, type TemplateStamp } from './sheet-reader.ts';

export const ROWS_PER_BATCH = 500;
/** Batches the worker may read ahead of the import; memory stays bounded by these. */
export const BATCHES_AHEAD = 4;
/**
 * Smaller workbooks are read on the import's own thread: starting a thread costs more than it
 * saves. CSV always is: csv-parse is quicker than handing its rows over.
 */
const THREAD_FROM_BYTES = 1024 * 1024;

export type ReaderMessage =
  | { kind: 'rows'; json: string }
  | { kind: 'stamp'; stamp: TemplateStamp }
  | { kind: 'done' }
  | { kind: 'error'; row: number | null; message: string };

/**
 * The worker is started from a line of JavaScript that loads its TypeScript module with tsx's
 * ESM API (the project runs its sources with tsx; a worker does not inherit a loader).
 */
const BOOT = "const { workerData } = require('node:worker_threads'); import(workerData.tsx).then((tsx) => tsx.tsImport(workerData.entry, workerData.entry));";

/** The file URL of tsx's ESM API, as its package's exports name it. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/** Rows from a worker thread, as readSheetRows gives them; the worker stops when the reader does. */
async function* threadRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void): AsyncGenerator<SheetRow> {
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: { tsx: tsxApiUrl(), entry: new URL('./sheet-reader-worker.ts', import.meta.url).href, format, filePath },
  });
  const inbox: ReaderMessage[] = [];
  let notify: (() => void) | null = null;
  const deliver = (message: ReaderMessage) => {
    inbox.push(message);
    notify?.();
  };
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ kind: 'error', row: null, message: error.message }));
  worker.on('exit', () => deliver({ kind: 'error', row: null, message: 'The file reader stopped.' }));
  try {
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (notify = resolve));
      const message = inbox.shift()!;
      if (message.kind === 'done') return;
      if (message.kind === 'stamp') onStamp(message.stamp);
      else if (message.kind === 'error') throw message.row === null ? new Error(message.message) : new UnreadableFile(message.row, message.message);
      else {
        yield* JSON.parse(message.json) as SheetRow[];
        // Read: the worker may read one batch further.
        worker.postMessage('more');
      }
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

/**
 * The rows of a stored file, as readSheetRows gives them. A large workbook is parsed on a
 * worker thread while the import judges the rows already read: parsing XLSX is the biggest
 * single cost of an import, and this way it runs beside the rest instead of before it.
 */
export async function readFileRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void = () => {}): Promise<AsyncGenerator<SheetRow>> {
  const { size } = await stat(filePath);
  return format === 'xlsx' && size >= THREAD_FROM_BYTES ? threadRows(format, filePath, onStamp) : readSheetRows(format, createReadStream(filePath), onStamp);
}
