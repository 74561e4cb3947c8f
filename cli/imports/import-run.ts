import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';
import { jobEnd } from '../jobs/follow.ts';
import { rejectedRowsWithCells, type RejectedRow } from '../jobs/rejected-rows.ts';
import type { HeaderMapping } from './import-formats.ts';
import { uploadMapped } from './mapped-upload.ts';

type StartInput = Parameters<Connection['api']['jobs']['start']['mutate']>[0];

/**
 * Uploads the file (its header renamed by the mapping), starts the import (a dry run, or the
 * commit) and waits for it, telling onProgress how it is doing; the job and its rejected rows.
 */
export async function runImport(
  connection: Connection,
  run: { kind: string; file: string; mapping: HeaderMapping; asked: Record<string, string>; dryRun: boolean },
  onProgress: (job: TJob) => void,
): Promise<{ job: TJob; rejected: RejectedRow[] }> {
  const upload = await uploadMapped(connection, run.kind, run.file, run.mapping);
  const input = { kind: run.kind, uploadId: upload.id, dryRun: run.dryRun, ...run.asked } as StartInput;
  const job = await jobEnd(connection.api, await connection.api.jobs.start.mutate(input), onProgress);
  return { job, rejected: await rejectedRowsWithCells(connection, job) };
}
