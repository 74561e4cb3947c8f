import { FILE_LIMITS as L } from '../shared/limits.ts';
import { msg, type Message } from '../shared/messages.ts';

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= 1024 * MB ? `${bytes / 1024 / MB} GB` : `${bytes / MB} MB`);

/** What a reader says when it refuses a file as a whole: the row or part, and the limit it passed (FILE_LIMITS). */
export const FILE_MESSAGES = {
  notUtf8: (row: number) => msg('files.notUtf8', { row }),
  /** reason: the CSV parser's own words (English only). */
  notCsv: (reason: string) => msg('files.notCsv', { reason }),
  notWorkbook: msg('files.notWorkbook'),
  tooManyRows: msg('files.tooManyRows', { max: L.rows }),
  tooManyColumns: (row: number) => msg('files.tooManyColumns', { row, max: L.columns }),
  tooManyCells: (row: number) => msg('files.tooManyCells', { row, max: L.cellsPerRow }),
  /** A cell address past XFD, the last column any sheet has (shortened: an address may be a long run of letters). */
  columnPastEnd: (row: number, ref: string) =>
    ref ? msg('files.columnPastEndAt', { row, ref: ref.length > 12 ? `${ref.slice(0, 12)}...` : ref }) : msg('files.columnPastEnd', { row }),
  cellTooLong: (row: number) => msg('files.cellTooLong', { row, max: L.cellChars }),
  rowTooLong: (row: number) => msg('files.rowTooLong', { row, max: L.rowChars }),
  zipEntries: msg('files.zipEntries', { max: L.zipEntries }),
  zipBytes: msg('files.zipBytes', { max: size(L.zipBytes) }),
  zipRatio: (part: string) => msg('files.zipRatio', { part, max: L.zipRatio }),
  partBytes: (part: string) => msg('files.partBytes', { part, max: size(L.partBytes) }),
  sharedStringsBytes: msg('files.sharedStringsBytes', { max: size(L.partBytes) }),
  textTooLong: msg('files.textTooLong', { max: L.cellChars }),
  sharedStrings: msg('files.sharedStrings', { max: L.sharedStrings }),
  cellFormats: msg('files.cellFormats', { max: L.cellFormats }),
  /** place: where in the workbook (FILE_PLACES). */
  xmlRun: (place: Message) => msg('files.xmlRun', { place, max: L.xmlRunChars }),
} as const;
