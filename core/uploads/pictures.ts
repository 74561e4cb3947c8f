import type * as Sharp from 'sharp';
import { CATALOGUE_LIMITS } from '../catalogue/constants.ts';
import { AppError } from '../shared/errors.ts';
import { FILE_LIMITS } from '../shared/limits.ts';
import { msg } from '../shared/messages.ts';

export const PICTURE_MESSAGES = {
  tooManyPixels: msg('uploads.tooManyPixels', { max: FILE_LIMITS.picturePixels / 1_000_000 }),
};

type SharpModule = typeof Sharp;
let loaded: Promise<SharpModule> | null = null;

/**
 * sharp, loaded with the first picture rather than with every process. Its operation cache is
 * off: every picture is another upload, so the cache would only hold memory (tens of MB across
 * an import of camera photos).
 */
export function loadSharp(): Promise<SharpModule> {
  loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  });
  return loaded;
}

/** Refuses a picture of more pixels than FILE_LIMITS allows, from its header alone. */
export async function assertPicturePixels(data: Buffer): Promise<void> {
  const { default: sharp } = await loadSharp();
  // The header alone (no limit here: sharp's would refuse with its own words).
  const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
  if (width * height > FILE_LIMITS.picturePixels) throw new AppError('UPLOAD.TOO_MANY_PIXELS', PICTURE_MESSAGES.tooManyPixels, 'invalid', 'file');
}

/**
 * The stored picture (fit inside the maximum, never enlarged, same format) and its WebP thumbnail.
 * A picture of more pixels than FILE_LIMITS allows is refused from its header, before any pixel
 * is decoded (a few kilobytes can claim gigapixels); sharp's own limit stands behind that check.
 */
export async function resizePicture(data: Buffer, box?: { width: number; height?: number }): Promise<{ main: Buffer; thumb: Buffer; width: number; height: number }> {
  await assertPicturePixels(data);
  const { default: sharp } = await loadSharp();
  const image = sharp(data, { animated: false, limitInputPixels: FILE_LIMITS.picturePixels }).rotate();
  const max = CATALOGUE_LIMITS.imageMaxPixels;
  // A box is a fixed size the page lays out (a name card): filled, cropped at the centre.
  const size = box ? { ...box, fit: 'cover' as const } : { width: max, height: max, fit: 'inside' as const, withoutEnlargement: true };
  const main = await image.clone().resize(size).toBuffer({ resolveWithObject: true });
  const thumbSize = CATALOGUE_LIMITS.thumbnailPixels;
  const thumb = await image.clone().resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { main: main.data, thumb, width: main.info.width, height: main.info.height };
}

export const thumbKey = (key: string) => `${key}.thumb.webp`;
