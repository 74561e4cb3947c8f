import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { withApi, type Connection } from '../connection/connect.ts';
import { EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { importWizard } from './import.ts';
import { withSpinner } from '../ui/spinner.ts';
import { showFileJob } from '../jobs/job-report.ts';
import { followJob } from '../jobs/follow.ts';

interface ShipFlags {
  dryRun?: boolean;
  errorsOut?: string;
  mapping?: string;
}

/** Ships the orders of a CSV or XLSX file: exit status 0 when all shipped (or all valid on a dry run), 1 when rows were rejected. */
async function ship(globals: Globals, file: string, flags: ShipFlags, connection: Connection): Promise<void> {
  const { mappingFlag, uploadMapped } = await import('../imports/mapped-upload.ts');
  const mapping = await mappingFlag('mass-shipping', flags.mapping);
  const upload = await withSpinner('Uploading the file', () => uploadMapped(connection, 'mass-shipping', file, mapping));
  const started = await connection.api.jobs.start.mutate({ kind: 'mass-shipping', uploadId: upload.id, dryRun: Boolean(flags.dryRun) });
  const job = await followJob(connection, started, flags.dryRun ? 'Checking' : 'Shipping');
  const errorsOut = flags.errorsOut && path.resolve(flags.errorsOut);
  const rejected = await showFileJob(globals, connection, job, errorsOut);
  if (job.status === 'failed') process.exitCode = job.failedCount > 0 || rejected.length > 0 ? EXIT.rejected : EXIT.other;
}

/** Adds `merchant orders ship FILE` to the orders command. */
export function registerOrdersShip(program: Command): void {
  const orders = program.commands.find((c) => c.name() === 'orders') ?? program.command('orders').description('orders');
  orders
    .command('ship')
    .description('mass shipping: mark the orders of a CSV or XLSX file as shipped with their courier and tracking number, all rows or none')
    .argument('[file]', 'columns: Order ID, Courier, Tracking Number, Weight (kg), Width (cm), Length (cm), Height (cm); left out on a terminal: the import wizard')
    .option('--dry-run', 'check every row and write nothing')
    .option('--mapping <file>', 'rename the file\'s headers by a mapping the import wizard saved (merchant import)')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action(async (file: string | undefined, flags: ShipFlags, command: Command) => {
      if (!file) return importWizard(globalsOf(command), 'mass-shipping');
      try {
        await access(file);
      } catch {
        throw usageError(`Cannot read ${file}.`);
      }
      await withApi(globalsOf(command), { signedIn: true }, (connection) => ship(globalsOf(command), file, flags, connection));
    });
}
