import path from 'node:path';
import { Option, type Command } from 'commander';
import { VISIBILITIES } from '../../core/catalogue/constants.ts';
import { FILE_FORMATS } from '../../core/jobs/file-options.ts';
import { REPLY_STATES, REVIEW_SORTS } from '../../core/reviews/constants.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { wholeNumber } from '../program/arguments.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface ExportFlags {
  stars?: number;
  visibility?: (typeof VISIBILITIES)[number];
  replied?: (typeof REPLY_STATES)[number];
  search?: string;
  sort: (typeof REVIEW_SORTS)[number];
  format: (typeof FILE_FORMATS)[number];
  out: string;
}

/** The ratings and reviews the filters keep, as the list shows them, into a file (a review-export job). */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out);
  const { stars, visibility, replied, search, sort, format } = flags;
  const reviews = await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate({ kind: 'review-export', sort, format, ...(stars && { stars }), ...(visibility && { visibility }), ...(replied && { replied }), ...(search && { search }) });
    const job = await followJob(connection, started, 'Exporting', 'reviews');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    await connection.files.download({ kind: 'result', jobId: job.id }, out);
    return job.totalRows;
  });
  await show(globals, { file: out, format, reviews }, () => [text(`Exported ${plural(reviews, 'review')} to ${out}.`)]);
}

export function registerReviews(program: Command): void {
  const reviews = program.command('reviews').description('ratings and reviews of the shop’s products');
  reviews
    .command('export')
    .description('export reviews to a CSV or XLSX file, filtered as the list filters them')
    .option('--stars <n>', 'only reviews of this many stars (1 to 5)', wholeNumber(1, 5))
    .addOption(new Option('--visibility <visibility>', 'only public or only hidden reviews').choices(VISIBILITIES))
    .addOption(new Option('--replied <state>', 'only replied or only unreplied reviews').choices(REPLY_STATES))
    .option('--search <text>', 'reviewer, product or comment containing this')
    .addOption(new Option('--sort <sort>', 'order of the rows').choices(REVIEW_SORTS).default('newest'))
    .addOption(new Option('--format <format>', 'file format').choices(FILE_FORMATS).default('csv'))
    .requiredOption('--out <file>', 'where to save the file')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
}
