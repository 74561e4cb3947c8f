import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { BG_REMOVER_LIMITS as L } from '../../core/bg-remover/constants.ts';
import { withApi } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

/** Cuts the background out of the images (one bg-remove job) and saves each result PNG in --out (default: the current folder). */
async function removeBackgrounds(globals: Globals, files: string[], flags: { out?: string }): Promise<void> {
  if (files.length > L.imagesPerBatch) throw usageError(`At most ${L.imagesPerBatch} images per batch.`);
  const dir = path.resolve(flags.out ?? '.');
  await mkdir(dir, { recursive: true });
  const saved = await withApi(globals, { signedIn: true }, async (connection) => {
    const uploadIds: string[] = [];
    for (const file of files) uploadIds.push((await connection.files.upload('bg-remover', file)).id);
    const started = await connection.api.jobs.start.mutate({ kind: 'bg-remove', uploadIds });
    const job = await followJob(connection, started, 'Removing backgrounds');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    const { names } = await connection.api.bgRemover.queue.query({ id: job.id });
    const out: string[] = [];
    for (const [index, name] of names.entries()) {
      const file = path.join(dir, name);
      await connection.files.download({ kind: 'image', jobId: job.id, index }, file);
      out.push(file);
    }
    return out;
  });
  await show(globals, { files: saved }, () => [text(saved.map((file) => `Saved ${file}`).join('\n'))]);
}

export function registerBgRemove(program: Command): void {
  program
    .command('bg-remove')
    .description(`remove the background of images with the model on the server: PNGs with a transparent background (at most ${L.imagesPerBatch} images, each side at most ${L.maxSide} px)`)
    .argument('<files...>', 'JPG, PNG or GIF images')
    .option('--out <dir>', 'the folder to save the PNGs in (default: the current folder)')
    .action((files: string[], flags: { out?: string }, command: Command) => removeBackgrounds(globalsOf(command), files, flags));
}
