import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** An accepted row as the commit pass needs it: its row number and its member. */
export interface SpooledMember {
  row: number;
  name: string;
  email: string;
  emailKey: string;
  phone: string;
  dateOfBirth: string | null;
}

type Line = [row: number, name: string, email: string, emailKey: string, phone: string, dateOfBirth: string | null];

/**
 * The accepted rows, one JSON array a line, in a temporary file: the commit pass streams them
 * back instead of parsing and judging the CSV again, and memory stays flat however long the
 * file. Arrays, not objects: half the bytes and quicker to parse back.
 */
export class MemberSpool {
  #count = 0;
  private constructor(
    private readonly dir: string,
    private readonly out: WriteStream,
  ) {}

  static async open(): Promise<MemberSpool> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-members-'));
    return new MemberSpool(dir, createWriteStream(path.join(dir, 'members.ndjson')));
  }

  get count(): number {
    return this.#count;
  }

  /** Appends rows; waits only when the file falls behind. */
  async write(rows: readonly SpooledMember[]): Promise<void> {
    if (rows.length === 0) return;
    let text = '';
    for (const r of rows) text += `${JSON.stringify([r.row, r.name, r.email, r.emailKey, r.phone, r.dateOfBirth] satisfies Line)}\n`;
    this.#count += rows.length;
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  /** Closes the file for writing and streams the rows back in chunks of size, in order. */
  async *chunks(size: number): AsyncGenerator<SpooledMember[]> {
    this.out.end();
    await once(this.out, 'close');
    const lines = createInterface({ input: createReadStream(path.join(this.dir, 'members.ndjson'), { highWaterMark: 1 << 20 }), crlfDelay: Infinity });
    let chunk: SpooledMember[] = [];
    for await (const line of lines) {
      if (!line) continue;
      const [row, name, email, emailKey, phone, dateOfBirth] = JSON.parse(line) as Line;
      chunk.push({ row, name, email, emailKey, phone, dateOfBirth });
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  async dispose(): Promise<void> {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
