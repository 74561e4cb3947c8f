import type { TJob } from '../../core/jobs/schema.ts';
import type { RowError } from '../../core/sheets/sheet-header.ts';
import { formatCount } from '../../core/shared/numbers.ts';
import type { Connection } from '../connection/connect.ts';
import type { Globals } from '../program/globals.ts';
import { fields, table, text, type Block } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { englishSummary, jobForOutput } from './english-summary.ts';

/** Rejected rows shown on screen; --json and --errors-out have them all. */
const SHOWN = 20;

/** A finished file job: its counts and summary, then the first rejected rows and where all of them are. */
function jobBlocks(job: TJob, rejected: RowError[], errorsOut: string | undefined, failedLabel: string): Block[] {
  const blocks: Block[] = [
    fields([
      ['Job', job.id],
      ['File', job.fileName],
      ['Status', job.status],
      ['Rows', formatCount(job.totalRows)],
      ...(job.failedCount > 0 ? [[failedLabel, formatCount(job.failedCount)] as [string, string]] : []),
      ['Summary', englishSummary(job.summary)],
    ]),
  ];
  if (rejected.length > 0) {
    blocks.push(table(['Row', 'Column', 'Reason'], rejected.slice(0, SHOWN).map((e) => [String(e.row), e.column, e.reason]), ''));
    const more = rejected.length > SHOWN ? `${plural(rejected.length - SHOWN, 'more problem')} not shown. ` : '';
    blocks.push(text(errorsOut ? `${more}Every rejected row is in ${errorsOut}.` : `${more}Add --errors-out FILE to save every rejected row with its cells.`));
  }
  return blocks;
}

/**
 * Shows a finished import-like job (an import, a mass update, mass shipping) with its rejected
 * rows, saving its error file at errorsOut when given; the rejected rows, for the caller's exit
 * status.
 */
export async function showFileJob(globals: Globals, connection: Connection, job: TJob, errorsOut: string | undefined, failedLabel = 'Rejected rows'): Promise<RowError[]> {
  // The spreadsheet readers load only when a command needs them, so --help stays fast.
  const { rejectedRows } = await import('./rejected-rows.ts');
  const rejected = await rejectedRows(connection, job, errorsOut);
  await show(globals, { job: jobForOutput(job), rejected, errorsFile: job.hasErrorFile ? (errorsOut ?? null) : null }, () => jobBlocks(job, rejected, errorsOut, failedLabel));
  return rejected;
}
