import path from 'node:path';
import { Option, type Command } from 'commander';
import { FILE_FORMATS } from '../../core/jobs/file-options.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface ExportFlags {
  position?: string;
  search?: string;
  format: (typeof FILE_FORMATS)[number];
  out: string;
}

/** The resumes of the recruitment list (one position, or all), newest first, into a file (a resume-export job). */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out);
  const { position, search, format } = flags;
  const resumes = await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate({ kind: 'resume-export', format, ...(position && { careerId: position }), ...(search && { search }) });
    const job = await followJob(connection, started, 'Exporting', 'resumes');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    await connection.files.download({ kind: 'result', jobId: job.id }, out);
    return job.totalRows;
  });
  await show(globals, { file: out, format, resumes }, () => [text(`Exported ${plural(resumes, 'resume')} to ${out}.`)]);
}

export function registerResumes(program: Command): void {
  const resumes = program.command('resumes').description('resumes received for the shop’s careers');
  resumes
    .command('export')
    .description('export the recruitment list to a CSV or XLSX file, newest first')
    .option('--position <careerId>', 'only resumes for this career (its id)')
    .option('--search <text>', 'name, e-mail or mobile number containing this')
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .requiredOption('--out <file>', 'where to save the file')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
}
