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
  | { kind: 'rows'; json: string; last: number }
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

/** A reader thread and its messages, taken one at a time; it reads at most BATCHES_AHEAD batches ahead of them. */
class ReaderThread {
  private readonly worker: Worker;
  private readonly inbox: ReaderMessage[] = [];
  private notify: (() => void) | null = null;

  constructor(format: TFileFormat, filePath: string) {
    this.worker = new Worker(BOOT, {
      eval: true,
      workerData: { tsx: tsxApiUrl(), entry: new URL('./sheet-reader-worker.ts', import.meta.url).href, format, filePath },
    });
    const deliver = (message: ReaderMessage) => {
      this.inbox.push(message);
      this.notify?.();
    };
    this.worker.on('message', deliver);
    this.worker.on('error', (error) => deliver({ kind: 'error', row: null, message: error.message }));
    this.worker.on('exit', () => deliver({ kind: 'error', row: null, message: 'The file reader stopped.' }));
  }

  /** The next message, if one has come. */
  poll(): ReaderMessage | undefined {
    return this.inbox.shift();
  }

  async next(): Promise<ReaderMessage> {
    while (this.inbox.length === 0) await new Promise<void>((resolve) => (this.notify = resolve));
    return this.inbox.shift()!;
  }

  /** A batch was taken: the thread may read one more. */
  more(): void {
    this.worker.postMessage('more');
  }

  async stop(): Promise<void> {
    this.worker.removeAllListeners();
    await this.worker.terminate();
  }

  /** The thread's rows from its next message on, as readSheetRows gives them. */
  async *rows(onStamp: (stamp: TemplateStamp) => void): AsyncGenerator<SheetRow> {
    for (;;) {
      const message = await this.next();
      if (message.kind === 'done') return;
      if (message.kind === 'stamp') onStamp(message.stamp);
      else if (message.kind === 'error') throw message.row === null ? new Error(message.message) : new UnreadableFile(message.row, message.message);
      else {
        yield* JSON.parse(message.json) as SheetRow[];
        // Read: the thread may read one batch further.
        this.more();
      }
    }
  }

  /**
   * Of the batches come so far, drops those this reader is past (its rows up to reached are
   * given already) and answers the rows after reached of the first that goes further: null
   * while the thread is behind. Until then its stamps are this reader's to give, and a thread
   * that fails is simply left behind.
   */
  rowsAfter(reached: number): SheetRow[] | null {
    for (let message = this.poll(); message; message = this.poll()) {
      if (message.kind !== 'rows') continue;
      this.more();
      if (message.last <= reached) continue;
      return (JSON.parse(message.json) as SheetRow[]).filter((row) => row.number > reached);
    }
    return null;
  }
}

/**
 * A large workbook read two ways at once: on this thread from the first row, and on a reader
 * thread that starts meanwhile. A thread is a new isolate that must load the TypeScript loader
 * and exceljs before it reads a row (0.4 s on the 2-core development machine, while this thread
 * reads thousands of rows), so the import starts on this thread's rows; as soon as the thread
 * has read past them, the import goes on with its rows and parsing runs beside the checks. On a
 * busy machine the thread may never get ahead: this reader then reads the whole file and the
 * thread is stopped.
 */
export async function* racedRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void): AsyncGenerator<SheetRow> {
  const thread = new ReaderThread(format, filePath);
  const here = readSheetRows(format, createReadStream(filePath), onStamp);
  try {
    for await (const row of here) {
      yield row;
      const ahead = thread.rowsAfter(row.number);
      if (ahead) {
        await here.return(undefined);
        yield* ahead;
        yield* thread.rows(onStamp);
        return;
      }
    }
  } finally {
    await here.return(undefined);
    await thread.stop();
  }
}

/**
 * The rows of a stored file, as readSheetRows gives them. Parsing XLSX is the biggest single
 * cost of an import: a large workbook is also read on a thread of its own (racedRows), so that
 * parsing runs beside the checks of the rows already read.
 */
export async function readFileRows(format: TFileFormat, filePath: string, onStamp: (stamp: TemplateStamp) => void = () => {}): Promise<AsyncGenerator<SheetRow>> {
  const { size } = await stat(filePath);
  return format === 'xlsx' && size >= THREAD_FROM_BYTES ? racedRows(format, filePath, onStamp) : readSheetRows(format, createReadStream(filePath), onStamp);
}
