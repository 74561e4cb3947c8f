// Every file reader against hostile files and random bytes, each read on a worker thread with a
// capped heap (reader-thread.ts) within a time bound: each must end in a refusal that names the
// problem (or, for random bytes, in rows), never run out of memory, hang, or throw anything else.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_MESSAGES } from '../../core/members/import/columns.ts';
import { FILE_MESSAGES as M } from '../../core/sheets/file-messages.ts';
import { FILE_LIMITS as L } from '../../core/shared/limits.ts';
import { ReaderThread, TIME_LIMIT_MS, type ReaderName } from './reader-thread.ts';
import { repeatedDeflate, sheetXml, workbookEntries, workbookZip, zipFile, type ZipEntry } from './workbook-files.ts';
import { term } from '../../core/shared/messages.ts';
import { english } from '../../core/shared/english.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
const thread = new ReaderThread();
afterAll(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
function fileOf(bytes: Buffer | string): string {
  const file = path.join(dir, `f${++files}`);
  writeFileSync(file, bytes);
  return file;
}

const XLSX_READERS: ReaderName[] = ['xlsx-file', 'xlsx-stream', 'xlsx-dates'];
const CSV_READERS: ReaderName[] = ['csv-file', 'csv-stream', 'member'];

/** Reads the file with each reader and expects each to refuse it on that row (null: any) with that message. */
async function expectRefused(bytes: Buffer | string | { path: string }, readers: readonly ReaderName[], row: number | null, message: string | RegExp): Promise<void> {
  const file = typeof bytes === 'object' && 'path' in bytes ? bytes.path : fileOf(bytes);
  for (const reader of readers) {
    const { refusal, ms } = await thread.read(reader, file);
    expect(refusal, reader).not.toBeNull();
    if (row !== null) expect(refusal!.row, `${reader}: ${refusal!.message}`).toBe(row);
    // A message as core gives it (msg) or in English words: the refusal is compared in English.
    const words = english(refusal!.message);
    if (typeof message === 'string') expect(words, reader).toBe(english(message));
    else expect(words, reader).toMatch(message);
    expect(ms).toBeLessThan(TIME_LIMIT_MS);
  }
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>SKU</t></is></c></row>';

/** A workbook of one sheet whose XML is given whole. */
const oneSheet = (xml: string) => workbookZip({ sheets: [{ name: 'Products', xml }] });
/** A workbook of one sheet whose rows are given as XML. */
const sheetOfRows = (rows: string) => oneSheet(`${SHEET_HEAD}${rows}${SHEET_TAIL}`);

/** A workbook whose part is a deflate stream built by hand (never held inflated), declared as it is or as size; its sheet shows the first shared string. */
function withPart(name: string, deflated: { bytes: Buffer; size: number }, declaredSize?: number): Buffer {
  const entries = workbookEntries({ sheets: [{ name: 'Products', xml: sheetXml([[{ t: 's', v: '0' }]]) }], sharedStrings: '<sst><si><t>SKU</t></si></sst>', styles: '<styleSheet/>' });
  return zipFile(entries.map((entry): ZipEntry => (entry.name === name ? { name, deflated, declaredSize } : entry)));
}

describe('hostile workbooks', () => {
  it('refuses a cell addressed past the last column before any row grows to it', async () => {
    // The probe's 5 KB file: a one-row sheet with r="ZZZZZZZ1" crashed the process.
    await expectRefused(sheetOfRows('<row r="1"><c r="ZZZZZZZ1"><v>1</v></c></row>'), XLSX_READERS, 1, 'Row 1 has a cell past the last column of a sheet (XFD): ZZZZZZZ1.');
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2"><c r="ZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row>`), XLSX_READERS, 2, 'Row 2 has a cell past the last column of a sheet (XFD): ZZZZZ2.');
    await expectRefused(sheetOfRows('<row r="1"><c r="XFE1"><v>1</v></c></row>'), XLSX_READERS, 1, 'Row 1 has a cell past the last column of a sheet (XFD): XFE1.');
    await expectRefused(sheetOfRows(`<row r="1"><c r="${'Z'.repeat(500_000)}1"><v>1</v></c></row>`), XLSX_READERS, 1, `Row 1 has a cell past the last column of a sheet (XFD): ${'Z'.repeat(12)}....`);
    // XFD is a column of any sheet, but more than a row may fill.
    await expectRefused(sheetOfRows('<row r="1"><c r="XFD1"><v>1</v></c></row>'), XLSX_READERS, 1, M.tooManyColumns(1));
  });

  it('refuses a row of more cells than a row may list, empty ones too', async () => {
    await expectRefused(sheetOfRows(`<row r="1">${'<c s="1"/>'.repeat(L.cellsPerRow + 1)}</row>`), XLSX_READERS, 1, M.tooManyCells(1));
  });

  it('refuses endless rows: a row repeated 11 million times in a small deflated zip', async () => {
    const rows = repeatedDeflate('<row><c><v>1</v></c></row>', 11_000_000, `${SHEET_HEAD}${HEADER_ROW}`, SHEET_TAIL);
    expect(rows.bytes.length).toBeLessThan(2 * 1024 * 1024);
    // As the zip's directory says it: it inflates to hundreds of times its size.
    await expectRefused(withPart('xl/worksheets/sheet1.xml', rows), XLSX_READERS, 1, M.zipRatio('xl/worksheets/sheet1.xml'));
    // A directory that says a megabyte: the zip reader stops inflating past it.
    await expectRefused(withPart('xl/worksheets/sheet1.xml', rows, 1024 * 1024), XLSX_READERS, null, M.notWorkbook);
    // Rows by the million, small enough to inflate: counted (they may all say they are row 1), and refused past the last.
    const many = repeatedDeflate('<row r="1"/>', L.rows + 1, `${SHEET_HEAD}${HEADER_ROW}`, SHEET_TAIL);
    await expectRefused(withPart('xl/worksheets/sheet1.xml', many), ['xlsx-file'], L.rows + 1, M.tooManyRows);
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="1048577"/>`), XLSX_READERS, L.rows + 1, M.tooManyRows);
  });

  it('refuses shared-strings bombs: too many strings, too large a table, one huge string', async () => {
    await expectRefused(withPart('xl/sharedStrings.xml', repeatedDeflate('<si/>', L.sharedStrings + 1, '<sst>', '</sst>')), XLSX_READERS, 1, M.sharedStrings);
    await expectRefused(withPart('xl/sharedStrings.xml', repeatedDeflate('<si><t>Selendang biru</t></si>', 4_000_000, '<sst>', '</sst>')), XLSX_READERS, 1, M.sharedStringsBytes);
    // A string longer than a cell may be: refused on the row of a cell that shows it.
    await expectRefused(withPart('xl/sharedStrings.xml', repeatedDeflate('x', 40_000, '<sst><si><t>', '</t></si></sst>')), XLSX_READERS, 1, M.cellTooLong(1));
    await expectRefused(withPart('xl/sharedStrings.xml', repeatedDeflate('x', 12_000_000, '<sst><si><t>', '</t></si></sst>')), XLSX_READERS, 1, /^The workbook's part xl\/sharedStrings.xml holds more than 1,048,576 characters without markup/);
  });

  it('refuses deflate bombs from the zip directory before inflating, and a directory that lies as soon as it does', async () => {
    const zeros = (gb: number) => repeatedDeflate('\0', gb * 1024 ** 3);
    await expectRefused(withPart('xl/worksheets/sheet1.xml', zeros(3)), XLSX_READERS, 1, M.zipBytes);
    await expectRefused(withPart('xl/worksheets/sheet1.xml', zeros(1)), XLSX_READERS, 1, M.zipRatio('xl/worksheets/sheet1.xml'));
    await expectRefused(withPart('xl/worksheets/sheet1.xml', zeros(3), 1024), XLSX_READERS, 1, M.notWorkbook);
    await expectRefused(withPart('xl/styles.xml', zeros(1)), ['xlsx-dates'], 1, M.partBytes('xl/styles.xml'));
  });

  it('refuses a cell of 100 MB, of more characters than a cell may have, and XML without markup for megabytes', async () => {
    const cell = (text: { head: string; tail: string }) => repeatedDeflate('x', 100 * 1024 * 1024, `${SHEET_HEAD}${HEADER_ROW}<row r="2">${text.head}`, `${text.tail}</row>${SHEET_TAIL}`);
    await expectRefused(withPart('xl/worksheets/sheet1.xml', cell({ head: '<c r="A2" t="inlineStr"><is><t>', tail: '</t></is></c>' })), XLSX_READERS, 1, M.zipRatio('xl/worksheets/sheet1.xml'));
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>${'é'.repeat(L.cellChars + 1)}</t></is></c></row>`), XLSX_READERS, 2, M.cellTooLong(2));
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2"><c r="A2" t="str"><v>${'1'.repeat(L.cellChars + 1)}</v></c></row>`), XLSX_READERS, 2, M.cellTooLong(2));
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2"><c r="A2"><v>${'9'.repeat(2_000_000)}</v></c></row>`), XLSX_READERS, 2, M.xmlRun(term('files.sheetRow', { row: 2 })));
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2" ${Array.from({ length: 200_000 }, (_, i) => `a${i}="1"`).join(' ')}/>`), XLSX_READERS, 1, /holds more than 1,048,576 characters without markup/);
    const row = Array.from({ length: 40 }, (_, c) => `<c r="${String.fromCharCode(65 + (c % 26))}${c < 26 ? '' : 'A'}2" t="inlineStr"><is><t>${'x'.repeat(30_000)}</t></is></c>`).join('');
    await expectRefused(sheetOfRows(`${HEADER_ROW}<row r="2">${row}</row>`), XLSX_READERS, 2, M.rowTooLong(2));
  });

  it('refuses broken zips and wrong types under the right name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notWorkbook = zipFile([{ name: 'readme.txt', data: 'Not a workbook.' }]);
    const good = workbookZip({ sheets: [{ name: 'Products', xml: sheetXml([['SKU'], ['SL-1']]) }] });
    const missingSheet = zipFile(workbookEntries({ sheets: [{ name: 'Products', xml: sheetXml([['SKU']]) }] }).filter((e) => !e.name.startsWith('xl/worksheets/')));
    const entries = zipFile(Array.from({ length: L.zipEntries + 1 }, (_, i) => ({ name: `xl/media/p${i}.txt`, data: '', stored: true })));
    const laughs = oneSheet(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`);
    for (const bytes of [png, notWorkbook, good.subarray(0, good.length - 30), Buffer.alloc(0), 'SKU,Name\nSL-1,Selendang\n', missingSheet, laughs]) await expectRefused(bytes, XLSX_READERS, 1, M.notWorkbook);
    await expectRefused(entries, XLSX_READERS, 1, M.zipEntries);
  });
});

const MEMBER_HEADER = 'Name,Email,Phone\r\n';

describe('hostile CSV files', () => {
  it('refuses a million columns on one line (2 MB) at once, as every reader does', async () => {
    await expectRefused(`${MEMBER_HEADER}${',x'.repeat(1_000_000)}\r\n`, CSV_READERS, 2, M.tooManyColumns(2));
  });

  it('refuses a cell of 100 MB after reading at most a cell', async () => {
    const big = { path: fileOf(Buffer.concat([Buffer.from(`${MEMBER_HEADER}"`), Buffer.alloc(100 * 1024 * 1024, 'x'), Buffer.from('"\r\n')])) };
    await expectRefused(big, ['csv-file', 'csv-stream'], 2, M.cellTooLong(2));
    await expectRefused(big, ['member'], 2, MEMBER_IMPORT_MESSAGES.rowTooLong);
  });

  it('refuses text that is not UTF-8 on the row of the first bad byte, wherever it is', async () => {
    await expectRefused(Buffer.from('Nam\xe9,Email,Phone\r\n', 'latin1'), CSV_READERS, 1, M.notUtf8(1));
    const rows = Array.from({ length: 40_000 }, (_, i) => `Ali ${i},ali${i}@example.com,012345678${i % 10}`).join('\r\n');
    const latin1 = Buffer.concat([Buffer.from(`${MEMBER_HEADER}${rows}\r\n`), Buffer.from('"Jos\xe9\r\nM\xfcller",jose@example.com,0123456789\r\n', 'latin1')]);
    expect(latin1.length).toBeGreaterThan(1024 * 1024);
    await expectRefused(latin1, CSV_READERS, 40_002, M.notUtf8(40_002));
    await expectRefused(Buffer.from(`${MEMBER_HEADER}Baju 测试`).subarray(0, -1), CSV_READERS, 2, M.notUtf8(2));
    await expectRefused(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), CSV_READERS, 1, M.notUtf8(1));
  });

  it('refuses a file cut inside a quoted cell as not valid CSV, on its row', async () => {
    await expectRefused(`${MEMBER_HEADER}Ali,ali@example.com,0123456789\r\n"Abu\r\nbin`, CSV_READERS, 3, /^The file is not a valid CSV file: Quote Not Closed/);
  });
});

