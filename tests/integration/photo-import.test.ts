import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { PHOTO_IMPORT_MESSAGES } from '../../core/photos/import/constants.ts';
import { packFolder } from '../../core/photos/import/pack-folder.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { seedMerchant, seedSubUser, rejection, uniqueName, type SeededMerchant } from '../helpers/fixtures.ts';
import { errorFileRows } from '../helpers/member-import.ts';
import { contextOf, runJobs } from '../helpers/sales-documents.ts';
import { fileRuntime } from '../helpers/world.ts';
import { storedPath } from '../helpers/stored-files.ts';

const rt = await fileRuntime();
const shop = await seedMerchant(rt, 'photo-import');

const jpeg = (width: number, height: number, hue = 0) => sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 200 } } }).jpeg().toBuffer();

/** A folder of files (name -> bytes) packed as the CLI packs it. */
async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'photo-import-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'photo-zip-')), 'photos.zip');
  expect(await packFolder(dir, out)).toEqual(Object.keys(files).filter((n) => !n.startsWith('.')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  return readFile(out);
}

async function importZip(merchant: SeededMerchant, zip: Buffer, options: { album: string; dryRun?: boolean; visibility?: 'public' | 'hidden' }) {
  const ctx = await contextOf(rt, merchant.admin.token);
  const upload = await saveUpload(ctx, 'photo-archive', 'photos.zip', zip);
  const started = await merchant.admin.caller.jobs.start({ kind: 'photo-import', uploadId: upload.id, ...options });
  await runJobs(rt, merchant.merchantId);
  return jobForOutput(await merchant.admin.caller.jobs.get({ id: started.id }));
}

const photosIn = async (merchant: SeededMerchant, album: string) => {
  const found = (await merchant.admin.caller.photos.categories.list({ search: album })).items.find((a) => a.nameEn === album);
  return found ? (await merchant.admin.caller.photos.list({ categoryId: found.id, pageSize: 120 })).items : [];
};
/** The merchant's stored content pictures (and thumbnails), on disk. */
const storedFiles = () => {
  const dir = path.dirname(storedPath(rt, `${shop.merchantId}/content-picture/probe.jpg`));
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('merchant photos import (the photo-import job)', () => {
  it('resizes and stores every picture of a folder into a new album, in the order of their names, titled by them', async () => {
    const album = uniqueName('Opening day ');
    const zip = await zipOf({ 'IMG_10.jpg': await jpeg(4000, 3000), 'IMG_2.png': await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00ff00' } }).png().toBuffer(), '.DS_Store': Buffer.from('junk') });
    const job = await importZip(shop, zip, { album });
    expect(job).toMatchObject({ status: 'completed', totalRows: 2, doneRows: 2, failedCount: 0, summary: `Imported 2 photos into album "${album}".` });
    const photos = await photosIn(shop, album);
    expect(photos.map((p) => [p.titleEn, p.sort, p.visibility])).toEqual([
      ['IMG_2', 0, 'public'],
      ['IMG_10', 1, 'public'],
    ]);
    const big = await rt.database.client.upload.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: photos[1]!.pictureId } } });
    expect(big).toMatchObject({ purpose: 'content-picture', fileName: 'IMG_10.jpg', mimeType: 'image/jpeg' });
    const meta = await sharp(await readFile(storedPath(rt, big.key))).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThan(4000);

    // Into the same album again: after its last photo.
    const again = await importZip(shop, await zipOf({ 'b.jpg': await jpeg(20, 20) }), { album: album.toUpperCase(), visibility: 'hidden' });
    expect(again.status).toBe('completed');
    expect((await photosIn(shop, album)).map((p) => [p.titleEn, p.sort, p.visibility])).toContainEqual(['b', 2, 'hidden']);
  });

  it('writes nothing when any file is refused, and names every refused file and why', async () => {
    const album = uniqueName('Refused ');
    const before = storedFiles();
    const zip = await zipOf({ '1.jpg': await jpeg(30, 30), '2.txt': Buffer.from('not a picture'), '3.webp': await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).webp().toBuffer(), '4.jpg': await jpeg(30, 30) });
    const job = await importZip(shop, zip, { album });
    expect(job).toMatchObject({ status: 'failed', totalRows: 4, failedCount: 2 });
    expect(job.summary).toContain('2 of 4 files were refused');
    expect(job.summary).toContain('Nothing was written.');
    const rows = await errorFileRows(rt, shop, job.id);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['2', '2.txt', 'Only JPG, PNG or GIF photos can be uploaded.'],
      ['3', '3.webp', 'Only JPG, PNG or GIF photos can be uploaded.'],
    ]);
    expect(await photosIn(shop, album)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('checks every picture on a dry run and writes nothing', async () => {
    const album = uniqueName('Dry ');
    const before = storedFiles();
    const job = await importZip(shop, await zipOf({ 'a.jpg': await jpeg(50, 50), 'b.gif': await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer() }), { album, dryRun: true });
    expect(job).toMatchObject({ status: 'completed', totalRows: 2, failedCount: 0 });
    expect(job.summary).toBe(`Dry run: 2 photos would be imported into album "${album}". Nothing was written.`);
    expect(await photosIn(shop, album)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('refuses an empty zip, an upload that is not a zip, and a user who may not change content', async () => {
    const empty = await importZip(shop, await zipOf({ '.hidden': Buffer.from('x') }), { album: 'Empty' });
    expect(empty).toMatchObject({ status: 'failed' });
    expect(empty.summary).toContain('The file holds no pictures.');
    const ctx = await contextOf(rt, shop.admin.token);
    await expect(saveUpload(ctx, 'photo-archive', 'x.zip', await jpeg(10, 10))).rejects.toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: PHOTO_IMPORT_MESSAGES.archiveType });
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const upload = await saveUpload(ctx, 'photo-archive', 'photos.zip', await zipOf({ 'a.jpg': await jpeg(10, 10) }));
    expect(await rejection(viewer.caller.jobs.start({ kind: 'photo-import', uploadId: upload.id, album: 'Nope' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'photo-import', uploadId: upload.id, album: ' ' }))).toMatchObject({ fieldErrors: { album: 'Album name required' } });
    // Another merchant's upload is not found.
    const other = await seedMerchant(rt, 'photo-import-other');
    expect(await rejection(other.admin.caller.jobs.start({ kind: 'photo-import', uploadId: upload.id, album: 'Theirs' }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
