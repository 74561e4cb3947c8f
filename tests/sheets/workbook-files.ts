// Workbooks as other programs write them, and hostile ones, built in the tests (never committed
// binaries): the zip itself (a small writer, so a test can make its directory say what it wants)
// and the parts of a workbook (prefixes, part names and tab order as a test chooses them).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's bytes, deflated here (or stored). */
  data?: string | Buffer;
  stored?: boolean;
  /** A deflate stream built by hand, with the size it inflates to (its CRC is left 0: a reader refuses it before it could check). */
  deflated?: { bytes: Buffer; size: number };
  /** The uncompressed size the directory declares, when it lies. */
  declaredSize?: number;
}

/** A zip of entries, in their order: local headers, data, then the central directory. */
export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    let body: Buffer;
    let method = 8;
    let size: number;
    let crc = 0;
    if (entry.deflated) [body, size] = [entry.deflated.bytes, entry.deflated.size];
    else {
      const data = Buffer.from(entry.data ?? '');
      [size, crc] = [data.length, crc32(data)];
      if (entry.stored) [body, method] = [data, 0];
      else body = deflateRawSync(data);
    }
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/**
 * A deflate stream of head, unit repeated times times, and tail, never held inflated: each part is
 * deflated on its own and ends on a byte boundary (a sync flush, without the final block), so the
 * compressed block of a megabyte of units can be repeated as often as wanted, then an empty final
 * block ends the stream. A gigabyte of zeros takes about a megabyte.
 */
export function repeatedDeflate(unit: string, times: number, head = '', tail = ''): { bytes: Buffer; size: number } {
  const flushed = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_SYNC_FLUSH });
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(unit)));
  const block = flushed(unit.repeat(Math.min(perBlock, times)));
  const blocks = Array<Buffer>(Math.floor(times / perBlock)).fill(block);
  const bytes = Buffer.concat([flushed(head), ...blocks, flushed(unit.repeat(times % perBlock)), flushed(tail), Buffer.from([0x03, 0x00])]);
  return { bytes, size: Buffer.byteLength(head) + Buffer.byteLength(unit) * times + Buffer.byteLength(tail) };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A cell: text (an inline string unless the sheet says shared), a number, or a cell as written, with its XML attributes and value. */
