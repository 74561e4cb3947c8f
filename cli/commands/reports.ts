import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { PERFORMANCE_SORTS, type PerformanceSort } from '../../core/reports/sales-options.ts';
import { withApi } from '../connection/connect.ts';
import { usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

interface PeriodFlags {
  from?: string;
  to?: string;
}

interface OrdersFlags extends PeriodFlags {
  format: TFileFormat | 'pdf';
  out?: string;
}

interface ProductsFlags extends PeriodFlags {
  format: TFileFormat;
  sort: PerformanceSort;
  out?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** --from and --to as a report's period (a custom range, both days included); neither is the last 30 days. */
function periodQuery(flags: PeriodFlags): Record<string, string> {
  if (!flags.from && !flags.to) return { period: 'last_30_days' };
  if (!flags.from || !flags.to) throw usageError('Give both --from and --to (YYYY-MM-DD), or neither for the last 30 days.');
  for (const [flag, day] of [['--from', flags.from], ['--to', flags.to]] as const) {
    if (!DAY.test(day)) throw usageError(`${flag} takes a day as YYYY-MM-DD, not "${day}".`);
  }
  return { period: 'custom', from: flags.from, to: flags.to };
}

/** Saves a report's file of the signed-in merchant at out and says where. */
export async function saveReport(globals: Globals, what: { name: string; label: string; format: TFileFormat | 'pdf'; query: Record<string, string> }, out: string): Promise<void> {
  const file = path.resolve(out);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const bytes = await connection.files.download({ kind: 'report', name: what.name, format: what.format, query: what.query }, file);
    await show(globals, { report: what.name, format: what.format, ...what.query, file, bytes }, () => [text(`Saved the ${what.label} to ${file}.`)]);
  });
}

/** The `reports` command, made once: each set of reports adds its subcommands to it. */
export function reportsCommand(program: Command): Command {
  return program.commands.find((c) => c.name() === 'reports') ?? program.command('reports').description('reports of the signed-in merchant, saved as files');
}

/** Adds `merchant reports orders|products-performance` (the e-commerce sales reports). */
export function registerSalesReports(program: Command): void {
  const reports = reportsCommand(program);
  reports
    .command('orders')
    .description('save the order report (figures against the previous period, orders by status, sales by day, top products)')
    .option('--from <day>', 'first day of the period, YYYY-MM-DD in the shop’s time zone (default: the last 30 days)')
    .option('--to <day>', 'last day of the period, YYYY-MM-DD')
    .addOption(new Option('--format <format>', 'pdf (the printable report), or csv/xlsx (its days as rows)').choices(['pdf', ...FILE_FORMATS]).default('pdf'))
    .option('--out <file>', 'where to save it (default: order-report.<format>)')
    .action((flags: OrdersFlags, command: Command) =>
      saveReport(globalsOf(command), { name: 'order-report', label: 'order report', format: flags.format, query: periodQuery(flags) }, flags.out ?? `order-report.${flags.format}`),
    );
  reports
    .command('products-performance')
    .description('save every product sold in the period with its orders, units, sales and share of sales')
    .option('--from <day>', 'first day of the period, YYYY-MM-DD in the shop’s time zone (default: the last 30 days)')
    .option('--to <day>', 'last day of the period, YYYY-MM-DD')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .addOption(new Option('--sort <sort>', 'order of the rows, the most first').choices(PERFORMANCE_SORTS).default('revenue'))
    .option('--out <file>', 'where to save it (default: products-performance.<format>)')
    .action((flags: ProductsFlags, command: Command) =>
      saveReport(
        globalsOf(command),
        { name: 'products-performance', label: 'products performance report', format: flags.format, query: { ...periodQuery(flags), sort: flags.sort } },
        flags.out ?? `products-performance.${flags.format}`,
      ),
    );
}