describe('random files', () => {
  const SMALL = { numRuns: 40 };

  it('every reader ends on random bytes, in rows or a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (bytes) => {
        const file = fileOf(Buffer.from(bytes));
        for (const reader of [...CSV_READERS, ...XLSX_READERS]) {
          const outcome = await thread.read(reader, file);
          if (outcome.refusal) expect(outcome.refusal.message.length).toBeGreaterThan(0);
        }
      }),
      SMALL,
    );
  });

  it('the workbook readers end on a workbook with bytes changed or cut off, in rows or a refusal', async () => {
    const rows = [['SKU', 'Name', 'Price'], ['SL-1', 'Selendang 测试 & <biru>', 19.9], ['BK-1', 'Baju', { v: '46027', s: 1 }]];
    const workbooks = [false, true].map((stored) => zipFile(workbookEntries({ sheets: [{ name: 'P', xml: sheetXml(rows) }], styles: '<styleSheet><cellXfs><xf/><xf numFmtId="14"/></cellXfs></styleSheet>' }).map((e) => ({ ...e, stored }))));
    await fc.assert(
      fc.asyncProperty(fc.nat(1), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), fc.nat(), async (which, changes, cut) => {
        const bytes = Buffer.from(workbooks[which]!);
        for (const [at, value] of changes) bytes[at % bytes.length] = value;
        for (const file of [fileOf(bytes), fileOf(bytes.subarray(0, cut % bytes.length))]) {
          for (const reader of XLSX_READERS) await thread.read(reader, file);
        }
      }),
      { numRuns: 60 },
    );
  });
});
