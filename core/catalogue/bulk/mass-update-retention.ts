import { CATALOGUE_LIMITS } from '../constants.ts';
import type { Ctx } from '../../shared/context.ts';

/**
 * Keeps the latest mass-update files (spec: the latest 30): older uploads are forgotten with
 * their jobs' rejected-rows files; the jobs themselves stay in the history. A file whose job
 * has not finished is kept until it has. Returns the storage keys to remove once the caller's
 * transaction has committed.
 */
export async function pruneMassUpdateFiles(ctx: Ctx): Promise<string[]> {
  const merchantId = ctx.merchantId;
  const older = await ctx.db.upload.findMany({
    where: { merchantId, purpose: 'mass-update' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: CATALOGUE_LIMITS.massUpdateFilesKept,
    select: { id: true, key: true },
  });
  if (older.length === 0) return [];
  const jobs = await ctx.db.job.findMany({ where: { merchantId, uploadId: { in: older.map((u) => u.id) } }, select: { id: true, uploadId: true, status: true, errorFileKey: true } });
  const busy = new Set(jobs.filter((j) => j.status === 'queued' || j.status === 'in_progress').map((j) => j.uploadId));
  const uploads = older.filter((u) => !busy.has(u.id));
  const uploadIds = uploads.map((u) => u.id);
  const doneJobs = jobs.filter((j) => uploadIds.includes(j.uploadId ?? ''));
  await ctx.db.job.updateMany({ where: { merchantId, id: { in: doneJobs.map((j) => j.id) } }, data: { uploadId: null, errorFileKey: null } });
  await ctx.db.upload.deleteMany({ where: { merchantId, id: { in: uploadIds } } });
  return [...uploads.map((u) => u.key), ...doneJobs.flatMap((j) => (j.errorFileKey ? [j.errorFileKey] : []))];
}
