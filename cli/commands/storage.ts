import type { Command } from 'commander';
import { operatorConfig } from '../connection/operator.ts';
import { usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields } from '../ui/blocks.ts';
import { startCountProgress } from '../ui/count-progress.ts';
import { show } from '../ui/output.ts';

/** Copies the configured file store (STORAGE_URL, or DATA_DIR/files) into a bucket; safe to run again. */
async function migrate(globals: Globals, to: string): Promise<void> {
  const config = operatorConfig(globals, 'storage migrate');
  const [{ storageConfig }, { storageFor }, { migrateStorage }] = await Promise.all([
    import('../../core/storage/config.ts'),
    import('../../server/integrations/storage-for.ts'),
    import('../../core/storage/migrate.ts'),
  ]);
  let target;
  try {
    target = storageConfig({ ...process.env, STORAGE_URL: to }, config.dataDir);
  } catch (error) {
    throw usageError((error as Error).message.replace('STORAGE_URL', '--to'));
  }
  const from = await storageFor(config.storage);
  let total = 0;
  for await (const _ of from.list()) total++;
  const progress = await startCountProgress('Copying files', 'files', total);
  let seen = 0;
  const done = await migrateStorage(from, await storageFor(target), () => progress.update(++seen, total)).finally(() => progress.stop());
  await show(globals, { ...done, files: total, to }, () => [
    fields([
      ['Files', String(total)],
      ['Copied', `${done.copied} (${Math.round(done.bytes / 1024)} KB), each checked by SHA-256`],
      ['Already there', String(done.kept)],
      ['Next', `set STORAGE_URL=${to} on every server`],
    ]),
  ]);
}

export function registerStorage(program: Command): void {
  const storage = program.command('storage').description('where files are kept (operator: DATA_DIR/files or STORAGE_URL)');
  storage
    .command('migrate')
    .description('copy every file into an S3-compatible bucket, checked; run again to finish a stopped copy')
    .requiredOption('--to <url>', 's3://bucket/prefix (endpoint, region and credentials from AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)')
    .action((flags: { to: string }, command: Command) => migrate(globalsOf(command), flags.to));
}
