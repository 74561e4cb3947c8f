import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { CsvGuard, nonUtf8Row } from './csv-guard.ts';
import { readCsvBatches } from './csv-rows.ts';
import type { SheetRow } from './sheet-reader.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { english } from '../shared/english.ts';

/** The bytes as a stream of chunks of the given sizes (the last chunk takes the rest). */
function chunked(bytes: Buffer, sizes: readonly number[] = [64 * 1024]): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]!);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(chunks);
}

/** The rows read, and the refusal that ended reading with its message in English (null when the file was read to its end). */
async function readAll(bytes: Buffer, sizes?: readonly number[], options?: Parameters<typeof readCsvBatches>[1]): Promise<{ rows: SheetRow[]; refusal: { row: number; message: string } | null }> {
  const rows: SheetRow[] = [];
  try {
    for await (const batch of readCsvBatches(chunked(bytes, sizes), options)) rows.push(...batch);
    return { rows, refusal: null };
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    return { rows, refusal: { row: error.row, message: english(error.message) } };
  }
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) || cell === '' ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (rows: readonly (readonly string[])[], eol = '\r\n') => rows.map((cells) => cells.map(quote).join(',')).join(eol) + eol;

const NOT_UTF8 = (row: number) => `The file is not UTF-8 text (row ${row}): save it as CSV UTF-8 and upload again.`;

describe('reading CSV text', () => {
  it('reads UTF-8 with or without a byte-order mark, CRLF, LF or CR line ends, and quoted cells over several lines', async () => {
    const rows = [['SKU', 'Name'], ['SL-1', 'Selendang "biru"\r\nbaris dua'], ['BK-1', '测试 Müller']];
    const expected = [{ number: 1, cells: rows[0] }, { number: 2, cells: rows[1] }, { number: 3, cells: rows[2] }];
    for (const eol of ['\r\n', '\n', '\r']) {
      expect((await readAll(Buffer.from(csvOf(rows, eol)))).rows).toEqual(expected);
      expect((await readAll(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvOf(rows, eol))]), [1, 2, 3])).rows).toEqual(expected);
    }
  });

  it('refuses text that is not UTF-8 on the row of the first bad byte, after the rows before it, never with replacement characters', async () => {
    // Latin-1, as Excel's plain "CSV (Comma delimited)" saves in Western Europe: é is the byte E9.
    const latin1 = Buffer.from('Name,Email\r\nAli,ali@example.com\r\n"Jos\xe9\r\nM\xfcller",jose@example.com\r\n', 'latin1');
    const { rows, refusal } = await readAll(latin1);
    expect(rows.map((r) => r.number)).toEqual([1, 2]);
    expect(refusal).toMatchObject({ row: 3, message: NOT_UTF8(3) });
    // GBK, as Excel saves a CSV on a Chinese Windows: 测试 is CE B2 CA D4.
    expect((await readAll(Buffer.concat([Buffer.from('Name\n'), Buffer.from([0xb2, 0xe2, 0xca, 0xd4]), Buffer.from('\n')]))).refusal).toMatchObject({ row: 2 });
    // UTF-16 (Excel's "Unicode Text"), on its first byte; a character cut off by the end of the file.
    expect((await readAll(Buffer.from('\ufeffName\n', 'utf16le'))).refusal).toMatchObject({ row: 1, message: NOT_UTF8(1) });
    expect((await readAll(Buffer.from('Name\nBaju 测试', 'utf8').subarray(0, -1))).refusal).toMatchObject({ row: 2, message: NOT_UTF8(2) });
  });

  it('refuses a bad byte 2 MB into the file on its row, and reads a character split between chunks', async () => {
    const lines = ['Name,Email'];
    for (let i = 0, length = 0; length < 2 * 1024 * 1024; i++) length += lines[lines.push(`Tan Mei Ling 陈美玲 ${i},m${i}@example.com`) - 1]!.length;
    const good = Buffer.from(`${lines.join('\n')}\n`);
    // Chunks of odd sizes cut the Chinese characters everywhere.
    expect((await readAll(good, [65_537, 4_099, 7])).rows.length).toBe(lines.length);
    const bad = Buffer.concat([good, Buffer.from('Jos\xe9 M\xfcller,jose@example.com\n', 'latin1')]);
    const { rows, refusal } = await readAll(bad, [65_537, 4_099, 7]);
    expect(rows.length).toBe(lines.length);
    expect(refusal).toMatchObject({ row: lines.length + 1, message: NOT_UTF8(lines.length + 1) });
  });

  it('counts rows as the parser does and finds any bad byte on its row, however the file is cut into chunks', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '测', '😀', '"', ',', '\n', '\r\n', ' ') });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1 }), fc.nat(), async (table, sizes, at) => {
        const text = Buffer.from(csvOf(table));
        const records = parse(text, { relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
        const read = await readAll(text, sizes);
        expect(read.refusal).toBeNull();
        expect(read.rows).toEqual(records.map((cells, i) => ({ number: i + 1, cells })).filter((r) => r.cells.some((c) => c.trim() !== '')));
        // A byte that no UTF-8 text has, put anywhere: refused on the row that holds it (the row
        // of each CR that ends a row before it, plus one).
        const cut = at % text.length;
        const bad = Buffer.concat([text.subarray(0, cut), Buffer.from([0xff]), text.subarray(cut)]);
        let [row, offset] = [1, 0];
        for (const cells of table) {
          const cr = offset + Buffer.byteLength(cells.map(quote).join(','));
          if (cr < cut) row++;
          offset = cr + 2;
        }
        expect((await readAll(bad, sizes)).refusal).toMatchObject({ row, message: NOT_UTF8(row) });
      }),
      { numRuns: 300 },
    );
  });

  it('counts the characters of every row, as the parser gives them, however the file is cut into chunks', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '测', '😀', '"', ',', '\n', '\r\n') });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1 }), fc.nat(40), async (table, sizes, rowChars) => {
        // Characters as the parser gives them: code points, without the quotes around a cell or the commas between.
        const over = table.findIndex((cells) => cells.reduce((sum, c) => sum + [...c].length, 0) > rowChars);
        const { rows, refusal } = await readAll(Buffer.from(csvOf(table)), sizes, { rowChars, tooLong: (row) => `Row ${row} is too long.` });
        if (over < 0) expect(refusal).toBeNull();
        else expect(refusal).toMatchObject({ row: over + 1, message: `Row ${over + 1} is too long.` });
        expect(rows.every((r) => over < 0 || r.number <= over)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('tells the row where the first bytes of a file stop being UTF-8, for uploads', () => {
    expect(nonUtf8Row(Buffer.from('Name\nAli\n'))).toBeNull();
    expect(nonUtf8Row(Buffer.from('Name\n"a\nb"\nJos\xe9\n', 'latin1'))).toBe(3);
    // The end of the first bytes may cut a character in two.
    expect(nonUtf8Row(Buffer.from('Name\n测试').subarray(0, -1))).toBeNull();
  });
});

