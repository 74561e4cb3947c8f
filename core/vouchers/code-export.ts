import type { Writable } from 'node:stream';
import { assertSalesAccess } from '../jobs/job-files.ts';
import type { TFileFormat } from '../jobs/schema.ts';
import type { Ctx } from '../shared/context.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import { exportCodesPage } from './code-list.ts';
import type { TExportCodesPage, TVoucherCodeRow } from './schema.ts';
import { findVoucher, type TenantCtx } from './store.ts';

/** The export's columns (the spec's voucher run file): code, member, assigned at, used at, order. */
export const CODE_EXPORT_HEADER = ['Code', 'Member', 'Assigned at', 'Used at', 'Order'] as const;

/** One code as a row of the export; the member by number and e-mail, times in ISO 8601. */
export const codeExportCells = (row: TVoucherCodeRow): SheetCell[] => [
  row.code,
  row.member ? `#${row.member.memberNo} ${row.member.email}` : '',
  row.assignedAt?.toISOString() ?? '',
  row.usedAt?.toISOString() ?? '',
  row.orderNo === null ? '' : `#${row.orderNo}`,
];

/** What the download is called (the voucher's code and the format); for users who may view My Sales. */
export async function codeExportFile(ctx: Ctx, voucherId: string, format: TFileFormat) {
  assertSalesAccess(ctx, 'view');
  const { code } = await findVoucher(ctx, voucherId, { code: true });
  return { fileName: `voucher-${code.toLowerCase()}-codes.${format}`, mimeType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/**
 * Writes every code of a voucher as CSV or XLSX through the streaming sheet writer, which puts
 * an apostrophe before any text a spreadsheet would run as a formula. Pages come from
 * nextPage: core's own query here, the router's through the command line. Returns the count.
 */
export async function writeCodes(format: TFileFormat, output: Writable, nextPage: (cursor: string | null) => Promise<TExportCodesPage>, progress: (done: number) => void = () => {}): Promise<number> {
  const sheet = await openSheetWriter(format, output, { header: CODE_EXPORT_HEADER, sheetName: 'Codes' });
  let done = 0;
  let cursor: string | null = null;
  do {
    const page: TExportCodesPage = await nextPage(cursor);
    for (const row of page.rows) await sheet.write(codeExportCells(row));
    done += page.rows.length;
    progress(done);
    cursor = page.next;
  } while (cursor);
  await sheet.end();
  return done;
}

/** Every code of a voucher of ctx's merchant, written to output (the download route). */
export const exportCodes = (ctx: TenantCtx, voucherId: string, format: TFileFormat, output: Writable): Promise<number> =>
  writeCodes(format, output, (cursor) => exportCodesPage(ctx, { voucherId, cursor, limit: 2_000 }));
