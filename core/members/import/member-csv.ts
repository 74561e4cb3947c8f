import type { Readable } from 'node:stream';
import { readCsvBatches } from '../../sheets/csv-rows.ts';
import type { SheetRow } from '../../sheets/sheet-reader.ts';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';

/**
 * No member row comes near this many characters (a name of 100, an e-mail of 254 ...). A
 * quote left open would otherwise make the parser hold the rest of the file as one cell.
 */
const MAX_ROW_CHARS = 64 * 1024;

/**
 * A member file's rows in batches, as core/sheets reads any CSV (UTF-8 and FILE_LIMITS checked
 * before the parser, rows numbered as a spreadsheet numbers them), with a member row's own
 * length limit. A file it cannot read is refused with an UnreadableFile naming the row.
 */
export const readMemberCsv = (source: Readable): AsyncGenerator<SheetRow[]> => readCsvBatches(source, { rowChars: MAX_ROW_CHARS, tooLong: () => M.rowTooLong });