export type Cell = string | number | null | { t?: string; s?: number; v?: string; inline?: string; f?: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'A' for 0, 'AB' for 27. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export interface SheetOptions {
  /** The SpreadsheetML namespace prefix ('x' as the .NET Open XML SDK writes it); none by default. */
  prefix?: string;
  /** Text cells as indexes into these shared strings (added as they come), instead of inline strings. */
  shared?: string[];
  /** Leave out the r attributes of rows and cells (allowed: they follow the previous one). */
  noAddresses?: boolean;
}

/** A worksheet's XML: rows numbered from 1, cells from column A; null cells are left out. */
export function sheetXml(rows: readonly (readonly Cell[])[], options: SheetOptions = {}): string {
  const p = options.prefix ? `${options.prefix}:` : '';
  const body = rows
    .map((cells, r) => {
      const xml = cells
        .map((cell, c) => {
          if (cell === null) return '';
          const ref = options.noAddresses ? '' : ` r="${columnName(c)}${r + 1}"`;
          if (typeof cell === 'number') return `<${p}c${ref}><${p}v>${cell}</${p}v></${p}c>`;
          if (typeof cell === 'string') {
            if (!options.shared) return `<${p}c${ref} t="inlineStr"><${p}is><${p}t>${escapeXml(cell)}</${p}t></${p}is></${p}c>`;
            options.shared.push(cell);
            return `<${p}c${ref} t="s"><${p}v>${options.shared.length - 1}</${p}v></${p}c>`;
          }
          const attributes = `${ref}${cell.t ? ` t="${cell.t}"` : ''}${cell.s !== undefined ? ` s="${cell.s}"` : ''}`;
          const inner = `${cell.f ? `<${p}f>${escapeXml(cell.f)}</${p}f>` : ''}${cell.v !== undefined ? `<${p}v>${escapeXml(cell.v)}</${p}v>` : ''}${cell.inline !== undefined ? `<${p}is><${p}t>${escapeXml(cell.inline)}</${p}t></${p}is>` : ''}`;
          return `<${p}c${attributes}>${inner}</${p}c>`;
        })
        .join('');
      return `<${p}row${options.noAddresses ? '' : ` r="${r + 1}"`}>${xml}</${p}row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}worksheet xmlns${options.prefix ? `:${options.prefix}` : ''}="${MAIN}"><${p}sheetData>${body}</${p}sheetData></${p}worksheet>`;
}

/** Shared strings as a sharedStrings part (prefix as the sheets'). */
export function sharedStringsXml(strings: readonly string[], prefix = ''): string {
  const p = prefix ? `${prefix}:` : '';
  const items = strings.map((s) => `<${p}si><${p}t xml:space="preserve">${escapeXml(s)}</${p}t></${p}si>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${p}sst xmlns${prefix ? `:${prefix}` : ''}="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${items}</${p}sst>`;
}

/** A styles part whose cell formats (by index) have these number formats; custom formats (ids from 164) are given by their codes. */
export function stylesXml(formats: readonly (number | string)[]): string {
  const custom = [...new Set(formats.filter((f): f is string => typeof f === 'string'))];
  const id = (f: number | string) => (typeof f === 'number' ? f : 164 + custom.indexOf(f));
  const numFmts = custom.length > 0 ? `<numFmts count="${custom.length}">${custom.map((code) => `<numFmt numFmtId="${id(code)}" formatCode="${escapeXml(code)}"/>`).join('')}</numFmts>` : '';
  const xfs = formats.map((f) => `<xf numFmtId="${id(f)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<styleSheet xmlns="${MAIN}">${numFmts}<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${formats.length}">${xfs}</cellXfs></styleSheet>`;
}

export interface WorkbookSheet {
  name: string;
  xml: string;
  /** The part's name (xl/worksheets/sheet<n>.xml by default, n its place in the tabs). */
  part?: string;
  hidden?: boolean;
}

export interface WorkbookSpec {
  /** In tab order. */
  sheets: readonly WorkbookSheet[];
  sharedStrings?: string;
  styles?: string;
  prefix?: string;
  date1904?: boolean;
  /** The entries' order in the zip (by part name; the rest after them), when it matters. */
  zipOrder?: readonly string[];
  /** The relationships' targets from the package's root (/xl/...), as some writers give them. */
  absoluteTargets?: boolean;
}

/** The entries of a workbook's zip: content types, relationships, workbook, sheets, shared strings, styles. */
export function workbookEntries(spec: WorkbookSpec): ZipEntry[] {
  const p = spec.prefix ? `${spec.prefix}:` : '';
  const xmlns = `xmlns${spec.prefix ? `:${spec.prefix}` : ''}="${MAIN}"`;
  const target = (part: string) => (spec.absoluteTargets ? `/${part}` : part.replace(/^xl\//, ''));
  const sheets = spec.sheets.map((sheet, i) => ({ ...sheet, part: sheet.part ?? `xl/worksheets/sheet${i + 1}.xml`, id: `rId${i + 1}` }));
  const rels = sheets.map((s) => `<Relationship Id="${s.id}" Type="${RELS}/worksheet" Target="${target(s.part)}"/>`);
  if (spec.sharedStrings) rels.push(`<Relationship Id="rIdS" Type="${RELS}/sharedStrings" Target="${target('xl/sharedStrings.xml')}"/>`);
  if (spec.styles) rels.push(`<Relationship Id="rIdT" Type="${RELS}/styles" Target="${target('xl/styles.xml')}"/>`);
  const files: [string, string][] = [
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<${p}workbook ${xmlns} xmlns:r="${RELS}">${spec.date1904 ? `<${p}workbookPr date1904="1"/>` : ''}<${p}sheets>${sheets
        .map((s, i) => `<${p}sheet name="${escapeXml(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="${s.id}"/>`)
        .join('')}</${p}sheets></${p}workbook>`,
    ],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="${PACKAGE_RELS}">${rels.join('')}</Relationships>`],
    ...sheets.map((s): [string, string] => [s.part, s.xml]),
  ];
  if (spec.sharedStrings) files.push(['xl/sharedStrings.xml', spec.sharedStrings]);
  if (spec.styles) files.push(['xl/styles.xml', spec.styles]);
  const order = spec.zipOrder ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return files.sort((a, b) => rank(a[0]) - rank(b[0])).map(([name, data]) => ({ name, data }));
}

/** A workbook's zip. */
export const workbookZip = (spec: WorkbookSpec): Buffer => zipFile(workbookEntries(spec));
