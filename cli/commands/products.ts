import { access } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import type { TTemplateInput } from '../../core/catalogue/bulk/templates.ts';
import { FILE_FORMATS, IMPORT_MODES, type TFileFormat, type TImportMode } from '../../core/jobs/file-options.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import { withApi, type Connection } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { importWizard } from './import.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';
import { showFileJob } from '../jobs/job-report.ts';
import { exportJobFile } from '../jobs/file-jobs.ts';

const KINDS = ['import', 'mass-update'] as const;

interface TemplateFlags {
  kind: TTemplateInput['kind'];
  format: TFileFormat;
  out?: string;
}

interface ImportFlags {
  dryRun?: boolean;
  mode: TImportMode;
  errorsOut?: string;
  mapping?: string;
}

interface ExportFlags {
  format: TFileFormat;
  out?: string;
}

async function readable(file: string): Promise<string> {
  try {
    await access(file);
  } catch {
    throw usageError(`Cannot read ${file}.`);
  }
  return file;
}

/** Prints a finished job with its rejected rows; exit status 1 when rows were rejected, 5 when it failed otherwise. */
async function report(globals: Globals, connection: Connection, job: TJob, errorsOut: string | undefined, failed: string): Promise<void> {
  const rejected = await showFileJob(globals, connection, job, errorsOut, failed);
  if (job.status === 'failed') process.exitCode = job.failedCount > 0 || rejected.length > 0 ? EXIT.rejected : EXIT.other;
}

async function template(globals: Globals, flags: TemplateFlags): Promise<void> {
  const input = { kind: flags.kind, format: flags.format };
  if (input.kind === 'mass-update' && input.format !== 'xlsx') throw usageError('The mass update template is an Excel file: use --format xlsx.');
  const out = path.resolve(flags.out ?? `${input.kind === 'import' ? 'products' : 'mass-update'}-template.${input.format}`);
  const bytes = await withApi(globals, { signedIn: true }, ({ files }) => withSpinner('Downloading the template', () => files.download({ kind: 'template', input }, out)));
  await show(globals, { file: out, ...input, bytes }, () => [text(`Saved the ${input.kind} template to ${out}.`)]);
}

async function importFile(globals: Globals, file: string, flags: ImportFlags): Promise<void> {
  const source = await readable(file);
  const { mappingFlag, uploadMapped } = await import('../imports/mapped-upload.ts');
  const mapping = await mappingFlag('product-import', flags.mapping);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await withSpinner('Uploading the file', () => uploadMapped(connection, 'product-import', source, mapping));
    const started = await connection.api.jobs.start.mutate({ kind: 'product-import', uploadId: upload.id, mode: flags.mode, dryRun: Boolean(flags.dryRun) });
    const job = await followJob(connection, started, flags.dryRun ? 'Checking' : 'Importing');
    await report(globals, connection, job, flags.errorsOut && path.resolve(flags.errorsOut), 'Rejected rows');
  });
}

const exportFile = (globals: Globals, flags: ExportFlags) => exportJobFile(globals, { kind: 'product-export', format: flags.format }, path.resolve(flags.out ?? `products.${flags.format}`));

async function massUpdate(globals: Globals, file: string, flags: { errorsOut?: string }): Promise<void> {
  const source = await readable(file);
  await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await withSpinner('Uploading the file', () => connection.files.upload('mass-update', source));
    const job = await followJob(connection, await connection.api.jobs.start.mutate({ kind: 'mass-update', uploadId: upload.id }), 'Updating');
    // A file that is not the latest template is refused input, as a refused row is.
    const { MASS_UPDATE_SUMMARY } = await import('../../core/catalogue/bulk/catalogue-jobs.ts');
    if (job.status === 'failed' && job.summary.code === MASS_UPDATE_SUMMARY.notLatest) throw new CliError(englishSummary(job.summary), EXIT.rejected);
    await report(globals, connection, job, flags.errorsOut && path.resolve(flags.errorsOut), 'Failed products');
  });
}

export function registerProducts(program: Command): void {
  const products = program.command('products').description('product files: templates, imports, exports and mass updates');
  products
    .command('template')
    .description('download a blank import template, or the mass-update template with every SKU and its current values')
    .addOption(new Option('--kind <kind>', 'which template').choices(KINDS).default('import'))
    .addOption(new Option('--format <format>', 'file format (the mass-update template is xlsx only)').choices(FILE_FORMATS).default('xlsx'))
    .option('--out <file>', 'where to save it (default: products-template.<format> or mass-update-template.xlsx)')
    .action((flags: TemplateFlags, command: Command) => template(globalsOf(command), flags));
  products
    .command('import')
    .description('import a CSV or XLSX product file: every row is checked, then all are written or none')
    .argument('[file]', 'the .csv or .xlsx file; left out on a terminal: the import wizard')
    .option('--dry-run', 'check every row and write nothing')
    .addOption(new Option('--mode <mode>', 'create new products, update existing ones (by SKU), or both').choices(IMPORT_MODES).default('upsert'))
    .option('--mapping <file>', 'rename the file\'s headers by a mapping the import wizard saved (merchant import)')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string | undefined, flags: ImportFlags, command: Command) => (file ? importFile(globalsOf(command), file, flags) : importWizard(globalsOf(command), 'product-import')));
  products
    .command('export')
    .description('export every product in the import format')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: products.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
  products
    .command('mass-update')
    .description('apply a mass-update spreadsheet (the latest template, .xlsx, at most 5 MB): all rows or none')
    .argument('<file>', 'the edited mass-update template')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string, flags: { errorsOut?: string }, command: Command) => massUpdate(globalsOf(command), file, flags));
}
