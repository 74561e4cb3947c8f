import type { Command } from 'commander';
import { withApi } from '../connection/connect.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { englishSummary, jobForOutput } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { orderNumbers, savePdf } from './sales-jobs.ts';

interface PdfFlags {
  order: string[];
  out?: string;
}

/** The invoices of the orders as one PDF (one invoice per page or more); orders without an invoice are skipped. */
async function pdf(globals: Globals, flags: PdfFlags): Promise<void> {
  const orderNos = orderNumbers(flags.order);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate({ kind: 'packaging-print', documents: 'invoices', orderNos });
    const job = await followJob(connection, started, 'Printing');
    const saved = await savePdf(connection, job, flags.out ?? (orderNos.length === 1 ? `invoice-${orderNos[0]}.pdf` : 'invoices.pdf'));
    await show(globals, { job: jobForOutput(job), ...saved }, () => [text(`${englishSummary(job.summary)} Saved to ${saved.file}.`)]);
  });
}

export function registerInvoices(program: Command): void {
  const invoices = program.command('invoices').description('invoices of orders');
  invoices
    .command('pdf')
    .description('save the invoices of orders as one PDF')
    .requiredOption('--order <numbers...>', 'order numbers, separated by commas or spaces (or give --order several times)')
    .option('--out <file>', 'where to save the PDF (default: invoice-<n>.pdf, or invoices.pdf for several)')
    .action((flags: PdfFlags, command: Command) => pdf(globalsOf(command), flags));
}
