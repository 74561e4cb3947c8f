import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { STAMP_TITLE, readSheetRows, type SheetRow, type TemplateStamp } from '../../core/sheets/sheet-reader.ts';
import { isDateFormat } from '../../core/sheets/xlsx-styles.ts';
import { sharedStringsXml, sheetXml, stylesXml, workbookZip, type Cell, type WorkbookSpec } from './workbook-files.ts';

async function read(zip: Buffer, options: { isoDates?: boolean } = {}): Promise<{ rows: SheetRow[]; stamps: TemplateStamp[]; stampBeforeRows: boolean }> {
  const rows: SheetRow[] = [];
  const stamps: TemplateStamp[] = [];
  let stampBeforeRows = false;
  const onStamp = (stamp: TemplateStamp) => {
    stamps.push(stamp);
    stampBeforeRows = rows.length === 0;
  };
  for await (const row of readSheetRows('xlsx', Readable.from([zip]), onStamp, options)) rows.push(row);
  return { rows, stamps, stampBeforeRows };
}

/** The rows as the mass update read them with exceljs until now: a date cell as its Date's ISO text, numbers as numbers, rows with values only. */
async function exceljsRows(zip: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(zip as unknown as ArrayBuffer);
  const text = (value: ExcelJS.CellValue): string => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value));
  const sheet = workbook.worksheets[0]!;
  return sheet
    .getRows(1, sheet.rowCount)!
    .filter((r) => r.hasValues)
    .map((r) => ({ number: r.number, cells: Array.from((r.values as ExcelJS.CellValue[]).slice(1), text) }));
}

const PRODUCTS: Cell[][] = [
  ['SKU', 'Name (EN)', 'Price (RM)'],
  ['SL-1', 'Selendang biru & <hijau>', 19.9],
  [null, null, null],
  ['BK-1', 'Baju 测试', 25],
];
const EXPECTED = [
  { number: 1, cells: ['SKU', 'Name (EN)', 'Price (RM)'] },
  { number: 2, cells: ['SL-1', 'Selendang biru & <hijau>', '19.9'] },
  { number: 4, cells: ['BK-1', 'Baju 测试', '25'] },
];

