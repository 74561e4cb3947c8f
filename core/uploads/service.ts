import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { can } from '../permissions/modules.ts';
import { newId } from '../db/ids.ts';
import { audited } from '../user-logs/audited.ts';
import { CSV, UPLOAD_POLICIES, XLSX, policyOf, type UploadPolicy, type UploadPurpose } from './policies.ts';
import { isWorkbookZip } from './zip-sniff.ts';
import { resizePicture, thumbKey } from './pictures.ts';

export const ZUploadRow = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  purpose: z.string(),
  createdAt: z.date(),
});
export type TUploadRow = z.infer<typeof ZUploadRow>;

const rowSelect = { id: true, fileName: true, mimeType: true, size: true, purpose: true, createdAt: true, key: true } as const;
const HEAD_BYTES = 64 * 1024;

const cleanFileName = (name: string) => name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'file';

/** The first bytes of a stream (to tell its type), and the whole stream again. */
async function peek(source: AsyncIterable<Buffer>): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* all() {
    yield* chunks;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(chunks), all: all() };
}

/** Fails with the policy's message once more than maxBytes have passed. */
async function* limited(source: AsyncIterable<Buffer>, policy: UploadPolicy, counted: { bytes: number }): AsyncIterable<Buffer> {
  for await (const chunk of source) {
    counted.bytes += chunk.length;
    if (counted.bytes > policy.maxBytes) throw new AppError('UPLOAD.TOO_LARGE', policy.tooLarge, 'invalid', 'file');
    yield chunk;
  }
}

/**
 * The head without a UTF-8 character its last chunk boundary cut in two (a CSV of Chinese or
 * Malay names often has one there), which would otherwise decode as U+FFFD and fail as not text.
 */
function wholeCharacters(head: Buffer): Buffer {
  let start = head.length - 1;
  while (start > 0 && head.length - start < 4 && (head[start]! & 0xc0) === 0x80) start--;
  const lead = head[start]!;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return head.length - start < length ? head.subarray(0, start) : head;
}

/** The type of a file from its first bytes; text with no other signature is CSV. */
async function detectType(head: Buffer): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'application/zip' && isWorkbookZip(head)) return { mime: XLSX, ext: 'xlsx' };
  if (detected) return { mime: detected.mime, ext: detected.ext };
  const text = head.length > 0 && !head.includes(0) && !wholeCharacters(head).toString('utf8').includes('\uFFFD');
  return text ? { mime: CSV, ext: 'csv' } : null;
}

/**
 * Checks a file's size and content type against its purpose, stores it (pictures resized, with
 * a thumbnail; other files streamed, so memory stays flat), and records it.
 */
export async function saveUpload(ctx: Ctx, purpose: UploadPurpose, fileName: string, source: Buffer | AsyncIterable<Buffer>): Promise<TUploadRow> {
  const policy: UploadPolicy = UPLOAD_POLICIES[purpose];
  if (policy.module && !can(ctx.permissions, policy.module, 'edit')) {
    throw new AppError('AUTH.FORBIDDEN', 'You do not have permission for this action.', 'forbidden');
  }
  const { head, all } = await peek(Buffer.isBuffer(source) ? (async function* () { yield source; })() : source);
  if (head.length === 0 && policy.empty) throw new AppError('UPLOAD.EMPTY', policy.empty, 'invalid', 'file');
  const type = await detectType(head);
  if (!type || !policy.types.includes(type.mime)) throw new AppError('UPLOAD.WRONG_TYPE', policy.wrongType, 'invalid', 'file');
  const id = newId();
  const key = `${ctx.merchantId}/${purpose}/${id}.${type.ext}`;
  const counted = { bytes: 0 };
  try {
    if (policy.picture) {
      const chunks: Buffer[] = [];
      for await (const chunk of limited(all, policy, counted)) chunks.push(chunk);
      const picture = await resizePicture(Buffer.concat(chunks)).catch(() => {
        throw new AppError('UPLOAD.WRONG_TYPE', policy.wrongType, 'invalid', 'file');
      });
      await ctx.env.storage.put(key, picture.main);
      await ctx.env.storage.put(thumbKey(key), picture.thumb);
      counted.bytes = picture.main.length;
    } else {
      await ctx.env.storage.putStream(key, limited(all, policy, counted));
    }
    const name = cleanFileName(fileName);
    return await audited(ctx, { action: `Uploaded "${name}"`, category: policy.module ?? 'account' }, async (tx) => {
      const { key: _key, ...saved } = await tx.db.upload.create({
        data: { merchantId: tx.merchantId, id, key, fileName: name, mimeType: type.mime, size: counted.bytes, purpose, uploadedBy: tx.userId },
        select: rowSelect,
      });
      return saved;
    });
  } catch (error) {
    await ctx.env.storage.remove(key);
    await ctx.env.storage.remove(thumbKey(key));
    throw error;
  }
}

/** The upload id in a storage key saveUpload made ('<merchant>/<purpose>/<id>.<ext>'), for records that keep the key. */
export const uploadIdOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1).split('.')[0]!;

/** An upload of this merchant and a stream of its bytes. */
export async function openUpload(ctx: Ctx, id: string): Promise<{ upload: TUploadRow; body: Readable }> {
  const found = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: rowSelect });
  if (!found) throw notFound('File');
  const { key, ...upload } = found;
  return { upload, body: await ctx.env.storage.get(key) };
}

/** Storefront content (public purposes only), by merchant and id, without a session; the thumbnail of pictures only. */
export async function openPublicMedia(
  db: Ctx['db'],
  storage: Ctx['env']['storage'],
  merchantId: string,
  id: string,
  size: 'full' | 'thumb',
): Promise<{ mimeType: string; fileName: string; body: Readable } | null> {
  const found = await db.upload.findUnique({ where: { merchantId_id: { merchantId, id } }, select: { key: true, mimeType: true, fileName: true, purpose: true } });
  const policy = found && policyOf(found.purpose);
  if (!found || !policy?.public) return null;
  // Only pictures have a thumbnail.
  if (size === 'thumb' && !policy.picture) return null;
  const thumb = size === 'thumb';
  return { mimeType: thumb ? 'image/webp' : found.mimeType, fileName: found.fileName, body: await storage.get(thumb ? thumbKey(found.key) : found.key) };
}
