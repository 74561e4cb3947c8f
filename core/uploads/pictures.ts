import { CATALOGUE_LIMITS } from '../catalogue/constants.ts';
import { AppError } from '../shared/errors.ts';
import { FILE_LIMITS } from '../shared/limits.ts';
import { msg } from '../shared/messages.ts';

export const PICTURE_MESSAGES = {
  tooManyPixels: msg('uploads.tooManyPixels', { max: FILE_LIMITS.picturePixels / 1_000_000 }),
};

/**
 * The stored picture (fit inside the maximum, never enlarged, same format) and its WebP thumbnail.
 * A picture of more pixels than FILE_LIMITS allows is refused from its header, before any pixel
 * is decoded (a few kilobytes can claim gigapixels); sharp's own limit stands behind that check.
 */
export async function resizePicture(data: Buffer): Promise<{ main: Buffer; thumb: Buffer; width: number; height: number }> {
  // libvips loads with the first picture, not with every process.
  const { default: sharp } = await import('sharp');
  // The header alone (no limit here: sharp's would refuse with its own words).
  const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
  if (width * height > FILE_LIMITS.picturePixels) throw new AppError('UPLOAD.TOO_MANY_PIXELS', PICTURE_MESSAGES.tooManyPixels, 'invalid', 'file');
  const image = sharp(data, { animated: false, limitInputPixels: FILE_LIMITS.picturePixels }).rotate();
  const max = CATALOGUE_LIMITS.imageMaxPixels;
  const main = await image.clone().resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
  const thumbSize = CATALOGUE_LIMITS.thumbnailPixels;
  const thumb = await image.clone().resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { main: main.data, thumb, width: main.info.width, height: main.info.height };
}

export const thumbKey = (key: string) => `${key}.thumb.webp`;
