import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { logsDuring, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const MB = 1024 * 1024;
const WRONG_TYPE = 'Only JPG, PNG, GIF or WEBP images can be uploaded.';
const TOO_LARGE = 'The image is larger than 5 MB.';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
let png: Buffer;

beforeAll(async () => {
  png = await QRCode.toBuffer('https://kedai.example.my', { type: 'png' });
});

/** A multipart body with one file, built the way a browser builds it. */
async function multipart(data: Buffer, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), fileName);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** A real PNG padded after its end to size bytes (image readers ignore trailing bytes). */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);

async function upload(data: Buffer, fileName: string, token: string | null = shop.admin.token, purpose = 'image') {
  const { payload, contentType } = await multipart(data, fileName, 'image/png');
  return app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    payload,
  });
}

const download = (id: string, token: string) => app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { authorization: `Bearer ${token}` } });

describe('POST /api/uploads?purpose=image', () => {
  it('stores a real PNG, with one log entry, and the same merchant downloads it back', async () => {
    const { result: res, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => upload(png, 'logo.png'));
    expect(res.statusCode).toBe(201);
    const saved = res.json<{ id: string; fileName: string; mimeType: string; size: number; purpose: string }>();
    expect(saved).toMatchObject({ fileName: 'logo.png', mimeType: 'image/png', size: png.length, purpose: 'image' });
    expect(Object.keys(saved)).not.toContain('key');
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Uploaded "logo.png"', 'order']]);

    const got = await download(saved.id, shop.admin.token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(png)).toBe(true);
  });

  it('lets only users who may view its module download a private file', async () => {
    const saved = (await upload(png, 'proof.png')).json<{ id: string }>();
    const [viewer, stranger, roleless] = [await seedSubUser(rt, shop, { order: 'view' }), await seedSubUser(rt, shop, { manage: 'edit' }), await seedSubUser(rt, shop, null)];
    expect((await download(saved.id, viewer.token)).statusCode).toBe(200);
    for (const user of [stranger, roleless]) {
      const res = await download(saved.id, user.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ appCode: 'FILE.NOT_FOUND' });
    }
  });

  it('names the type from the content, not the file name', async () => {
    const res = await upload(png, 'picture.gif');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'picture.gif', mimeType: 'image/png' });
  });

  it("hides one merchant's file from another (404)", async () => {
    const saved = (await upload(png, 'private.png')).json<{ id: string }>();
    const other = await seedMerchant(rt);
    const res = await download(saved.id, other.admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ appCode: 'FILE.NOT_FOUND', message: 'File not found.', i18n: { key: 'messages.shared.notFound', params: { record: { key: 'messages.records.file' } } }, field: null });
    expect((await download('no-such-file', shop.admin.token)).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png', async () => {
    const { result: res, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => upload(Buffer.from('just some text, not an image\n'.repeat(20)), 'fake.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ appCode: 'UPLOAD.WRONG_TYPE', message: WRONG_TYPE, i18n: { key: 'messages.uploads.imageType' }, field: 'file' });
    expect(logs).toEqual([]);
  });

  it('accepts an image of exactly 5 MB and refuses a larger one', async () => {
    expect((await upload(pngOfSize(5 * MB), 'five.png')).statusCode).toBe(201);
    const res = await upload(pngOfSize(5 * MB + 1), 'big.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ appCode: 'UPLOAD.TOO_LARGE', message: TOO_LARGE, i18n: { key: 'messages.uploads.imageTooLarge', params: { max: '5 MB' } }, field: 'file' });
    expect(await rt.database.client.upload.count({ where: { merchantId: shop.merchantId, fileName: 'big.png' } })).toBe(0);
  });

  it('refuses an unknown purpose and a request without a file', async () => {
    const res = await upload(png, 'logo.png', shop.admin.token, 'everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ appCode: 'UPLOAD.PURPOSE', field: 'purpose' });
    const form = new Response(new FormData());
    const empty = await app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      headers: { authorization: `Bearer ${shop.admin.token}`, 'content-type': form.headers.get('content-type')! },
      payload: Buffer.from(await form.arrayBuffer()),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ appCode: 'UPLOAD.MISSING', message: 'Please upload at least 1 file' });
  });

  it('needs a signed-in user (401) to upload or download', async () => {
    const saved = (await upload(png, 'logo.png')).json<{ id: string }>();
    for (const token of [null, 'x.y.z']) {
      const res = await upload(png, 'anon.png', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ appCode: 'AUTH.SESSION_ENDED', message: 'Your session has ended. Please sign in again.' });
    }
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${saved.id}` })).statusCode).toBe(401);
  });
});
