import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { exportJobFile, importJobFile, type ImportFlags as FileImportFlags } from '../jobs/file-jobs.ts';
import { usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
interface ImportFlags extends FileImportFlags {
  batch: string;
}

interface ExportFlags {
  format: TFileFormat;
  out?: string;
}

/**
 * Imports a member CSV under a batch name. Exit status 1 when any row was rejected (the
 * accepted rows are imported all the same, or on a dry run only checked), 5 when the job
 * failed for another reason, 0 when every row went in.
 */
async function importFile(globals: Globals, file: string, flags: ImportFlags): Promise<void> {
  if (flags.batch.trim() === '') throw usageError('--batch needs a name: the batch the new members are recorded under.');
  await importJobFile(globals, file, 'member-import', flags, (uploadId) => ({ kind: 'member-import', uploadId, batch: flags.batch, dryRun: Boolean(flags.dryRun) }));
}

const exportFile = (globals: Globals, flags: ExportFlags) => exportJobFile(globals, { kind: 'member-export', format: flags.format }, path.resolve(flags.out ?? `members.${flags.format}`));

/** The sample CSV is the same for everyone: written here, with no server or session needed. */
async function sample(globals: Globals, flags: { out?: string }): Promise<void> {
  const { writeMemberSample } = await import('../../core/members/import/sample.ts');
  const { SAMPLE_FILE } = await import('../../core/members/import/columns.ts');
  const out = path.resolve(flags.out ?? SAMPLE_FILE.fileName);
  const output = createWriteStream(out);
  await Promise.all([writeMemberSample(output), once(output, 'close')]);
  await show(globals, { file: out }, () => [text(`Saved the sample member CSV to ${out}.`)]);
}

/** Adds `merchant members import|export|sample` to the members command. */
export function registerMemberFiles(program: Command): void {
  const members = program.commands.find((c) => c.name() === 'members') ?? program.command('members').description('members');
  members
    .command('import')
    .description('import members from a CSV file (Name, Email, Phone, Date of Birth) under a batch name: every row is checked; the accepted rows are written in one transaction, the rejected ones reported')
    .argument('<file>', 'the .csv file (merchant members sample writes an example)')
    .requiredOption('--batch <name>', 'the batch name the new members are recorded under (importing the same file again with the same batch skips the members already imported)')
    .option('--dry-run', 'check every row and write nothing')
    .option('--mapping <file>', 'rename the file\'s headers by a mapping the import wizard saved (merchant import)')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string, flags: ImportFlags, command: Command) => importFile(globalsOf(command), file, flags));
  members
    .command('export')
    .description('export every member as CSV or XLSX')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .option('--out <file>', 'where to save it (default: members.<format>)')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
  members
    .command('sample')
    .description('write the sample member import CSV')
    .option('--out <file>', 'where to save it (default: member-import-sample.csv)')
    .action((flags: { out?: string }, command: Command) => sample(globalsOf(command), flags));
}
