import { FILE_LIMITS as L } from '../shared/limits.ts';
import { formatCount } from '../shared/numbers.ts';

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes >= 1024 * MB ? `${bytes / 1024 / MB} GB` : `${bytes / MB} MB`);
const count = formatCount;

/** What a reader says when it refuses a file as a whole: the row or part, and the limit it passed (FILE_LIMITS). */
export const FILE_MESSAGES = {
  notUtf8: (row: number) => `The file is not UTF-8 text (row ${row}): save it as CSV UTF-8 and upload again.`,
  notCsv: (reason: string) => `The file is not a valid CSV file: ${reason}`,
  notWorkbook: 'The file is not a valid Excel (.xlsx) workbook.',
  tooManyRows: `The file has more than ${count(L.rows)} rows; a file may have at most ${count(L.rows)}.`,
  tooManyColumns: (row: number) => `Row ${row} has more than ${count(L.columns)} columns; a row may have at most ${count(L.columns)}.`,
  tooManyCells: (row: number) => `Row ${row} lists more than ${count(L.cellsPerRow)} cells; a row may have at most ${count(L.cellsPerRow)}.`,
  /** A cell address past XFD, the last column any sheet has (shortened: an address may be a long run of letters). */
  columnPastEnd: (row: number, ref: string) => `Row ${row} has a cell past the last column of a sheet (XFD)${ref ? `: ${ref.length > 12 ? `${ref.slice(0, 12)}...` : ref}` : ''}.`,
  cellTooLong: (row: number) => `Row ${row} has a cell of more than ${count(L.cellChars)} characters; a cell may have at most ${count(L.cellChars)}.`,
  rowTooLong: (row: number) => `Row ${row} has more than ${count(L.rowChars)} characters; a row may have at most ${count(L.rowChars)}.`,
  zipEntries: `The workbook has more than ${count(L.zipEntries)} parts; a workbook may have at most ${count(L.zipEntries)}.`,
  zipBytes: `The workbook is larger than ${size(L.zipBytes)} uncompressed (at most ${size(L.zipBytes)}).`,
  zipRatio: (part: string) => `The workbook's part ${part} inflates to more than ${L.zipRatio} times its compressed size (at most ${L.zipRatio} times).`,
  partBytes: (part: string) => `The workbook's part ${part} is larger than ${size(L.partBytes)} (at most ${size(L.partBytes)}).`,
  sharedStringsBytes: `The workbook's shared strings are larger than ${size(L.partBytes)} (at most ${size(L.partBytes)}).`,
  textTooLong: `The workbook holds a text of more than ${count(L.cellChars)} characters; a cell may have at most ${count(L.cellChars)}.`,
  sharedStrings: `The workbook has more than ${count(L.sharedStrings)} shared strings (at most ${count(L.sharedStrings)}).`,
  cellFormats: `The workbook has more than ${count(L.cellFormats)} cell formats (at most ${count(L.cellFormats)}).`,
  xmlRun: (where: string) => `${where} holds more than ${count(L.xmlRunChars)} characters without markup (at most ${count(L.xmlRunChars)}).`,
} as const;
