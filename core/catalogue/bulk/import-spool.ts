import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TProductInput } from '../product-schema.ts';
import type { ImportAction, SkuRows } from './import-checks.ts';

/** A product that passed every check, as the commit pass will write it. */
export interface SpoolEntry extends SkuRows {
  action: ImportAction;
  /** Rows of the file the product took, for progress. */
  rowCount: number;
  input: TProductInput;
}

/** Bytes buffered each way: a spooled product is about a kilobyte, and each write or read of the file is a trip to the thread pool. */
const BUFFER_BYTES = 1024 * 1024;

/**
 * The validated products, one JSON line each, in a temporary file: the commit pass streams
 * them back instead of parsing the spreadsheet and judging every row a second time, and
 * memory stays flat however long the file is.
 */
export class Spool {
  private constructor(
    private readonly dir: string,
    private readonly out: WriteStream,
  ) {}

  static async open(): Promise<Spool> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-import-'));
    return new Spool(dir, createWriteStream(path.join(dir, 'products.ndjson'), { highWaterMark: BUFFER_BYTES }));
  }

  async write(entry: SpoolEntry): Promise<void> {
    if (!this.out.write(`${JSON.stringify(entry)}\n`)) await once(this.out, 'drain');
  }

  /** Closes the file for writing and streams the entries back, in order. */
  async *entries(): AsyncGenerator<SpoolEntry> {
    this.out.end();
    await once(this.out, 'close');
    const lines = createInterface({ input: createReadStream(path.join(this.dir, 'products.ndjson'), { highWaterMark: BUFFER_BYTES }), crlfDelay: Infinity });
    for await (const line of lines) if (line) yield JSON.parse(line) as SpoolEntry;
  }

  async dispose(): Promise<void> {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
