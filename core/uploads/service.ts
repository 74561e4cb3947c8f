import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { AppError, isAppError, notFound, GENERIC_MESSAGES } from '../shared/errors.ts';
import { can } from '../permissions/modules.ts';
import { newId } from '../db/ids.ts';
import { audited } from '../user-logs/audited.ts';
import { CSV, UPLOAD_POLICIES, XLSX, policyOf, type UploadPolicy, type UploadPurpose } from './policies.ts';
import { nonUtf8Row } from '../sheets/csv-guard.ts';
import { FILE_MESSAGES } from '../sheets/file-messages.ts';
import { isWorkbookZip } from './zip-sniff.ts';
import { loadSharp, resizePicture, thumbKey } from './pictures.ts';
import { msg } from '../shared/messages.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { activeMember } from '../members/storefront-members.ts';

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
 * The type of a file from its first bytes; text with no other signature is CSV. Text that is not
 * UTF-8 (Latin-1, GBK, UTF-16 ...) is CSV too, with the row where it stops being UTF-8: no reader
 * takes it, and a purpose that takes CSV says how to save it as UTF-8.
 */
async function detectType(head: Buffer): Promise<{ mime: string; ext: string; notUtf8Row?: number } | null> {
  // UTF-16 text (Excel's "Unicode Text"), known by its byte-order mark, which file-type takes for MPEG audio.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return { mime: CSV, ext: 'csv', notUtf8Row: 1 };
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'application/zip' && isWorkbookZip(head)) return { mime: XLSX, ext: 'xlsx' };
  if (detected) return { mime: detected.mime, ext: detected.ext };
  if (head.length === 0 || head.includes(0)) return null;
  const notUtf8Row = nonUtf8Row(head);
  return notUtf8Row === null ? { mime: CSV, ext: 'csv' } : { mime: CSV, ext: 'csv', notUtf8Row };
}

/** Refuses a user who may not change what files of this purpose go into (checked before any byte is read). */
export function assertMayUpload(ctx: Ctx, purpose: UploadPurpose): void {
  const policy: UploadPolicy = UPLOAD_POLICIES[purpose];
  if (!can(ctx.permissions, policy.module, policy.level)) throw new AppError('AUTH.FORBIDDEN', GENERIC_MESSAGES.forbidden, 'forbidden');
}

/** Refuses an image wider or taller than the policy's maxSide, from its header (sharp decodes no pixel for it), naming the file. */
async function assertSides(bytes: Buffer, policy: UploadPolicy, name: string): Promise<void> {
  const { default: sharp } = await loadSharp();
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw new AppError('UPLOAD.WRONG_TYPE', policy.wrongType, 'invalid', 'file');
  if (Math.max(meta.width, meta.height) > policy.maxSide!) throw new AppError('UPLOAD.TOO_WIDE', policy.tooWide!(name), 'invalid', 'file');
}

/** A checked file in storage, before its row is written. */
interface StoredFile {
  id: string;
  key: string;
  mimeType: string;
  size: number;
}

/**
 * Checks a file's size and content type against its purpose and stores it (pictures resized,
 * with a thumbnail; other files streamed, so memory stays flat); record writes its row. A file
 * whose row is not written is removed again.
 */
