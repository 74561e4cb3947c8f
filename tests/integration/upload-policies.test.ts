import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleKey } from '../../core/permissions/modules.ts';
import { UPLOAD_POLICIES, type UploadPurpose } from '../../core/uploads/policies.ts';
import { FILE_LIMITS } from '../../core/shared/limits.ts';
import { seedSubUser, type SeededUser } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld();
// A viewer and an editor of every module that takes uploads: more accounts than a plan's default.
await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { accountLimit: 100 } });
const app = await fileServer(rt);
let png: Buffer;

beforeAll(async () => {
  png = await QRCode.toBuffer('https://kedai.example.my', { type: 'png' });
});

async function upload(purpose: UploadPurpose, token: string, data = png, fileName = 'file.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({ method: 'POST', url: `/api/uploads?purpose=${purpose}`, headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` }, payload });
}

const PURPOSES = Object.keys(UPLOAD_POLICIES) as UploadPurpose[];
/** A refused upload: its code, its message in English and as a key of the locale files (for the dashboard), no field. */
const FORBIDDEN = { appCode: 'AUTH.FORBIDDEN', message: 'You do not have permission for this action.', i18n: { key: 'messages.shared.forbidden' }, field: null };
/** A viewer and an editor of module, made once per module. */
const users = new Map<ModuleKey, Promise<{ viewer: SeededUser; editor: SeededUser }>>();
function usersOf(module: ModuleKey) {
  if (!users.has(module)) {
    users.set(module, (async () => ({ viewer: await seedSubUser(rt, shop, { [module]: 'view' }), editor: await seedSubUser(rt, shop, { [module]: 'edit' }) }))());
  }
  return users.get(module)!;
}
const uploadsOf = (userId: string) => rt.database.client.upload.count({ where: { merchantId: shop.merchantId, uploadedBy: userId } });

describe('who may upload', () => {
  it('needs a module for every purpose: a user with no role uploads nothing (403)', async () => {
    const nobody = await seedSubUser(rt, shop, null);
    for (const purpose of PURPOSES) {
      const res = await upload(purpose, nobody.token);
      expect(res.statusCode, purpose).toBe(403);
      expect(res.json(), purpose).toEqual(FORBIDDEN);
    }
    expect(await uploadsOf(nobody.id)).toBe(0);
  });

  it.each(PURPOSES)('%s: refused to a viewer of its module, taken from an editor', async (purpose) => {
    const { module, level } = UPLOAD_POLICIES[purpose];
    expect(level).toBe('edit');
    const { viewer, editor } = await usersOf(module);
    const refused = await upload(purpose, viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    expect(await uploadsOf(viewer.id)).toBe(0);

    // An editor gets past the permission: the file is then judged by its type (a PNG is not a CSV).
    const taken = await upload(purpose, editor.token);
    if ((UPLOAD_POLICIES[purpose].types as readonly string[]).includes('image/png')) expect(taken.statusCode).toBe(201);
    else expect(taken.json()).toMatchObject({ appCode: 'UPLOAD.WRONG_TYPE' });
  });
});

// ---------------------------------------------------------------- picture pixels

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few bytes whose header claims width × height RGB pixels (its pixel data is one short row). */
function claimedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('picture pixels', () => {
  const PICTURE_PURPOSES = PURPOSES.filter((p) => UPLOAD_POLICIES[p].picture);

  it('refuses a picture whose header claims more pixels than the limit, naming the limit, before decoding it', async () => {
    expect(FILE_LIMITS.picturePixels).toBe(50_000_000);
    expect(PICTURE_PURPOSES).toEqual(expect.arrayContaining(['product-image', 'catalogue-picture', 'promotion-picture']));
    for (const data of [claimedPng(8000, 6251), claimedPng(100_000, 100_000)]) {
      for (const purpose of PICTURE_PURPOSES) {
        const res = await upload(purpose, shop.admin.token, data, 'huge.png');
        expect(res.statusCode, purpose).toBe(400);
        expect(res.json(), purpose).toEqual({ appCode: 'UPLOAD.TOO_MANY_PIXELS', message: 'The photo is larger than 50 megapixels.', i18n: { key: 'messages.uploads.tooManyPixels', params: { max: 50 } }, field: 'file' });
      }
    }
    expect(await rt.database.client.upload.count({ where: { merchantId: shop.merchantId, fileName: 'huge.png' } })).toBe(0);
  });

  it('still calls a picture within the limit that cannot be decoded the wrong type', async () => {
    const res = await upload('product-image', shop.admin.token, claimedPng(8000, 6250), 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ appCode: 'UPLOAD.WRONG_TYPE', message: english(UPLOAD_POLICIES['product-image'].wrongType) });
  });
});
