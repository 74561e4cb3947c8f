import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RowError } from '../../core/sheets/sheet-header.ts';
import { readSheetRows } from '../../core/sheets/sheet-reader.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';

/** A rejected row with the cells it had in the file (the error file's columns after the reason). */
export interface RejectedRow extends RowError {
  cells: string[];
}

/**
 * A job's rejected rows (row, column, reason), read from its error file; the file is saved at
 * saveAs when given, otherwise read from a temporary copy.
 */
export async function rejectedRows(connection: Connection, job: TJob, saveAs?: string): Promise<RowError[]> {
  return (await rejectedRowsWithCells(connection, job, saveAs)).map(({ row, column, reason }) => ({ row, column, reason }));
}

/** The rejected rows with their cells. */
export async function rejectedRowsWithCells(connection: Connection, job: TJob, saveAs?: string): Promise<RejectedRow[]> {
  if (!job.hasErrorFile) return [];
  const dir = saveAs ? null : await mkdtemp(path.join(os.tmpdir(), 'merchant-errors-'));
  const file = saveAs ?? path.join(dir!, 'errors.csv');
  try {
    await connection.files.download({ kind: 'errors', jobId: job.id }, file);
    const rows: RejectedRow[] = [];
    let header = true;
    for await (const { cells } of readSheetRows('csv', createReadStream(file))) {
      if (header) header = false;
      else rows.push({ row: Number(cells[0]), column: cells[1] ?? '', reason: cells[2] ?? '', cells: cells.slice(3) });
    }
    return rows;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
