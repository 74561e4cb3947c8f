import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DbClient } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { FILE_LIMITS } from '../shared/limits.ts';
import type { WatermarkPosition } from './setting-schema.ts';
import { readWebsiteSettings } from './settings.ts';

/** The watermark's width against the picture's: a fifth, so it marks without covering the product. */
const WATERMARK_SHARE = 0.2;

const GRAVITY: Record<WatermarkPosition, string> = {
  'top-left': 'northwest',
  top: 'north',
  'top-right': 'northeast',
  left: 'west',
  center: 'centre',
  right: 'east',
  'bottom-left': 'southwest',
  bottom: 'south',
  'bottom-right': 'southeast',
};

/** Draws the watermark on a picture (its width a fifth of the picture's, its alpha times opacity), in the picture's format. */
export async function drawWatermark(picture: Buffer, mark: Buffer, position: WatermarkPosition, opacity: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const base = sharp(picture, { limitInputPixels: FILE_LIMITS.picturePixels });
  const { width = 1 } = await base.metadata();
  const { data, info } = await sharp(mark, { limitInputPixels: FILE_LIMITS.picturePixels })
    .resize({ width: Math.max(1, Math.round(width * WATERMARK_SHARE)), withoutEnlargement: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i]! * opacity) / 100);
  return base.composite([{ input: data, raw: { width: info.width, height: info.height, channels: 4 }, gravity: GRAVITY[position] }]).toBuffer();
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A product picture as the website is served it, with the merchant's watermark when the website
 * setting turns it on; null when no watermark applies (the picture goes out as stored). The
 * marked picture is kept beside the original under a key naming the watermark's picture,
 * position and opacity: it is drawn once, and a changed watermark draws anew.
 */
export async function watermarkedPicture(db: DbClient, storage: Storage, merchantId: string, uploadId: string): Promise<{ mimeType: string; body: Readable } | null> {
  const upload = await db.upload.findUnique({ where: { merchantId_id: { merchantId, id: uploadId } }, select: { key: true, purpose: true, mimeType: true } });
  if (upload?.purpose !== 'product-image') return null;
  const { watermark } = await readWebsiteSettings(db, merchantId);
  if (!watermark.enabled || !watermark.pictureId) return null;
  const mark = await db.upload.findUnique({ where: { merchantId_id: { merchantId, id: watermark.pictureId } }, select: { key: true } });
  if (!mark) return null;
  const version = createHash('sha256').update(`${mark.key}|${watermark.position}|${watermark.opacity}`).digest('hex').slice(0, 16);
  const key = `${upload.key}.wm-${version}`;
  const cached = await storage.size(key).then(
    () => true,
    () => false,
  );
  if (!cached) {
    const [picture, markBytes] = await Promise.all([storage.get(upload.key).then(readAll), storage.get(mark.key).then(readAll)]);
    // The key appears only once written whole; two requests drawing at once write the same bytes.
    await storage.putStream(key, Readable.from([await drawWatermark(picture, markBytes, watermark.position, watermark.opacity)]));
  }
  return { mimeType: upload.mimeType, body: await storage.get(key) };
}
