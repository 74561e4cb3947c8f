import path from 'node:path';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';

/** '1,2,#3' or several flags -> order numbers; a usage error for anything else. */
export function orderNumbers(values: readonly string[]): number[] {
  const numbers = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  if (numbers.length === 0) throw usageError('Name at least one order number.');
  return numbers.map((text) => {
    const n = Number(text.replace(/^#/, ''));
    if (!Number.isInteger(n) || n < 1) throw usageError(`"${text}" is not an order number.`);
    return n;
  });
}

/** Saves a finished print job's PDF at out; a failed job exits with status 5. */
export async function savePdf(connection: Connection, job: TJob, out: string): Promise<{ file: string; bytes: number }> {
  if (job.status !== 'completed') throw new CliError(englishSummary(job.summary) || 'The print job failed.', EXIT.other);
  const file = path.resolve(out);
  return { file, bytes: await connection.files.download({ kind: 'result', jobId: job.id }, file) };
}
