import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableFile, readFileRows, readSheetRows, type SheetRow, type TemplateStamp } from './sheet-reader.ts';
import { openSheetWriter } from './sheet-writer.ts';
import { english } from '../shared/english.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'xlsx-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const all: SheetRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/** Rows without their trailing empty cells: readers differ in whether they list an error or a result-less formula as ''. */
const trimmed = (rows: SheetRow[]) => rows.map(({ number, cells }) => ({ number, cells: cells.slice(0, cells.findLastIndex((c) => c !== '') + 1) }));

/** The first sheet's rows with values as exceljs reads them (numbers and text), to compare with. */
async function exceljsRows(file: string): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const text = (value: ExcelJS.CellValue): string => (value === null || value === undefined || typeof value === 'object' ? '' : String(value));
  return sheet
    .getRows(1, sheet.rowCount)!
    .filter((r) => r.hasValues)
    .map((r) => ({ number: r.number, cells: Array.from((r.values as ExcelJS.CellValue[]).slice(1), text) }));
}

/** A workbook as Excel saves one: shared strings (after the sheets in the zip), the stamp sheet first, rich text, formulas, booleans, errors. */
async function excelStyleWorkbook(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const stamp = workbook.addWorksheet('About');
  stamp.addRow(['Merchant System template', 'import', 4]);
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['SKU', 'Name', 'Price', 'Stock', 'Total', 'Label', 'Active', 'Check']);
  sheet.addRow(['SL-1', { richText: [{ text: 'Selendang ', font: { bold: true } }, { text: 'biru & <hijau>' }] }, 19.9, 3]);
  sheet.getCell('E2').value = { formula: 'C2*D2', result: 59.7 };
  sheet.getCell('F2').value = { formula: 'A2&"!"', result: 'SL-1!' };
  sheet.getCell('G2').value = true;
  sheet.getCell('H2').value = { error: '#N/A' };
  sheet.getCell('A4').value = "'=HYPERLINK(1)";
  sheet.getCell('C4').value = 'Baju _x0007_ 测试';
  sheet.getCell('D4').value = { formula: 'D2+1' };
  const file = path.join(dir, 'excel.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

describe('reading XLSX worksheets from the zip', () => {
  it('reads shared strings, rich text, formula results, booleans and escapes, skipping the stamp sheet and blank rows', async () => {
    const file = await excelStyleWorkbook();
    const stamps: TemplateStamp[] = [];
    const rows = await collect(readFileRows('xlsx', file, (stamp) => stamps.push(stamp)));
    expect(stamps).toEqual([{ kind: 'import', version: 4 }]);
    expect(rows).toEqual([
      { number: 1, cells: ['SKU', 'Name', 'Price', 'Stock', 'Total', 'Label', 'Active', 'Check'] },
      { number: 2, cells: ['SL-1', 'Selendang biru & <hijau>', '19.9', '3', '59.7', 'SL-1!', 'TRUE'] },
      { number: 4, cells: ['=HYPERLINK(1)', '', 'Baju \u0007 测试'] },
    ]);
  });

  it('reads what the sheet writer writes (inline text, amounts, a stamp), from a file and from a stream alike', async () => {
    const file = path.join(dir, 'written.xlsx');
    const output = createWriteStream(file);
    const sheet = await openSheetWriter('xlsx', output, { header: ['SKU', 'Name', 'Price'], sheetName: 'Products', stamp: { kind: 'import', version: 3 } });
    await sheet.write(['SKU-1', '=Baju 1\n测试 \u0007\r', { sen: 1990 }]);
    await sheet.write([null, null, null]);
    await sheet.write(["''+60123456789", '  ', 12]);
    await sheet.end();
    await once(output, 'close');
    const expected = [
      { number: 1, cells: ['SKU', 'Name', 'Price'] },
      { number: 2, cells: ['SKU-1', '=Baju 1\n测试 \u0007\r', '19.9'] },
      { number: 4, cells: ["''+60123456789", '  ', '12'] },
    ];
    for (const rows of [readFileRows('xlsx', file), readSheetRows('xlsx', createReadStream(file))]) expect(await collect(rows)).toEqual(expected);
  });

  it('reads a workbook another program wrote as exceljs reads it', async () => {
    const fixture = path.join(import.meta.dirname, '../../tests/fixtures/products-openpyxl.xlsx');
    const rows = await collect(readFileRows('xlsx', fixture));
    expect(rows.length).toBeGreaterThan(1);
    expect(trimmed(rows)).toEqual(trimmed(await exceljsRows(fixture)));
  });

  it('stops reading when the reader stops early', async () => {
    const rows = readFileRows('xlsx', await excelStyleWorkbook());
    expect((await rows.next()).value).toMatchObject({ number: 1 });
    await rows.return(undefined);
    expect(await rows.next()).toEqual({ done: true, value: undefined });
  });

  it('refuses a file that is not a workbook, on the row where reading stopped', async () => {
    const file = path.join(dir, 'not.xlsx');
    writeFileSync(file, 'SKU,Name\nSL-1,Selendang\n');
    const failure = await collect(readFileRows('xlsx', file)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableFile);
    expect({ row: (failure as UnreadableFile).row, message: english((failure as UnreadableFile).message) }).toEqual({ row: 1, message: 'The file is not a valid Excel (.xlsx) workbook.' });
  });
});
