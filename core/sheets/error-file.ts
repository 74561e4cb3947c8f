import { PassThrough } from 'node:stream';
import { english } from '../shared/english.ts';
import type { Storage } from '../storage/storage.ts';
import type { RowError } from './sheet-header.ts';
import { openSheetWriter, type SheetWriter } from './sheet-writer.ts';

export const ERROR_FILE_HEADER = ['Row', 'Column', 'Reason'] as const;

/** How many errors a job keeps at hand for its summary; the file has them all. */
const KEPT = 5;

/**
 * The rejected rows of a file as a CSV (row, column, reason, then the row's own cells under
 * the file's own headers), written to storage as the errors are found. Nothing is stored when
 * there are none.
 */
export class ErrorFile {
  readonly rows = new Set<number>();
  readonly first: RowError[] = [];
  #count = 0;
  #writer: Promise<{ sheet: SheetWriter; output: PassThrough; stored: Promise<void> }> | null = null;

  constructor(
    private readonly storage: Storage,
    readonly key: string,
    private readonly header: readonly string[],
  ) {}

  get count(): number {
    return this.#count;
  }

  async add(error: RowError, cells: readonly string[] = []): Promise<void> {
    this.#count++;
    this.rows.add(error.row);
    if (this.first.length < KEPT) this.first.push(error);
    this.#writer ??= this.#open();
    // The file is read outside the dashboard, in a spreadsheet program: its reasons are in English.
    await (await this.#writer).sheet.write([String(error.row), error.column, english(error.reason), ...cells]);
  }

  async #open() {
    const output = new PassThrough();
    const stored = this.storage.putStream(this.key, output);
    // Awaited in close(); until then a failure must not count as unhandled.
    stored.catch(() => undefined);
    const sheet = await openSheetWriter('csv', output, { header: [...ERROR_FILE_HEADER, ...this.header], sheetName: 'Errors' });
    return { sheet, output, stored };
  }

  /** Gives up the file (the job failed for another reason): nothing is left in storage. */
  async abort(): Promise<void> {
    if (!this.#writer) return;
    const { output, stored } = await this.#writer;
    output.destroy(new Error('aborted'));
    await stored.catch(() => undefined);
    await this.storage.remove(this.key);
  }

  /** Finishes the file; its storage key, or null when no row was rejected. */
  async close(): Promise<string | null> {
    if (!this.#writer) return null;
    const { sheet, stored } = await this.#writer;
    await sheet.end();
    await stored;
    return this.key;
  }
}
