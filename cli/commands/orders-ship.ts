import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { TJob } from '../../core/jobs/schema.ts';
import type { RowError } from '../../core/sheets/sheet-header.ts';
import { withApi, type Connection } from '../connection/connect.ts';
import { EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text, type Block } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { followSalesJob } from './sales-jobs.ts';
import { formatCount } from '../../core/shared/numbers.ts';

/** Rejected rows shown on screen; --json and --errors-out have them all. */
const SHOWN = 20;

interface ShipFlags {
  dryRun?: boolean;
  errorsOut?: string;
}


function blocks(job: TJob, rejected: RowError[], errorsOut: string | undefined): Block[] {
  const out: Block[] = [
    fields([
      ['Job', job.id],
      ['File', job.fileName],
      ['Status', job.status],
      ['Rows', formatCount(job.totalRows)],
      ...(job.failedCount > 0 ? [['Rejected rows', formatCount(job.failedCount)] as [string, string]] : []),
      ['Summary', job.summary],
    ]),
  ];
  if (rejected.length > 0) {
    out.push(table(['Row', 'Column', 'Reason'], rejected.slice(0, SHOWN).map((e) => [String(e.row), e.column, e.reason]), ''));
    const more = rejected.length > SHOWN ? `${plural(rejected.length - SHOWN, 'more problem')} not shown. ` : '';
    out.push(text(errorsOut ? `${more}Every rejected row is in ${errorsOut}.` : `${more}Add --errors-out FILE to save every rejected row with its cells.`));
  }
  return out;
}

/** Ships the orders of a CSV or XLSX file: exit status 0 when all shipped (or all valid on a dry run), 1 when rows were rejected. */
async function ship(globals: Globals, file: string, flags: ShipFlags, connection: Connection): Promise<void> {
  const upload = await withSpinner('Uploading the file', () => connection.files.upload('mass-shipping', file));
  const started = await connection.api.fulfilment.startMassShipping.mutate({ uploadId: upload.id, dryRun: Boolean(flags.dryRun) });
  const job = await followSalesJob(connection, started, flags.dryRun ? 'Checking' : 'Shipping');
  const errorsOut = flags.errorsOut && path.resolve(flags.errorsOut);
  const { rejectedRows } = await import('../jobs/rejected-rows.ts');
  const rejected = await rejectedRows(connection, job, errorsOut);
  await show(globals, { job, rejected, errorsFile: job.hasErrorFile ? (errorsOut ?? null) : null }, () => blocks(job, rejected, errorsOut));
  if (job.status === 'failed') process.exitCode = job.failedCount > 0 || rejected.length > 0 ? EXIT.rejected : EXIT.other;
}

/** Adds `merchant orders ship FILE` to the orders command. */
export function registerOrdersShip(program: Command): void {
  const orders = program.commands.find((c) => c.name() === 'orders') ?? program.command('orders').description('orders');
  orders
    .command('ship')
    .description('mass shipping: mark the orders of a CSV or XLSX file as shipped with their courier and tracking number, all rows or none')
    .argument('<file>', 'columns: Order ID, Courier, Tracking Number, Weight (kg), Width (cm), Length (cm), Height (cm)')
    .option('--dry-run', 'check every row and write nothing')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action(async (file: string, flags: ShipFlags, command: Command) => {
      try {
        await access(file);
      } catch {
        throw usageError(`Cannot read ${file}.`);
      }
      await withApi(globalsOf(command), { signedIn: true }, (connection) => ship(globalsOf(command), file, flags, connection));
    });
}
