import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { exportJobFile, importJobFile, type ImportFlags } from '../jobs/file-jobs.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { importWizard } from './import.ts';

interface ExportFlags {
  format: TFileFormat;
  out?: string;
}

/**
 * Imports a CSV or XLSX of contacts, all rows or none: exit status 1 when any row was rejected
 * (then nothing was written), 5 when the job failed for another reason.
 */
const importFile = (globals: Globals, file: string, flags: ImportFlags) =>
  importJobFile(globals, file, 'contact-import', flags, (uploadId) => ({ kind: 'contact-import', uploadId, dryRun: Boolean(flags.dryRun) }));

const exportFile = (globals: Globals, flags: ExportFlags) => exportJobFile(globals, { kind: 'contact-export', format: flags.format }, path.resolve(flags.out ?? `contacts.${flags.format}`));

/** Adds `merchant contacts import|export`: the contact list tool's files. */
export function registerContacts(program: Command): void {
  const contacts = program.command('contacts').description('the contact list (Tools)');
  contacts
    .command('import')
    .description('import contacts from a CSV or XLSX file (Name, Company Name, Contact, Email, WhatsApp, Date): every row is checked; all are written in one transaction, or none when any is rejected')
    .argument('[file]', 'the .csv or .xlsx file (merchant contacts export writes one in the same columns); left out on a terminal: the import wizard')
    .option('--dry-run', 'check every row and write nothing')
    .option('--mapping <file>', 'rename the file\'s headers by a mapping the import wizard saved (merchant import)')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string | undefined, flags: ImportFlags, command: Command) => (file ? importFile(globalsOf(command), file, flags) : importWizard(globalsOf(command), 'contact-import')));
  contacts
    .command('export')
    .description('export every contact as CSV or XLSX')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: contacts.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
}
