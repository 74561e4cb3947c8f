/**
 * The worksheets of an XLSX file, read straight from its zip (yauzl) with a SAX parser (saxes):
 * only the shared strings and the sheets' cells, as text. exceljs's streaming reader built a row
 * object and a cell object with style and address for every cell, which cost more than the
 * parsing itself and made reading the slowest part of a large import. exceljs still writes
 * every workbook (and reads the small mass-update sheet whole).
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { decodeXlsxText, unguardFormula } from './cell-text.ts';
import type { SheetRow } from './sheet-reader.ts';

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

/** 'AB12' -> 27 (0-based); an address is letters then digits. */
function columnIndex(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
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
  ) {}

  open(name: string): void {
    if (name === this.element) [this.inside, this.text] = [true, ''];
    else if (this.inside && name === 'rPh') this.phonetic = true;
    else if (this.inside && name === 't' && !this.phonetic) this.inRun = true;
  }

  add(chunk: string): void {
    if (this.inRun) this.text += chunk;
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
 * t="str" when it is text), booleans as TRUE/FALSE, numbers as the shortest decimal (dates
 * too: the sheet stores them as numbers), errors as ''.
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

/** Parses a worksheet's XML as it is written to it; onRow gets each row, numbered as the sheet shows it, its cells as text ('' where empty). */
function worksheetParser(shared: readonly string[], onRow: (row: SheetRow) => void): SaxesParser {
  const parser = new SaxesParser();
  let number = 0;
  let cells: string[] = [];
  let column = -1;
  let type: string | undefined;
  let value = '';
  let inValue = false;
  let inline = '';
  const inlineString = new RichText('is', (text) => (inline = text));
  parser.on('opentag', (tag) => {
    inlineString.open(tag.name);
    const { attributes } = tag as { attributes: Record<string, string> };
    if (tag.name === 'row') {
      // The row and cell addresses may be left out: then they follow the previous one.
      number = attributes.r ? Number(attributes.r) : number + 1;
      cells = [];
      column = -1;
    } else if (tag.name === 'c') {
      column = attributes.r ? columnIndex(attributes.r) : column + 1;
      type = attributes.t;
      value = '';
      inline = '';
    } else if (tag.name === 'v') inValue = true;
  });
  parser.on('text', (text) => {
    if (inValue) value += text;
    else inlineString.add(text);
  });
  parser.on('closetag', (tag) => {
    inlineString.close(tag.name);
    if (tag.name === 'v') inValue = false;
    else if (tag.name === 'c') {
      const text = cellText(type, value, inline, shared);
      if (text !== '') {
        while (cells.length < column) cells.push('');
        cells[column] = text;
      }
    } else if (tag.name === 'row') onRow({ number, cells });
  });
  return parser;
}

/** A zip entry's XML through a parser, yielding what the parser gave after each chunk. */
async function* parsed<T>(zip: ZipFile, entry: Entry, parser: SaxesParser, given: T[]): AsyncGenerator<T[]> {
  const stream = (await promisify(zip.openReadStream.bind(zip))(entry)) as Readable;
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    if (given.length > 0) yield given.splice(0);
  }
  parser.close();
  if (given.length > 0) yield given.splice(0);
}

async function sharedStrings(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const parser = new SaxesParser();
  const string = new RichText('si', (text) => strings.push(xlsxText(text)));
  parser.on('opentag', (tag) => string.open(tag.name));
  parser.on('text', (text) => string.add(text));
  parser.on('closetag', (tag) => string.close(tag.name));
  // Read to its end: the handlers collect the strings.
  for await (const _ of parsed(zip, entry, parser, [])) void _;
  return strings;
}

/** Every entry of the zip's central directory, in its order. */
async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false };

/** Opens a workbook from its file, or from its bytes. */
export const openXlsx = (source: string | Buffer): Promise<ZipFile> =>
  typeof source === 'string' ? promisify<string, yauzl.Options, ZipFile>(yauzl.open)(source, OPTIONS) : promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer)(source, OPTIONS);

/**
 * The workbook's worksheets in the order of its zip, each as its rows in batches (as many as a
 * chunk of the file holds): the shared strings are read first, wherever the zip keeps them.
 */
export async function* xlsxSheets(zip: ZipFile): AsyncGenerator<AsyncGenerator<SheetRow[]>> {
  try {
    const entries = await entriesOf(zip);
    const shared = await sharedStrings(zip, entries.find((e) => e.fileName === 'xl/sharedStrings.xml'));
    for (const entry of entries.filter((e) => WORKSHEET.test(e.fileName))) {
      const rows: SheetRow[] = [];
      yield parsed(zip, entry, worksheetParser(shared, (row) => rows.push(row)), rows);
    }
  } finally {
    zip.close();
  }
}
