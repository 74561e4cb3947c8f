import type { Writable } from 'node:stream';
import type { TFileFormat } from '../../jobs/schema.ts';
import type { Ctx } from '../../shared/context.ts';
import { openSheetWriter } from '../../sheets/sheet-writer.ts';

/** The export's columns: the import's four (so a file can go back in), then what the product adds. */
export const MEMBER_EXPORT_HEADER = ['Name', 'Email', 'Phone', 'Date of Birth', 'Member ID', 'Status', 'Joined', 'Source', 'Import Batch'] as const;

/** Members read per query; the export pages by member number, never by offset. */
const PAGE = 2_000;
const STATUS_TEXT: Record<number, string> = { 1: 'Enabled', 2: 'Hidden' };

/**
 * Writes every member of ctx's merchant, by member number, as CSV or XLSX through the streaming
 * sheet writer, which puts an apostrophe before any text a spreadsheet would run as a formula
 * (a name like '=HYPERLINK(...)', and phones, which start with '+'). Returns how many it wrote.
 */
export async function exportMembers(ctx: Ctx, format: TFileFormat, output: Writable, progress: (done: number, total: number) => void = () => {}): Promise<number> {
  const total = await ctx.db.member.count({ where: { merchantId: ctx.merchantId } });
  const sheet = await openSheetWriter(format, output, { header: MEMBER_EXPORT_HEADER, sheetName: 'Members' });
  let after = 0;
  let done = 0;
  for (;;) {
    const page = await ctx.db.member.findMany({
      where: { merchantId: ctx.merchantId, memberNo: { gt: after } },
      orderBy: { memberNo: 'asc' },
      take: PAGE,
      select: { memberNo: true, name: true, email: true, phone: true, dateOfBirth: true, status: true, joinedAt: true, source: true, importBatch: true },
    });
    for (const m of page) {
      await sheet.write([m.name, m.email, m.phone, m.dateOfBirth ?? '', m.memberNo, STATUS_TEXT[m.status] ?? String(m.status), m.joinedAt.toISOString(), m.source, m.importBatch ?? '']);
    }
    done += page.length;
    progress(done, Math.max(total, done));
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.memberNo;
  }
  await sheet.end();
  return done;
}
