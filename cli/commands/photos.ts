import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { VISIBILITIES } from '../../core/catalogue/constants.ts';
import { withApi } from '../connection/connect.ts';
import { followJob } from '../jobs/follow.ts';
import { showFileJob } from '../jobs/job-report.ts';
import { EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { withSpinner } from '../ui/spinner.ts';

interface ImportFlags {
  album: string;
  visibility: (typeof VISIBILITIES)[number];
  dryRun?: boolean;
  errorsOut?: string;
}

/** A folder is packed into a zip in a temporary folder (removed afterwards); a zip is sent as it is. */
async function archiveOf(source: string, work: () => Promise<string>): Promise<{ file: string; done(): Promise<void> }> {
  const info = await stat(source).catch(() => null);
  if (!info) throw usageError(`Cannot read ${source}.`);
  if (info.isFile()) {
    if (!/\.zip$/i.test(source)) throw usageError(`${source} is not a folder or a .zip file.`);
    return { file: source, done: async () => {} };
  }
  const dir = await work();
  const file = path.join(dir, `${path.basename(path.resolve(source))}.zip`);
  const { packFolder } = await import('../../core/photos/import/pack-folder.ts');
  await withSpinner('Packing the folder', () => packFolder(source, file));
  return { file, done: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Imports the pictures of a folder or a zip into an album (made when the shop has none of that
 * name), all or none: exit status 1 when any file was refused (then nothing was written), 5
 * when the job failed for another reason, 0 when every picture went in (or, with --dry-run,
 * would have).
 */
async function importPhotos(globals: Globals, source: string, flags: ImportFlags): Promise<void> {
  if (flags.album.trim() === '') throw usageError('--album needs a name: the album the photos go into.');
  const archive = await archiveOf(source, () => mkdtemp(path.join(os.tmpdir(), 'merchant-photos-')));
  try {
    await withApi(globals, { signedIn: true }, async (connection) => {
      const upload = await withSpinner('Uploading the pictures', () => connection.files.upload('photo-archive', archive.file));
      const started = await connection.api.jobs.start.mutate({ kind: 'photo-import', uploadId: upload.id, album: flags.album, visibility: flags.visibility, dryRun: Boolean(flags.dryRun) });
      const job = await followJob(connection, started, flags.dryRun ? 'Checking' : 'Importing', 'photos');
      const refused = await showFileJob(globals, connection, job, flags.errorsOut && path.resolve(flags.errorsOut), 'Refused files');
      if (job.failedCount > 0 || refused.length > 0) process.exitCode = EXIT.rejected;
      else if (job.status === 'failed') process.exitCode = EXIT.other;
    });
  } finally {
    await archive.done();
  }
}

export function registerPhotos(program: Command): void {
  const photos = program.command('photos').description('photos and albums of the shop’s website');
  photos
    .command('import')
    .description('import every picture of a folder or a .zip into an album: each checked by its content (JPG, PNG or GIF), resized and stored; all or none')
    .argument('<source>', 'a folder of pictures (its sub-folders are left out) or a .zip of them')
    .requiredOption('--album <name>', 'the album the photos go into (made when the shop has none of that name)')
    .addOption(new Option('--visibility <visibility>', 'whether the website shows the new photos').choices(VISIBILITIES).default('public'))
    .option('--dry-run', 'check every picture and write nothing')
    .option('--errors-out <file>', 'save the refused files (position, file, reason) as CSV')
    .action((source: string, flags: ImportFlags, command: Command) => importPhotos(globalsOf(command), source, flags));
}
