// In a child process of its own: imports the bench file as the job runner does, and answers
// the wall time and the process's peak resident memory (its high-water mark: everything the
// process held at its fullest, the database client included).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../../core/shared/context.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import { openJobDatabase } from '../bench-db.ts';
import { runBenchJob, summaryOfRow } from '../run-job.ts';

export interface ImportCase {
  dir: string;
  url: string;
  file: string;
  dryRun: boolean;
  /** The batch name the members are imported under. */
  batch: string;
  /** One import per merchant, in this order: the first runs in a fresh process (cold), the next as a running server would (warm). */
  merchants: { merchantId: string; userId: string }[];
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

/** The file as the merchant's upload (before the clock starts), then its import job, timed. */
async function importInto(ctx: Ctx, c: ImportCase): Promise<{ wallMs: number; rows: number }> {
  const upload = await saveUpload(ctx, 'member-import', path.basename(c.file), createReadStream(c.file));
  const started = performance.now();
  const job = await runBenchJob(ctx, { kind: 'member-import', uploadId: upload.id, fileName: upload.fileName, params: { format: 'csv', dryRun: c.dryRun, batch: c.batch } });
  const wallMs = Math.round(performance.now() - started);
  if (job.status !== 'completed' || job.failedCount > 0) throw new Error(`import failed: ${summaryOfRow(job)}`);
  if (!c.dryRun) {
    const stored = await ctx.db.member.count({ where: { merchantId: ctx.merchantId } });
    if (stored !== job.totalRows) throw new Error(`stored ${stored} members of ${job.totalRows}`);
  }
  return { wallMs, rows: job.totalRows };
}

export async function runImportCase(c: ImportCase): Promise<object> {
  const database = await openJobDatabase(c.dir, c.url);
  try {
    const runs: { wallMs: number; rows: number }[] = [];
    let rssBeforeMb = 0;
    for (const who of c.merchants) {
      const ctx = await database.contextOf(who);
      if (runs.length === 0) rssBeforeMb = mb(process.memoryUsage.rss());
      runs.push(await importInto(ctx, c));
    }
    // ru_maxrss: the kernel's high-water mark of this process (VmHWM), in kilobytes.
    return { runs, rssBeforeMb, peakRssMb: mb(process.resourceUsage().maxRSS * 1024) };
  } finally {
    await database.close();
  }
}
