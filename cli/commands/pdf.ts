import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { withApi } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

interface EncryptFlags {
  passwordFile: string;
  name?: string;
  out?: string;
}

/** The password from a file, or standard input for "-": never a flag's value, which shell history and process lists keep. One line ending is taken off. */
async function readPassword(file: string): Promise<string> {
  const raw = file === '-' ? Buffer.concat(await process.stdin.toArray()).toString('utf8') : await readFile(file, 'utf8').catch(() => null);
  if (raw === null) throw usageError(`Cannot read ${file}.`);
  return raw.replace(/\r?\n$/, '');
}

/** Encrypts a PDF with an unlock password (a pdf-encrypt job) and saves the result at --out, or by the name the job gave it. */
async function encryptPdf(globals: Globals, source: string, flags: EncryptFlags): Promise<void> {
  const password = await readPassword(flags.passwordFile);
  const saved = await withApi(globals, { signedIn: true }, async (connection) => {
    const upload = await connection.files.upload('pdf-encrypt', source);
    const started = await connection.api.jobs.start.mutate({ kind: 'pdf-encrypt', password, uploadId: upload.id, fileName: flags.name ?? '' });
    const job = await followJob(connection, started, 'Encrypting');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    const out = path.resolve(flags.out ?? job.fileName);
    await connection.files.download({ kind: 'result', jobId: job.id }, out);
    return out;
  });
  await show(globals, { file: saved }, () => [text(`Encrypted ${source} to ${saved}: it opens only with the password.`)]);
}

export function registerPdf(program: Command): void {
  const pdf = program.command('pdf').description('PDF tools');
  pdf
    .command('encrypt')
    .description('encrypt a PDF with an unlock password (AES-256); the password is read from a file or standard input, never from the command line')
    .argument('<file>', 'the PDF to encrypt (at most 20 MB)')
    .requiredOption('--password-file <file>', 'a file holding the unlock password, or - for standard input')
    .option('--name <name>', 'the encrypted file’s name (.pdf is added; default: the file’s name with -encrypted)')
    .option('--out <file>', 'where to save it (default: its name, in the current folder)')
    .action((source: string, flags: EncryptFlags, command: Command) => encryptPdf(globalsOf(command), source, flags));
}
