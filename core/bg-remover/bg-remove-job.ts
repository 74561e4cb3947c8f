import yazl from 'yazl';
import { jobFileKey } from '../jobs/job-params.ts';
import { failedJob, type Finished, type JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { BG_REMOVER_MODULE } from './constants.ts';
import type { BackgroundRemover } from './remover.ts';
import { resultNames } from './result-names.ts';
import type { TStartBgRemoveInput } from './schema.ts';

/** The upload purpose of an image to cut out. */
export const BG_REMOVER_PURPOSE = 'bg-remover';

/** Its summaries (jobs.summary.<code>). */
export const BG_REMOVE_SUMMARY = {
  removed: 'bgRemove.removed',
  unreadable: 'bgRemove.unreadable',
} as const;
const S = BG_REMOVE_SUMMARY;

/** One image of the batch: its upload and the name its result PNG gets. */
export interface BgRemoveImage {
  uploadId: string;
  name: string;
}

/** What the job keeps in Job.params: the images, in the order they were dropped. */
export interface BgRemoveParams {
  images: BgRemoveImage[];
}

/** Where the job's result PNG number i lives (the zip of all is its resultKey). */
export const bgResultKey = (merchantId: string, jobId: string, index: number) => jobFileKey(merchantId, jobId, `image-${index}.png`);

/** The images, each an upload of this merchant for purpose 'bg-remover' (any other is not found). */
export async function startBgRemove(ctx: Ctx, input: TStartBgRemoveInput): Promise<JobStart<BgRemoveParams>> {
  const ids = [...new Set(input.uploadIds)];
  const rows = await ctx.db.upload.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids }, purpose: BG_REMOVER_PURPOSE }, select: { id: true, fileName: true } });
  if (rows.length !== ids.length) throw notFound('file');
  const byId = new Map(rows.map((row) => [row.id, row.fileName]));
  const names = resultNames(ids.map((id) => byId.get(id)!));
  return {
    fileName: 'background-removed.zip',
    uploadId: null,
    params: { images: ids.map((uploadId, i) => ({ uploadId, name: names[i]! })) },
    log: { action: msg('log.bgRemover.started', { count: ids.length }), category: BG_REMOVER_MODULE },
  };
}

async function zipOf(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // PNGs are compressed already.
  for (const file of files) zip.addBuffer(file.bytes, file.name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Cuts out each image's background, one at a time (the model holds some hundred MB while it
 * runs), storing each result PNG as it comes and a zip of all as the job's result. An image
 * the model cannot read (or whose upload is gone) fails the job, naming it.
 */
export async function runBgRemove(ctx: Ctx, run: JobRun<BgRemoveParams>, remover: BackgroundRemover): Promise<Finished> {
  const { job, beat } = run;
  const { images } = job.params;
  const done: { name: string; bytes: Buffer }[] = [];
  for (const [index, image] of images.entries()) {
    const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: job.merchantId, id: image.uploadId } }, select: { key: true } });
    const source = upload && Buffer.concat(await (await ctx.env.storage.get(upload.key)).toArray());
    const bytes = source && (await remover.remove(source).catch(() => null));
    if (!bytes) return failedJob(summaryOf(message(S.unreadable, { file: image.name })));
    await ctx.env.storage.put(bgResultKey(job.merchantId, job.id, index), bytes);
    done.push({ name: image.name, bytes });
    beat.progress(index + 1, images.length);
  }
  const resultKey = jobFileKey(job.merchantId, job.id, job.fileName);
  await ctx.env.storage.put(resultKey, await zipOf(done));
  return { status: 'completed', totalRows: images.length, doneRows: images.length, failedCount: 0, summary: summaryOf(message(S.removed, { count: images.length })), resultKey };
}