describe('workbooks as other programs write them', () => {
  it('reads elements under a namespace prefix, as the .NET Open XML SDK writes them (x:row, x:c, x:v, x:si)', async () => {
    const shared: string[] = [];
    const xml = sheetXml(PRODUCTS, { prefix: 'x', shared });
    expect(xml).toContain('<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c>');
    const zip = workbookZip({ prefix: 'x', sheets: [{ name: 'Products', xml }], sharedStrings: sharedStringsXml(shared, 'x') });
    expect((await read(zip)).rows).toEqual(EXPECTED);
  });

  it('reads the first sheet in tab order, whatever its part is named and wherever the zip keeps it', async () => {
    const other = sheetXml([['Notes'], ['not the data']]);
    // Tabs: the data first, in a part named sheet3.xml, after sheet1 and sheet2 in the zip.
    const sheets = [
      { name: 'Products', xml: sheetXml(PRODUCTS), part: 'xl/worksheets/sheet3.xml' },
      { name: 'Notes', xml: other, part: 'xl/worksheets/sheet1.xml' },
      { name: 'More', xml: other, part: 'xl/worksheets/sheet2.xml' },
    ];
    const zip = workbookZip({ sheets, zipOrder: ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml'] });
    expect((await read(zip)).rows).toEqual(EXPECTED);
    // A part of any name, the relationships' targets from the package's root.
    const named = workbookZip({ sheets: [{ name: 'Products', xml: sheetXml(PRODUCTS), part: 'xl/worksheets/data.xml' }], absoluteTargets: true });
    expect((await read(named)).rows).toEqual(EXPECTED);
  });

  it('reads shared strings, rich text with phonetic guides and inline strings in one sheet, and rows without addresses', async () => {
    const shared = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>SKU</t></si><si><r><rPr><b/></rPr><t>Baju </t></r><r><t>kurung</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si></sst>`;
    const xml = sheetXml(
      [
        [{ t: 's', v: '0' }, { inline: 'Name', t: 'inlineStr' }],
        ['KB-1', { t: 's', v: '1' }],
      ],
      { noAddresses: true },
    );
    const zip = workbookZip({ sheets: [{ name: 'Products', xml }], sharedStrings: shared });
    expect((await read(zip)).rows).toEqual([
      { number: 1, cells: ['SKU', 'Name'] },
      { number: 2, cells: ['KB-1', 'Baju kurung'] },
    ]);
  });

  it('recognises the template stamp sheet wherever it is, hidden or not, before the first row', async () => {
    const stamp = { name: 'Template', xml: sheetXml([[STAMP_TITLE, 'mass-update', 1]]), hidden: true };
    const data = { name: 'Mass update', xml: sheetXml(PRODUCTS) };
    const empty = { name: 'Empty', xml: sheetXml([]) };
    for (const sheets of [[stamp, data], [data, stamp], [empty, data, stamp]]) {
      const { rows, stamps, stampBeforeRows } = await read(workbookZip({ sheets }));
      expect(rows).toEqual(EXPECTED);
      expect(stamps).toEqual([{ kind: 'mass-update', version: 1 }]);
      expect(stampBeforeRows).toBe(true);
    }
  });

  it('gives numbers formatted as dates as the mass update always read them (exceljs\'s Date as ISO text), and as numbers otherwise', async () => {
    // Cell formats: 0 General, 1 built-in 14 (m/d/yyyy), 2 custom day-first date, 3 elapsed time, 4 money, 5 a quoted "d" (no date).
    const styles = stylesXml([0, 14, 'dd/mm/yyyy', '[h]:mm:ss', '#,##0.00', '0.00" days"']);
    const row: Cell[] = [{ v: '46027', s: 1 }, { v: '46027.5', s: 2 }, { v: '1.25', s: 3 }, { v: '19.9', s: 4 }, { v: '3', s: 5 }, '2026-01-05', { t: 'str', v: '31/12/2025', s: 1 }, { v: '7' }];
    const spec: WorkbookSpec = { sheets: [{ name: 'Dates', xml: sheetXml([['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], row]) }], styles };
    const zip = workbookZip(spec);
    const dates = ['2026-01-05T00:00:00.000Z', '2026-01-05T12:00:00.000Z', '1899-12-31T06:00:00.000Z', '19.9', '3', '2026-01-05', '31/12/2025', '7'];
    expect((await read(zip, { isoDates: true })).rows[1]).toEqual({ number: 2, cells: dates });
    expect(await exceljsRows(zip)).toEqual((await read(zip, { isoDates: true })).rows);
    expect((await read(zip)).rows[1]!.cells).toEqual(['46027', '46027.5', '1.25', '19.9', '3', '2026-01-05', '31/12/2025', '7']);
    // A workbook of the 1904 date system (old Mac Excel) counts its days from 1904.
    const mac = workbookZip({ ...spec, date1904: true });
    expect((await read(mac, { isoDates: true })).rows[1]!.cells[0]).toBe('2030-01-06T00:00:00.000Z');
    expect(await exceljsRows(mac)).toEqual((await read(mac, { isoDates: true })).rows);
  });

  it('tells date formats by their day, month, year, hour or second codes outside quotes and brackets', () => {
    for (const code of ['yyyy-mm-dd', 'd-mmm-yy', 'h:mm AM/PM', '[$-409]dddd, mmmm d, yyyy', 'DD/MM/YYYY', 'mm:ss']) expect(isDateFormat(code)).toBe(true);
    for (const code of ['General', '0.00', '#,##0.00 "days"', '[Red]0.00', '0.00E+00', '@', '_(* #,##0.00_)', '0\\h']) expect(isDateFormat(code)).toBe(false);
  });

  it('ignores empty cells kept for their formatting, however far right', async () => {
    const xml = sheetXml([['SKU'], ['SL-1']]).replace('</row>', '<c r="XFD1" s="1"/></row>');
    expect((await read(workbookZip({ sheets: [{ name: 'Products', xml }] }))).rows).toEqual([
      { number: 1, cells: ['SKU'] },
      { number: 2, cells: ['SL-1'] },
    ]);
  });
});
