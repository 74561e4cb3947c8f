import { isUtf8 } from 'node:buffer';
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import { UnreadableFile } from './unreadable-file.ts';

/** What a byte of CSV is to the guard (0, as most bytes are: nothing). */
const CONTINUATION = 1;
const QUOTE = 2;
const COMMA = 3;
const LF = 4;
const CR = 5;
const KIND = new Uint8Array(256);
KIND.fill(CONTINUATION, 0x80, 0xc0);
KIND['"'.charCodeAt(0)] = QUOTE;
KIND[','.charCodeAt(0)] = COMMA;
KIND[0x0a] = LF;
KIND[0x0d] = CR;

/** The UTF-8 continuation bytes of b from start to end: bytes of a character counted at its first. */
function continuations(b: Buffer, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (KIND[b[i]!] === CONTINUATION) count++;
  return count;
}

const NOTHING = Buffer.alloc(0);

/** How many bytes of b end with a whole UTF-8 character: a character the chunk's end cut in two waits for the next chunk. */
function wholeLength(b: Buffer): number {
  let lead = b.length - 1;
  while (lead >= 0 && b.length - lead < 4 && (b[lead]! & 0xc0) === 0x80) lead--;
  if (lead < 0) return b.length;
  const byte = b[lead]!;
  const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
  return b.length - lead < length ? lead : b.length;
}

/**
 * Where b stops being UTF-8 (b is known not to be): decoded, every byte that is not UTF-8
 * becomes U+FFFD, so the bytes encoded again first differ from b there.
 */
function firstInvalidByte(b: Buffer): number {
  const again = Buffer.from(b.toString('utf8'), 'utf8');
  let at = 0;
  while (at < b.length && b[at] === again[at]) at++;
  return at;
}

export interface CsvGuardOptions {
  /** Characters a row may have, when a reader allows fewer than FILE_LIMITS.rowChars. */
  rowChars?: number;
  /** Only the text is checked, not the rows (to tell a file's type from its first bytes). */
  textOnly?: boolean;
  /** What a row past them, or with a cell past FILE_LIMITS.cellChars, is told, when a reader words it its own way. */
  tooLong?: (row: number) => string;
}

/**
 * Looks at a CSV file's bytes before the parser does, as they stream in: they must be UTF-8
 * (a byte-order mark or not), and no row may pass FILE_LIMITS (rows, columns, characters of a
 * cell and of a row), so the parser never holds more than a limit allows. It counts rows as the
 * parser does: a record delimiter (CRLF, LF or CR) outside quotes ends one, a quote opens a
 * quoted cell only at the cell's start, and "" inside one is a quote. A file that passes a limit
 * gets a problem naming its row, and the parser only the rows before it.
 */
export class CsvGuard {
  /** The row the next byte belongs to. */
  row = 1;
  problem: UnreadableFile | null = null;
  private readonly maxRows: number;
  private readonly maxColumns: number;
  private readonly maxCell: number;
  private readonly rowChars: number;
  private readonly tooLong: ((row: number) => string) | undefined;
  /** A UTF-8 character the last chunk's end cut in two. */
  private tail: Buffer = NOTHING;
  private columns = 1;
  private quoted = false;
  /** The last chunk ended with a quote inside a quoted cell: it closes the cell unless another quote follows. */
  private quoteEnds = false;
  /** The last chunk ended with a CR: a LF after it ends no row of its own. */
  private endedWithCr = false;
  /** Bytes of the cell and of the row begun in earlier chunks, and how many of them are no characters of theirs (a character's later UTF-8 bytes, quotes around or doubling a quote, commas). */
  private cellBytes = 0;
  private cellExtra = 0;
  private rowBytes = 0;
  private rowExtra = 0;

  constructor(options: CsvGuardOptions = {}) {
    const limits = options.textOnly ? { rows: Infinity, columns: Infinity, cellChars: Infinity, rowChars: Infinity } : L;
    [this.maxRows, this.maxColumns, this.maxCell] = [limits.rows, limits.columns, limits.cellChars];
    this.rowChars = options.rowChars ?? limits.rowChars;
    this.tooLong = options.tooLong;
  }

  /**
   * The bytes of chunk the parser may have, in whole characters (a character cut in two is kept
   * for the next chunk): all of them, or, once the file has passed a limit, those before the
   * row where it did, with problem set.
   */
  take(chunk: Buffer): Buffer {
    if (this.problem) return NOTHING;
    const joined = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    const whole = wholeLength(joined);
    this.tail = whole < joined.length ? Buffer.from(joined.subarray(whole)) : NOTHING;
    const bytes = joined.subarray(0, whole);
    const utf8 = isUtf8(bytes);
    const end = utf8 ? bytes.length : firstInvalidByte(bytes);
    const rowStart = this.scan(bytes, end);
    if (!this.problem && !utf8) this.problem = new UnreadableFile(this.row, M.notUtf8(this.row));
    return this.problem ? bytes.subarray(0, rowStart) : bytes;
  }

