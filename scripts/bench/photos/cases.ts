// The two timed cases, each in a child process of its own: the floor (a bare loop over sharp
// doing the import's resizes, written to disk) and the import (the folder packed, uploaded and
// imported by the photo-import job, as `merchant photos import` does on the local database).
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packFolder } from '../../../core/photos/import/pack-folder.ts';
import { resizePicture } from '../../../core/uploads/pictures.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import { openJobDatabase } from '../bench-db.ts';
import { runBenchJob, summaryOfRow } from '../run-job.ts';
import type { CaseResult } from '../photos.ts';

// ru_maxrss: the kernel's high-water mark of this process (VmHWM), in kilobytes.
const peakRssMb = () => Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;

export async function floorCase(spec: { folder: string; out: string }): Promise<CaseResult> {
  await mkdir(spec.out, { recursive: true });
  const names = (await readdir(spec.folder)).sort();
  const started = performance.now();
  for (const name of names) {
    const picture = await resizePicture(await readFile(path.join(spec.folder, name)));
    await writeFile(path.join(spec.out, name), picture.main);
    await writeFile(path.join(spec.out, `${name}.thumb.webp`), picture.thumb);
  }
  return { wallMs: Math.round(performance.now() - started), photos: names.length, peakRssMb: peakRssMb() };
}

export async function importCase(spec: { dir: string; url: string; folder: string; merchant: { merchantId: string; userId: string } }): Promise<CaseResult> {
  const database = await openJobDatabase(spec.dir, spec.url);
  try {
    const ctx = await database.contextOf(spec.merchant);
    // The case may run again on the same database (timed from outside, run after run).
    const before = await ctx.db.photo.count({ where: { merchantId: ctx.merchantId } });
    const started = performance.now();
    const zip = path.join(spec.dir, 'photos.zip');
    await packFolder(spec.folder, zip);
    const upload = await saveUpload(ctx, 'photo-archive', 'photos.zip', createReadStream(zip));
    const job = await runBenchJob(ctx, { kind: 'photo-import', uploadId: upload.id, fileName: upload.fileName, params: { album: 'Bench album', visibility: 'public', dryRun: false } });
    const wallMs = Math.round(performance.now() - started);
    if (job.status !== 'completed') throw new Error(`import failed: ${summaryOfRow(job)}`);
    const photos = (await ctx.db.photo.count({ where: { merchantId: ctx.merchantId } })) - before;
    if (photos !== job.totalRows) throw new Error(`stored ${photos} photos of ${job.totalRows}`);
    return { wallMs, photos, peakRssMb: peakRssMb() };
  } finally {
    await database.close();
  }
}
