import type { Writable } from 'node:stream';
import { assertSalesAccess } from '../../jobs/job-files.ts';
import type { Ctx } from '../../shared/context.ts';
import { openSheetWriter } from '../../sheets/sheet-writer.ts';
import { SAMPLE_FILE, SAMPLE_ROWS } from './columns.ts';

/** Writes the sample member CSV (UTF-8 with a byte-order mark, CRLF): the header and one row per accepted form. */
export async function writeMemberSample(output: Writable): Promise<void> {
  const [header, ...rows] = SAMPLE_ROWS;
  const sheet = await openSheetWriter('csv', output, { header: header!, sheetName: 'Members' });
  for (const row of rows) await sheet.write(row);
  await sheet.end();
}

/** The sample's name and type, after the check a download makes (the caller may view My Sales). */
export function memberSampleFile(ctx: Ctx): typeof SAMPLE_FILE {
  assertSalesAccess(ctx, 'view');
  return SAMPLE_FILE;
}
