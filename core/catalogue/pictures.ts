import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { CATALOGUE_MESSAGES } from './constants.ts';

/** A category or brand picture must be one of this merchant's uploaded catalogue pictures. */
export async function assertPicture(ctx: Ctx, pictureId: string | null): Promise<void> {
  if (!pictureId) return;
  const upload = await ctx.db.upload.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: pictureId } }, select: { purpose: true } });
  if (upload?.purpose !== 'catalogue-picture' && upload?.purpose !== 'product-image') {
    throw new AppError('CATALOGUE.PICTURE', CATALOGUE_MESSAGES.pictureUnknown, 'not_found', 'pictureId');
  }
}
