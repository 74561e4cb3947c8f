import sharp from 'sharp';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { BG_REMOVER_MESSAGES as M } from '../../core/bg-remover/constants.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { rejection, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { contextOf, jobResult, runJobs } from '../helpers/sales-documents.ts';
import { fileServer, fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);
const shop = await seedMerchant(rt, 'bg-remover');

/** A dark disc in the middle of a white picture, as a product photo on a plain background. */
const disc = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#1d2a3a"/></svg>`))
    .toFormat(format)
    .toBuffer();

async function httpUpload(fileName: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), fileName);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({ method: 'POST', url: '/api/uploads?purpose=bg-remover', headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${shop.admin.token}` }, payload });
}

const upload = async (merchant: SeededMerchant, name: string, bytes: Buffer) => (await saveUpload(await contextOf(rt, merchant.admin.token), 'bg-remover', name, bytes)).id;

const image = (jobId: string, index: number | string, token: string | null = shop.admin.token) =>
  app.inject({ method: 'GET', url: `/api/jobs/${jobId}/images/${index}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The zip's entries by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(files));
      archive.readEntry();
    });
  });
}

/** The alpha at a point of a PNG, 0..255. */
async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3]!;
}

describe('background remover (the bg-remove job)', () => {
  it('takes at most 20 images of at most 2000 px, JPG, PNG or GIF by content, naming a refused file', async () => {
    const ctx = await contextOf(rt, shop.admin.token);
    await expect(saveUpload(ctx, 'bg-remover', 'tall.jpg', await disc(30, 2400))).rejects.toMatchObject({ code: 'UPLOAD.TOO_WIDE', message: M.tooWide('tall.jpg') });
    await expect(saveUpload(ctx, 'bg-remover', 'notes.png', Buffer.from('not a picture at all'))).rejects.toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: M.imageType });
    // Through HTTP, as the screen sends it: refused in words that name the file, and nothing kept.
    const before = await rt.database.client.upload.count({ where: { merchantId: shop.merchantId } });
    const wide = await httpUpload('wide.png', await disc(2001, 40, 'png'));
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ message: '"wide.png" is larger than 2000 px: each side may be at most 2000 px.' });
    expect(await rt.database.client.upload.count({ where: { merchantId: shop.merchantId } })).toBe(before);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).webp().toBuffer();
    await expect(saveUpload(ctx, 'bg-remover', 'photo.png', webp)).rejects.toMatchObject({ code: 'UPLOAD.WRONG_TYPE' });
    // Exactly 2000 px is allowed.
    const edge = await upload(shop, 'edge.png', await disc(2000, 20, 'png'));

    const ids = Array.from({ length: 21 }, () => edge);
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: ids }))).toMatchObject({ fieldErrors: { uploadIds: 'At most 20 images per batch.' } });
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: [] }))).toMatchObject({ fieldErrors: { uploadIds: 'Add at least one image.' } });
    // An upload of another purpose is not an image of this tool.
    const other = await saveUpload(ctx, 'image', 'x.png', await disc(40, 40, 'png'));
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: [other.id] }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cuts the background out with the local model: each PNG transparent around, opaque in the middle, one by one and as a zip', async () => {
    const jpeg = await upload(shop, 'mug.jpg', await disc(600, 400));
    const gif = await upload(shop, 'mug.gif', await disc(300, 300, 'gif'));
    const started = await shop.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: [jpeg, gif] });
    const queued = await shop.admin.caller.bgRemover.queue({ id: started.id });
    expect(queued.position).toBeGreaterThanOrEqual(1);
    expect(queued.estimateSeconds).toBeGreaterThanOrEqual(1);
    expect(queued.names).toEqual(['mug.png', 'mug (2).png']);

    await runJobs(rt, shop.merchantId);
    expect(jobForOutput(await shop.admin.caller.jobs.get({ id: started.id }))).toMatchObject({ status: 'completed', summary: 'Removed the background of 2 images.' });
    expect(await shop.admin.caller.bgRemover.queue({ id: started.id })).toMatchObject({ position: null, estimateSeconds: 0 });

    const first = await image(started.id, 0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const png = first.rawPayload;
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 400, hasAlpha: true });
    for (const [x, y] of [[3, 3], [596, 3], [3, 396], [596, 396]] as const) expect(await alphaAt(png, x, y), `corner ${x},${y}`).toBeLessThan(64);
    expect(await alphaAt(png, 300, 200)).toBeGreaterThan(192);

    const zip = await unzip(await jobResult(rt, shop, started.id));
    expect([...zip.keys()]).toEqual(['mug.png', 'mug (2).png']);
    const second = zip.get('mug (2).png')!;
    expect(await sharp(second).metadata()).toMatchObject({ width: 300, height: 300, hasAlpha: true });
    expect(await alphaAt(second, 2, 2)).toBeLessThan(64);
    expect(await alphaAt(second, 150, 150)).toBeGreaterThan(192);
    expect(zip.get('mug.png')!.equals(png)).toBe(true);
  }, 60_000);

  it('serves its images only to users of the merchant who may view the background remover', async () => {
    const started = await shop.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: [await upload(shop, 'cup.png', await disc(120, 120, 'png'))] });
    await runJobs(rt, shop.merchantId);
    const viewer = await seedSubUser(rt, shop, { background_remover: 'view' });
    const none = await seedSubUser(rt, shop, { pdf_encryptor: 'edit' });
    const other = await seedMerchant(rt, 'bg-remover-other');
    expect((await image(started.id, 0, viewer.token)).statusCode).toBe(200);
    expect((await image(started.id, 0, none.token)).statusCode).toBe(403);
    expect((await image(started.id, 0, other.admin.token)).statusCode).toBe(404);
    expect((await image(started.id, 0, null)).statusCode).toBe(401);
    expect((await image(started.id, 1)).statusCode).toBe(404);
    expect((await image(started.id, '-1')).statusCode).toBe(404);
    // Another kind's job has no images here.
    const pdf = await shop.admin.caller.jobs.start({ kind: 'pdf-encrypt', password: 'x', content: 'y' });
    expect((await image(pdf.id, 0)).statusCode).toBe(404);
    expect(await rejection(other.admin.caller.bgRemover.queue({ id: started.id }))).toMatchObject({ code: 'NOT_FOUND' });
  }, 120_000);

  it('needs the module at edit to upload and start, and takes only the merchant’s own images', async () => {
    const viewer = await seedSubUser(rt, shop, { background_remover: 'view' });
    const mine = await upload(shop, 'mine.png', await disc(50, 50, 'png'));
    await expect(saveUpload(await contextOf(rt, viewer.token), 'bg-remover', 'a.png', await disc(50, 50, 'png'))).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect(await rejection(viewer.caller.jobs.start({ kind: 'bg-remove', uploadIds: [mine] }))).toMatchObject({ code: 'FORBIDDEN' });
    const other = await seedMerchant(rt, 'bg-remover-intruder');
    expect(await rejection(other.admin.caller.jobs.start({ kind: 'bg-remove', uploadIds: [mine] }))).toMatchObject({ code: 'NOT_FOUND' });
    const editor = await seedSubUser(rt, shop, { background_remover: 'edit' });
    expect((await editor.caller.jobs.start({ kind: 'bg-remove', uploadIds: [mine] })).status).toBe('queued');
    await runJobs(rt, shop.merchantId);
  }, 120_000);
});
