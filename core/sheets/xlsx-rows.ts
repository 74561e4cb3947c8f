/**
 * The worksheets of an XLSX file, read straight from its zip (yauzl) with a SAX parser (saxes):
 * only the shared strings and the sheets' cells, as text (and the styles, when dates are
 * wanted). exceljs's streaming reader built a row object and a cell object with style and address
 * for every cell, which cost more than the parsing itself and made reading the slowest part of a
 * large import; exceljs now only writes workbooks. Every limit of FILE_LIMITS is checked before
 * the reader allocates for what passes it: a cell's column before its row grows to it.
 */
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { decodeXlsxText, unguardFormula } from './cell-text.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import type { SheetRow } from './sheet-reader.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { workbookParts } from './xlsx-package.ts';
import { dateStyles, isoDate } from './xlsx-styles.ts';
import { heldPart, openXlsx, partEntry, partText, readPart, XmlReader, type XlsxZip } from './xlsx-zip.ts';
import { term } from '../shared/messages.ts';

/**
 * A SAX parser hands out text as a slice of the XML chunk it was parsed from, and V8 keeps a
 * whole chunk alive while any slice of it lives: the SKUs an import remembers for the rest of
 * the file would each hold tens of kilobytes of XML, and memory would grow with the file. Joined
 * to another string and sliced again, the text is copied into a string of its own. (V8 never
 * slices strings shorter than 13 characters: those are copies already.)
 */
const ownCopy = (slice: string) => (slice.length < 13 ? slice : ` ${slice}`.slice(1));

/** Text of a workbook cell as the import reads it: OOXML's _xHHHH_ escapes decoded, one formula guard taken off. */
export const xlsxText = (raw: string): string => ownCopy(unguardFormula(decodeXlsxText(raw)));

/** Columns of any sheet: A to XFD. */
const SHEET_COLUMNS = 16_384;

/** 'AB12' -> 27 (0-based); SHEET_COLUMNS for an address past XFD, -1 for one without letters. */
function columnIndex(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    if (column > SHEET_COLUMNS) return SHEET_COLUMNS;
  }
  return column - 1;
}

/**
 * Text of a rich-text string (<si> or <is>): its <t> runs joined, phonetic guides (<rPh>) left
 * out. A parser takes one handler per event, so the parsers pass their events on to this.
 */
class RichText {
  private inside = false;
  private inRun = false;
  private phonetic = false;
  private text = '';

  constructor(
    private readonly element: 'si' | 'is',
    private readonly onString: (text: string) => void,
    /** The refusal of a text too long for a cell; reached before the text holds more than FILE_LIMITS.xmlRunChars (seven times a cell's longest, escaped). */
    private readonly tooLong: () => UnreadableFile,
  ) {}

  open(name: string): void {
    if (name === this.element) [this.inside, this.text] = [true, ''];
    else if (this.inside && name === 'rPh') this.phonetic = true;
    else if (this.inside && name === 't' && !this.phonetic) this.inRun = true;
  }

  add(chunk: string): void {
    if (!this.inRun) return;
    this.text += chunk;
    if (this.text.length > L.xmlRunChars) throw this.tooLong();
  }

  close(name: string): void {
    if (name === 't') this.inRun = false;
    else if (name === 'rPh') this.phonetic = false;
    else if (name === this.element && this.inside) {
      this.inside = false;
      this.onString(this.text);
    }
  }
}

/**
 * A cell's text by its type: shared and inline strings, formula results (their cached value,
 * t="str" when it is text), booleans as TRUE/FALSE, numbers as the shortest decimal, errors as ''.
 */
function cellText(type: string | undefined, value: string, inline: string, shared: readonly string[]): string {
  switch (type) {
    case 's':
      return value === '' ? '' : (shared[Number(value)] ?? '');
    case 'inlineStr':
      return xlsxText(inline);
    case 'str':
      return xlsxText(value);
    case 'b':
      return value === '' ? '' : Number(value) !== 0 ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd':
      return value;
    default:
      return value === '' ? '' : String(parseFloat(value));
  }
}

/** What reading a sheet's cells needs of the rest of the workbook. */
interface SheetContext {
  shared: readonly string[];
  /** Per cell style, whether it shows numbers as dates; null when numbers are read as numbers (dates too). */
  dates: readonly boolean[] | null;
  date1904: boolean;
}

/**
 * The workbook's shared strings: at most FILE_LIMITS.sharedStrings of them, in a part of at most
 * FILE_LIMITS.partBytes (which bounds their characters too: a character takes a byte at least).
 * A string longer than a cell may hold is refused on the row of a cell that shows it.
 */
async function sharedStrings(xlsx: XlsxZip, part: string | null): Promise<string[]> {
  const strings: string[] = [];
  const entry = part === null ? undefined : heldPart(xlsx, part, M.sharedStringsBytes);
  if (!entry) return strings;
  const string = new RichText(
    'si',
    (text) => {
      if (strings.length === L.sharedStrings) throw new UnreadableFile(1, M.sharedStrings);
      strings.push(xlsxText(text));
    },
    () => new UnreadableFile(1, M.textTooLong),
  );
  await readPart(xlsx, entry, { open: (name) => string.open(name), text: (text) => string.add(text), close: (name) => string.close(name) });
  return strings;
}

