// In a child process of its own: imports the bench file as the job runner would, and answers
// the wall time and the process's peak resident memory (its high-water mark: everything the
// process held at its fullest, the database client included).
import path from 'node:path';
import type { Ctx } from '../../../core/shared/context.ts';
import { importMembers, type MemberImportOutcome } from '../../../core/members/import/import-members.ts';
import { openJobDatabase } from '../bench-db.ts';

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

async function importInto(ctx: Ctx, c: ImportCase): Promise<{ wallMs: number; outcome: MemberImportOutcome }> {
  const started = performance.now();
  const outcome = await importMembers(ctx, c.file, { batch: c.batch, dryRun: c.dryRun, fileName: path.basename(c.file), errorKey: `${ctx.merchantId}/bench/errors.csv` });
  const wallMs = Math.round(performance.now() - started);
  if (outcome.rejectedRows > 0 || outcome.refused || (!c.dryRun && !outcome.committed)) throw new Error(`import failed: ${JSON.stringify(outcome.firstErrors)}`);
  if (!c.dryRun) {
    const stored = await ctx.db.member.count({ where: { merchantId: ctx.merchantId } });
    if (stored !== outcome.imported) throw new Error(`stored ${stored} members of ${outcome.imported}`);
  }
  return { wallMs, outcome };
}

export async function runImportCase(c: ImportCase): Promise<object> {
  const database = await openJobDatabase(c.dir, c.url);
  try {
    const runs: { wallMs: number; rows: number }[] = [];
    let rssBeforeMb = 0;
    for (const who of c.merchants) {
      const ctx = await database.contextOf(who);
      if (runs.length === 0) rssBeforeMb = mb(process.memoryUsage.rss());
      const { wallMs, outcome } = await importInto(ctx, c);
      runs.push({ wallMs, rows: outcome.rows });
    }
    // ru_maxrss: the kernel's high-water mark of this process (VmHWM), in kilobytes.
    return { runs, rssBeforeMb, peakRssMb: mb(process.resourceUsage().maxRSS * 1024) };
  } finally {
    await database.close();
  }
}