  /** At the end of the file: a character cut off by it is not UTF-8. */
  end(): void {
    if (!this.problem && this.tail.length > 0) this.problem = new UnreadableFile(this.row, M.notUtf8(this.row));
  }

  /** The refusal of a row too long: its cell (characters of the cell) or as a whole. */
  private tooLongRow(row: number, cellTooLong: boolean): UnreadableFile {
    if (this.tooLong) return new UnreadableFile(row, this.tooLong(row));
    return new UnreadableFile(row, cellTooLong ? M.cellTooLong(row) : M.rowTooLong(row));
  }

  /**
   * Follows the bytes of b before end; returns where the current row starts in b (0: before b).
   * Only quotes, commas and line ends need a look: a cell's and a row's characters are counted
   * from their bytes, and only when they have more bytes than characters allowed, since a
   * character takes at least one.
   */
  private scan(b: Buffer, end: number): number {
    const { maxRows, maxColumns, maxCell, rowChars } = this;
    let { row, columns, quoted, cellBytes, cellExtra, rowBytes, rowExtra } = this;
    // Where the current cell and row start in b.
    let [cellStart, rowStart] = [0, 0];
    let crAt = this.endedWithCr ? -1 : -2;
    let problem: UnreadableFile | null = null;
    let i = 0;
    if (this.quoteEnds && end > 0) {
      // The quote that ended the last chunk doubles this one (a quote in the cell), or closed the cell.
      this.quoteEnds = false;
      if (KIND[b[0]!] === QUOTE) i = 1;
      else quoted = false;
    }
    for (; i < end; i++) {
      const kind = KIND[b[i]!]!;
      if (kind <= CONTINUATION) continue;
      if (quoted) {
        if (kind !== QUOTE) continue;
        // "" inside a quoted cell is one quote; any other quote closes it. The first is no character either way.
        cellExtra++;
        rowExtra++;
        if (i + 1 === end) this.quoteEnds = true;
        else if (KIND[b[i + 1]!] === QUOTE) i++;
        else quoted = false;
        continue;
      }
      if (kind === QUOTE) {
        // A quote opens a quoted cell at its start; elsewhere it is a character (which the parser refuses).
        if (i === cellStart && cellBytes === 0) {
          quoted = true;
          cellExtra++;
          rowExtra++;
        }
        continue;
      }
      if (kind === LF && crAt === i - 1) {
        // The LF of a CRLF: the CR ended the row.
        cellStart = rowStart = i + 1;
        continue;
      }
      if (row > maxRows) {
        problem = new UnreadableFile(row, M.tooManyRows);
        break;
      }
      // A comma or a line end: the cell ends.
      const cell = cellBytes + i - cellStart - cellExtra;
      if (cell > maxCell && cell - continuations(b, cellStart, i) > maxCell) {
        problem = this.tooLongRow(row, true);
        break;
      }
      cellBytes = cellExtra = 0;
      cellStart = i + 1;
      if (kind === COMMA) {
        if (++columns > maxColumns) {
          problem = new UnreadableFile(row, M.tooManyColumns(row));
          break;
        }
        rowExtra++;
        continue;
      }
      const chars = rowBytes + i - rowStart - rowExtra;
      if (chars > rowChars && chars - continuations(b, rowStart, i) > rowChars) {
        problem = this.tooLongRow(row, false);
        break;
      }
      if (kind === CR) crAt = i;
      row++;
      columns = 1;
      rowBytes = rowExtra = 0;
      rowStart = i + 1;
    }
    if (!problem && end > 0) {
      // The cell and the row go on in the next chunk.
      const cellContinuations = continuations(b, cellStart, end);
      [cellBytes, cellExtra] = [cellBytes + end - cellStart, cellExtra + cellContinuations];
      [rowBytes, rowExtra] = [rowBytes + end - rowStart, rowExtra + continuations(b, rowStart, cellStart) + cellContinuations];
      if (cellBytes - cellExtra > maxCell) problem = this.tooLongRow(row, true);
      else if (rowBytes - rowExtra > rowChars) problem = this.tooLongRow(row, false);
      else if (row > maxRows && rowStart < end) problem = new UnreadableFile(row, M.tooManyRows);
    }
    this.endedWithCr = crAt === end - 1;
    Object.assign(this, { row, columns, quoted, cellBytes, cellExtra, rowBytes, rowExtra, problem });
    return rowStart;
  }
}

/** The row where a CSV file's first bytes stop being UTF-8, or null when they are UTF-8 (but for a character cut off by their end). */
export function nonUtf8Row(head: Buffer): number | null {
  const guard = new CsvGuard({ textOnly: true });
  guard.take(head);
  return guard.problem?.row ?? null;
}
