import { Option, type Command } from 'commander';
import { withApi } from '../connection/connect.ts';
import { usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { englishSummary, jobForOutput } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { orderNumbers, savePdf } from './sales-jobs.ts';

interface PackagingFlags {
  orders?: string[];
  status?: string;
  out: string;
}

/** The status ids a packaging bill is printed for; any order status is accepted by the server. */
const statusId = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 11) throw usageError(`--status must be an order status id from 1 to 11 (4 is Preparing to ship); got "${value}".`);
  return n;
};

async function packaging(globals: Globals, flags: PackagingFlags): Promise<void> {
  if (Boolean(flags.orders) === (flags.status !== undefined)) throw usageError('Name the orders with --orders 1,2,3 or all orders of a status with --status N (one of the two).');
  const choice = flags.orders ? { orderNos: orderNumbers(flags.orders) } : { status: statusId(flags.status) };
  await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate({ kind: 'packaging-print', documents: 'packaging', ...choice });
    const job = await followJob(connection, started, 'Printing');
    const saved = await savePdf(connection, job, flags.out);
    await show(globals, { job: jobForOutput(job), ...saved }, () => [text(`${englishSummary(job.summary)} Saved to ${saved.file}.`)]);
  });
}

export function registerPrint(program: Command): void {
  const print = program.command('print').description('print documents of orders as one PDF');
  print
    .command('packaging')
    .description('the packaging bill: the packing slip and the invoice of each order, in order-number order')
    .option('--orders <numbers...>', 'order numbers, separated by commas or spaces (1,2,3)')
    .addOption(new Option('--status <n>', 'every order of this status id (4: Preparing to ship, 2: Payment Made)'))
    .option('--out <file>', 'where to save the PDF', 'packaging-bill.pdf')
    .action((flags: PackagingFlags, command: Command) => packaging(globalsOf(command), flags));
}
