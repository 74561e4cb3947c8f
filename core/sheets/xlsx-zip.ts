/**
 * A workbook's zip, opened by its central directory (yauzl), its parts read as XML text (saxes),
 * each within FILE_LIMITS before anything is inflated: the number of entries, their size
 * uncompressed all together, and how many times its compressed size each part inflates to, as
 * the directory declares them (yauzl refuses a part that inflates to more than it declared).
 */
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { term, type Message } from '../shared/messages.ts';

/** A workbook's zip: its entries by name (as OPC names parts: without regard to case). */
export interface XlsxZip {
  zip: ZipFile;
  entries: Map<string, Entry>;
}

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };

/** Opens a workbook from its file, or from its bytes, and reads its directory within FILE_LIMITS. */
export async function openXlsx(source: string | Buffer): Promise<XlsxZip> {
  const zip = typeof source === 'string' ? await yauzl.openPromise(source, OPTIONS) : await yauzl.fromBufferPromise(source, OPTIONS);
  try {
    if (zip.entryCount > L.zipEntries) throw new UnreadableFile(1, M.zipEntries);
    const entries = new Map<string, Entry>();
    let bytes = 0;
    for await (const entry of zip.eachEntry()) {
      bytes += entry.uncompressedSize;
      if (bytes > L.zipBytes) throw new UnreadableFile(1, M.zipBytes);
      entries.set(entry.fileName.toLowerCase(), entry);
    }
    return { zip, entries };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** A part's entry by its name, or undefined. */
export const partEntry = (xlsx: XlsxZip, name: string): Entry | undefined => xlsx.entries.get(name.toLowerCase());

/** A part's text, streamed: checked against the limits before it is inflated, and refused unless it is UTF-8 (as a workbook's XML is). */
export async function* partText(xlsx: XlsxZip, entry: Entry): AsyncGenerator<string> {
  const { uncompressedSize: size, compressedSize } = entry;
  if (size > L.zipRatioFromBytes && size > compressedSize * L.zipRatio) throw new UnreadableFile(1, M.zipRatio(entry.fileName));
  const stream: Readable = await xlsx.zip.openReadStreamPromise(entry);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of stream) yield decoder.decode(chunk as Buffer, { stream: true });
    yield decoder.decode();
  } finally {
    stream.destroy();
  }
}

/** A part the reader holds whole (the workbook, its relationships, styles, shared strings): at most FILE_LIMITS.partBytes. */
export function heldPart(xlsx: XlsxZip, name: string, tooLarge = M.partBytes(name)): Entry | undefined {
  const entry = partEntry(xlsx, name);
  if (entry && entry.uncompressedSize > L.partBytes) throw new UnreadableFile(1, tooLarge);
  return entry;
}

/** An element's name without its namespace prefix: `x:row` is `row` (the .NET Open XML SDK writes prefixes). */
export const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * Parses XML as it is written to it, passing elements on by their local names. Between two
 * pieces of markup saxes gathers what it reads (a text, a tag and its attributes, a comment):
 * after each chunk, no more than FILE_LIMITS.xmlRunChars characters may have gone by since the
 * last, or where() names the place in the refusal.
 */
export class XmlReader {
  private readonly parser = new SaxesParser();
  private lastMark = 0;

  constructor(
    handlers: XmlHandlers,
    private readonly where: () => { row: number; place: Message },
  ) {
    const { open, text, close } = handlers;
    const parser = this.parser;
    parser.on('opentag', (tag) => {
      this.lastMark = parser.position;
      open?.(localName(tag.name), (tag as SaxesTagPlain).attributes);
    });
    parser.on('closetag', (tag) => {
      this.lastMark = parser.position;
      close?.(localName(tag.name));
    });
    parser.on('text', (chunk) => {
      this.lastMark = parser.position;
      text?.(chunk);
    });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
    if (this.parser.position - this.lastMark > L.xmlRunChars) {
      const { row, place } = this.where();
      throw new UnreadableFile(row, M.xmlRun(place));
    }
  }

  close(): void {
    this.parser.close();
  }
}

/** Reads a whole part through handlers (for the parts whose XML only fills what the handlers keep). */
export async function readPart(xlsx: XlsxZip, entry: Entry, handlers: XmlHandlers): Promise<void> {
  const reader = new XmlReader(handlers, () => ({ row: 1, place: term('files.workbookPart', { part: entry.fileName }) }));
  for await (const chunk of partText(xlsx, entry)) reader.write(chunk);
  reader.close();
}
