import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { CATALOGUE_LIMITS } from '../../core/catalogue/constants.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { UPLOAD_POLICIES, type UploadPurpose } from '../../core/uploads/policies.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { logsDuring, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const MB = 1024 * 1024;
const WRONG_PICTURE = 'Only JPG, PNG or GIF photos can be uploaded.';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

async function multipart(data: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/octet-stream' }), fileName);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function upload(purpose: UploadPurpose, data: Buffer, fileName: string, token = shop.admin.token) {
  const { payload, contentType } = await multipart(data, fileName);
  return app.inject({ method: 'POST', url: `/api/uploads?purpose=${purpose}`, headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload });
}

type Saved = { id: string; fileName: string; mimeType: string; size: number; purpose: string };

/** A public address, fetched without any session. */
const media = (url: string) => app.inject({ method: 'GET', url });

/** Every file under the shop's folder for purpose in storage (partial files included). */
function storedFiles(merchantId: string, purpose: UploadPurpose): string[] {
  const dir = path.join(rt.config.dataDir, 'files', merchantId, purpose);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

const uploadRows = (purpose: UploadPurpose) => rt.database.client.upload.count({ where: { merchantId: shop.merchantId, purpose } });

describe('product pictures', () => {
  it('are stored within 1600 px with a WebP thumbnail within 320 px, served without a session', async () => {
    const big = await picture(2400, 1800).png().toBuffer();
    const { result: res, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => upload('product-image', big, 'big.png'));
    expect(res.statusCode).toBe(201);
    const saved = res.json<Saved>();
    expect(saved).toMatchObject({ fileName: 'big.png', mimeType: 'image/png', purpose: 'product-image' });
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Uploaded "big.png"', 'manage']]);

    const full = await media(`/media/${shop.merchantId}/${saved.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(full.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', CATALOGUE_LIMITS.imageMaxPixels, 1200]);
    expect(saved.size).toBe(full.rawPayload.length);

    const thumb = await media(`/media/${shop.merchantId}/${saved.id}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const small = await sharp(thumb.rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', CATALOGUE_LIMITS.thumbnailPixels, 240]);
  });

  it('are never enlarged', async () => {
    const res = await upload('product-image', await picture(200, 500).jpeg().toBuffer(), 'tall.jpg');
    const saved = res.json<Saved>();
    const stored = await sharp((await media(`/media/${shop.merchantId}/${saved.id}`)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 200, 500]);
    const thumb = await sharp((await media(`/media/${shop.merchantId}/${saved.id}/thumb`)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([128, 320]);
  });

  it('are JPG, PNG or GIF by their content, whatever their name', async () => {
    const cases: [Buffer, string, string][] = [
      [await picture(40, 30).jpeg().toBuffer(), 'photo.jpg', 'image/jpeg'],
      [await picture(40, 30).gif().toBuffer(), 'anim.gif', 'image/gif'],
      [await picture(40, 30).png().toBuffer(), 'renamed.gif', 'image/png'],
      [await picture(40, 30).jpeg().toBuffer(), 'no-extension', 'image/jpeg'],
    ];
    for (const [data, name, mimeType] of cases) {
      const res = await upload('product-image', data, name);
      expect(res.statusCode, name).toBe(201);
      expect(res.json<Saved>()).toMatchObject({ fileName: name, mimeType });
      expect((await media(`/media/${shop.merchantId}/${res.json<Saved>().id}`)).headers['content-type']).toBe(mimeType);
    }
  });

  it('refuse other content, and leave nothing behind', async () => {
    const before = await uploadRows('product-image');
    const cases: [Buffer, string][] = [
      [Buffer.from('just some text, not a picture\n'.repeat(20)), 'fake.png'],
      [await picture(40, 30).webp().toBuffer(), 'modern.webp'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'doc.jpg'],
    ];
    for (const [data, name] of cases) {
      const res = await upload('product-image', data, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ appCode: 'UPLOAD.WRONG_TYPE', message: WRONG_PICTURE, i18n: { key: 'messages.uploads.photoType' }, field: 'file' });
    }
    // A PNG signature on a broken body: detected as PNG, refused when it cannot be read.
    const broken = Buffer.concat([(await picture(40, 30).png().toBuffer()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload('product-image', broken, 'broken.png')).json()).toMatchObject({ appCode: 'UPLOAD.WRONG_TYPE', message: WRONG_PICTURE });
    expect(await uploadRows('product-image')).toBe(before);
    expect(storedFiles(shop.merchantId, 'product-image')).toHaveLength(before * 2);
  });

  it("need the 'manage' module at edit level", async () => {
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    const res = await upload('product-image', await picture(10, 10).png().toBuffer(), 'x.png', viewer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ appCode: 'AUTH.FORBIDDEN' });
  });
});

describe('GET /media/{merchantId}/{uploadId}', () => {
  it('serves public purposes only, and only under their own merchant', async () => {
    const png = await picture(30, 30).png().toBuffer();
    const productImage = (await upload('product-image', png, 'p.png')).json<Saved>();
    const cataloguePicture = (await upload('catalogue-picture', png, 'c.png')).json<Saved>();
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const productFile = (await upload('product-file', pdf, 'manual.pdf')).json<Saved>();
    const privateImage = (await upload('image', png, 'private.png')).json<Saved>();
    const csv = (await upload('product-import', Buffer.from('sku,name\nA1,Shirt\n'), 'products.csv')).json<Saved>();
    expect(csv).toMatchObject({ mimeType: 'text/csv', purpose: 'product-import' });

    expect((await media(`/media/${shop.merchantId}/${productImage.id}`)).statusCode).toBe(200);
    expect((await media(`/media/${shop.merchantId}/${cataloguePicture.id}/thumb`)).statusCode).toBe(200);
    const file = await media(`/media/${shop.merchantId}/${productFile.id}`);
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(pdf)]).toEqual([200, 'application/pdf', true]);

    const other = await seedMerchant(rt);
    const missing = [
      `/media/${shop.merchantId}/${privateImage.id}`,
      `/media/${shop.merchantId}/${csv.id}`,
      `/media/${shop.merchantId}/${csv.id}/thumb`,
      // A file has no thumbnail.
      `/media/${shop.merchantId}/${productFile.id}/thumb`,
      // Another merchant's address for the same id.
      `/media/${other.merchantId}/${productImage.id}`,
      `/media/${other.merchantId}/${productImage.id}/thumb`,
      `/media/${shop.merchantId}/no-such-upload`,
    ];
    for (const url of missing) {
      const res = await media(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
    }
    // The private import file is still the shop's to download with a session.
    const own = await app.inject({ method: 'GET', url: `/api/uploads/${csv.id}`, headers: { authorization: `Bearer ${shop.admin.token}` } });
    expect([own.statusCode, own.body]).toEqual([200, 'sku,name\nA1,Shirt\n']);
  });
});

describe('size limits', () => {
  const pdfOfSize = (size: number) => {
    const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
  };

  it("product files: 20 MB, then 'File size exceeded (20 MB).', with nothing stored", async () => {
    expect(english(UPLOAD_POLICIES['product-file'].tooLarge)).toBe('File size exceeded (20 MB).');
    const before = storedFiles(shop.merchantId, 'product-file');
    const rows = await uploadRows('product-file');
    const big = await upload('product-file', pdfOfSize(20 * MB + 1), 'big.pdf');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ appCode: 'UPLOAD.TOO_LARGE', message: 'File size exceeded (20 MB).', i18n: { key: 'messages.catalogue.fileTooLarge' }, field: 'file' });
    expect(await uploadRows('product-file')).toBe(rows);
    expect(storedFiles(shop.merchantId, 'product-file')).toEqual(before);

    const exact = await upload('product-file', pdfOfSize(20 * MB), 'exact.pdf');
    expect(exact.statusCode).toBe(201);
    expect(exact.json<Saved>()).toMatchObject({ size: 20 * MB, mimeType: 'application/pdf' });
  });

  it("mass-update spreadsheets: 5 MB, then the policy's message, with nothing stored", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Products').addRow(['SKU', 'Price']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const ok = await upload('mass-update', xlsx, 'update.xlsx');
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Saved>().mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const stored = storedFiles(shop.merchantId, 'mass-update');
    expect(stored).toHaveLength(1);

    const big = await upload('mass-update', Buffer.concat([xlsx, Buffer.alloc(6 * MB - xlsx.length)]), 'big.xlsx');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ appCode: 'UPLOAD.TOO_LARGE', message: 'The file is larger than 5 MB.', i18n: { key: 'messages.uploads.fileTooLarge', params: { max: '5 MB' } }, field: 'file' });
    expect(storedFiles(shop.merchantId, 'mass-update')).toEqual(stored);
    expect(await uploadRows('mass-update')).toBe(1);
    // A CSV is not a mass-update file.
    expect((await upload('mass-update', Buffer.from('sku,price\nA1,10\n'), 'update.csv')).json()).toMatchObject({ appCode: 'UPLOAD.WRONG_TYPE', message: 'Please upload an Excel (.xlsx) file.' });
  });

  it('product imports stream: a file over the limit stops being read at the limit and leaves nothing in storage', async () => {
    const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
    const ctx: Ctx = session!.ctx;
    const policy = UPLOAD_POLICIES['product-import'];
    const line = Buffer.from('SKU-0001,Cotton shirt,29.90,10\n'.repeat(32 * 1024));
    let pulled = 0;
    // Twice the limit, made lazily: the upload may only read what it needs.
    async function* csv() {
      yield Buffer.from('sku,name,price,stock\n');
      while (pulled < 2 * policy.maxBytes) {
        pulled += line.length;
        yield line;
      }
    }
    const rows = await uploadRows('product-import');
    await expect(saveUpload(ctx, 'product-import', 'huge.csv', csv())).rejects.toMatchObject({ code: 'UPLOAD.TOO_LARGE', message: policy.tooLarge });
    expect(english(policy.tooLarge)).toBe('The file is larger than 100 MB.');
    expect(pulled).toBeLessThanOrEqual(policy.maxBytes + 2 * line.length);
    expect(await uploadRows('product-import')).toBe(rows);
    // Neither the file nor a partial of it is left.
    expect(storedFiles(shop.merchantId, 'product-import')).toHaveLength(rows);
  });
});
