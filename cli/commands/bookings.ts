import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface ExportFlags {
  from: string;
  to: string;
  format: (typeof FILE_FORMATS)[number];
  out?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The bookings of the booked days from..to into a file (a booking-export job), saved at --out or bookings-FROM-TO.<format>. */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  if (!DAY.test(flags.from) || !DAY.test(flags.to)) throw usageError('--from and --to take a date as YYYY-MM-DD.');
  const { from, to, format } = flags;
  const out = path.resolve(flags.out ?? `bookings-${from}-${to}.${format}`);
  const bookings = await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate({ kind: 'booking-export', from, to, format });
    const job = await followJob(connection, started, 'Exporting', 'bookings');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    await connection.files.download({ kind: 'result', jobId: job.id }, out);
    return job.totalRows;
  });
  await show(globals, { file: out, format, bookings }, () => [text(`Exported ${plural(bookings, 'booking')} to ${out}.`)]);
}

export function registerBookings(program: Command): void {
  const bookings = program.command('bookings').description('bookings of the booking system');
  bookings
    .command('export')
    .description('export the bookings of booked days to a CSV or XLSX file')
    .requiredOption('--from <date>', 'first booked day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last booked day, YYYY-MM-DD')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save the file (default bookings-FROM-TO.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
}