describe('the limits of a CSV file', () => {
  it('refuses a row of more columns than a row may have, before the parser makes them (a million on one line)', async () => {
    const fine = `${Array(L.columns).fill('a').join(',')}\n`;
    expect((await readAll(Buffer.from(`h\n${fine}`))).rows[1]!.cells).toHaveLength(L.columns);
    const wide = Buffer.from(`h\n${','.repeat(1_000_000)}\n`);
    const { rows, refusal } = await readAll(wide);
    expect(rows).toEqual([{ number: 1, cells: ['h'] }]);
    expect(refusal).toMatchObject({ row: 2, message: `Row 2 has more than 1,000 columns; a row may have at most 1,000.` });
  });

  it('refuses a cell or a row of more characters than it may have', async () => {
    const longest = 'é'.repeat(L.cellChars);
    expect((await readAll(Buffer.from(`h\n"${longest}"\n`))).rows[1]!.cells).toEqual([longest]);
    expect((await readAll(Buffer.from(`h\nx\n"${longest}x"\n`))).refusal).toMatchObject({ row: 3, message: 'Row 3 has a cell of more than 32,767 characters; a cell may have at most 32,767.' });
    const row = Array(40).fill('x'.repeat(30_000)).join(',');
    expect((await readAll(Buffer.from(`h\n${row}\n`))).refusal).toMatchObject({ row: 2, message: 'Row 2 has more than 1,048,576 characters; a row may have at most 1,048,576.' });
    // A reader may allow fewer, in its own words (a quote left open makes the rest of the file one cell).
    const member = await readAll(Buffer.from(`h\n"open,${'x'.repeat(70_000)}\n`), undefined, { rowChars: 64 * 1024, tooLong: () => 'Too long for a member row.' });
    expect(member.refusal).toMatchObject({ row: 2, message: 'Too long for a member row.' });
  });

  it('refuses a file of more rows than a file may have, and takes one of exactly as many', async () => {
    // The guard alone: the parser would take seconds over a million rows.
    const most = Buffer.from('a\r\n'.repeat(L.rows));
    const guard = new CsvGuard();
    expect(guard.take(most)).toHaveLength(most.length);
    guard.end();
    expect(guard.problem).toBeNull();
    const more = new CsvGuard();
    expect(more.take(Buffer.concat([most, Buffer.from('a\r\n')]))).toHaveLength(most.length);
    expect({ row: more.problem?.row, message: english(more.problem!.message) }).toEqual({ row: L.rows + 1, message: 'The file has more than 1,048,576 rows; a file may have at most 1,048,576.' });
  });
});
