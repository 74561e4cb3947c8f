import { z } from 'zod';
import { jobFileKey } from '../../jobs/job-params.ts';
import { fileGone, uploadKey, type Finished, type JobRun } from '../../jobs/job-run.ts';
import { completeJob } from '../../jobs/job-commit.ts';
import { firstErrorNote, message, summaryOf } from '../../jobs/job-summary.ts';
import { uploadFor, type JobStart } from '../../jobs/start-job.ts';
import type { Ctx } from '../../shared/context.ts';
import { msg } from '../../shared/messages.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { VISIBILITIES } from '../../catalogue/constants.ts';
import { PHOTO_MESSAGES } from '../constants.ts';
import { batchRows } from '../../content/picture-batch.ts';
import { openPhotoArchive } from './photo-archive.ts';
import { preparePicture, type PreparedPicture } from './prepare-picture.ts';

export const ZStartPhotoImportInput = z.object({
  uploadId: z.string().min(1),
  /** The album the photos go into, by its English name; made when the merchant has none of that name. */
  album: z.string({ error: PHOTO_MESSAGES.albumRequired }).trim().min(1, PHOTO_MESSAGES.albumRequired).max(150),
  visibility: z.enum(VISIBILITIES).default('public'),
  dryRun: z.boolean().default(false),
});
export type TStartPhotoImportInput = z.infer<typeof ZStartPhotoImportInput>;
export type PhotoImportParams = Omit<TStartPhotoImportInput, 'uploadId'>;

/** Its summaries (jobs.summary.<code>). */
export const PHOTO_IMPORT_SUMMARY = {
  imported: 'photoImport.imported',
  refused: 'photoImport.refused',
  dryRun: 'photoImport.dryRun',
  nothingWritten: 'photoImport.nothingWritten',
} as const;
const S = PHOTO_IMPORT_SUMMARY;

/** A zip of pictures (uploaded as a photo archive) into an album; the job runner checks, resizes and writes it. */
export async function startPhotoImport(ctx: Ctx, input: TStartPhotoImportInput): Promise<JobStart<PhotoImportParams>> {
  const upload = await uploadFor(ctx, input.uploadId, 'photo-archive');
  const { uploadId: _id, ...params } = input;
  return {
    fileName: upload.fileName,
    uploadId: upload.id,
    params,
    log: { action: msg(input.dryRun ? 'log.photos.importDryRunStarted' : 'log.photos.importStarted', { file: upload.fileName, album: input.album }), category: 'manage' },
  };
}

/**
 * Imports a zip of pictures into an album, all or none: each picture is checked by its content
 * (JPG, PNG or GIF, size, pixels) and, unless the run is a dry run or a picture was already
 * refused, resized and stored as it is checked. When any picture is refused, nothing is kept
 * and the error file names each refused file and why; otherwise the album (made when new), the
 * uploads and the photos are written in one transaction with the job's end.
 */
export async function runPhotoImport(ctx: Ctx, run: JobRun<PhotoImportParams>): Promise<Finished> {
  const key = await uploadKey(ctx, run.job);
  if (!key) return fileGone();
  return ctx.env.storage.withLocalFile(key, (file) => importArchive(ctx, run, file));
}

async function importArchive(ctx: Ctx, run: JobRun<PhotoImportParams>, file: string): Promise<Finished> {
  const { job, beat, signal } = run;
  // A zip the job cannot take (too many files, none) is refused as a whole: the runner says why.
  const archive = await openPhotoArchive(file);
  const { dryRun } = job.params;
  const errors = new ErrorFile(ctx.env.storage, jobFileKey(job.merchantId, job.id, 'errors.csv'), []);
  const prepared: PreparedPicture[] = [];
  const total = archive.pictures.length;
  let done = 0;
  const discard = () => Promise.all(prepared.map((p) => p.remove(ctx.env.storage)));
  try {
    // One picture at a time: sharp already works a picture on every core, and two at a time held
    // a tenth more memory for no speed (npm run bench -- photos).
    for (const picture of archive.pictures) {
      if (signal.aborted) break;
      const outcome = await preparePicture(ctx, picture, { store: !dryRun && errors.count === 0 });
      if ('reason' in outcome) await errors.add({ row: picture.position, column: picture.name, reason: outcome.reason });
      else if (outcome.stored) prepared.push(outcome.stored);
      beat.progress(++done, total);
    }
    // Cancelled, stopped or out of time: the runner ends it by the signal's reason, once nothing is kept.
    if (signal.aborted) throw new Error('The photo import stopped before its end.');
    const refused = errors.count;
    const errorFileKey = await errors.close();
    if (refused > 0 || dryRun) {
      await discard();
      const lead = refused > 0 ? message(S.refused, { refused, total }) : message(S.dryRun, { total, album: job.params.album });
      return {
        status: refused > 0 ? 'failed' : 'completed',
        totalRows: total,
        doneRows: refused > 0 ? 0 : total,
        failedCount: refused,
        summary: summaryOf(lead, message(S.nothingWritten), refused > 0 && firstErrorNote(errors.first)),
        errorFileKey,
      };
    }
    const finished: Finished = { status: 'completed', totalRows: total, doneRows: total, failedCount: 0, summary: summaryOf(message(S.imported, { count: total, album: job.params.album })), errorFileKey: null };
    await completeJob(ctx, run, finished, (tx) => writePhotos(tx, job.createdBy, job.params, prepared, job.fileName));
    return finished;
  } catch (error) {
    await Promise.all([discard(), errors.abort()]);
    throw error;
  } finally {
    archive.close();
  }
}

/** The album (found by name, any case, or made), the pictures' uploads and their photos after the album's last, and the user-log line. */
async function writePhotos(tx: Ctx, userId: string, params: PhotoImportParams, pictures: PreparedPicture[], fileName: string): Promise<void> {
  const merchantId = tx.merchantId;
  const nameKey = params.album.toLowerCase();
  const album =
    (await tx.db.photoAlbum.findUnique({ where: { merchantId_nameKey: { merchantId, nameKey } }, select: { id: true } })) ??
    (await tx.db.photoAlbum.create({ data: { merchantId, nameEn: params.album, nameKey }, select: { id: true } }));
  const last = await tx.db.photo.aggregate({ where: { merchantId, categoryId: album.id }, _max: { sort: true } });
  const first = (last._max.sort ?? -1) + 1;
  await tx.db.upload.createMany({ data: pictures.map((p) => ({ merchantId, id: p.uploadId, key: p.key, fileName: p.name, mimeType: p.mimeType, size: p.size, purpose: 'content-picture', uploadedBy: userId })) });
  const rows = batchRows(merchantId, pictures.map((p) => ({ pictureId: p.uploadId, fileName: p.name })), 'photo', first);
  await tx.db.photo.createMany({ data: rows.map((row) => ({ ...row, categoryId: album.id, visibility: params.visibility })) });
  await writeLog(tx, { action: msg('log.photos.imported', { count: pictures.length, album: params.album, file: fileName }), category: 'manage' });
}
