import sharp from 'sharp';
import { CATALOGUE_LIMITS } from '../catalogue/constants.ts';

/** The stored picture (fit inside the maximum, never enlarged, same format) and its WebP thumbnail. */
export async function resizePicture(data: Buffer): Promise<{ main: Buffer; thumb: Buffer; width: number; height: number }> {
  const image = sharp(data, { animated: false }).rotate();
  const max = CATALOGUE_LIMITS.imageMaxPixels;
  const main = await image.clone().resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
  const thumbSize = CATALOGUE_LIMITS.thumbnailPixels;
  const thumb = await image.clone().resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { main: main.data, thumb, width: main.info.width, height: main.info.height };
}

export const thumbKey = (key: string) => `${key}.thumb.webp`;