/** Reads a worksheet's XML as it is written to it; onRow gets each row, numbered as the sheet shows it, its cells as text ('' where empty). */
function worksheetReader(context: SheetContext, onRow: (row: SheetRow) => void): XmlReader {
  const { shared, dates, date1904 } = context;
  let rows = 0;
  let number = 0;
  let cells: string[] = [];
  let cellCount = 0;
  let rowChars = 0;
  let column = -1;
  let type: string | undefined;
  let style = 0;
  let value = '';
  let inValue = false;
  let inline = '';
  const refuse = (message: string) => new UnreadableFile(number, message);
  const inlineString = new RichText('is', (text) => (inline = text), () => refuse(M.cellTooLong(number)));
  const place = () => ({ row: Math.max(number, 1), place: number > 0 ? term('files.sheetRow', { row: number }) : term('files.sheet') });
  return new XmlReader(
    {
      open(name, attributes) {
        inlineString.open(name);
        if (name === 'row') {
          // The row and cell addresses may be left out: then they follow the previous one.
          number = attributes.r ? Number(attributes.r) : number + 1;
          if (!Number.isSafeInteger(number) || number < 1) throw new UnreadableFile(rows + 1, M.notWorkbook);
          // Counted as well as numbered: a row may give the same number again and again.
          if (++rows > L.rows || number > L.rows) throw new UnreadableFile(Math.max(rows, number), M.tooManyRows);
          cells = [];
          cellCount = 0;
          rowChars = 0;
          column = -1;
        } else if (name === 'c') {
          if (++cellCount > L.cellsPerRow) throw refuse(M.tooManyCells(number));
          const ref = attributes.r;
          column = ref ? columnIndex(ref) : column + 1;
          if (column >= SHEET_COLUMNS) throw refuse(M.columnPastEnd(number, ref ?? ''));
          if (column < 0) throw refuse(M.notWorkbook);
          type = attributes.t;
          if (dates) style = attributes.s ? Number(attributes.s) : 0;
          value = '';
          inline = '';
        } else if (name === 'v') inValue = true;
      },
      text(text) {
        if (!inValue) inlineString.add(text);
        else if ((value += text).length > L.xmlRunChars) throw refuse(M.cellTooLong(number));
      },
      close(name) {
        inlineString.close(name);
        if (name === 'v') inValue = false;
        else if (name === 'c') {
          let text = cellText(type, value, inline, shared);
          if (dates?.[style] && text !== '' && (type === undefined || type === 'n')) text = isoDate(Number(value), date1904) ?? text;
          if (text === '') return;
          if (text.length > L.cellChars) throw refuse(M.cellTooLong(number));
          if ((rowChars += text.length) > L.rowChars) throw refuse(M.rowTooLong(number));
          // The row grows to the cell's column only within the limit.
          if (column >= L.columns) throw refuse(M.tooManyColumns(number));
          while (cells.length < column) cells.push('');
          cells[column] = text;
        } else if (name === 'row') onRow({ number, cells });
      },
    },
    place,
  );
}

/**
 * A worksheet's first row, or null when it has none: the sheet is read no further than the chunk
 * that holds it, and what follows the row in that chunk is read with the rest of the sheet, if
 * at all (a refusal of a later row is not this one's).
 */
async function firstRowOf(xlsx: XlsxZip, part: string, context: SheetContext): Promise<SheetRow | null> {
  const entry = partEntry(xlsx, part);
  if (!entry) throw new UnreadableFile(1, M.notWorkbook);
  let first: SheetRow | null = null;
  const sheet = worksheetReader(context, (row) => (first ??= row));
  try {
    for await (const chunk of partText(xlsx, entry)) {
      sheet.write(chunk);
      if (first) return first;
    }
    sheet.close();
    return first;
  } catch (error) {
    if (first) return first;
    throw error;
  }
}

/** A worksheet's rows in batches (as many as a chunk of its XML holds). */
async function* sheetBatches(xlsx: XlsxZip, part: string, context: SheetContext): AsyncGenerator<SheetRow[]> {
  const entry = partEntry(xlsx, part);
  if (!entry) throw new UnreadableFile(1, M.notWorkbook);
  const rows: SheetRow[] = [];
  const sheet = worksheetReader(context, (row) => rows.push(row));
  for await (const chunk of partText(xlsx, entry)) {
    sheet.write(chunk);
    if (rows.length > 0) yield rows.splice(0);
  }
  sheet.close();
  if (rows.length > 0) yield rows.splice(0);
}

/** A workbook open for reading: its worksheets in tab order. */
export interface Workbook {
  /** The worksheets' part names, in the workbook's tab order. */
  sheets: readonly string[];
  /** A sheet's first row (blank or not), or null when it has none; only as much of the sheet is read. */
  firstRow(sheet: string): Promise<SheetRow | null>;
  /** A sheet's rows, in batches. */
  rows(sheet: string): AsyncGenerator<SheetRow[]>;
  close(): void;
}

export interface WorkbookOptions {
  /** Numbers in cells formatted as dates as the ISO 8601 text of the date (the mass update's reading); otherwise numbers, as the sheet stores them. */
  isoDates?: boolean;
}

/** Opens a workbook (its file or its bytes) and reads what reading its sheets needs: its structure, shared strings and, for dates, styles. */
export async function openWorkbook(source: string | Buffer, options: WorkbookOptions = {}): Promise<Workbook> {
  const xlsx = await openXlsx(source);
  try {
    const parts = await workbookParts(xlsx);
    const context: SheetContext = {
      shared: await sharedStrings(xlsx, parts.sharedStrings),
      dates: options.isoDates ? await dateStyles(xlsx, parts.styles) : null,
      date1904: parts.date1904,
    };
    return {
      sheets: parts.sheets,
      firstRow: (sheet) => firstRowOf(xlsx, sheet, context),
      rows: (sheet) => sheetBatches(xlsx, sheet, context),
      close: () => xlsx.zip.close(),
    };
  } catch (error) {
    xlsx.zip.close();
    throw error;
  }
}
