import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RowError } from '../../core/sheets/sheet-header.ts';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';

/**
 * A job's rejected rows (row, column, reason), read from its error file; the file is saved at
 * saveAs when given, otherwise read from a temporary copy.
 */
export async function rejectedRows(connection: Connection, job: TJob, saveAs?: string): Promise<RowError[]> {
  if (!job.hasErrorFile) return [];
  const dir = saveAs ? null : await mkdtemp(path.join(os.tmpdir(), 'merchant-errors-'));
  const file = saveAs ?? path.join(dir!, 'errors.csv');
  try {
    await connection.files.download({ kind: 'errors', jobId: job.id }, file);
    const rows: RowError[] = [];
    let header = true;
    for await (const { cells } of readSheetRows('csv', createReadStream(file))) {
      if (header) header = false;
      else rows.push({ row: Number(cells[0]), column: cells[1] ?? '', reason: cells[2] ?? '' });
    }
    return rows;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