async function storeChecked<T>(
  ctx: Pick<Ctx, 'merchantId' | 'env'>,
  purpose: UploadPurpose,
  source: Buffer | AsyncIterable<Buffer>,
  name: string,
  record: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const policy: UploadPolicy = UPLOAD_POLICIES[purpose];
  const { head, all } = await peek(Buffer.isBuffer(source) ? (async function* () { yield source; })() : source);
  if (head.length === 0 && policy.empty) throw new AppError('UPLOAD.EMPTY', policy.empty, 'invalid', 'file');
  const type = await detectType(head);
  if (type?.notUtf8Row !== undefined && policy.types.includes(CSV)) throw new AppError('UPLOAD.NOT_UTF8', FILE_MESSAGES.notUtf8(type.notUtf8Row), 'invalid', 'file');
  if (!type || type.notUtf8Row !== undefined || !policy.types.includes(type.mime)) throw new AppError('UPLOAD.WRONG_TYPE', policy.wrongType, 'invalid', 'file');
  const id = newId();
  const key = `${ctx.merchantId}/${purpose}/${id}.${type.ext}`;
  const counted = { bytes: 0 };
  try {
    if (policy.picture) {
      const chunks: Buffer[] = [];
      for await (const chunk of limited(all, policy, counted)) chunks.push(chunk);
      const picture = await resizePicture(Buffer.concat(chunks), policy.box).catch((error: unknown) => {
        throw isAppError(error) ? error : new AppError('UPLOAD.WRONG_TYPE', policy.wrongType, 'invalid', 'file');
      });
      await ctx.env.storage.put(key, picture.main);
      await ctx.env.storage.put(thumbKey(key), picture.thumb);
      counted.bytes = picture.main.length;
    } else if (policy.maxSide) {
      const chunks: Buffer[] = [];
      for await (const chunk of limited(all, policy, counted)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      await assertSides(bytes, policy, name);
      await ctx.env.storage.put(key, bytes);
    } else {
      await ctx.env.storage.putStream(key, limited(all, policy, counted));
    }
    return await record({ id, key, mimeType: type.mime, size: counted.bytes });
  } catch (error) {
    await ctx.env.storage.remove(key);
    await ctx.env.storage.remove(thumbKey(key));
    throw error;
  }
}

/** A back-office user's file: checked, stored and recorded with its user-log entry. */
export async function saveUpload(ctx: Ctx, purpose: UploadPurpose, fileName: string, source: Buffer | AsyncIterable<Buffer>): Promise<TUploadRow> {
  assertMayUpload(ctx, purpose);
  const name = cleanFileName(fileName);
  return storeChecked(ctx, purpose, source, name, (file) =>
    audited(ctx, { action: msg('log.uploads.uploaded', { name }), category: UPLOAD_POLICIES[purpose].module }, async (tx) => {
      const { key: _key, ...saved } = await tx.db.upload.create({ data: { merchantId: tx.merchantId, ...file, fileName: name, purpose, uploadedBy: tx.userId }, select: rowSelect });
      return saved;
    }),
  );
}

/** A purpose the merchant's website may upload for (checked before any byte is read). */
export function storefrontPurpose(purpose: string): UploadPurpose {
  const policy = policyOf(purpose);
  if (!policy?.storefront) throw new AppError('UPLOAD.PURPOSE', msg('files.uploadPurpose'), 'invalid', 'purpose');
  return purpose as UploadPurpose;
}

/** uploadedBy of a file the website uploaded for no member (a policy's storefront: 'anonymous'). */
export const STOREFRONT_UPLOADER = 'storefront';

/**
 * A file the merchant's website uploads (a purpose the policy opens to the storefront): checked
 * and stored as any upload. For a signed-in member (storefront: true) it is recorded as theirs
 * (uploadedBy is the member's id), so only their own records may name it; a purpose open to
 * anyone (storefront: 'anonymous', a job candidate's resume) needs no member and is recorded as
 * the website's (STOREFRONT_UPLOADER). No user log: no user.
 */
export async function saveStorefrontUpload(store: StorefrontCtx, purpose: string, memberId: string, fileName: string, source: AsyncIterable<Buffer>): Promise<TUploadRow> {
  const open = storefrontPurpose(purpose);
  const anonymous = (UPLOAD_POLICIES[open] as UploadPolicy).storefront === 'anonymous';
  if (!anonymous) await activeMember(store, memberId);
  return storeChecked(store, open, source, cleanFileName(fileName), async (file) => {
    const { key: _key, ...saved } = await store.db.upload.create({
      data: { merchantId: store.merchantId, ...file, fileName: cleanFileName(fileName), purpose, uploadedBy: anonymous ? STOREFRONT_UPLOADER : memberId },
      select: rowSelect,
    });
    return saved;
  });
}

/** The upload id in a storage key saveUpload made ('<merchant>/<purpose>/<id>.<ext>'), for records that keep the key. */
export const uploadIdOfKey = (key: string): string => key.slice(key.lastIndexOf('/') + 1).split('.')[0]!;

/**
 * An upload of this merchant and a stream of its bytes, for a user who may view the module its
 * purpose belongs to (a payment proof is the orders', a member list My Sales'); any other is
 * told it does not exist.
 */
export async function openUpload(ctx: Ctx, id: string): Promise<{ upload: TUploadRow; body: Readable }> {
  const found = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: rowSelect });
  const policy = found && policyOf(found.purpose);
  if (!found || !policy || !can(ctx.permissions, policy.module, 'view')) throw notFound('file');
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
