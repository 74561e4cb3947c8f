/**
 * Which cell styles of a workbook show a number as a date: a sheet stores a date as a number
 * (days since 1900) and only its cell's format makes it one. The mass update has always read
 * such a cell as the date's ISO 8601 text (exceljs gave it a Date), so it still does.
 */
import { FILE_LIMITS as L } from '../shared/limits.ts';
import { FILE_MESSAGES as M } from './file-messages.ts';
import { UnreadableFile } from './unreadable-file.ts';
import { heldPart, readPart, type XlsxZip } from './xlsx-zip.ts';

/** The built-in number formats that show a date or a time (ECMA-376 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * Whether a format code shows a date or a time: a day, month, year, hour or second code outside
 * quoted text, brackets (colours, locales, elapsed time) and characters taken literally (\x,
 * and _x and *x, which pad with x).
 */
export const isDateFormat = (code: string): boolean => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*]|[\\_*]./g, ''));

/** Whether each cell style (its index, as a cell's s attribute names it) formats its numbers as dates. */
export async function dateStyles(xlsx: XlsxZip, part: string | null): Promise<boolean[]> {
  const entry = part === null ? undefined : heldPart(xlsx, part);
  if (!entry) return [];
  const custom = new Map<number, boolean>();
  const formatIds: number[] = [];
  let inCellFormats = false;
  await readPart(xlsx, entry, {
    open(name, attributes) {
      if (name === 'numFmt') {
        if (custom.size === L.cellFormats) throw new UnreadableFile(1, M.cellFormats);
        custom.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ''));
      } else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        if (formatIds.length === L.cellFormats) throw new UnreadableFile(1, M.cellFormats);
        formatIds.push(Number(attributes.numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return formatIds.map((id) => custom.get(id) ?? DATE_FORMAT_IDS.has(id));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 25569 of the 1900 date system is 1970-01-01; the 1904 system starts 1462 days later. */
const UNIX_DAY = 25569;
const DAYS_1904 = 1462;

/** A date cell's number as the ISO 8601 text of its date and time (as exceljs gave it), or null when it is no date. */
export function isoDate(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - UNIX_DAY + (date1904 ? DAYS_1904 : 0)) * DAY_MS));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
