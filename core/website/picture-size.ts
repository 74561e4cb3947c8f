import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { WEBSITE_MESSAGES as M } from './messages.ts';

/**
 * The real size of one of this merchant's website pictures, read from the stored file's header
 * (what the website will show, after the upload's resize), never from what a form claims.
 */
export async function storedPictureSize(ctx: Ctx, uploadId: string): Promise<{ width: number; height: number }> {
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: uploadId } }, select: { key: true, purpose: true } });
  if (upload?.purpose !== 'website-picture') throw new AppError('WEBSITE.PICTURE', M.pictureUnknown, 'not_found', 'pictureId');
  const { default: sharp } = await import('sharp');
  // The header only: the picture was checked for its pixels when it was uploaded.
  const { width = 0, height = 0 } = await ctx.env.storage.withLocalFile(upload.key, (file) => sharp(file, { limitInputPixels: false }).metadata());
  return { width, height };
}
