import type { Writable } from 'node:stream';
import type { TFileFormat } from '../jobs/schema.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import type { TWinnerRow } from './schema.ts';

/** The winners file's columns. */
export const WINNER_EXPORT_HEADER = ['Won at', 'Day', 'Name', 'Phone', 'E-mail', 'Prize', 'Status', 'Handed over at'] as const;

export const winnerCells = (row: TWinnerRow): SheetCell[] => [
  row.createdAt.toISOString(),
  row.day,
  row.user.name,
  row.user.phone,
  row.user.email,
  row.prizeName,
  row.winStatus,
  row.fulfilledAt?.toISOString() ?? '',
];

/**
 * Writes a campaign's winners as CSV or XLSX through the streaming sheet writer, which puts an
 * apostrophe before any text a spreadsheet would run as a formula (a name like '=HYPERLINK(...)').
 * Pages come from nextPage (the router's winners list, page by page). Returns the count.
 */
export async function writeWinners(format: TFileFormat, output: Writable, nextPage: (page: number) => Promise<{ items: TWinnerRow[]; total: number }>): Promise<number> {
  const sheet = await openSheetWriter(format, output, { header: WINNER_EXPORT_HEADER, sheetName: 'Winners' });
  let done = 0;
  for (let page = 1; ; page++) {
    const { items, total } = await nextPage(page);
    for (const row of items) await sheet.write(winnerCells(row));
    done += items.length;
    if (items.length === 0 || done >= total) break;
  }
  await sheet.end();
  return done;
}
